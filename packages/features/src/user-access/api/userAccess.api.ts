import { ApiError, unwrap, unwrapValue, type ApiClient, type ApiKey, type ResetToken } from '@vigil/openapi';

/** Whose reset link: the user's uuid and name. */
export interface ResetTarget {
  user_id: string;
  user_name: string;
}

/** POST settings/users/tokens/generate: a new reset token and link (ends the previous one). */
export function createResetToken(client: ApiClient, target: ResetTarget): Promise<ResetToken> {
  return unwrapValue(client.POST('/settings/users/tokens/generate', { body: target }));
}

/** PUT settings/users/tokens/generate: renews the user's reset token and link. */
export function renewResetToken(client: ApiClient, target: ResetTarget): Promise<ResetToken> {
  return unwrapValue(client.PUT('/settings/users/tokens/generate', { body: target }));
}

/** POST (first time) or PUT (again) settings/users/tokens/notify: e-mails a new reset link (204). */
export async function sendResetLink(client: ApiClient, notice: { user_id: string; email: string }, again: boolean): Promise<void> {
  const request = { body: { ...notice, invite: false } };
  const { response, error } = again
    ? await client.PUT('/settings/users/tokens/notify', request)
    : await client.POST('/settings/users/tokens/notify', request);
  if (!response.ok) throw ApiError.fromReply(response, error);
}

/** GET settings/users/{uuid}/api_key: the user's key without its secret; null while there is none (404). */
export async function fetchApiKey(client: ApiClient, uuid: string): Promise<ApiKey | null> {
  try {
    return await unwrap(client.GET('/settings/users/{uuid}/api_key', { params: { path: { uuid } } }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** POST settings/users/{uuid}/api_key: a new key pair; the only reply that carries the secret. */
export function regenerateApiKey(client: ApiClient, uuid: string): Promise<ApiKey> {
  return unwrap(client.POST('/settings/users/{uuid}/api_key', { params: { path: { uuid } } }));
}
