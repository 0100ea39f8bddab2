import { useEffect, useState, type SyntheticEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, Form, FormActions, PasswordField, TextField } from '@vigil/ui';
import { AUTH_MESSAGES as M } from '../../auth.messages';
import { EMAIL_MAX_CHARS, PASSWORD_MAX_CHARS, SIGNUP_USER_NAME } from '../../auth.constants';
import { passwordPolicyRequested, signupSubmitted } from '../../state/auth.slice';
import { selectLoginError, selectLoginPending, selectPasswordPolicyHints, selectSignup } from '../../state/auth.selectors';
import { checkSignup, isValid, type FormCheck } from '../../validation';
import { fieldText } from '../LoginForms/formData';
import { Intro } from '../LoginScreen/LoginScreen.styles';
import { NewPasswordField } from '../PasswordPolicyHints/PasswordPolicyHints';

const NO_ERRORS: FormCheck = { fields: {}, form: null };

/** First-run signup of the admin (spec 5); on success the console signs in with it. */
export function SignupView() {
  const dispatch = useDispatch();
  const { pending, error } = useSelector(selectSignup);
  const loginPending = useSelector(selectLoginPending);
  const loginError = useSelector(selectLoginError);
  const hints = useSelector(selectPasswordPolicyHints);
  const [check, setCheck] = useState<FormCheck>(NO_ERRORS);

  useEffect(() => {
    dispatch(passwordPolicyRequested());
  }, [dispatch]);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || loginPending) return;
    const values = {
      contact_email: fieldText(event, 'contact_email').trim(),
      new_password: fieldText(event, 'new_password'),
      confirm_new_password: fieldText(event, 'confirm_new_password'),
    };
    const result = checkSignup(values);
    setCheck(result);
    if (isValid(result)) dispatch(signupSubmitted(values));
  };

  return (
    <Form aria-label={M.titleSignup} validationErrors={check.fields} errorMessage={error ?? loginError ?? undefined} onSubmit={onSubmit}>
      <Intro>{M.signupIntro}</Intro>
      <TextField label={M.emailLabel} name="contact_email" type="email" autoComplete="email" isRequired maxLength={EMAIL_MAX_CHARS} autoFocus />
      <TextField label={M.userNameLabel} name="user_name" value={SIGNUP_USER_NAME} isDisabled />
      <NewPasswordField
        label={M.newPasswordLabel}
        name="new_password"
        isRequired
        maxLength={PASSWORD_MAX_CHARS}
        hints={hints}
      />
      <PasswordField label={M.confirmPasswordLabel} name="confirm_new_password" autoComplete="new-password" isRequired maxLength={PASSWORD_MAX_CHARS} />
      <FormActions align="stretch">
        <Button type="submit" variant="primary" isLoading={pending || loginPending}>
          {M.signupButton}
        </Button>
      </FormActions>
    </Form>
  );
}
