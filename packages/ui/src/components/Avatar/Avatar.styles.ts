import styled, { css } from 'styled-components';
import type { StatusTone } from '../../theme';

export type AvatarSize = 'sm' | 'md' | 'lg';

/** Diameter of each avatar size, in pixels. */
export const AVATAR_SIZE_PX: Record<AvatarSize, number> = { sm: 24, md: 32, lg: 40 };

const FONT_SIZE_PX: Record<AvatarSize, number> = { sm: 10, md: 12, lg: 14 };

export const AvatarRoot = styled.span<{ $size: AvatarSize; $tone: StatusTone }>`
  ${({ theme, $size, $tone }) => {
    const s = theme.colors.status[$tone];
    return css`
      display: inline-flex;
      flex: none;
      align-items: center;
      justify-content: center;
      width: ${AVATAR_SIZE_PX[$size]}px;
      height: ${AVATAR_SIZE_PX[$size]}px;
      overflow: hidden;
      border: 1px solid ${s.border};
      border-radius: ${theme.radii.round};
      background: ${s.bg};
      color: ${s.fg};
      font-size: ${FONT_SIZE_PX[$size]}px;
      font-weight: ${theme.font.weight.bold};
      line-height: 1;
      letter-spacing: 0.02em;
      user-select: none;
      vertical-align: middle;
    `;
  }}
`;

export const AvatarImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
