import {
  ApiError,
  unwrapMeta,
  unwrapValue,
  type ApiClient,
  type LdapLoginRequest,
  type LicenseStatus,
  type LoginReply,
  type LoginRequest,
  type LoginSettings,
  type PasswordPolicy,
  type SignupRequest,
  type SignupStatus,
  type VerifyCodeRequest,
} from '@vigil/openapi';
import { AUTH_MESSAGES } from '../auth.messages';

/** The server's 'password expired' refusal, with the reset token it carries. */
export class PasswordExpiredError extends ApiError {
  constructor(
    error: ApiError,
    /** The reset token that opens the Reset Password view. */
    readonly token: string,
  ) {
    super(error.status, error.message, { title: error.title });
  }
}

const PASSWORD_EXPIRED = 'password expired';

/** Like `unwrap`, but a 'password expired' refusal becomes a `PasswordExpiredError` with its token. */
async function unwrapLogin(call: Promise<{ data?: LoginReply; error?: unknown; response: Response }>): Promise<LoginReply> {
  const { data, error, response } = await call;
  if (response.ok && data !== undefined) return data;
  // A refusal without the error shape (no body, a proxy's page) shows the spec's default text.
  const hasMessage = typeof (error as { message?: unknown } | undefined)?.message === 'string';
  const failure = hasMessage ? ApiError.fromReply(response, error) : new ApiError(response.status, AUTH_MESSAGES.loginFailed);
  const token = (error as { token?: unknown } | undefined)?.token;
  if (failure.message === PASSWORD_EXPIRED && typeof token === 'string') throw new PasswordExpiredError(failure, token);
  throw failure;
}

/** GET license_status: truthy while the license is still being verified. */
export function fetchLicenseStatus(client: ApiClient): Promise<LicenseStatus> {
  return unwrapValue(client.GET('/license_status'));
}

/** GET signup: whether an admin exists yet. */
export function fetchSignupStatus(client: ApiClient): Promise<SignupStatus> {
  return unwrapValue(client.GET('/signup'));
}

/** GET login options: the settings that shape the login screen. */
export function fetchLoginSettings(client: ApiClient): Promise<LoginSettings> {
  return unwrapMeta(client.GET('/login/options'));
}

/** POST login with a user name and password, or a SAML token. */
export function postLogin(client: ApiClient, body: LoginRequest): Promise<LoginReply> {
  return unwrapLogin(client.POST('/login', { body }));
}

/** POST login/ldap with LDAP credentials or a smartcard. */
export function postLdapLogin(client: ApiClient, body: LdapLoginRequest): Promise<LoginReply> {
  return unwrapLogin(client.POST('/login/ldap', { body }));
}

/** PATCH login/send_2fa_code: e-mails a verification code. */
export async function sendTwoFactorCode(client: ApiClient, userName: string): Promise<void> {
  const { response, error } = await client.PATCH('/login/send_2fa_code', { body: { user_name: userName } });
  if (!response.ok) throw ApiError.fromReply(response, error);
}

/** POST login/verify with the e-mailed code. */
export function postVerifyCode(client: ApiClient, body: VerifyCodeRequest): Promise<LoginReply> {
  return unwrapLogin(client.POST('/login/verify', { body }));
}

/** POST signup: creates the admin. */
export async function postSignup(client: ApiClient, body: SignupRequest): Promise<void> {
  const { response, error } = await client.POST('/signup', { body });
  if (!response.ok) throw ApiError.fromReply(response, error);
}

/** GET settings/password_policy. */
export function fetchPasswordPolicy(client: ApiClient): Promise<PasswordPolicy> {
  return unwrapValue(client.GET('/settings/password_policy'));
}

/** GET settings/users/tokens/validate/{token}: whether a reset token is still valid. */
export async function validateResetToken(client: ApiClient, token: string): Promise<boolean> {
  const { valid } = await unwrapValue(client.GET('/settings/users/tokens/validate/{token}', { params: { path: { token } } }));
  return valid;
}

/** PUT settings/users/tokens/reset: sets the new password with the token. */
export async function putResetPassword(client: ApiClient, token: string, password: string): Promise<void> {
  const { response, error } = await client.PUT('/settings/users/tokens/reset', { body: { token, password } });
  if (!response.ok) throw ApiError.fromReply(response, error);
}

