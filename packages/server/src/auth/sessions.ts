import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.js';
import type { Grants } from './permissions.js';

/** Name of the session cookie (the contract's `sessionCookie` scheme). */
export const SESSION_COOKIE = 'vigil_session';
/** How long a session lives without a refresh; the console refreshes when under 120 s remain. */
export const SESSION_TTL_S = 60 * 60;
/** How long the cookie of a remember-me session is kept by the browser. */
export const REMEMBER_ME_MAX_AGE_S = 30 * 24 * 60 * 60;

/** The user behind a valid session, with what their role grants. */
export interface SessionUser extends Grants {
  uuid: string;
  user_name: string;
  source: string;
  expires_at: Date;
  remember_me: boolean;
}

/** Only a hash of a token is stored: a leaked table yields no usable session (or reset link). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Starts a session: a new token of 256 random bits, returned once to be set as the cookie. */
export async function createSession(db: Queryable, userUuid: string, rememberMe: boolean): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into sessions (token_hash, user_uuid, expires_at, remember_me)
     values ($1, $2, now() + make_interval(secs => $3), $4)`,
    [hashToken(token), userUuid, SESSION_TTL_S, rememberMe],
  );
  return token;
}

/** The user of a live session, or null (unknown, expired, or the user is disabled). */
export async function findSession(db: Queryable, token: string | undefined): Promise<SessionUser | null> {
  if (!token) return null;
  const [row] = await db.query<SessionUser>(
    `select u.uuid, u.user_name, u.source, s.expires_at, s.remember_me, u.role_id, coalesce(r.permissions, '{}') as permissions
       from sessions s join users u on u.uuid = s.user_uuid left join roles r on r.uuid = u.role_id
      where s.token_hash = $1 and s.expires_at > now() and not u.is_disabled`,
    [hashToken(token)],
  );
  return row ?? null;
}

/** Extends a live session by the session lifetime; returns whether it was live. */
export async function refreshSession(db: Queryable, token: string): Promise<boolean> {
  const rows = await db.query(
    `update sessions set expires_at = now() + make_interval(secs => $2), last_seen_at = now()
      where token_hash = $1 and expires_at > now() returning token_hash`,
    [hashToken(token), SESSION_TTL_S],
  );
  return rows.length > 0;
}

/** Ends a session on the server: its token is useless from now on. */
export async function endSession(db: Queryable, token: string | undefined): Promise<void> {
  if (token) await db.query('delete from sessions where token_hash = $1', [hashToken(token)]);
}
