import { CheckboxButton, CheckboxField, CheckboxGroup } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { fieldStack, inlineFieldStack, toggleFocusRing, toggleRow } from '../Field/Field.styles';

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
  ${inlineFieldStack}
`;

export const StyledCheckboxButton = styled(CheckboxButton)`
  ${({ theme }) => css`
    ${toggleRow(theme)}

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
      ${toggleFocusRing(theme)}
    }
    &[data-invalid] ${Box} {
      border-color: ${theme.colors.error};
    }
    &[data-invalid][data-selected] ${Box}, &[data-invalid][data-indeterminate] ${Box} {
      background: ${theme.colors.error};
    }
    &[data-disabled] ${Box} {
      border-color: ${theme.colors.onDisabled};
      background: ${theme.colors.disabled};
      color: ${theme.colors.onDisabled};
    }
  `}
`;

export const StyledCheckboxGroup = styled(CheckboxGroup)`
  ${fieldStack}
`;

export const Options = styled.div<{ $orientation: 'horizontal' | 'vertical' }>`
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'horizontal' ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme, $orientation }) => ($orientation === 'horizontal' ? theme.space[4] : theme.space[2])};
  padding: ${({ theme }) => theme.space[1]} 0;
`;
