import { Dialog, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import styled, { css, keyframes } from 'styled-components';
import { Title as DialogTitle } from '../Overlay/Overlay.styles';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

export const StyledOverlay = styled(ModalOverlay)`
  ${({ theme }) => css`
    position: fixed;
    inset: 0;
    z-index: ${theme.zIndex.modal};
    display: flex;
    align-items: center;
    justify-content: center;
    padding: ${theme.space[4]};
    background: ${theme.colors.overlay};

    &[data-entering] {
      animation: ${fadeIn} ${theme.motion.duration.normal} ${theme.motion.easing.standard};
    }
    &[data-exiting] {
      animation: ${fadeIn} ${theme.motion.duration.fast} ${theme.motion.easing.exit} reverse;
    }
  `}
`;

/** Width and optional fixed height of the modal box, in pixels. */
export interface ModalBox {
  /** Width; never wider than the window. */
  widthPx: number;
  /** Fixed height; when unset the height follows the content. */
  heightPx?: number;
}

export const StyledModal = styled(AriaModal)<{ $box: ModalBox; $fullScreen: boolean }>`
  ${({ theme, $box, $fullScreen }) => css`
    display: flex;
    max-width: 100%;
    max-height: 100%;
    outline: none;
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    box-shadow: ${theme.shadows.lg};

    ${$fullScreen
      ? css`
          position: fixed;
          inset: 0;
          width: 100%;
          height: 100%;
          border: 0;
          border-radius: 0;
        `
      : css`
          width: ${$box.widthPx}px;
          ${$box.heightPx !== undefined && `height: ${$box.heightPx}px;`}
        `}

    &[data-entering] {
      animation: ${rise} ${theme.motion.duration.normal} ${theme.motion.easing.standard};
    }
    &[data-exiting] {
      animation: ${rise} ${theme.motion.duration.fast} ${theme.motion.easing.exit} reverse;
    }
  `}
`;

export const StyledDialog = styled(Dialog)<{ $fullScreen: boolean }>`
  ${({ $fullScreen }) => css`
    display: flex;
    flex-direction: column;
    flex: 1;
    min-width: 0;
    min-height: 0;
    outline: none;
    ${$fullScreen &&
    css`
      align-items: center;
      justify-content: center;
    `}
  `}
`;

export const Header = styled.div<{ $fullScreen: boolean }>`
  ${({ theme, $fullScreen }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space[3]};
    min-height: 52px;
    padding: ${theme.space[3]} ${theme.space[3]} ${theme.space[3]} ${theme.space[5]};
    flex-shrink: 0;
    ${$fullScreen &&
    css`
      position: absolute;
      top: 0;
      right: 0;
      left: 0;
      min-height: 0;
    `}
  `}
`;

export const Title = styled(DialogTitle)`
  color: ${({ theme }) => theme.colors.text};
`;

export const Body = styled.div<{ $fullScreen: boolean }>`
  ${({ theme, $fullScreen }) => css`
    flex: 1;
    min-height: 0;
    overflow: auto;
    padding: ${theme.space[1]} ${theme.space[5]} ${theme.space[4]};
    font-size: ${theme.font.size.md};
    line-height: ${theme.font.lineHeight.normal};
    color: ${theme.colors.text};
    outline: none;
    ${$fullScreen &&
    css`
      flex: 0 1 auto;
      max-width: 100%;
    `}
    &:focus-visible {
      box-shadow: inset 0 0 0 2px ${theme.colors.focusRing};
    }
    & > p:first-child {
      margin-top: 0;
    }
    & > p:last-child {
      margin-bottom: 0;
    }
  `}
`;
