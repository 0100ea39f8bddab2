import { delay } from 'msw';
import type { LoginReply, LoginSettings, PasswordPolicy } from '@vigil/openapi';
import { apiHttp, metaReply, valueReply } from '@vigil/openapi/mocks';
import { AUTH_MESSAGES as M } from '../auth.messages';
import {
  RESET_TOKEN,
  eulaReply,
  passwordPolicyFixture,
  signedInReply,
  standardLoginSettings,
  twoFactorReply,
} from '../fixtures/auth';

/** How a mocked login answers. */
export type LoginOutcome =
  | 'success'
  /** Signed in, with a referrer to follow. */
  | 'referrer'
  /** Asks for terms acceptance until the call is repeated with eula_agreed. */
  | 'eula'
  /** Asks for an e-mailed code. */
  | 'twoFactor'
  /** 401 with the server's 'Login failed.'. */
  | 'failed'
  /** 500 without a body: the console falls back to its own text. */
  | 'serverError'
  | 'lockedAccount'
  | 'lockedIp'
  | 'passwordExpired'
  /** Never answers: the pending state. */
  | 'pending';

/** How a mocked code verification answers. */
export type VerifyOutcome = 'success' | 'codeExpired' | 'wrongCode' | 'locked' | 'passwordExpired';

/** Error statuses the mocks answer with. */
export type MockErrorStatus = 400 | 401 | 403 | 409 | 500 | 502 | 503;

export const LOCKOUT_MINUTES = 15;
export const TWO_FACTOR_LOCK_MINUTES = 5;
export const REFERRER = '/dashboard?from=login';

const lockedBody = (protection: 'account' | 'ip') => ({
  status: 429,
  title: M.lockoutTitle,
  message: M.lockoutMessage(protection, LOCKOUT_MINUTES),
  minutes: LOCKOUT_MINUTES,
  protection,
});

const twoFactorLockedBody = {
  status: 429,
  title: M.twoFactorLockTitle,
  message: `Maximum number of attempts exceeded. Try again in ${TWO_FACTOR_LOCK_MINUTES} minutes.`,
  minutes: TWO_FACTOR_LOCK_MINUTES,
};

/** Answers a login call (password, SAML token, LDAP or smartcard) with an outcome. */
async function answerLogin(outcome: LoginOutcome, request: Request) {
  const body = (await request.clone().json()) as { eula_agreed?: boolean };
  switch (outcome) {
    case 'success':
      return Response.json(signedInReply());
    case 'referrer':
      return Response.json(signedInReply({ referrer: REFERRER }));
    case 'eula':
      return Response.json(body.eula_agreed ? signedInReply() : eulaReply);
    case 'twoFactor':
      return Response.json(twoFactorReply);
    case 'failed':
      return Response.json({ status: 401, message: M.loginFailed }, { status: 401 });
    case 'serverError':
      return new Response(null, { status: 500 });
    case 'lockedAccount':
      return Response.json(lockedBody('account'), { status: 429 });
    case 'lockedIp':
      return Response.json(lockedBody('ip'), { status: 429 });
    case 'passwordExpired':
      return Response.json({ status: 403, message: 'password expired', token: RESET_TOKEN }, { status: 403 });
    case 'pending':
      await delay('infinite');
      return Response.json(signedInReply());
  }
}

/** Mock HTTP answers of the login screen's calls, for stories and tests; typed by the contract. */
export const authHandlers = {
  /** GET license_status answering each value in turn (the last one from then on). */
  licenseStatus: (...values: [boolean, ...boolean[]]) => {
    let call = 0;
    return apiHttp.get('/license_status', ({ response }) => {
      const value = values[Math.min(call, values.length - 1)] ?? false;
      call += 1;
      return response(200).json(valueReply(value));
    });
  },
  /** GET license_status never answers: the loading state. */
  licenseLoading: () =>
    apiHttp.get('/license_status', async ({ response }) => {
      await delay('infinite');
      return response(200).json(valueReply(false));
    }),
  signupStatus: (adminExists = true) => apiHttp.get('/signup', ({ response }) => response(200).json(valueReply({ admin_exists: adminExists }))),
  signupStatusFailure: (status: MockErrorStatus = 503) =>
    apiHttp.get('/signup', ({ response }) => response('default').json({ status, message: 'Service Unavailable' }, { status })),
  loginSettings: (settings: LoginSettings = standardLoginSettings) =>
    apiHttp.get('/login/options', ({ response }) => response(200).json(metaReply(settings))),
  /** POST login answering one given reply. */
  loginReply: (reply: LoginReply) => apiHttp.post('/login', ({ response }) => response(200).json(reply)),
  login: (outcome: LoginOutcome = 'success') => apiHttp.post('/login', ({ request }) => answerLogin(outcome, request)),
  ldapLogin: (outcome: LoginOutcome = 'success') => apiHttp.post('/login/ldap', ({ request }) => answerLogin(outcome, request)),
  sendCode: (outcome: 'success' | 'failure' | 'locked' = 'success') =>
    apiHttp.patch('/login/send_2fa_code', ({ response }) => {
      if (outcome === 'success') return response(204).empty();
      if (outcome === 'locked') return response(429).json(twoFactorLockedBody);
      return response('default').json({ status: 500, message: 'Mail server unreachable' }, { status: 500 });
    }),
  verify: (outcome: VerifyOutcome = 'success') =>
    apiHttp.post('/login/verify', ({ response }) => {
      switch (outcome) {
        case 'success':
          return response(200).json(signedInReply());
        case 'codeExpired':
          return response(401).json({ status: 401, message: M.codeExpired });
        case 'wrongCode':
          return response(401).json({ status: 401, message: 'Wrong verification code.' });
        case 'locked':
          return response(429).json(twoFactorLockedBody);
        case 'passwordExpired':
          return response(403).json({ status: 403, message: 'password expired', token: RESET_TOKEN });
      }
    }),
  passwordPolicy: (policy: PasswordPolicy = passwordPolicyFixture) =>
    apiHttp.get('/settings/password_policy', ({ response }) => response(200).json(valueReply(policy))),
  signup: (outcome: 'success' | { status: MockErrorStatus; message: string } = 'success') =>
    apiHttp.post('/signup', ({ response }) =>
      outcome === 'success' ? response(204).empty() : response('default').json({ status: outcome.status, message: outcome.message }, { status: outcome.status }),
    ),
  validateToken: (valid = true) =>
    apiHttp.get('/settings/users/tokens/validate/{token}', ({ response }) => response(200).json(valueReply({ valid }))),
  resetPassword: (outcome: 'success' | 'expired' = 'success') =>
    apiHttp.put('/settings/users/tokens/reset', ({ response }) =>
      outcome === 'success' ? response(204).empty() : response(410).json({ status: 410, message: M.resetTokenExpired }),
    ),
};

export interface AuthScenario {
  settings?: LoginSettings;
  adminExists?: boolean;
  login?: LoginOutcome;
  ldapLogin?: LoginOutcome;
  sendCode?: 'success' | 'failure' | 'locked';
  verify?: VerifyOutcome;
  policy?: PasswordPolicy;
  signup?: 'success' | { status: MockErrorStatus; message: string };
  tokenValid?: boolean;
  reset?: 'success' | 'expired';
}

/** Every call of the login screen answered for one scenario; the defaults sign in with the standard form. */
export function authScenario({
  settings,
  adminExists = true,
  login = 'success',
  ldapLogin = 'success',
  sendCode = 'success',
  verify = 'success',
  policy,
  signup = 'success',
  tokenValid = true,
  reset = 'success',
}: AuthScenario = {}) {
  return [
    authHandlers.licenseStatus(false),
    authHandlers.signupStatus(adminExists),
    authHandlers.loginSettings(settings),
    authHandlers.login(login),
    authHandlers.ldapLogin(ldapLogin),
    authHandlers.sendCode(sendCode),
    authHandlers.verify(verify),
    authHandlers.passwordPolicy(policy),
    authHandlers.signup(signup),
    authHandlers.validateToken(tokenValid),
    authHandlers.resetPassword(reset),
  ];
}

/** Ready-made scenarios. */
export const authScenarios = {
  success: () => authScenario(),
  eula: () => authScenario({ login: 'eula' }),
  twoFactor: (verify: VerifyOutcome = 'success') => authScenario({ login: 'twoFactor', verify }),
  locked: (protection: 'account' | 'ip' = 'account') => authScenario({ login: protection === 'ip' ? 'lockedIp' : 'lockedAccount' }),
  passwordExpired: () => authScenario({ login: 'passwordExpired' }),
  failed: () => authScenario({ login: 'failed' }),
  ldap: (settings: LoginSettings, ldapLogin: LoginOutcome = 'success') => authScenario({ settings, ldapLogin }),
  signup: (signup: AuthScenario['signup'] = 'success', policy?: PasswordPolicy) => authScenario({ adminExists: false, signup, policy }),
};
