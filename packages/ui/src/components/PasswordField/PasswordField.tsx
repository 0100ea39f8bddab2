import { useState, type ReactNode } from 'react';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { InputLabel, InputMessages, type FieldErrorMessage } from '../Field/Field';
import { ControlGroup, FieldIconButton, FieldRoot } from '../Field/Field.styles';
import { PasswordInput } from './PasswordField.styles';

/** Accessible names of the visibility toggle. */
export const SHOW_PASSWORD_LABEL = 'Show password';
export const HIDE_PASSWORD_LABEL = 'Hide password';

export interface PasswordFieldProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'render' | 'type'> {
  /** The visible label; it also names the input for assistive technology. */
  label: ReactNode;
  /** Help text under the input, such as the password policy. */
  description?: ReactNode;
  /** The error shown while the field is invalid; without it, the validation errors are shown. */
  errorMessage?: FieldErrorMessage;
  /** Hint shown inside the empty input. */
  placeholder?: string;
  /**
   * Whether the password starts visible (uncontrolled).
   * @default false
   */
  defaultRevealed?: boolean;
  /** Whether the password is visible (controlled). */
  isRevealed?: boolean;
  /** Called when the user shows or hides the password. */
  onRevealedChange?: (isRevealed: boolean) => void;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" aria-hidden="true">
      <path d="M1.5 8s2.4-4.5 6.5-4.5S14.5 8 14.5 8s-2.4 4.5-6.5 4.5S1.5 8 1.5 8Z" />
      <circle cx="8" cy="8" r="2" />
      {crossed && <path d="M2.5 13.5 13.5 2.5" />}
    </svg>
  );
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  defaultRevealed = false,
  isRevealed: revealedProp,
  onRevealedChange,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [revealedState, setRevealedState] = useState(defaultRevealed);
  const isRevealed = revealedProp ?? revealedState;

  return (
    <FieldRoot {...props} autoComplete={autoComplete} type={isRevealed ? 'text' : 'password'}>
      {({ isRequired, isInvalid, isDisabled }) => (
        <>
          <InputLabel isRequired={isRequired}>{label}</InputLabel>
          <ControlGroup>
            <PasswordInput placeholder={placeholder} />
            <FieldIconButton
              aria-label={isRevealed ? HIDE_PASSWORD_LABEL : SHOW_PASSWORD_LABEL}
              isDisabled={isDisabled}
              onPress={() => {
                setRevealedState(!isRevealed);
                onRevealedChange?.(!isRevealed);
              }}
            >
              <EyeIcon crossed={isRevealed} />
            </FieldIconButton>
          </ControlGroup>
          {(description !== undefined || isInvalid) && (
            <InputMessages description={description} errorMessage={errorMessage} />
          )}
        </>
      )}
    </FieldRoot>
  );
}
