import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.js';
import { ADMIN_ROLE_ID } from './ids.js';
import type { Grants } from './permissions.js';
import { lifespanHours, readSessionSettings } from './sessionSettings.js';

/** Name of the session cookie over plain HTTP (the contract's `sessionCookie` scheme). */
export const SESSION_COOKIE = 'vigil_session';
/** Its name over TLS: the `__Host-` prefix makes browsers refuse it unless Secure, Path=/ and without Domain. */
export const SECURE_SESSION_COOKIE = '__Host-vigil_session';
/** How long a session lives without a refresh; the console refreshes when under 120 s remain. */
export const SESSION_TTL_S = 60 * 60;
/** How long the cookie of a remember-me session is kept by the browser. */
export const REMEMBER_ME_MAX_AGE_S = 30 * 24 * 60 * 60;
/** `last_seen_at` is written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_S = 60;

/** Who a session acts as: the user, and what they impersonate or are connected as. */
export interface SessionIdentity {
  /** The user the session acts as (the impersonated one while impersonating). */
  uuid: string;
  /** The real user while impersonating a user, else null. */
  impersonator_uuid: string | null;
  /** The data scope connected as (Connect As), else null. */
  data_scope_id: string | null;
  /** The tenant connected as, else null. */
  tenant_id: string | null;
}

/** The user behind a valid session, with what their role grants. */
export interface SessionUser extends Grants, SessionIdentity {
  user_name: string;
  source: string;
  /** When the session began; the lifespan counts from here, across token rotations. */
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  remember_me: boolean;
  /** When the IdP's SAML session ends (a SAML sign-in only); the session ends then, whatever else. */
  saml_expires_at: Date | null;
}

/** Only a hash of a token is stored: a leaked table yields no usable session (or reset link). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

const newToken = () => randomBytes(32).toString('base64url');

/**
 * SQL of a session's new expiry: one TTL from now, but never past the end of its lifespan (hours,
 * null for none) nor past the end of its SAML session (`least` skips a null one).
 */
const cappedExpiry = (createdAt: string, lifespanParam: string, samlEnd: string) =>
  `least(now() + make_interval(secs => ${SESSION_TTL_S}), ${createdAt} + make_interval(hours => coalesce(${lifespanParam}::int, 1000000)), ${samlEnd})`;

/** SQL of the whole seconds left before a session's `expires_at`. */
const EXPIRES_IN = 'greatest(0, floor(extract(epoch from expires_at - now())))::int as expires_in';

/**
 * Starts a session: a new token of 256 random bits, returned once to be set as the cookie. A SAML
 * sign-in passes when the IdP's session ends: the session never outlives it, refreshed or not.
 */
export async function createSession(db: Queryable, userUuid: string, rememberMe: boolean, samlExpiresAt: Date | null = null): Promise<string> {
  const token = newToken();
  await db.query(
    `insert into sessions (token_hash, user_uuid, expires_at, remember_me, saml_expires_at)
     values ($1, $2, least(now() + make_interval(secs => $3), $5::timestamptz), $4, $5::timestamptz)`,
    [hashToken(token), userUuid, SESSION_TTL_S, rememberMe, samlExpiresAt],
  );
  return token;
}

/** The seconds a new session has: the TTL, or fewer when its SAML session ends sooner. */
export const newSessionSeconds = (samlExpiresAt: Date | null, nowMs = Date.now()): number =>
  samlExpiresAt ? Math.max(0, Math.min(SESSION_TTL_S, Math.floor((samlExpiresAt.getTime() - nowMs) / 1000))) : SESSION_TTL_S;

/**
 * The user of a live session, or null: unknown, expired, idle longer than the timeout, older than
 * the lifespan, the user (or the impersonating admin) disabled, or the impersonator no longer an
 * admin. A live session counts as active now unless `touch` is false (checks that are no activity).
 */
export async function findSession(db: Queryable, token: string | undefined, { touch = true } = {}): Promise<SessionUser | null> {
  if (!token) return null;
  const settings = await readSessionSettings(db);
  const [row] = await db.query<SessionUser & { stale: boolean }>(
    `select u.uuid, u.user_name, u.source, u.role_id, coalesce(r.permissions, '{}') as permissions,
            s.created_at, s.last_seen_at, s.expires_at, s.remember_me, s.impersonator_uuid, s.data_scope_id, s.tenant_id,
            s.saml_expires_at,
            s.last_seen_at < now() - make_interval(secs => $5) as stale
       from sessions s
       join users u on u.uuid = s.user_uuid
       left join roles r on r.uuid = u.role_id
       left join users i on i.uuid = s.impersonator_uuid
      where s.token_hash = $1 and s.expires_at > now() and not u.is_disabled
        and (s.saml_expires_at is null or s.saml_expires_at > now())
        and ($2::int is null or s.last_seen_at > now() - make_interval(mins => $2::int))
        and ($3::int is null or s.created_at > now() - make_interval(hours => $3::int))
        and (s.impersonator_uuid is null or (not i.is_disabled and i.role_id = $4))`,
    [hashToken(token), settings.timeout, lifespanHours(settings), ADMIN_ROLE_ID, TOUCH_EVERY_S],
  );
  if (!row) return null;
  const { stale, ...user } = row;
  if (touch && stale) {
    await db.query('update sessions set last_seen_at = now() where token_hash = $1', [hashToken(token)]);
  }
  return user;
}

/** Extends a live session by the TTL, up to the end of its lifespan; returns the seconds it now has, or null. */
export async function refreshSession(db: Queryable, token: string): Promise<number | null> {
  const settings = await readSessionSettings(db);
  const [row] = await db.query<{ expires_in: number }>(
    `update sessions set expires_at = ${cappedExpiry('created_at', '$2', 'saml_expires_at')}, last_seen_at = now()
      where token_hash = $1 and expires_at > now()
      returning ${EXPIRES_IN}`,
    [hashToken(token), lifespanHours(settings)],
  );
  return row?.expires_in ?? null;
}

/**
 * Switches a session to another identity under a new token (the old one stops working at once),
 * keeping its start and its SAML end, so switching never extends the lifespan. Null when the session is gone.
 */
export async function rotateSession(
  db: Queryable,
  token: string,
  identity: SessionIdentity,
): Promise<{ token: string; expires_in: number } | null> {
  const settings = await readSessionSettings(db);
  const next = newToken();
  const [row] = await db.query<{ expires_in: number }>(
    `with old as (delete from sessions where token_hash = $1 returning created_at, remember_me, saml_expires_at)
     insert into sessions (token_hash, user_uuid, created_at, expires_at, remember_me, impersonator_uuid, data_scope_id, tenant_id, saml_expires_at)
     select $3, $4, old.created_at, ${cappedExpiry('old.created_at', '$2', 'old.saml_expires_at')}, old.remember_me, $5, $6, $7, old.saml_expires_at from old
     returning ${EXPIRES_IN}`,
    [hashToken(token), lifespanHours(settings), hashToken(next), identity.uuid, identity.impersonator_uuid, identity.data_scope_id, identity.tenant_id],
  );
  return row ? { token: next, expires_in: row.expires_in } : null;
}

/** Ends a session on the server: its token is useless from now on. */
export async function endSession(db: Queryable, token: string | undefined): Promise<void> {
  if (token) await db.query('delete from sessions where token_hash = $1', [hashToken(token)]);
}

/** Ends every session of a user (their own and those where they impersonate someone) but the one of `keepToken`. */
export async function endOtherSessions(db: Queryable, userUuid: string, keepToken: string | undefined): Promise<void> {
  await db.query('delete from sessions where (user_uuid = $1 or impersonator_uuid = $1) and token_hash <> $2', [
    userUuid,
    keepToken ? hashToken(keepToken) : '',
  ]);
}
