/** Shared pieces of form fields: help and error text, the text-input label and messages, a list option. */
import type { ReactNode } from 'react';
import type { ValidationResult } from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorText,
  FieldMessages,
  InputDescription,
  InputErrorText,
  RequiredMark,
  TextInputLabel,
} from './Field.styles';

/** An error message, or a function of the field's validation result that returns one. */
export type FieldErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

export interface FieldHelpProps {
  /** Help text under the field; nothing is rendered when unset. */
  description?: ReactNode;
  /** The message shown while the field is invalid. */
  errorMessage?: FieldErrorMessage;
}

/** The description and error message under a field (Select, ComboBox, date pickers, groups). */
export function FieldHelp({ description, errorMessage }: FieldHelpProps) {
  return (
    <>
      {description !== undefined && <FieldDescription slot="description">{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </>
  );
}

/** The description and error message under a text input, stacked. */
export function InputMessages({ description, errorMessage }: FieldHelpProps) {
  return (
    <FieldMessages>
      {description !== undefined && <InputDescription slot="description">{description}</InputDescription>}
      <InputErrorText>{errorMessage}</InputErrorText>
    </FieldMessages>
  );
}

export interface InputLabelProps {
  /** The label text. */
  children: ReactNode;
  /**
   * Shows the required marker after the label.
   * @default false
   */
  isRequired?: boolean;
}

/** The label of a text input, with a required marker hidden from assistive technology (it reads `required`). */
export function InputLabel({ children, isRequired = false }: InputLabelProps) {
  return (
    <TextInputLabel>
      {children}
      {isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
    </TextInputLabel>
  );
}
