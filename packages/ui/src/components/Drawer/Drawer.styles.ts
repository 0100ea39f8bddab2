import { Dialog, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import styled, { css, keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: none; }
`;

export const StyledOverlay = styled(ModalOverlay)`
  ${({ theme }) => css`
    position: fixed;
    inset: 0;
    z-index: ${theme.zIndex.modal};
    background: ${theme.colors.overlay};

    &[data-entering] {
      animation: ${fadeIn} ${theme.motion.duration.slow} ${theme.motion.easing.standard};
    }
    &[data-exiting] {
      animation: ${fadeIn} ${theme.motion.duration.normal} ${theme.motion.easing.exit} reverse;
    }
  `}
`;

export const StyledModal = styled(AriaModal)<{ $widthPx: number }>`
  ${({ theme, $widthPx }) => css`
    position: fixed;
    top: 0;
    right: 0;
    bottom: 0;
    display: flex;
    width: ${$widthPx}px;
    max-width: 100%;
    outline: none;
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    border-left: 1px solid ${theme.colors.border};
    box-shadow: ${theme.shadows.lg};

    &[data-entering] {
      animation: ${slideIn} ${theme.motion.duration.slow} ${theme.motion.easing.standard};
    }
    &[data-exiting] {
      animation: ${slideIn} ${theme.motion.duration.normal} ${theme.motion.easing.exit} reverse;
    }
  `}
`;

export const StyledDialog = styled(Dialog)`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
  min-height: 0;
  outline: none;
`;

export const Header = styled.div`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space[3]};
    min-height: 56px;
    padding: ${theme.space[3]} ${theme.space[3]} ${theme.space[3]} ${theme.space[5]};
    border-bottom: 1px solid ${theme.colors.border};
    flex-shrink: 0;
  `}
`;


export const Body = styled.div`
  ${({ theme }) => css`
    flex: 1;
    min-height: 0;
    overflow: auto;
    padding: ${theme.space[4]} ${theme.space[5]};
    line-height: ${theme.font.lineHeight.normal};
    outline: none;
    &:focus-visible {
      box-shadow: inset 0 0 0 2px ${theme.colors.focusRing};
    }
  `}
`;
