import { OverlayArrow, Tooltip as AriaTooltip } from 'react-aria-components';
import styled, { css, keyframes } from 'styled-components';

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

// Inverted colours (text on the page's text colour) so the bubble reads apart from the page in both themes.
export const StyledTooltip = styled(AriaTooltip)<{ $maxWidthPx: number }>`
  ${({ theme, $maxWidthPx }) => css`
    z-index: ${theme.zIndex.tooltip};
    max-width: ${$maxWidthPx}px;
    padding: ${theme.space[1]} ${theme.space[2]};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.text};
    color: ${theme.colors.surface};
    box-shadow: ${theme.shadows.sm};
    font-size: ${theme.font.size.sm};
    line-height: ${theme.font.lineHeight.tight};
    overflow-wrap: anywhere;
    outline: none;

    &[data-entering] {
      animation: ${appear} ${theme.motion.duration.fast} ${theme.motion.easing.standard};
    }
    &[data-exiting] {
      animation: ${appear} ${theme.motion.duration.fast} ${theme.motion.easing.exit} reverse;
    }
  `}
`;

export const Arrow = styled(OverlayArrow)`
  ${({ theme }) => css`
    & svg {
      display: block;
      width: 8px;
      height: 8px;
      fill: ${theme.colors.text};
    }
    &[data-placement='bottom'] svg {
      transform: rotate(180deg);
    }
    &[data-placement='left'] svg {
      transform: rotate(-90deg);
    }
    &[data-placement='right'] svg {
      transform: rotate(90deg);
    }
  `}
`;
