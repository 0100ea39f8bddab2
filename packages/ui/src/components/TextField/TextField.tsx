import { useState, type ReactNode } from 'react';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { InputLabel, InputMessages, type FieldErrorMessage } from '../Field/Field';
import { FieldRoot } from '../Field/Field.styles';
import { CharacterCount, FieldFooter, StyledInput, StyledTextArea } from './TextField.styles';

export type { FieldErrorMessage } from '../Field/Field';

/** Visible rows of a multiline field before it scrolls or the user resizes it. */
export const TEXT_FIELD_DEFAULT_ROWS = 3;

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'render'> {
  /** The visible label; it also names the input for assistive technology. */
  label: ReactNode;
  /** Help text under the input, linked to it as its description. */
  description?: ReactNode;
  /**
   * The error shown under the input while it is invalid (`isInvalid`, a `validate` result,
   * a native constraint or a Form's `validationErrors`). Without it, the validation
   * errors themselves are shown.
   */
  errorMessage?: FieldErrorMessage;
  /** Hint shown inside the empty input. Never a replacement for the label. */
  placeholder?: string;
  /**
   * Renders a textarea for longer text.
   * @default false
   */
  isMultiline?: boolean;
  /**
   * Visible rows of the multiline variant.
   * @default 3
   */
  rows?: number;
  /**
   * Shows "used / maxLength" under the input; only with `maxLength`.
   * @default false
   */
  showCharacterCount?: boolean;
}

/** A labelled single-line or multiline text input with description, validation and required marker. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  isMultiline = false,
  rows = TEXT_FIELD_DEFAULT_ROWS,
  showCharacterCount = false,
  onChange,
  ...props
}: TextFieldProps) {
  // Mirrors the length of an uncontrolled value for the character count.
  const [typedLength, setTypedLength] = useState(() => (props.defaultValue ?? '').length);
  const length = props.value !== undefined ? props.value.length : typedLength;
  const showCount = showCharacterCount && props.maxLength !== undefined;

  return (
    <FieldRoot
      {...props}
      onChange={(value) => {
        setTypedLength(value.length);
        onChange?.(value);
      }}
    >
      {({ isRequired, isInvalid }) => (
        <>
          <InputLabel isRequired={isRequired}>{label}</InputLabel>
          {isMultiline ? <StyledTextArea placeholder={placeholder} rows={rows} /> : <StyledInput placeholder={placeholder} />}
          {(description !== undefined || isInvalid || showCount) && (
            <FieldFooter>
              <InputMessages description={description} errorMessage={errorMessage} />
              {showCount && (
                <CharacterCount>
                  {length} / {props.maxLength}
                </CharacterCount>
              )}
            </FieldFooter>
          )}
        </>
      )}
    </FieldRoot>
  );
}
