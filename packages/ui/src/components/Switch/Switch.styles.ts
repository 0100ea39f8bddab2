import { SwitchButton, SwitchField } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { inlineFieldStack, toggleFocusRing, toggleRow } from '../Field/Field.styles';

export const TRACK_WIDTH_PX = 32;
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
  ${inlineFieldStack}
`;

export const StyledSwitchButton = styled(SwitchButton)`
  ${({ theme }) => css`
    ${toggleRow(theme)}

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
      ${toggleFocusRing(theme)}
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
