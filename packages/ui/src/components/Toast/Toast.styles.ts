import { Button as AriaButton, UNSTABLE_Toast as AriaToast, UNSTABLE_ToastRegion as AriaToastRegion } from 'react-aria-components';
import styled, { css, keyframes } from 'styled-components';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

const slideIn = keyframes`
  from { opacity: 0; transform: translateX(16px); }
  to { opacity: 1; transform: none; }
`;

export const StyledRegion = styled(AriaToastRegion)`
  ${({ theme }) => css`
    position: fixed;
    right: ${theme.space[4]};
    bottom: ${theme.space[4]};
    z-index: ${theme.zIndex.toast};
    display: flex;
    flex-direction: column-reverse;
    gap: ${theme.space[2]};
    width: 360px;
    max-width: calc(100vw - 2 * ${theme.space[4]});
    outline: none;

    &[data-focus-visible] {
      box-shadow: 0 0 0 2px ${theme.colors.focusRing};
      border-radius: ${theme.radii.md};
    }
  `}
`;

export const StyledToast = styled(AriaToast)<{ $tone: ToastTone }>`
  ${({ theme, $tone }) => {
    const tone = theme.colors.status[$tone];
    return css`
      display: flex;
      align-items: flex-start;
      gap: ${theme.space[2]};
      padding: ${theme.space[3]} ${theme.space[2]} ${theme.space[3]} ${theme.space[3]};
      border: 1px solid ${tone.border};
      border-left-width: 4px;
      border-radius: ${theme.radii.md};
      background: ${tone.bg};
      color: ${tone.fg};
      box-shadow: ${theme.shadows.md};
      font-size: ${theme.font.size.md};
      line-height: ${theme.font.lineHeight.tight};
      outline: none;
      animation: ${slideIn} ${theme.motion.duration.normal} ${theme.motion.easing.standard};

      &[data-focus-visible] {
        box-shadow:
          0 0 0 2px ${theme.colors.surface},
          0 0 0 4px ${theme.colors.focusRing};
      }
    `;
  }}
`;

export const Icon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  padding-top: 1px;
  & svg {
    width: 16px;
    height: 16px;
  }
`;

export const Content = styled.div`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.space[1]};
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
    & [slot='title'] {
      font-weight: ${theme.font.weight.bold};
    }
    & [slot='description'] {
      font-size: ${theme.font.size.sm};
      line-height: ${theme.font.lineHeight.normal};
    }
  `}
`;

export const CloseButton = styled(AriaButton)`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 24px;
    height: 24px;
    margin-top: -3px;
    padding: 0;
    border: 0;
    border-radius: ${theme.radii.sm};
    background: transparent;
    color: inherit;
    cursor: pointer;
    outline: none;
    flex-shrink: 0;

    &[data-hovered] {
      background: rgba(127, 127, 127, 0.16);
    }
    &[data-pressed] {
      background: rgba(127, 127, 127, 0.28);
    }
    &[data-focus-visible] {
      box-shadow: 0 0 0 2px ${theme.colors.focusRing};
    }
    & svg {
      width: 14px;
      height: 14px;
    }
  `}
`;
