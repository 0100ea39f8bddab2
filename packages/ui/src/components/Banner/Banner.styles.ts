import styled, { css } from 'styled-components';

/** The banner severities the spec names. */
export type BannerSeverity = 'info' | 'warning' | 'error' | 'dangerous' | 'verydangerous';

export const BannerRoot = styled.div<{ $severity: BannerSeverity }>`
  ${({ theme, $severity }) => {
    const s = theme.colors.status[$severity];
    return css`
      display: flex;
      align-items: center;
      gap: ${theme.space[3]};
      width: 100%;
      min-height: 40px;
      padding: ${theme.space[2]} ${theme.space[4]};
      border-bottom: 1px solid ${s.border};
      background: ${s.bg};
      color: ${s.fg};
      font-size: ${theme.font.size.md};
      line-height: ${theme.font.lineHeight.tight};

      a {
        color: inherit;
        font-weight: ${theme.font.weight.bold};
        text-decoration: underline;
        text-underline-offset: 2px;
        border-radius: ${theme.radii.sm};
        outline: none;
        cursor: pointer;
      }
      a[data-focus-visible],
      a:focus-visible {
        box-shadow: 0 0 0 2px ${theme.colors.focusRing};
      }
    `;
  }}
`;

export const BannerIcon = styled.span`
  display: inline-flex;
  flex: none;
`;

export const BannerMessage = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const BannerAction = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
