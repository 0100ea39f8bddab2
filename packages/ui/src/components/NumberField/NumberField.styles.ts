import { Button as AriaButton, NumberField as AriaNumberField } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { fieldButtonStates, fieldColumn } from '../Field/Field.styles';

export const NumberRoot = styled(AriaNumberField)`
  ${fieldColumn}

  input {
    font-variant-numeric: tabular-nums;
  }
`;

export const StepButton = styled(AriaButton)`
  ${({ theme }) => css`
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    align-self: stretch;
    width: 32px;
    padding: 0;
    border: 0;
    border-inline-start: 1px solid ${theme.colors.border};
    background: transparent;
    color: ${theme.colors.textMuted};
    cursor: pointer;
    outline: none;

    ${fieldButtonStates}
  `}
`;
