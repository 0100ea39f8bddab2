import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.js';
import { readSetting } from '../settings/store.js';
import { hashToken } from './sessions.js';

/** Settings section of password reset tokens. */
export const RESET_TOKENS_KEY = 'reset_tokens';

export interface ResetTokenSettings {
  /** How long a reset link works. */
  ttl_hours: number;
}

export const DEFAULT_RESET_TOKENS: ResetTokenSettings = { ttl_hours: 48 };

/** The spec's text for an unknown, spent or expired token. */
export const TOKEN_EXPIRED = 'Sorry, your token expired. Please contact your system administrator.';

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/**
 * Issues a reset token for the user: 256 random bits, returned once; only its hash is stored. A
 * user has one token at a time: issuing one ends the previous one.
 */
export async function issueResetToken(db: Queryable, userUuid: string): Promise<IssuedToken> {
  const { ttl_hours } = await readSetting(db, RESET_TOKENS_KEY, DEFAULT_RESET_TOKENS);
  const token = randomBytes(32).toString('base64url');
  const [row] = await db.query<{ expires_at: Date }>(
    `insert into reset_tokens (user_uuid, token_hash, expires_at) values ($1, $2, now() + make_interval(hours => $3))
     on conflict (user_uuid) do update set token_hash = excluded.token_hash, expires_at = excluded.expires_at, used_at = null, created_at = now()
     returning expires_at`,
    [userUuid, hashToken(token), ttl_hours],
  );
  if (!row) throw new Error('The reset token was not stored');
  return { token, expiresAt: row.expires_at };
}

/** The console's Reset Password view: its root with the token in the query. */
export const resetLink = (request: FastifyRequest, token: string): string => `${request.protocol}://${request.host}/?token=${token}`;

const LIVE = 'r.token_hash = $1 and r.used_at is null and r.expires_at > now() and not u.is_disabled';

/** The user a live token belongs to (not spent, not expired, user enabled), or undefined. */
export async function resetTokenUser(db: Queryable, token: string): Promise<string | undefined> {
  const [row] = await db.query<{ user_uuid: string }>(
    `select r.user_uuid from reset_tokens r join users u on u.uuid = r.user_uuid where ${LIVE}`,
    [hashToken(token)],
  );
  return row?.user_uuid;
}

/** Spends a live token, once even when two requests race; returns its user, or undefined. */
export async function spendResetToken(db: Queryable, token: string): Promise<string | undefined> {
  const [row] = await db.query<{ user_uuid: string }>(
    `update reset_tokens r set used_at = now() from users u where u.uuid = r.user_uuid and ${LIVE} returning r.user_uuid`,
    [hashToken(token)],
  );
  return row?.user_uuid;
}
