import type { Queryable } from '../db/index.js';

import { errorBody, type ErrorBody } from '../errors.js';

/** Failed logins counted over this window (OWASP ASVS V6: lock after repeated failures). */
export const FAILURE_WINDOW_MIN = 5;
/** Failures of one account within the window that lock it. */
export const ACCOUNT_FAILURE_LIMIT = 5;
/** Failures from one address within the window that lock it (spread over any account names). */
export const IP_FAILURE_LIMIT = 20;
/** How long a lock lasts. */
export const LOCKOUT_MIN = 15;

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

/**
 * The lock that stops a login now, if any: the account's (by name, whether or not it exists, so
 * unknown and known names behave alike) or the address's.
 */
export async function currentLock(db: Queryable, userName: string, ip: string): Promise<{ protection: Protection; minutes: number } | null> {
  const rows = await db.query<{ key: string; minutes: number }>(
    `select key, ceil(extract(epoch from (locked_until - now())) / 60)::int as minutes
       from login_failures where key = any($1) and locked_until > now()
      order by key`,
    [[accountKey(userName), ipKey(ip)]],
  );
  const row = rows[0];
  if (!row) return null;
  return { protection: row.key.startsWith('account:') ? 'account' : 'ip', minutes: Math.max(1, row.minutes) };
}

/** Counts a failed login against the account name and the address; locks them at their limits. */
export async function recordFailure(db: Queryable, userName: string, ip: string): Promise<void> {
  for (const [key, limit] of [
    [accountKey(userName), ACCOUNT_FAILURE_LIMIT],
    [ipKey(ip), IP_FAILURE_LIMIT],
  ] as const) {
    await db.query(
      `insert into login_failures as f (key, failures, window_started_at, locked_until)
       values ($1, 1, now(), case when 1 >= $2 then now() + make_interval(mins => $3) end)
       on conflict (key) do update set
         failures = case when f.window_started_at < now() - make_interval(mins => $4) then 1 else f.failures + 1 end,
         window_started_at = case when f.window_started_at < now() - make_interval(mins => $4) then now() else f.window_started_at end,
         locked_until = case
           when (case when f.window_started_at < now() - make_interval(mins => $4) then 1 else f.failures + 1 end) >= $2
             then now() + make_interval(mins => $3)
           else f.locked_until end`,
      [key, limit, LOCKOUT_MIN, FAILURE_WINDOW_MIN],
    );
  }
}

/** A successful login clears the account's count (the address keeps its own). */
export async function clearAccountFailures(db: Queryable, userName: string): Promise<void> {
  await db.query('delete from login_failures where key = $1', [accountKey(userName)]);
}
