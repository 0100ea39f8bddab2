import { ProgressBar as AriaProgressBar } from 'react-aria-components';
import styled, { css, keyframes } from 'styled-components';

export type SpinnerSize = 'sm' | 'md' | 'lg';

/** Diameter and ring width of each spinner size, in pixels. */
export const SPINNER_SIZE_PX: Record<SpinnerSize, number> = { sm: 16, md: 24, lg: 40 };
const RING_PX: Record<SpinnerSize, number> = { sm: 2, md: 3, lg: 4 };

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const SpinnerRoot = styled(AriaProgressBar)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  vertical-align: middle;
`;

export const Ring = styled.span<{ $size: SpinnerSize }>`
  ${({ theme, $size }) => css`
    display: block;
    width: ${SPINNER_SIZE_PX[$size]}px;
    height: ${SPINNER_SIZE_PX[$size]}px;
    border: ${RING_PX[$size]}px solid ${theme.colors.border};
    border-top-color: ${theme.colors.primary};
    border-radius: ${theme.radii.round};
    animation: ${spin} 0.8s linear infinite;
  `}
`;
