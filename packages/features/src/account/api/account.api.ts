import { ApiError, type ApiClient } from '@vigil/openapi';

/** PUT self/password: the own password (204); a wrong old password or a policy breach is a 400. */
export async function changeOwnPassword(client: ApiClient, change: { old: string; new: string }): Promise<void> {
  const { response, error } = await client.PUT('/self/password', { body: change });
  if (!response.ok) throw ApiError.fromReply(response, error);
}
