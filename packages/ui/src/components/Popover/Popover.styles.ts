import { Dialog, Heading, OverlayArrow, Popover as AriaPopover } from 'react-aria-components';
import styled, { css, keyframes } from 'styled-components';

const appear = keyframes`
  from { opacity: 0; transform: var(--origin); }
  to { opacity: 1; transform: none; }
`;

export const StyledPopover = styled(AriaPopover)`
  ${({ theme }) => css`
    z-index: ${theme.zIndex.popover};
    min-width: 160px;
    max-width: 360px;
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    box-shadow: ${theme.shadows.md};
    outline: none;

    &[data-placement='top'] {
      --origin: translateY(4px);
    }
    &[data-placement='bottom'] {
      --origin: translateY(-4px);
    }
    &[data-placement='left'] {
      --origin: translateX(4px);
    }
    &[data-placement='right'] {
      --origin: translateX(-4px);
    }
    &[data-entering] {
      animation: ${appear} ${theme.motion.duration.normal} ${theme.motion.easing.standard};
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
      width: 12px;
      height: 12px;
      fill: ${theme.colors.surfaceRaised};
      stroke: ${theme.colors.border};
      stroke-width: 1px;
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

export const StyledDialog = styled(Dialog)`
  ${({ theme }) => css`
    padding: ${theme.space[3]} ${theme.space[4]};
    font-size: ${theme.font.size.md};
    line-height: ${theme.font.lineHeight.normal};
    outline: none;
  `}
`;

export const Title = styled(Heading)`
  ${({ theme }) => css`
    margin: 0 0 ${theme.space[2]};
    font-size: ${theme.font.size.md};
    font-weight: ${theme.font.weight.bold};
    line-height: ${theme.font.lineHeight.tight};
  `}
`;
