import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.js';
import type { SessionUser } from './sessions.js';

/** Headers of the contract's `apiKey` and `apiSecret` security schemes. */
export const API_KEY_HEADER = 'api-key';
export const API_SECRET_HEADER = 'api-secret';

/** The secret is 256 random bits, so a fast hash is enough: only it is stored. */
export const hashSecret = (secret: string): Buffer => createHash('sha256').update(secret).digest();

export interface IssuedApiKey {
  api_key: string;
  api_secret: string;
  created_at: string;
}

/** Issues a new key pair for the user; the previous one stops working. The secret is returned this once. */
export async function issueApiKey(db: Queryable, userUuid: string): Promise<IssuedApiKey> {
  const apiKey = `vk_${randomBytes(16).toString('hex')}`;
  const secret = randomBytes(32).toString('base64url');
  const [row] = await db.query<{ created_at: Date }>(
    `insert into api_keys (user_uuid, api_key, secret_hash) values ($1, $2, $3)
     on conflict (user_uuid) do update set api_key = excluded.api_key, secret_hash = excluded.secret_hash, created_at = now()
     returning created_at`,
    [userUuid, apiKey, hashSecret(secret).toString('base64url')],
  );
  if (!row) throw new Error('the API key was not stored');
  return { api_key: apiKey, api_secret: secret, created_at: row.created_at.toISOString() };
}

/** The user's current key (never its secret), or undefined. */
export async function findApiKey(db: Queryable, userUuid: string): Promise<{ api_key: string; created_at: string } | undefined> {
  const [row] = await db.query<{ api_key: string; created_at: Date }>('select api_key, created_at from api_keys where user_uuid = $1', [userUuid]);
  return row && { api_key: row.api_key, created_at: row.created_at.toISOString() };
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

/** Whether the request authenticates with an API key rather than a cookie. */
export const carriesApiKey = (request: FastifyRequest): boolean => header(request, API_KEY_HEADER) !== undefined;

/** The enabled user whose key pair the request carries, as a request-long session; null otherwise. */
export async function findApiKeyUser(db: Queryable, request: FastifyRequest): Promise<SessionUser | null> {
  const key = header(request, API_KEY_HEADER);
  const secret = header(request, API_SECRET_HEADER);
  if (!key || !secret) return null;
  // A user's one key, or one of a service account's keys that has not expired.
  const [row] = await db.query<Pick<SessionUser, 'uuid' | 'user_name' | 'source' | 'role_id' | 'permissions'> & { secret_hash: string; service_key_id: string | null }>(
    `select u.uuid, u.user_name, u.source, u.role_id, coalesce(r.permissions, '{}') as permissions, k.secret_hash, k.service_key_id
       from (select user_uuid, secret_hash, null::uuid as service_key_id from api_keys where api_key = $1
             union all
             select account_uuid, secret_hash, id from service_account_keys where api_key = $1 and (expires_at is null or expires_at > now())) k
       join users u on u.uuid = k.user_uuid left join roles r on r.uuid = u.role_id
      where not u.is_disabled`,
    [key],
  );
  if (!row || !timingSafeEqual(Buffer.from(row.secret_hash, 'base64url'), hashSecret(secret))) return null;
  // Last use to the minute is enough, and spares a write per request.
  if (row.service_key_id) {
    await db.query(`update service_account_keys set last_used_at = now() where id = $1 and (last_used_at is null or last_used_at < now() - interval '1 minute')`, [row.service_key_id]);
  }
  const now = new Date();
  const { uuid, user_name, source, role_id, permissions } = row;
  // A key is a session of one request: no impersonation, data scope or tenant switch of its own.
  return { uuid, user_name, source, role_id, permissions, created_at: now, last_seen_at: now, expires_at: now, remember_me: false, impersonator_uuid: null, data_scope_id: null, tenant_id: null, saml_expires_at: null };
}
