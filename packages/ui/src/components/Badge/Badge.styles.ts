import styled, { css } from 'styled-components';
import type { StatusTone } from '../../theme';

export type BadgeTone = StatusTone;

export const BadgeRoot = styled.span<{ $tone: BadgeTone }>`
  ${({ theme, $tone }) => {
    const s = theme.colors.status[$tone];
    return css`
      display: inline-flex;
      align-items: center;
      justify-content: center;
      box-sizing: border-box;
      min-width: 20px;
      height: 20px;
      padding: 0 ${theme.space[2]};
      border: 1px solid ${s.border};
      border-radius: ${theme.radii.round};
      background: ${s.bg};
      color: ${s.fg};
      font-size: ${theme.font.size.sm};
      font-weight: ${theme.font.weight.medium};
      font-variant-numeric: tabular-nums;
      line-height: 1;
      white-space: nowrap;
      vertical-align: middle;
    `;
  }}
`;
