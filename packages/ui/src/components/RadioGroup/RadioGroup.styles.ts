import { FieldError, Label, RadioButton, RadioField, RadioGroup, Text } from 'react-aria-components';
import styled, { css } from 'styled-components';

const RADIO_SIZE_PX = 16;

export const StyledRadioGroup = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
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

export const GroupLabel = styled(Label)`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Description = styled(Text)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const RadioDescription = styled(Description)`
  padding-left: calc(${RADIO_SIZE_PX}px + ${({ theme }) => theme.space[2]});
`;

export const ErrorText = styled(FieldError)`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.font.size.sm};
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
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const StyledRadioButton = styled(RadioButton)`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[2]};
    color: ${theme.colors.text};
    font-size: ${theme.font.size.md};
    line-height: ${theme.font.lineHeight.tight};
    cursor: pointer;
    outline: none;

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
      box-shadow:
        0 0 0 2px ${theme.colors.surface},
        0 0 0 4px ${theme.colors.focusRing};
    }
    &[data-invalid] ${Dot} {
      border-color: ${theme.colors.error};
    }
    &[data-disabled] {
      color: ${theme.colors.onDisabled};
      cursor: not-allowed;
    }
    &[data-disabled] ${Dot} {
      border-color: ${theme.colors.onDisabled};
      background: ${theme.colors.disabled};
    }
  `}
`;
