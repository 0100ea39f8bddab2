import { useEffect, useState, type SyntheticEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Button, CodeInput, Form, FormActions } from '@vigil/ui';
import { AUTH_MESSAGES as M } from '../../auth.messages';
import { TWO_FACTOR_CODE_LENGTH } from '../../auth.constants';
import { twoFactorBackPressed, twoFactorCodeRequested, twoFactorOpened, twoFactorSubmitted } from '../../state/auth.slice';
import { selectTwoFactor, selectTwoFactorLock } from '../../state/auth.selectors';
import { Intro } from '../LoginScreen/LoginScreen.styles';

/**
 * The e-mailed code step: sends a code on mount, six digit boxes, Back and Send again. Login
 * needs all six digits and no lock (spec 5); a 429 locks it with an mm:ss countdown.
 */
export function TwoFactorView() {
  const dispatch = useDispatch();
  const { userEmail, pending, sending, error, codeExpired } = useSelector(selectTwoFactor);
  const lock = useSelector(selectTwoFactorLock);
  const [code, setCode] = useState('');

  useEffect(() => {
    dispatch(twoFactorOpened());
  }, [dispatch]);

  const complete = code.length === TWO_FACTOR_CODE_LENGTH && /^\d+$/.test(code);
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (complete && !lock && !pending) dispatch(twoFactorSubmitted(code));
  };

  return (
    <Form aria-label={M.twoFactorTitle} onSubmit={onSubmit}>
      <Intro>{userEmail ? M.twoFactorSentTo(userEmail) : M.twoFactorSent}</Intro>
      {lock && (
        <Alert tone="error" title={lock.title}>
          {lock.message}
        </Alert>
      )}
      <CodeInput
        label={M.codeLabel}
        length={TWO_FACTOR_CODE_LENGTH}
        value={code}
        onChange={setCode}
        isDisabled={lock !== null}
        isInvalid={error !== null}
        errorMessage={error ?? undefined}
        description={codeExpired ? M.codeExpiredHint : undefined}
        autoFocus
      />
      <FormActions align="stretch">
        <Button isDisabled={pending} onPress={() => dispatch(twoFactorBackPressed())}>
          {M.back}
        </Button>
        <Button isDisabled={sending || lock !== null} onPress={() => dispatch(twoFactorCodeRequested())}>
          {M.sendAgain}
        </Button>
        <Button type="submit" variant="primary" isDisabled={!complete || lock !== null} isLoading={pending}>
          {M.loginButton}
        </Button>
      </FormActions>
    </Form>
  );
}
