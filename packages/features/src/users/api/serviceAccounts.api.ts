import {
  ApiError,
  unwrap,
  type ApiClient,
  type ServiceAccount,
  type ServiceAccountCreate,
  type ServiceAccountKeyCreate,
  type ServiceAccountKeyIssued,
  type ServiceAccountKeysPage,
  type ServiceAccountsPage,
  type ServiceAccountUpdate,
} from '@vigil/openapi';
import { SERVICE_ACCOUNT_KEYS_PAGE_SIZE, SERVICE_ACCOUNTS_PAGE_SIZE } from '../serviceAccounts.constants';

/** GET settings/service_accounts: the first page, by name. */
export function fetchServiceAccounts(client: ApiClient): Promise<ServiceAccountsPage> {
  return unwrap(client.GET('/settings/service_accounts', { params: { query: { size: SERVICE_ACCOUNTS_PAGE_SIZE } } }));
}

/** POST settings/service_accounts. */
export function createServiceAccount(client: ApiClient, body: ServiceAccountCreate): Promise<ServiceAccount> {
  return unwrap(client.POST('/settings/service_accounts', { body }));
}

/** PUT settings/service_accounts/{uuid}. */
export function updateServiceAccount(client: ApiClient, uuid: string, body: ServiceAccountUpdate): Promise<ServiceAccount> {
  return unwrap(client.PUT('/settings/service_accounts/{uuid}', { params: { path: { uuid } }, body }));
}

/** GET settings/service_accounts/{uuid}/keys: one page of keys (prefix only), from `cursor` when given. */
export function fetchServiceAccountKeys(client: ApiClient, uuid: string, cursor: string | null): Promise<ServiceAccountKeysPage> {
  const query = { size: SERVICE_ACCOUNT_KEYS_PAGE_SIZE, ...(cursor ? { cursor } : {}) };
  return unwrap(client.GET('/settings/service_accounts/{uuid}/keys', { params: { path: { uuid }, query } }));
}

/** POST settings/service_accounts/{uuid}/keys: a new key; the only reply with its secret. */
export function createServiceAccountKey(client: ApiClient, uuid: string, body: ServiceAccountKeyCreate): Promise<ServiceAccountKeyIssued> {
  return unwrap(client.POST('/settings/service_accounts/{uuid}/keys', { params: { path: { uuid } }, body }));
}

/** POST settings/service_accounts/{uuid}/keys/{key_id}/rotate: the new key with its secret; the old one is revoked. */
export function rotateServiceAccountKey(client: ApiClient, uuid: string, keyId: string): Promise<ServiceAccountKeyIssued> {
  return unwrap(client.POST('/settings/service_accounts/{uuid}/keys/{key_id}/rotate', { params: { path: { uuid, key_id: keyId } } }));
}

/** DELETE settings/service_accounts/{uuid}/keys/{key_id} (204). */
export async function revokeServiceAccountKey(client: ApiClient, uuid: string, keyId: string): Promise<void> {
  const { response, error } = await client.DELETE('/settings/service_accounts/{uuid}/keys/{key_id}', { params: { path: { uuid, key_id: keyId } } });
  if (!response.ok) throw ApiError.fromReply(response, error);
}
