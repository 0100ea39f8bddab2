import { useEffect, useRef, type ReactNode } from 'react';
import type { FormProps as AriaFormProps } from 'react-aria-components';
import { Actions, FormError, StyledForm, type FormActionsAlign } from './Form.styles';

export type { FormActionsAlign };

export interface FormProps extends Omit<AriaFormProps, 'className' | 'style' | 'render' | 'children'> {
  /**
   * 'aria' marks invalid fields and shows their errors as they happen, leaving submission to
   * `onSubmit`; 'native' also checks the fields' constraints (required, maxLength, type...)
   * and blocks submission until they pass.
   * @default 'aria'
   */
  validationBehavior?: 'aria' | 'native';
  /**
   * Errors by field name (e.g. from the server or from checks in `onSubmit`), shown under
   * each field until the user edits it. Each new object moves focus to the first invalid field.
   */
  validationErrors?: Record<string, string | string[]>;
  /** An error about the whole form (e.g. 'Login failed.'), announced and shown above the fields. */
  errorMessage?: ReactNode;
  /** The fields, then a FormActions row. */
  children: ReactNode;
}

/** A form that stacks its fields with even spacing and shows field and form errors. */
export function Form({ validationBehavior = 'aria', validationErrors, errorMessage, children, ...props }: FormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const shownErrors = useRef(validationErrors);

  // Like native validation does on submit: new errors take the user to the first field to fix.
  useEffect(() => {
    if (validationErrors === shownErrors.current) return;
    shownErrors.current = validationErrors;
    if (!validationErrors || Object.keys(validationErrors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [validationErrors]);

  return (
    <StyledForm {...props} ref={formRef} validationBehavior={validationBehavior} validationErrors={validationErrors}>
      {errorMessage !== undefined && errorMessage !== null && errorMessage !== false && (
        <FormError role="alert">{errorMessage}</FormError>
      )}
      {children}
    </StyledForm>
  );
}

export interface FormActionsProps {
  /**
   * Where the buttons sit; 'stretch' makes each as wide as the row (sign-in screens).
   * @default 'end'
   */
  align?: FormActionsAlign;
  /** The buttons, main action last when aligned to the end. */
  children: ReactNode;
}

/** The row of buttons at the end of a form. */
export function FormActions({ align = 'end', children }: FormActionsProps) {
  return <Actions $align={align}>{children}</Actions>;
}
