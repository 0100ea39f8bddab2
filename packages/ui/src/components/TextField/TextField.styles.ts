import { Button as AriaButton, FieldError, Group, Input, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';
import styled, { css, type DefaultTheme } from 'styled-components';

/** Height of a single-line field; matches the medium Button so fields and buttons line up in a row. */
export const FIELD_HEIGHT_PX = 36;

/** The column every field lays out in: label, control, description or error. */
export const fieldColumn = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const FieldRoot = styled(AriaTextField)`
  ${fieldColumn}
`;

export const FieldLabel = styled(Label)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  cursor: default;
`;

export const RequiredMark = styled.span`
  margin-inline-start: 2px;
  color: ${({ theme }) => theme.colors.error};
`;

export const FieldFooter = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
`;

export const FieldMessages = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

export const FieldDescription = styled(Text)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const FieldErrorText = styled(FieldError)`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const CharacterCount = styled.span`
  margin-inline-start: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
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

export const StyledInput = styled(Input)`
  ${bareInput}
  ${({ theme }) => controlBox(theme, '[data-focused]')}
  padding: 0 ${({ theme }) => theme.space[3]};

  ${FieldRoot}[data-readonly] & {
    background: ${({ theme }) => theme.colors.background};
  }
`;

export const StyledTextArea = styled(TextArea)`
  ${bareInput}
  ${({ theme }) => controlBox(theme, '[data-focused]')}
  display: block;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  resize: vertical;

  ${FieldRoot}[data-readonly] & {
    background: ${({ theme }) => theme.colors.background};
  }
`;

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
