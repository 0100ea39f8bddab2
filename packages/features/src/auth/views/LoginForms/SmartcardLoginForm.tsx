import { useState, type SyntheticEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, Checkbox, Form, FormActions, TextField } from '@vigil/ui';
import { AUTH_MESSAGES as M } from '../../auth.messages';
import { USER_NAME_MAX_CHARS } from '../../auth.constants';
import { smartcardLoginSubmitted } from '../../state/auth.slice';
import { selectLoginError, selectLoginPending, selectRememberMeShown, selectSmartcardUserHint } from '../../state/auth.selectors';
import { checkSmartcardLogin, isValid, type FormCheck } from '../../validation';
import { Intro } from '../LoginScreen/LoginScreen.styles';
import { DomainField, useDomainChoice } from './DomainField';
import { fieldText } from './formData';

const NO_ERRORS: FormCheck = { fields: {}, form: null };

/** The smartcard form: the domain the card holder is looked up in, and a user hint when enabled. */
export function SmartcardLoginForm({ title }: { title: string }) {
  const dispatch = useDispatch();
  const pending = useSelector(selectLoginPending);
  const serverError = useSelector(selectLoginError);
  const showRememberMe = useSelector(selectRememberMeShown);
  const userHintEnabled = useSelector(selectSmartcardUserHint);
  const choice = useDomainChoice();
  const [check, setCheck] = useState<FormCheck>(NO_ERRORS);
  const [rememberMe, setRememberMe] = useState(false);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const chosen = choice.chosen(fieldText(event, 'domain'));
    const result = checkSmartcardLogin({ domain: chosen });
    setCheck(result);
    if (!isValid(result)) return;
    const userHint = userHintEnabled ? fieldText(event, 'userHint').trim() : '';
    dispatch(smartcardLoginSubmitted({ domain: chosen, remember_me: showRememberMe && rememberMe, ...(userHint ? { userHint } : {}) }));
  };

  return (
    <Form aria-label={title} validationErrors={check.fields} errorMessage={check.form ?? serverError ?? undefined} onSubmit={onSubmit}>
      <Intro>{M.smartcardIntro}</Intro>
      <DomainField choice={choice} error={check.fields['domain']} autoFocus />
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
