import {
  ApiError,
  unwrapMeta,
  unwrapValue,
  type ApiClient,
  type CurrentUser,
  type LogoutReply,
  type RefreshReply,
  type SessionConfig,
  type SessionExpiry,
} from '@vigil/openapi';

/** GET /users/me: the signed-in user, from `data.attributes.value`. */
export function fetchCurrentUser(client: ApiClient): Promise<CurrentUser> {
  return unwrapValue(client.GET('/users/me'));
}

/** GET /session/config: lifetime mode, timeout notifications, admin role, SAML redirect. */
export function fetchSessionConfig(client: ApiClient): Promise<SessionConfig> {
  return unwrapValue(client.GET('/session/config'));
}

/** GET /session/expiry: the session's deadlines, from `meta` (the check does not count as activity). */
export function fetchSessionExpiry(client: ApiClient): Promise<SessionExpiry> {
  return unwrapMeta(client.GET('/session/expiry'));
}

/**
 * GET /token/refresh: extends the session (and counts as activity on the server). Called directly
 * rather than through `client.refreshSession()` so that a 401 (the session is gone) can be told
 * apart from an unreachable server; the client still records the new access expiry.
 */
export function extendSession(client: ApiClient): Promise<RefreshReply['meta']> {
  return unwrapMeta(client.GET('/token/refresh'));
}

/** POST /pre_logout: the first step of the logout sequence (204). */
export async function preLogout(client: ApiClient): Promise<void> {
  const { response, error } = await client.POST('/pre_logout');
  if (!response.ok) throw ApiError.fromReply(response, error);
}

/** GET /logout: ends the session; `meta.redirect_url` is where the browser goes next, if anywhere. */
export function logout(client: ApiClient): Promise<LogoutReply['meta']> {
  return unwrapMeta(client.GET('/logout'));
}
