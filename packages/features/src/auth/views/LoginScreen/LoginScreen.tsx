import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, FormActions, Logo, Spinner, ToastProvider, lazyModule, useToast } from '@vigil/ui';
import { constantsRequested } from '../../../constants/state/constants.slice';
import { selectConstants, selectConstantsStatus, selectDisplayVersion } from '../../../constants/state/constants.selectors';
import { AUTH_MESSAGES as M } from '../../auth.messages';
import { DEFAULT_PRODUCT_NAME } from '../../auth.constants';
import {
  loginScreenOpened,
  noticeShown,
  passwordExpiredAcknowledged,
  resetPasswordLeft,
  type LoginScreenQuery,
} from '../../state/auth.slice';
import {
  selectAuthNotice,
  selectCustomLogo,
  selectLoginMessage,
  selectLoginSettings,
  selectLoginView,
  selectPasswordExpiredToken,
  type LoginView,
} from '../../state/auth.selectors';
import { LoginAlerts } from '../LoginForms/LoginAlerts';
import { OtherWays, methodLabels } from '../LoginForms/OtherWays';
import { StandardLoginForm } from '../LoginForms/StandardLoginForm';
import { Brand, Card, Centered, Footer, Heading, Page, Version } from './LoginScreen.styles';

// The LDAP and smartcard forms choose a domain from a list (a Select, with its list box, popover
// and selection code): loaded when shown, so that the standard login page does not carry them.
const LdapLoginForm = lazy(async () => ({ default: (await import('../LoginForms/LdapLoginForm')).LdapLoginForm }));
const SmartcardLoginForm = lazy(async () => ({ default: (await import('../LoginForms/SmartcardLoginForm')).SmartcardLoginForm }));
// The other steps of signing in (sign-up, password reset, EULA, second factor, with the code
// input and password policy hints): loaded when the flow reaches them.
const SignupView = lazy(async () => ({ default: (await import('../SignupView')).SignupView }));
const ResetPasswordView = lazy(async () => ({ default: (await import('../ResetPasswordView')).ResetPasswordView }));
const EulaView = lazy(async () => ({ default: (await import('../EulaView')).EulaView }));
const TwoFactorView = lazy(async () => ({ default: (await import('../TwoFactorView')).TwoFactorView }));
// Shown only when configured or needed, with react-aria's tooltip and modal: loaded then.
const LoginMessage = lazy(async () => ({ default: (await import('../LoginMessage')).LoginMessage }));
const passwordExpiredModal = lazyModule(() => import('../PasswordExpiredModal'));

/** Query parameters the login screen reads (spec 2, 4). */
const QUERY = { token: 'token', samlToken: 'saml_token', redirect: 'redirect', error: 'error' } as const;

/** The page title of each view (spec 2). */
function pageTitle(view: LoginView | null): string {
  switch (view) {
    case 'signup':
      return M.titleSignup;
    case 'resetPassword':
      return M.titleResetPassword;
    case 'eula':
      return M.titleEula;
    default:
      return M.titleLogin;
  }
}

/** The visible heading of each view. */
function heading(view: LoginView | null): string {
  return view === 'twoFactor' ? M.twoFactorTitle : pageTitle(view);
}

export interface LoginScreenProps {
  /** The product name of the default LDAP button text; the constants' product name when unset. */
  productName?: string;
}

/**
 * The signed-out screen at the root path. It loads the license status, signup status and login
 * settings, then shows, in the spec's order: Signup, Reset Password, EULA, the two-factor code,
 * or the LDAP, smartcard or standard form, with the SAML buttons and the other ways in.
 */
export function LoginScreen(props: LoginScreenProps) {
  return (
    <ToastProvider>
      <LoginScreenContent {...props} />
    </ToastProvider>
  );
}

function queryOf(params: URLSearchParams): LoginScreenQuery {
  return {
    samlToken: params.get(QUERY.samlToken),
    redirectDisabled: params.get(QUERY.redirect) === 'false',
    error: params.get(QUERY.error),
    resetToken: params.get(QUERY.token),
  };
}

function LoginScreenContent({ productName: givenProductName }: LoginScreenProps) {
  const dispatch = useDispatch();
  const toaster = useToast();
  const [params, setParams] = useSearchParams();
  const token = params.get(QUERY.token);
  const view = useSelector((state: Parameters<typeof selectLoginView>[0]) => selectLoginView(state, token !== null));
  const settings = useSelector(selectLoginSettings);
  const customLogo = useSelector(selectCustomLogo);
  const loginMessage = useSelector(selectLoginMessage);
  const expiredToken = useSelector(selectPasswordExpiredToken);
  // Once loaded, the modal stays mounted, so that it closes with its animation.
  const expiry = passwordExpiredModal.useModule(expiredToken !== null);
  const notice = useSelector(selectAuthNotice);
  const constantsStatus = useSelector(selectConstantsStatus);
  const constants = useSelector(selectConstants);
  const version = useSelector(selectDisplayVersion);
  const productName = givenProductName ?? constants?.product_name ?? DEFAULT_PRODUCT_NAME;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstQuery = useRef(queryOf(params));

  useEffect(() => {
    dispatch(loginScreenOpened(firstQuery.current));
    // The SAML token is spent and the error is shown now: neither stays in the address.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(QUERY.samlToken);
        next.delete(QUERY.error);
        return next;
      },
      { replace: true },
    );
  }, [dispatch, setParams]);

  useEffect(() => {
    if (constantsStatus === 'idle') dispatch(constantsRequested());
  }, [dispatch, constantsStatus]);

  useEffect(() => {
    document.title = pageTitle(view);
  }, [view]);

  // Views without a field to start in put focus on their heading.
  useEffect(() => {
    if (view === 'eula' || view === 'failed') headingRef.current?.focus();
  }, [view]);

  useEffect(() => {
    if (!notice) return;
    toaster.show({ tone: notice.tone, title: notice.title });
    dispatch(noticeShown(notice.id));
  }, [notice, toaster, dispatch]);

  const leaveReset = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(QUERY.token);
        return next;
      },
      { replace: true },
    );
    dispatch(resetPasswordLeft());
  }, [dispatch, setParams]);

  const acknowledgeExpiry = () => {
    if (expiredToken === null) return;
    dispatch(passwordExpiredAcknowledged());
    setParams({ [QUERY.token]: expiredToken });
  };

  const labels = methodLabels(productName, settings?.standard.ldap_login_title);
  const title = heading(view);

  return (
    <Page>
      <Card aria-labelledby="vigil-login-heading" aria-busy={view === 'loading'}>
        <Brand>
          <Logo src={customLogo ?? undefined} alt={productName} />
        </Brand>
        <Heading id="vigil-login-heading" ref={headingRef} tabIndex={-1}>
          {title}
        </Heading>
        {view === 'loading' && (
          <Centered role="status">
            <Spinner label={M.loading} />
            {M.loading}
          </Centered>
        )}
        {view === 'failed' && (
          <>
            <Alert tone="error">{M.networkError}</Alert>
            <FormActions align="stretch">
              <Button variant="primary" onPress={() => dispatch(loginScreenOpened(firstQuery.current))}>
                {M.retry}
              </Button>
            </FormActions>
          </>
        )}
        <Suspense fallback={<Spinner label={M.loading} />}>
          {view === 'signup' && <SignupView />}
          {view === 'resetPassword' && token !== null && <ResetPasswordView token={token} onDone={leaveReset} />}
          {view === 'eula' && <EulaView />}
          {view === 'twoFactor' && <TwoFactorView />}
        </Suspense>
        {(view === 'standard' || view === 'ldap' || view === 'smartcard' || view === null) && (
          <>
            <LoginAlerts />
            {view === 'standard' && <StandardLoginForm />}
            <Suspense fallback={<Spinner label={M.loading} />}>
              {view === 'ldap' && <LdapLoginForm title={labels.ldap} />}
              {view === 'smartcard' && <SmartcardLoginForm title={labels.smartcard} />}
            </Suspense>
            <OtherWays labels={labels} />
          </>
        )}
      </Card>
      <Footer>
        {loginMessage && (
          <Suspense fallback={null}>
            <LoginMessage message={loginMessage} />
          </Suspense>
        )}
        {version && <Version>{M.version(version)}</Version>}
      </Footer>
      {expiry && <expiry.PasswordExpiredModal isOpen={expiredToken !== null} onAcknowledge={acknowledgeExpiry} />}
    </Page>
  );
}
