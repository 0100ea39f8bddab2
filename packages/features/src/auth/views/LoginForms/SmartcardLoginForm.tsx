import { useState, type SyntheticEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, Checkbox, Form, FormActions, Select, SelectItem, TextField } from '@vigil/ui';
import { AUTH_MESSAGES as M } from '../../auth.messages';
import { USER_NAME_MAX_CHARS } from '../../auth.constants';
import { smartcardLoginSubmitted } from '../../state/auth.slice';
import {
  selectLdapDomains,
  selectLoginError,
  selectLoginPending,
  selectRememberMeShown,
  selectSmartcardUserHint,
} from '../../state/auth.selectors';
import { checkSmartcardLogin, isValid, type FormCheck } from '../../validation';
import { Intro } from '../LoginScreen/LoginScreen.styles';
import { fieldText } from './formData';

const NO_ERRORS: FormCheck = { fields: {}, form: null };

/** The smartcard form: the domain the card holder is looked up in, and a user hint when enabled. */
export function SmartcardLoginForm({ title }: { title: string }) {
  const dispatch = useDispatch();
  const pending = useSelector(selectLoginPending);
  const serverError = useSelector(selectLoginError);
  const showRememberMe = useSelector(selectRememberMeShown);
  const userHintEnabled = useSelector(selectSmartcardUserHint);
  const { domains, preselected } = useSelector(selectLdapDomains);
  const [domain, setDomain] = useState<string | null>(preselected);
  const [check, setCheck] = useState<FormCheck>(NO_ERRORS);
  const [rememberMe, setRememberMe] = useState(false);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const chosen = domains.length > 0 ? (domain ?? '') : fieldText(event, 'domain').trim();
    const result = checkSmartcardLogin({ domain: chosen });
    setCheck(result);
    if (!isValid(result)) return;
    const userHint = userHintEnabled ? fieldText(event, 'userHint').trim() : '';
    dispatch(smartcardLoginSubmitted({ domain: chosen, remember_me: showRememberMe && rememberMe, ...(userHint ? { userHint } : {}) }));
  };

  return (
    <Form aria-label={title} validationErrors={check.fields} errorMessage={check.form ?? serverError ?? undefined} onSubmit={onSubmit}>
      <Intro>{M.smartcardIntro}</Intro>
      {domains.length > 0 ? (
        <Select
          label={M.domainLabel}
          name="domain"
          isRequired
          autoFocus
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
        <TextField label={M.domainLabel} name="domain" isRequired autoFocus />
      )}
      {userHintEnabled && (
        <TextField label={M.userHintLabel} name="userHint" description={M.userHintDescription} maxLength={USER_NAME_MAX_CHARS} />
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
