import styled, { css } from 'styled-components';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export const AlertRoot = styled.div<{ $tone: AlertTone }>`
  ${({ theme, $tone }) => {
    const s = theme.colors.status[$tone];
    return css`
      display: flex;
      align-items: flex-start;
      gap: ${theme.space[3]};
      padding: ${theme.space[3]} ${theme.space[3]} ${theme.space[3]} ${theme.space[4]};
      border: 1px solid ${s.border};
      border-left-width: 4px;
      border-radius: ${theme.radii.md};
      background: ${s.bg};
      color: ${s.fg};
      font-size: ${theme.font.size.md};
      line-height: ${theme.font.lineHeight.normal};
    `;
  }}
`;

export const AlertIcon = styled.span`
  display: inline-flex;
  flex: none;
  /* Centres the 16px icon on the first line of text. */
  padding-top: 2px;
`;

export const AlertContent = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const AlertTitle = styled.div`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  /* A name without spaces (a dashboard called "report_2026_..."): wrapped inside the box, not past its edge. */
  overflow-wrap: anywhere;
`;

export const AlertBody = styled.div`
  overflow-wrap: anywhere;
`;

export const AlertAction = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
`;
