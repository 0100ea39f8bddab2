import { useState, type SyntheticEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { UnknownAction } from '@reduxjs/toolkit';
import { Button, Checkbox, FormActions } from '@vigil/ui';
import { AUTH_MESSAGES as M } from '../../auth.messages';
import { selectLoginError, selectLoginPending, selectRememberMeShown } from '../../state/auth.selectors';
import { isValid, type FormCheck } from '../../validation';

const NO_ERRORS: FormCheck = { fields: {}, form: null };

/**
 * What the standard, LDAP and smartcard forms share: the checked fields, the remember-me choice
 * and one submit at a time. `submit(event, check)` runs `check` on the submitted form and, when
 * it passes, dispatches the action it returns with `remember_me`.
 */
export function useLoginForm() {
  const dispatch = useDispatch();
  const pending = useSelector(selectLoginPending);
  const serverError = useSelector(selectLoginError);
  const showRememberMe = useSelector(selectRememberMeShown);
  const [check, setCheck] = useState<FormCheck>(NO_ERRORS);
  const [rememberMe, setRememberMe] = useState(false);

  const submit = (
    event: SyntheticEvent<HTMLFormElement>,
    read: (rememberMe: boolean) => { check: FormCheck; action: UnknownAction },
  ) => {
    event.preventDefault();
    if (pending) return;
    const { check: result, action } = read(showRememberMe && rememberMe);
    setCheck(result);
    if (isValid(result)) dispatch(action);
  };

  return {
    check,
    submit,
    /** The Form's error props: the checks' field and form errors, else the server's. */
    formErrors: { validationErrors: check.fields, errorMessage: check.form ?? serverError ?? undefined },
    footer: { pending, showRememberMe, rememberMe, onRememberMeChange: setRememberMe },
  };
}

type FooterProps = ReturnType<typeof useLoginForm>['footer'] & { buttonText?: string };

/** Remember me (unless the settings turn it off) and the submit button. */
export function LoginFormFooter({ pending, showRememberMe, rememberMe, onRememberMeChange, buttonText = M.loginButton }: FooterProps) {
  return (
    <>
      {showRememberMe && (
        <Checkbox isSelected={rememberMe} onChange={onRememberMeChange}>
          {M.rememberMe}
        </Checkbox>
      )}
      <FormActions align="stretch">
        <Button type="submit" variant="primary" isLoading={pending}>
          {buttonText}
        </Button>
      </FormActions>
    </>
  );
}
