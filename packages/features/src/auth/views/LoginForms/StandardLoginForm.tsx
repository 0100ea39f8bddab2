import { useSelector } from 'react-redux';
import { Form, PasswordField, TextField } from '@vigil/ui';
import { AUTH_MESSAGES as M } from '../../auth.messages';
import { PASSWORD_MAX_CHARS, USER_NAME_MAX_CHARS } from '../../auth.constants';
import { loginSubmitted } from '../../state/auth.slice';
import { selectLoginSettings } from '../../state/auth.selectors';
import { checkLogin } from '../../validation';
import { fieldText } from './formData';
import { LoginFormFooter, useLoginForm } from './loginForm';

/** The standard user name and password form. */
export function StandardLoginForm() {
  const form = useLoginForm();
  const buttonText = useSelector(selectLoginSettings)?.standard.axonius_login_button_text || M.loginButton;

  return (
    <Form
      aria-label={M.titleLogin}
      {...form.formErrors}
      onSubmit={(event) => {
        form.submit(event, (remember_me) => {
          const values = { user_name: fieldText(event, 'user_name').trim(), password: fieldText(event, 'password') };
          return { check: checkLogin(values), action: loginSubmitted({ ...values, remember_me }) };
        });
      }}
    >
      <TextField label={M.userNameLabel} name="user_name" autoComplete="username" isRequired maxLength={USER_NAME_MAX_CHARS} autoFocus />
      <PasswordField label={M.passwordLabel} name="password" isRequired maxLength={PASSWORD_MAX_CHARS} />
      <LoginFormFooter {...form.footer} buttonText={buttonText} />
    </Form>
  );
}
