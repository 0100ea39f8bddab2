/** Shared chrome of form fields: layout, label, help and error text, control boxes and option lists. */
import {
  Button as AriaButton,
  FieldError as AriaFieldError,
  Group,
  Label,
  Text,
  TextField as AriaTextField,
} from 'react-aria-components';
import styled, { css, type DefaultTheme } from 'styled-components';

/** Height of a single-line field; matches the medium Button so fields and buttons line up in a row. */
export const FIELD_HEIGHT_PX = 36;

/** A field laid out as a column: label, control, description or error. */
export const fieldStack = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

/** A field that is only as wide as its content: label, control, description or error. */
export const inlineFieldStack = css`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

/** The column every field lays out in: label, control, description or error. */
export const fieldColumn = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md};
`;

/** The label of a field. */
export const FieldLabel = styled(Label)`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const helpText = css`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The look of a field's error message. */
export const errorText = css`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Help text under a field. */
export const FieldDescription = styled(Text)`
  ${helpText}
`;

/** Help text of a checkbox, radio or switch, lined up with its label past the control of `$indentPx`. */
export const IndentedDescription = styled(Text)<{ $indentPx: number }>`
  padding-left: calc(${({ $indentPx }) => $indentPx}px + ${({ theme }) => theme.space[2]});
  ${helpText}
`;

/** The error message of a field, shown while it is invalid. */
export const FieldErrorText = styled(AriaFieldError)`
  ${errorText}
`;

/**
 * The row of a checkbox, radio or switch: its control then its label. The rules for the
 * control itself (box, dot, track) stay with each component.
 */
export function toggleRow(theme: DefaultTheme) {
  return css`
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[2]};
    color: ${theme.colors.text};
    font-size: ${theme.font.size.md};
    line-height: ${theme.font.lineHeight.tight};
    cursor: pointer;
    outline: none;

    &[data-disabled] {
      color: ${theme.colors.onDisabled};
      cursor: not-allowed;
    }
  `;
}

/** The focus ring around the control of a checkbox, radio or switch. */
export function toggleFocusRing(theme: DefaultTheme) {
  return css`
    box-shadow:
      0 0 0 2px ${theme.colors.surface},
      0 0 0 4px ${theme.colors.focusRing};
  `;
}

// Text inputs (TextField, PasswordField, NumberField, SearchField, CodeInput).

export const FieldRoot = styled(AriaTextField)`
  ${fieldColumn}
`;

/** The label of a text input; `InputLabel` adds the required marker. */
export const TextInputLabel = styled(FieldLabel)`
  align-self: flex-start;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  cursor: default;
`;

export const RequiredMark = styled.span`
  margin-inline-start: 2px;
  color: ${({ theme }) => theme.colors.error};
`;

/** The description and error under a text input. */
export const FieldMessages = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

export const InputDescription = styled(FieldDescription)`
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const InputErrorText = styled(FieldErrorText)`
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

/**
 * The bordered box of a control. `focus` is the data attribute that marks focus on the
 * element that carries the box: `data-focused` on an input, `data-focus-within` on a Group
 * (`data-focus-visible` for a Group that should ring only on keyboard focus).
 */
export function controlBox(theme: DefaultTheme, focus: '[data-focused]' | '[data-focus-within]' | '[data-focus-visible]') {
  const c = theme.colors;
  return css`
    min-height: ${FIELD_HEIGHT_PX}px;
    border: 1px solid ${c.fieldBorder};
    border-radius: ${theme.radii.md};
    background: ${c.surface};
    color: ${c.text};
    transition:
      border-color ${theme.motion.duration.fast} ${theme.motion.easing.standard},
      box-shadow ${theme.motion.duration.fast} ${theme.motion.easing.standard};

    &[data-hovered] {
      border-color: ${c.textMuted};
    }
    &${focus} {
      border-color: ${c.focusRing};
      box-shadow: 0 0 0 1px ${c.focusRing};
    }
    &[data-invalid] {
      border-color: ${c.error};
    }
    &[data-invalid]${focus} {
      box-shadow: 0 0 0 1px ${c.error};
    }
    &[data-readonly] {
      background: ${c.background};
    }
    &[data-disabled] {
      border-color: ${c.disabled};
      background: ${c.disabled};
      color: ${c.onDisabled};
      cursor: not-allowed;
    }
  `;
}

/** Text inside a control: no box of its own. */
export const bareInput = css`
  width: 100%;
  min-width: 0;
  border: 0;
  margin: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  outline: none;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
  &[data-disabled] {
    cursor: not-allowed;
  }
  &[data-disabled]::placeholder {
    color: ${({ theme }) => theme.colors.onDisabled};
  }
`;

/** The bordered box of a Group holding segments or an input with a button (ComboBox, DatePicker). */
export function groupBox(theme: DefaultTheme) {
  const c = theme.colors;
  return css`
    min-height: ${FIELD_HEIGHT_PX}px;
    border: 1px solid ${c.fieldBorder};
    border-radius: ${theme.radii.md};
    background: ${c.surface};
    color: ${c.text};

    &[data-hovered] {
      border-color: ${c.textMuted};
    }
    &[data-focus-within] {
      border-color: ${c.primary};
    }
    &[data-focus-visible] {
      box-shadow: 0 0 0 1px ${c.focusRing};
    }
    &[data-invalid] {
      border-color: ${c.error};
    }
    &[data-disabled] {
      border-color: ${c.disabled};
      background: ${c.disabled};
      color: ${c.onDisabled};
    }
  `;
}

/** A control box holding an input and its buttons or icons (password, search, number). */
export const ControlGroup = styled(Group)`
  ${({ theme }) => controlBox(theme, '[data-focus-within]')}
  display: flex;
  align-items: center;
  overflow: hidden;

  [data-readonly] > & {
    background: ${({ theme }) => theme.colors.background};
  }

  & > input {
    ${bareInput}
    flex: 1;
    align-self: stretch;
    padding: 0 ${({ theme }) => theme.space[3]};
  }
`;

/** Hover, press, focus and disabled looks of the buttons inside a control box, and their 16 px icons. */
export const fieldButtonStates = css`
  ${({ theme }) => css`
    &[data-hovered] {
      background: ${theme.colors.secondary};
      color: ${theme.colors.text};
    }
    &[data-pressed] {
      background: ${theme.colors.secondaryPressed};
    }
    &[data-focus-visible] {
      box-shadow: inset 0 0 0 2px ${theme.colors.focusRing};
    }
    &[data-disabled] {
      background: transparent;
      color: ${theme.colors.onDisabled};
      cursor: not-allowed;
    }
    & > svg {
      width: 16px;
      height: 16px;
    }
  `}
`;

/** A square icon button inside a control box (show password, clear search). */
export const FieldIconButton = styled(AriaButton)`
  ${({ theme }) => css`
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    margin-inline-end: ${theme.space[1]};
    padding: 0;
    border: 0;
    border-radius: ${theme.radii.sm};
    background: transparent;
    color: ${theme.colors.textMuted};
    cursor: pointer;
    outline: none;

    ${fieldButtonStates}
  `}
`;
