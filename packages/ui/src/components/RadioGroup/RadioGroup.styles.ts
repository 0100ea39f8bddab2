import { RadioButton, RadioField, RadioGroup } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { fieldStack, inlineFieldStack, toggleFocusRing, toggleRow } from '../Field/Field.styles';

export const RADIO_SIZE_PX = 16;

export const StyledRadioGroup = styled(RadioGroup)`
  ${fieldStack}
`;

export const Options = styled.div`
  display: flex;
  flex-direction: column;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[1]} 0;

  [data-orientation='horizontal'] > & {
    flex-direction: row;
    gap: ${({ theme }) => theme.space[4]};
  }
`;

export const Dot = styled.span`
  ${({ theme }) => css`
    flex: none;
    width: ${RADIO_SIZE_PX}px;
    height: ${RADIO_SIZE_PX}px;
    border: 1px solid ${theme.colors.textMuted};
    border-radius: ${theme.radii.round};
    background: ${theme.colors.surface};
    transition:
      border-color ${theme.motion.duration.fast} ${theme.motion.easing.standard},
      border-width ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  `}
`;

export const StyledRadioField = styled(RadioField)`
  ${inlineFieldStack}
`;

export const StyledRadioButton = styled(RadioButton)`
  ${({ theme }) => css`
    ${toggleRow(theme)}

    &[data-hovered] ${Dot} {
      border-color: ${theme.colors.primary};
    }
    &[data-pressed] ${Dot} {
      background: ${theme.colors.secondaryHover};
    }
    &[data-selected] ${Dot} {
      border: 5px solid ${theme.colors.primary};
      background: ${theme.colors.surface};
    }
    &[data-selected][data-pressed] ${Dot} {
      border-color: ${theme.colors.primaryPressed};
    }
    &[data-focus-visible] ${Dot} {
      ${toggleFocusRing(theme)}
    }
    &[data-invalid] ${Dot} {
      border-color: ${theme.colors.error};
    }
    &[data-disabled] ${Dot} {
      border-color: ${theme.colors.onDisabled};
      background: ${theme.colors.disabled};
    }
  `}
`;
