import { useState, type SyntheticEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, Checkbox, Form, FormActions, PasswordField, Select, SelectItem, TextField } from '@vigil/ui';
import { AUTH_MESSAGES as M } from '../../auth.messages';
import { PASSWORD_MAX_CHARS, USER_NAME_MAX_CHARS } from '../../auth.constants';
import { ldapLoginSubmitted } from '../../state/auth.slice';
import { selectLdapDomains, selectLoginError, selectLoginPending, selectRememberMeShown } from '../../state/auth.selectors';
import { checkLdapLogin, isValid, type FormCheck } from '../../validation';
import { fieldText } from './formData';

const NO_ERRORS: FormCheck = { fields: {}, form: null };

/** The LDAP form: user name, password and one of the configured domains. */
export function LdapLoginForm({ title }: { title: string }) {
  const dispatch = useDispatch();
  const pending = useSelector(selectLoginPending);
  const serverError = useSelector(selectLoginError);
  const showRememberMe = useSelector(selectRememberMeShown);
  const { domains, preselected } = useSelector(selectLdapDomains);
  const [domain, setDomain] = useState<string | null>(preselected);
  const [check, setCheck] = useState<FormCheck>(NO_ERRORS);
  const [rememberMe, setRememberMe] = useState(false);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const values = {
      user_name: fieldText(event, 'user_name').trim(),
      password: fieldText(event, 'password'),
      domain: domains.length > 0 ? (domain ?? '') : fieldText(event, 'domain').trim(),
    };
    const result = checkLdapLogin(values);
    setCheck(result);
    if (isValid(result)) dispatch(ldapLoginSubmitted({ ...values, remember_me: showRememberMe && rememberMe }));
  };

  return (
    <Form aria-label={title} validationErrors={check.fields} errorMessage={check.form ?? serverError ?? undefined} onSubmit={onSubmit}>
      <TextField label={M.userNameLabel} name="user_name" autoComplete="username" isRequired maxLength={USER_NAME_MAX_CHARS} autoFocus />
      <PasswordField label={M.passwordLabel} name="password" isRequired maxLength={PASSWORD_MAX_CHARS} />
      {domains.length > 0 ? (
        <Select
          label={M.domainLabel}
          name="domain"
          isRequired
          value={domain}
          onChange={(key) => {
            setDomain(key === null ? null : String(key));
          }}
          isInvalid={check.fields['domain'] !== undefined}
          errorMessage={check.fields['domain']}
        >
          {domains.map((name) => (
            <SelectItem key={name} id={name}>
              {name}
            </SelectItem>
          ))}
        </Select>
      ) : (
        <TextField label={M.domainLabel} name="domain" isRequired />
      )}
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
