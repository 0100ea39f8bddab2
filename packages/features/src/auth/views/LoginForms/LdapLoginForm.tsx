import { useState, type SyntheticEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, Checkbox, Form, FormActions, PasswordField, TextField } from '@vigil/ui';
import { AUTH_MESSAGES as M } from '../../auth.messages';
import { PASSWORD_MAX_CHARS, USER_NAME_MAX_CHARS } from '../../auth.constants';
import { ldapLoginSubmitted } from '../../state/auth.slice';
import { selectLoginError, selectLoginPending, selectRememberMeShown } from '../../state/auth.selectors';
import { checkLdapLogin, isValid, type FormCheck } from '../../validation';
import { DomainField, useDomainChoice } from './DomainField';
import { fieldText } from './formData';

const NO_ERRORS: FormCheck = { fields: {}, form: null };

/** The LDAP form: user name, password and one of the configured domains. */
export function LdapLoginForm({ title }: { title: string }) {
  const dispatch = useDispatch();
  const pending = useSelector(selectLoginPending);
  const serverError = useSelector(selectLoginError);
  const showRememberMe = useSelector(selectRememberMeShown);
  const choice = useDomainChoice();
  const [check, setCheck] = useState<FormCheck>(NO_ERRORS);
  const [rememberMe, setRememberMe] = useState(false);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const values = {
      user_name: fieldText(event, 'user_name').trim(),
      password: fieldText(event, 'password'),
      domain: choice.chosen(fieldText(event, 'domain')),
    };
    const result = checkLdapLogin(values);
    setCheck(result);
    if (isValid(result)) dispatch(ldapLoginSubmitted({ ...values, remember_me: showRememberMe && rememberMe }));
  };

  return (
    <Form aria-label={title} validationErrors={check.fields} errorMessage={check.form ?? serverError ?? undefined} onSubmit={onSubmit}>
      <TextField label={M.userNameLabel} name="user_name" autoComplete="username" isRequired maxLength={USER_NAME_MAX_CHARS} autoFocus />
      <PasswordField label={M.passwordLabel} name="password" isRequired maxLength={PASSWORD_MAX_CHARS} />
      <DomainField choice={choice} error={check.fields['domain']} />
      {showRememberMe && (
        <Checkbox isSelected={rememberMe} onChange={setRememberMe}>
          {M.rememberMe}
        </Checkbox>
      )}
      <FormActions align="stretch">
        <Button type="submit" variant="primary" isLoading={pending}>
          {M.loginButton}
        </Button>
      </FormActions>
    </Form>
  );
}
