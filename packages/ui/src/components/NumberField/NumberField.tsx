import type { ReactNode } from 'react';
import { Input, type NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components';
import { InputLabel, InputMessages, type FieldErrorMessage } from '../Field/Field';
import { ControlGroup } from '../Field/Field.styles';
import { NumberRoot, StepButton } from './NumberField.styles';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children' | 'className' | 'style' | 'render'> {
  /** The visible label; it also names the input and its step buttons. */
  label: ReactNode;
  /** Help text under the input, such as the unit or the allowed range. */
  description?: ReactNode;
  /** The error shown while the field is invalid; without it, the validation errors are shown. */
  errorMessage?: FieldErrorMessage;
  /** Hint shown inside the empty input. */
  placeholder?: string;
}

function MinusIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" aria-hidden="true">
      <path d="M3.5 8h9" />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" aria-hidden="true">
      <path d="M3.5 8h9M8 3.5v9" />
    </svg>
  );
}

/**
 * A numeric input with decrement and increment buttons, arrow-key stepping, bounds and
 * locale formatting (`formatOptions`: decimals, percent, currency, units).
 */
export function NumberField({ label, description, errorMessage, placeholder, ...props }: NumberFieldProps) {
  return (
    <NumberRoot {...props}>
      {({ isRequired, isInvalid }) => (
        <>
          <InputLabel isRequired={isRequired}>{label}</InputLabel>
          <ControlGroup>
            <Input placeholder={placeholder} />
            <StepButton slot="decrement">
              <MinusIcon />
            </StepButton>
            <StepButton slot="increment">
              <PlusIcon />
            </StepButton>
          </ControlGroup>
          {(description !== undefined || isInvalid) && (
            <InputMessages description={description} errorMessage={errorMessage} />
          )}
        </>
      )}
    </NumberRoot>
  );
}
