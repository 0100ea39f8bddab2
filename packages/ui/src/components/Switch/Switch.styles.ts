import { SwitchButton, SwitchField, Text } from 'react-aria-components';
import styled, { css } from 'styled-components';

const TRACK_WIDTH_PX = 32;
const TRACK_HEIGHT_PX = 18;
const THUMB_SIZE_PX = 12;

export const Track = styled.span`
  ${({ theme }) => css`
    position: relative;
    flex: none;
    width: ${TRACK_WIDTH_PX}px;
    height: ${TRACK_HEIGHT_PX}px;
    border: 1px solid ${theme.colors.textMuted};
    border-radius: ${theme.radii.round};
    background: ${theme.colors.secondary};
    transition:
      background ${theme.motion.duration.normal} ${theme.motion.easing.standard},
      border-color ${theme.motion.duration.normal} ${theme.motion.easing.standard};
  `}
`;

export const Thumb = styled.span`
  ${({ theme }) => css`
    position: absolute;
    top: 2px;
    left: 2px;
    width: ${THUMB_SIZE_PX}px;
    height: ${THUMB_SIZE_PX}px;
    border-radius: ${theme.radii.round};
    background: ${theme.colors.textMuted};
    transition: transform ${theme.motion.duration.normal} ${theme.motion.easing.standard};
  `}
`;

export const StyledSwitchField = styled(SwitchField)`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const StyledSwitchButton = styled(SwitchButton)`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[2]};
    color: ${theme.colors.text};
    font-size: ${theme.font.size.md};
    line-height: ${theme.font.lineHeight.tight};
    cursor: pointer;
    outline: none;

    &[data-hovered] ${Track} {
      border-color: ${theme.colors.primary};
    }
    &[data-pressed] ${Track} {
      background: ${theme.colors.secondaryPressed};
    }
    &[data-selected] ${Track} {
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primary};
    }
    &[data-selected][data-hovered] ${Track} {
      background: ${theme.colors.primaryHover};
    }
    &[data-selected] ${Thumb} {
      background: ${theme.colors.onPrimary};
      transform: translateX(${TRACK_WIDTH_PX - THUMB_SIZE_PX - 6}px);
    }
    &[data-focus-visible] ${Track} {
      box-shadow:
        0 0 0 2px ${theme.colors.surface},
        0 0 0 4px ${theme.colors.focusRing};
    }
    &[data-disabled] {
      color: ${theme.colors.onDisabled};
      cursor: not-allowed;
    }
    &[data-disabled] ${Track} {
      border-color: ${theme.colors.onDisabled};
      background: ${theme.colors.disabled};
    }
    &[data-disabled] ${Thumb} {
      background: ${theme.colors.onDisabled};
    }
  `}
`;

export const Description = styled(Text)`
  padding-left: calc(${TRACK_WIDTH_PX}px + ${({ theme }) => theme.space[2]});
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
