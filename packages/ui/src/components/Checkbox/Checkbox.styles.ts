import { CheckboxButton, CheckboxField, CheckboxGroup, FieldError, Label, Text } from 'react-aria-components';
import styled, { css } from 'styled-components';

export const CHECKBOX_BOX_SIZE_PX = 16;

export const Box = styled.span`
  ${({ theme }) => css`
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${CHECKBOX_BOX_SIZE_PX}px;
    height: ${CHECKBOX_BOX_SIZE_PX}px;
    border: 1px solid ${theme.colors.textMuted};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.surface};
    color: ${theme.colors.onPrimary};
    transition:
      background ${theme.motion.duration.fast} ${theme.motion.easing.standard},
      border-color ${theme.motion.duration.fast} ${theme.motion.easing.standard};

    svg {
      width: 12px;
      height: 12px;
      fill: none;
      stroke: currentColor;
      stroke-width: 2.5;
      stroke-linecap: round;
      stroke-linejoin: round;
    }
  `}
`;

export const StyledCheckboxField = styled(CheckboxField)`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const StyledCheckboxButton = styled(CheckboxButton)`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[2]};
    color: ${theme.colors.text};
    font-size: ${theme.font.size.md};
    line-height: ${theme.font.lineHeight.tight};
    cursor: pointer;
    outline: none;

    &[data-hovered] ${Box} {
      border-color: ${theme.colors.primary};
    }
    &[data-pressed] ${Box} {
      background: ${theme.colors.secondaryHover};
    }
    &[data-selected] ${Box}, &[data-indeterminate] ${Box} {
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primary};
    }
    &[data-selected][data-hovered] ${Box}, &[data-indeterminate][data-hovered] ${Box} {
      background: ${theme.colors.primaryHover};
    }
    &[data-selected][data-pressed] ${Box}, &[data-indeterminate][data-pressed] ${Box} {
      background: ${theme.colors.primaryPressed};
    }
    &[data-focus-visible] ${Box} {
      box-shadow:
        0 0 0 2px ${theme.colors.surface},
        0 0 0 4px ${theme.colors.focusRing};
    }
    &[data-invalid] ${Box} {
      border-color: ${theme.colors.error};
    }
    &[data-invalid][data-selected] ${Box}, &[data-invalid][data-indeterminate] ${Box} {
      background: ${theme.colors.error};
    }
    &[data-disabled] {
      color: ${theme.colors.onDisabled};
      cursor: not-allowed;
    }
    &[data-disabled] ${Box} {
      border-color: ${theme.colors.onDisabled};
      background: ${theme.colors.disabled};
      color: ${theme.colors.onDisabled};
    }
  `}
`;

export const StyledCheckboxGroup = styled(CheckboxGroup)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Options = styled.div<{ $orientation: 'horizontal' | 'vertical' }>`
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'horizontal' ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme, $orientation }) => ($orientation === 'horizontal' ? theme.space[4] : theme.space[2])};
  padding: ${({ theme }) => theme.space[1]} 0;
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

/** Help text of a single checkbox, lined up with its label. */
export const FieldDescription = styled(Description)`
  padding-left: calc(${CHECKBOX_BOX_SIZE_PX}px + ${({ theme }) => theme.space[2]});
`;

export const ErrorText = styled(FieldError)`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
