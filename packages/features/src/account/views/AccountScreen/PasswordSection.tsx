import { useState, type SyntheticEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, Form, FormActions, PasswordField } from '@vigil/ui';
import { PASSWORD_MAX_CHARS } from '../../../auth/auth.constants';
import { checkResetPassword } from '../../../auth/validation';
import { fieldText } from '../../../auth/views/LoginForms/formData';
import { NewPasswordField } from '../../../auth/views/PasswordPolicyHints/PasswordPolicyHints';
import { ACCOUNT_MESSAGES as M } from '../../account.messages';
import { selectAccountPolicyHints, selectPasswordChange } from '../../state/account.selectors';
import { passwordChangeSubmitted } from '../../state/account.slice';
import { Section } from './AccountScreen.styles';

type FieldErrors = Record<string, string>;

/** The own password: current, new and confirmation (spec 5 rules, 'Password must:' hints); PUT self/password. */
export function PasswordSection() {
  const dispatch = useDispatch();
  const { status, error, changes } = useSelector(selectPasswordChange);
  const hints = useSelector(selectAccountPolicyHints);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'saving') return;
    const old = fieldText(event, 'old');
    const password = fieldText(event, 'password');
    // The new password and its confirmation follow the signup and reset rules.
    const fields: FieldErrors = { ...checkResetPassword({ password, confirmation: fieldText(event, 'confirmation') }).fields };
    if (old === '') fields['old'] = M.oldPasswordRequired;
    setErrors(fields);
    if (Object.keys(fields).length === 0) dispatch(passwordChangeSubmitted({ old, new: password }));
  };

  return (
    <Section>
      {/* A new key after each change empties the fields. */}
      <Form key={changes} aria-label={M.passwordTab} validationErrors={errors} errorMessage={status === 'failed' ? (error ?? M.passwordChangeFailed) : undefined} onSubmit={submit}>
        <PasswordField label={M.oldPassword} name="old" autoComplete="current-password" isRequired maxLength={PASSWORD_MAX_CHARS} />
        <NewPasswordField
          label={M.newPassword}
          name="password"
          isRequired
          maxLength={PASSWORD_MAX_CHARS}
          hints={hints}
        />
        <PasswordField label={M.confirmPassword} name="confirmation" autoComplete="new-password" isRequired maxLength={PASSWORD_MAX_CHARS} />
        <FormActions>
          <Button type="submit" variant="primary" isLoading={status === 'saving'}>
            {M.changePassword}
          </Button>
        </FormActions>
      </Form>
    </Section>
  );
}
