import type { components } from '@vigil/openapi';
import { IMPLEMENTED_VAULTS, VAULT_SCHEMAS } from '@vigil/openapi/vaults';
import type { Queryable } from '../db/index.js';
import { AdapterError } from '../discovery/adapters/index.js';
import { openSecret } from '../secrets/box.js';

export type VaultId = components['schemas']['VaultId'];

/** A secret as a connection describes it in one vault's schema (paths and names, never the secret). */
export type SecretDescription = Readonly<Record<string, string | number | boolean>>;

/** Gives the secret a description names; throws AdapterError (not_available) when it cannot. */
export interface VaultProvider {
  resolve(secret: SecretDescription, signal: AbortSignal): Promise<string>;
}

/** How the server reaches a configured vault (vault_providers). */
export interface VaultSettings {
  address: string;
  mount: string;
  token: string | null;
}

/** Longest wait for a vault's answer. */
export const VAULT_TIMEOUT_MS = 10_000;

export const vaultTitle = (id: VaultId): string => VAULT_SCHEMAS.find((vault) => vault.id === id)?.title ?? id;
export const notConfigured = (id: VaultId): string => `The ${vaultTitle(id)} is not configured on this server.`;
export const VAULT_REFUSED = 'The vault refused the token';
export const noSecretAt = (path: string): string => `The vault has no secret at ${path}`;
export const noSecretField = (name: string): string => `The secret has no field ${name}`;

const unavailable = (message: string) => new AdapterError(message, 'not_available');

/**
 * The open-source vault's KV version 2 HTTP API: GET {address}/v1/{mount}/data/{secret_path} with
 * the token in X-Vault-Token; the value is `data.data[secret_name]`.
 */
export function kvVersion2Vault(settings: VaultSettings): VaultProvider {
  return {
    async resolve(secret, signal) {
      const path = String(secret['secret_path'] ?? '').replace(/^\/+|\/+$/g, '');
      const name = String(secret['secret_name'] ?? '');
      // A path stays under the mount's data: no empty, `.` or `..` segment reaches another endpoint of the vault's API.
      if (path.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) throw new AdapterError(`The secret path ${path} is not valid.`);
      const url = `${settings.address.replace(/\/+$/, '')}/v1/${encodeURIComponent(settings.mount)}/data/${path.split('/').map(encodeURIComponent).join('/')}`;
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { 'x-vault-token': settings.token ?? '', accept: 'application/json' },
          redirect: 'error',
          signal: AbortSignal.any([signal, AbortSignal.timeout(VAULT_TIMEOUT_MS)]),
        });
      } catch {
        if (signal.aborted) throw unavailable('The fetch was stopped while the vault was asked for the secret.');
        throw unavailable(`The vault at ${new URL(settings.address).origin} could not be reached.`);
      }
      if (response.status === 403 || response.status === 401) throw unavailable(VAULT_REFUSED);
      if (response.status === 404) throw unavailable(noSecretAt(path));
      if (!response.ok) throw unavailable(`The vault answered with status ${String(response.status)}.`);
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw unavailable('The vault did not answer with JSON.');
      }
      const data = (body as { data?: { data?: Record<string, unknown> } } | null)?.data?.data;
      const value = data && Object.hasOwn(data, name) ? data[name] : undefined;
      if (value === undefined || value === null) throw unavailable(noSecretField(name));
      return typeof value === 'string' ? value : JSON.stringify(value);
    },
  };
}

/** What a vault row holds, the token unsealed. */
export async function vaultSettings(db: Queryable, id: VaultId): Promise<VaultSettings | undefined> {
  const [row] = await db.query<{ address: string; mount: string; token_sealed: string | null }>('select address, mount, token_sealed from vault_providers where id = $1', [id]);
  if (!row) return undefined;
  return { address: row.address, mount: row.mount, token: row.token_sealed === null ? null : openSecret(row.token_sealed) };
}

/** The provider of a vault; one this server does not implement, or that no administrator configured, answers that it is not configured. */
export async function vaultProvider(db: Queryable, id: VaultId): Promise<VaultProvider> {
  const settings = IMPLEMENTED_VAULTS.includes(id) ? await vaultSettings(db, id) : undefined;
  if (!settings) {
    return {
      resolve: () => Promise.reject(unavailable(notConfigured(id))),
    };
  }
  return kvVersion2Vault(settings);
}
