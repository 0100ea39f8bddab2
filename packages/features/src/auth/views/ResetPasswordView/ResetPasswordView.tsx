import { useEffect, useState, type SyntheticEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Button, Form, FormActions, PasswordField, Spinner } from '@vigil/ui';
import { AUTH_MESSAGES as M } from '../../auth.messages';
import { PASSWORD_MAX_CHARS } from '../../auth.constants';
import { passwordPolicyRequested, passwordResetSubmitted, resetTokenCheckRequested } from '../../state/auth.slice';
import { selectPasswordPolicyHints, selectReset } from '../../state/auth.selectors';
import { checkResetPassword, isValid, type FormCheck } from '../../validation';
import { fieldText } from '../LoginForms/formData';
import { Centered, Intro } from '../LoginScreen/LoginScreen.styles';
import { NewPasswordField } from '../PasswordPolicyHints/PasswordPolicyHints';

const NO_ERRORS: FormCheck = { fields: {}, form: null };

export interface ResetPasswordViewProps {
  /** The reset token from the address query. */
  token: string;
  /** Back to the login (the token leaves the address). */
  onDone: () => void;
}

/** A new password with a reset token (spec 5): the token is checked first. */
export function ResetPasswordView({ token, onDone }: ResetPasswordViewProps) {
  const dispatch = useDispatch();
  const { tokenStatus, pending, error, done } = useSelector(selectReset);
  const hints = useSelector(selectPasswordPolicyHints);
  const [check, setCheck] = useState<FormCheck>(NO_ERRORS);

  useEffect(() => {
    dispatch(resetTokenCheckRequested(token));
    dispatch(passwordPolicyRequested());
  }, [dispatch, token]);

  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);

  if (tokenStatus === 'idle' || tokenStatus === 'checking') {
    return (
      <Centered role="status">
        <Spinner label={M.checkingToken} />
        {M.checkingToken}
      </Centered>
    );
  }

  if (tokenStatus === 'invalid') {
    return (
      <>
        <Alert tone="error">{M.resetTokenExpired}</Alert>
        <FormActions align="stretch">
          <Button onPress={onDone}>{M.backToLogin}</Button>
        </FormActions>
      </>
    );
  }

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const values = { password: fieldText(event, 'password'), confirmation: fieldText(event, 'confirmation') };
    const result = checkResetPassword(values);
    setCheck(result);
    if (isValid(result)) dispatch(passwordResetSubmitted({ token, password: values.password }));
  };

  return (
    <Form aria-label={M.titleResetPassword} validationErrors={check.fields} errorMessage={error ?? undefined} onSubmit={onSubmit}>
      <Intro>{M.resetIntro}</Intro>
      <NewPasswordField
        label={M.newPasswordLabel}
        name="password"
        isRequired
        maxLength={PASSWORD_MAX_CHARS}
        hints={hints}
        autoFocus
      />
      <PasswordField label={M.confirmPasswordLabel} name="confirmation" autoComplete="new-password" isRequired maxLength={PASSWORD_MAX_CHARS} />
      <FormActions align="stretch">
        <Button onPress={onDone} isDisabled={pending}>
          {M.backToLogin}
        </Button>
        <Button type="submit" variant="primary" isLoading={pending}>
          {M.resetButton}
        </Button>
      </FormActions>
    </Form>
  );
}
