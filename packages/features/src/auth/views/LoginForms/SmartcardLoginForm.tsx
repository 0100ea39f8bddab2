import { useSelector } from 'react-redux';
import { Form, TextField } from '@vigil/ui';
import { AUTH_MESSAGES as M } from '../../auth.messages';
import { USER_NAME_MAX_CHARS } from '../../auth.constants';
import { smartcardLoginSubmitted } from '../../state/auth.slice';
import { selectSmartcardUserHint } from '../../state/auth.selectors';
import { checkSmartcardLogin } from '../../validation';
import { Intro } from '../LoginScreen/LoginScreen.styles';
import { DomainField, useDomainChoice } from './DomainField';
import { fieldText } from './formData';
import { LoginFormFooter, useLoginForm } from './loginForm';

/** The smartcard form: the domain the card holder is looked up in, and a user hint when enabled. */
export function SmartcardLoginForm({ title }: { title: string }) {
  const form = useLoginForm();
  const userHintEnabled = useSelector(selectSmartcardUserHint);
  const choice = useDomainChoice();

  return (
    <Form
      aria-label={title}
      {...form.formErrors}
      onSubmit={(event) => {
        form.submit(event, (remember_me) => {
          const domain = choice.chosen(fieldText(event, 'domain'));
          const userHint = userHintEnabled ? fieldText(event, 'userHint').trim() : '';
          return {
            check: checkSmartcardLogin({ domain }),
            action: smartcardLoginSubmitted({ domain, remember_me, ...(userHint ? { userHint } : {}) }),
          };
        });
      }}
    >
      <Intro>{M.smartcardIntro}</Intro>
      <DomainField choice={choice} error={form.check.fields['domain']} autoFocus />
      {userHintEnabled && (
        <TextField label={M.userHintLabel} name="userHint" description={M.userHintDescription} maxLength={USER_NAME_MAX_CHARS} />
      )}
      <LoginFormFooter {...form.footer} />
    </Form>
  );
}
