import { Form, PasswordField, TextField } from '@vigil/ui';
import { AUTH_MESSAGES as M } from '../../auth.messages';
import { PASSWORD_MAX_CHARS, USER_NAME_MAX_CHARS } from '../../auth.constants';
import { ldapLoginSubmitted } from '../../state/auth.slice';
import { checkLdapLogin } from '../../validation';
import { DomainField, useDomainChoice } from './DomainField';
import { fieldText } from './formData';
import { LoginFormFooter, useLoginForm } from './loginForm';

/** The LDAP form: user name, password and one of the configured domains. */
export function LdapLoginForm({ title }: { title: string }) {
  const form = useLoginForm();
  const choice = useDomainChoice();

  return (
    <Form
      aria-label={title}
      {...form.formErrors}
      onSubmit={(event) => {
        form.submit(event, (remember_me) => {
          const values = {
            user_name: fieldText(event, 'user_name').trim(),
            password: fieldText(event, 'password'),
            domain: choice.chosen(fieldText(event, 'domain')),
          };
          return { check: checkLdapLogin(values), action: ldapLoginSubmitted({ ...values, remember_me }) };
        });
      }}
    >
      <TextField label={M.userNameLabel} name="user_name" autoComplete="username" isRequired maxLength={USER_NAME_MAX_CHARS} autoFocus />
      <PasswordField label={M.passwordLabel} name="password" isRequired maxLength={PASSWORD_MAX_CHARS} />
      <DomainField choice={choice} error={form.check.fields['domain']} />
      <LoginFormFooter {...form.footer} />
    </Form>
  );
}
