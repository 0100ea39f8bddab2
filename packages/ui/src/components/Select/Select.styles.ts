import { Button, Select, SelectValue } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { FIELD_HEIGHT_PX, inlineFieldStack } from '../Field/Field.styles';

export const StyledSelect = styled(Select)`
  ${inlineFieldStack}
  min-width: 200px;
` as typeof Select;

export const Trigger = styled(Button)`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[2]};
    width: 100%;
    min-height: ${FIELD_HEIGHT_PX}px;
    padding: 0 ${theme.space[3]};
    border: 1px solid ${theme.colors.fieldBorder};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    font: inherit;
    font-size: ${theme.font.size.md};
    text-align: left;
    cursor: pointer;
    outline: none;

    &[data-hovered] {
      border-color: ${theme.colors.textMuted};
    }
    &[data-pressed],
    [data-open] > & {
      border-color: ${theme.colors.primary};
    }
    &[data-focus-visible] {
      border-color: ${theme.colors.primary};
      box-shadow: 0 0 0 1px ${theme.colors.focusRing};
    }
    [data-invalid] > & {
      border-color: ${theme.colors.error};
    }
    &[data-disabled] {
      border-color: ${theme.colors.disabled};
      background: ${theme.colors.disabled};
      color: ${theme.colors.onDisabled};
      cursor: not-allowed;
    }
  `}
`;

export const StyledSelectValue = styled(SelectValue)`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-placeholder] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  [data-disabled] > & {
    color: ${({ theme }) => theme.colors.onDisabled};
  }
`;
