import styled, { css, keyframes } from 'styled-components';

export type SkeletonSize = 'sm' | 'md';
export type SkeletonShape = 'text' | 'rect' | 'circle';

/** Height of a text line, side of a circle and height of a rectangle per size, in pixels. */
const TEXT_HEIGHT_PX: Record<SkeletonSize, number> = { sm: 10, md: 14 };
const CIRCLE_PX: Record<SkeletonSize, number> = { sm: 24, md: 32 };
const RECT_HEIGHT_PX: Record<SkeletonSize, number> = { sm: 48, md: 80 };

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

function cssLength(value: number | string): string {
  return typeof value === 'number' ? `${value}px` : value;
}

export const SkeletonBlock = styled.span<{
  $shape: SkeletonShape;
  $size: SkeletonSize;
  $width: number | string | undefined;
  $height: number | string | undefined;
}>`
  ${({ theme, $shape, $size, $width, $height }) => {
    const side = CIRCLE_PX[$size];
    const width = $width ?? ($shape === 'circle' ? side : '100%');
    const height = $height ?? ($shape === 'circle' ? side : $shape === 'rect' ? RECT_HEIGHT_PX[$size] : TEXT_HEIGHT_PX[$size]);
    return css`
      display: block;
      flex: none;
      width: ${cssLength(width)};
      height: ${cssLength(height)};
      border-radius: ${$shape === 'circle' ? theme.radii.round : theme.radii.sm};
      /* A step darker than the secondary fill, so it reads on both the page and white surfaces. */
      background: ${theme.colors.secondaryHover};
      animation: ${pulse} 1.4s ${theme.motion.easing.standard} infinite;
    `;
  }}
`;

export const RowsRoot = styled.div`
  display: flex;
  flex-direction: column;
`;

export const Row = styled.div<{ $rowHeightPx: number }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  height: ${({ $rowHeightPx }) => $rowHeightPx}px;
`;

export const VisuallyHiddenText = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
