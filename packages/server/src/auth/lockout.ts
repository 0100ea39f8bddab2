import type { Queryable } from '../db/index.js';

import { errorBody, type ErrorBody } from '../errors.js';
import { readSetting } from '../settings/store.js';

/** Settings section of the login lockout. */
export const LOCKOUT_KEY = 'lockout';

/** Failed logins counted over a window, then a lock (OWASP ASVS V6.3.1: lock after repeated failures). */
export interface LockoutSettings {
  /** Failures are counted over this many minutes. */
  window_minutes: number;
  /** Failures of one account within the window that lock it. */
  account_limit: number;
  /** Failures from one address within the window that lock it (spread over any account names). */
  ip_limit: number;
  /** How long a lock lasts. */
  lock_minutes: number;
}

export const DEFAULT_LOCKOUT: LockoutSettings = { window_minutes: 5, account_limit: 5, ip_limit: 20, lock_minutes: 15 };

export const readLockoutSettings = (db: Queryable): Promise<LockoutSettings> => readSetting(db, LOCKOUT_KEY, DEFAULT_LOCKOUT);

export const TOO_MANY_LOGIN_ATTEMPTS = 'Too Many Login Attempts';

export type Protection = 'account' | 'ip';

const accountKey = (userName: string) => `account:${userName.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

/** The spec's 429 reply of a locked account or address. */
export function lockedReply(protection: Protection, minutes: number): ErrorBody {
  const what = protection === 'account' ? 'account' : 'IP';
  return errorBody(
    429,
    `Your ${what} has been temporarily locked due to exceeding the allowed number of failed login attempts. Please try again in ${minutes} minutes or contact the administrator for assistance`,
    { title: TOO_MANY_LOGIN_ATTEMPTS, minutes, protection },
  );
}

/** The first of `keys` that is locked now, with the whole minutes left (at least 1). */
export async function lockedKey(db: Queryable, keys: string[]): Promise<{ key: string; minutes: number } | null> {
  const rows = await db.query<{ key: string; minutes: number }>(
    `select key, ceil(extract(epoch from (locked_until - now())) / 60)::int as minutes
       from login_failures where key = any($1) and locked_until > now()
      order by key`,
    [keys],
  );
  const row = rows[0];
  return row ? { key: row.key, minutes: Math.max(1, row.minutes) } : null;
}

export interface FailureLimit {
  /** Count within the window that locks the key. */
  limit: number;
  windowMinutes: number;
  lockMinutes: number;
}

/**
 * Counts one event against `key` (a failed login, a wrong code, a code sent) within a window that
 * starts at the first event; at `limit` the key is locked. Returns whether it is locked now.
 */
export async function countAgainst(db: Queryable, key: string, { limit, windowMinutes, lockMinutes }: FailureLimit): Promise<boolean> {
  const [row] = await db.query<{ locked: boolean }>(
    `insert into login_failures as f (key, failures, window_started_at, locked_until)
     values ($1, 1, now(), case when 1 >= $2 then now() + make_interval(mins => $3) end)
     on conflict (key) do update set
       failures = case when f.window_started_at < now() - make_interval(mins => $4) then 1 else f.failures + 1 end,
       window_started_at = case when f.window_started_at < now() - make_interval(mins => $4) then now() else f.window_started_at end,
       locked_until = case
         when (case when f.window_started_at < now() - make_interval(mins => $4) then 1 else f.failures + 1 end) >= $2
           then now() + make_interval(mins => $3)
         else f.locked_until end
     returning coalesce(locked_until > now(), false) as locked`,
    [key, limit, lockMinutes, windowMinutes],
  );
  return row?.locked ?? false;
}

/** Forgets the events counted against `key`, and its lock. */
export async function clearKey(db: Queryable, key: string): Promise<void> {
  await db.query('delete from login_failures where key = $1', [key]);
}

/**
 * The lock that stops a login now, if any: the account's (by name, whether or not it exists, so
 * unknown and known names behave alike) or the address's.
 */
export async function currentLock(db: Queryable, userName: string, ip: string): Promise<{ protection: Protection; minutes: number } | null> {
  const locked = await lockedKey(db, [accountKey(userName), ipKey(ip)]);
  return locked && { protection: locked.key.startsWith('account:') ? 'account' : 'ip', minutes: locked.minutes };
}

/** Counts a failed login against the account name and the address; locks them at their limits. */
export async function recordFailure(db: Queryable, userName: string, ip: string): Promise<void> {
  const settings = await readLockoutSettings(db);
  const limits = { windowMinutes: settings.window_minutes, lockMinutes: settings.lock_minutes };
  await countAgainst(db, accountKey(userName), { ...limits, limit: settings.account_limit });
  await countAgainst(db, ipKey(ip), { ...limits, limit: settings.ip_limit });
}

/** A successful login clears the account's count (the address keeps its own). */
export async function clearAccountFailures(db: Queryable, userName: string): Promise<void> {
  await clearKey(db, accountKey(userName));
}
