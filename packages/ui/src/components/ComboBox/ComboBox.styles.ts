import { Button, ComboBox, Group, Input } from 'react-aria-components';
import styled, { css, keyframes } from 'styled-components';
import { FIELD_HEIGHT_PX, groupBox, inlineFieldStack } from '../Field/Field.styles';

export const StyledComboBox = styled(ComboBox)`
  ${inlineFieldStack}
  min-width: 200px;
` as typeof ComboBox;

export const FieldGroup = styled(Group)`
  display: flex;
  align-items: center;
  ${({ theme }) => groupBox(theme)}
`;

export const FieldInput = styled(Input)`
  ${({ theme }) => css`
    flex: 1;
    min-width: 0;
    height: ${FIELD_HEIGHT_PX - 2}px;
    padding: 0 ${theme.space[3]};
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: ${theme.font.size.md};
    outline: none;

    &::placeholder {
      color: ${theme.colors.textMuted};
    }
    &[data-disabled] {
      cursor: not-allowed;
    }
  `}
`;

export const OpenButton = styled(Button)`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    align-self: stretch;
    width: 32px;
    padding: 0;
    border: 0;
    border-radius: 0 ${theme.radii.md} ${theme.radii.md} 0;
    background: transparent;
    color: ${theme.colors.textMuted};
    cursor: pointer;
    outline: none;

    &[data-hovered] {
      background: ${theme.colors.secondary};
    }
    &[data-pressed] {
      background: ${theme.colors.secondaryHover};
    }
    &[data-disabled] {
      background: transparent;
      cursor: not-allowed;
    }
  `}
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Spinner = styled.span`
  flex: none;
  width: 14px;
  height: 14px;
  border: 2px solid ${({ theme }) => theme.colors.textMuted};
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} 0.7s linear infinite;
`;
