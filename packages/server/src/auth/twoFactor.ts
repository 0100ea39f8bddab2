import { createHash, randomInt } from 'node:crypto';
import type { Queryable } from '../db/index.js';
import { errorBody, type ErrorBody } from '../errors.js';
import { readSetting } from '../settings/store.js';

/** Settings section of the e-mail second factor. */
export const TWO_FACTOR_KEY = 'two_factor';

export interface TwoFactorSettings {
  /** Every sign-in asks for a code sent by e-mail. */
  enabled: boolean;
  /** How long a code works. */
  code_ttl_minutes: number;
  /** Wrong codes that lock the account's second factor. */
  max_attempts: number;
  /** Codes sent (with resends) before sending is locked, against mail flooding. */
  max_sends: number;
  /** How long such a lock lasts. */
  lock_minutes: number;
}

export const DEFAULT_TWO_FACTOR: TwoFactorSettings = { enabled: false, code_ttl_minutes: 5, max_attempts: 5, max_sends: 5, lock_minutes: 5 };

export const readTwoFactorSettings = (db: Queryable): Promise<TwoFactorSettings> => readSetting(db, TWO_FACTOR_KEY, DEFAULT_TWO_FACTOR);

/**
 * After good credentials, how long a code may be sent; wrong codes and sends are counted over
 * this window too. Without a recent credentials step no code is sent, so nobody can flood a
 * user's mailbox by name.
 */
export const SECOND_FACTOR_WINDOW_MIN = 15;

export const CODE_LENGTH = 6;
export const CODE_EXPIRED = 'Code expired. Send again.';
export const WRONG_CODE = 'Wrong verification code.';
export const TOO_MANY_2FA_ATTEMPTS = 'Too Many 2FA Attempts';
export const FAILED_TO_SEND_CODE = 'Failed to send code';

/** The spec's 429 reply of a locked second factor. */
export const twoFactorLockedReply = (minutes: number): ErrorBody =>
  errorBody(429, `Maximum number of attempts exceeded. Try again in ${minutes} minutes.`, { title: TOO_MANY_2FA_ATTEMPTS, minutes });

/** Lockout keys (login_failures) of wrong codes and of sends, by name like the login lockout. */
export const attemptsKey = (userName: string): string => `2fa:${userName.toLowerCase()}`;
export const sendsKey = (userName: string): string => `2fa-send:${userName.toLowerCase()}`;

// Bound to the user, so equal codes of two users differ in the table.
const codeHash = (userUuid: string, code: string) => createHash('sha256').update(`${userUuid}:${code}`).digest('base64url');

/** Marks good credentials: a code may now be sent to the user (a previous code stops working). */
export async function startSecondFactor(db: Queryable, userUuid: string): Promise<void> {
  await db.query(
    `insert into two_factor_codes (user_uuid, pending_until) values ($1, now() + make_interval(mins => $2))
     on conflict (user_uuid) do update set pending_until = excluded.pending_until, code_hash = null, code_expires_at = null`,
    [userUuid, SECOND_FACTOR_WINDOW_MIN],
  );
}

/** A new code for a user with recent good credentials (it replaces the previous one); null for others. */
export async function issueCode(db: Queryable, userUuid: string, ttlMinutes: number): Promise<string | null> {
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  const rows = await db.query(
    `update two_factor_codes set code_hash = $2, code_expires_at = now() + make_interval(mins => $3)
      where user_uuid = $1 and pending_until > now() returning user_uuid`,
    [userUuid, codeHash(userUuid, code), ttlMinutes],
  );
  return rows.length ? code : null;
}

/** Uses up the user's code if `code` is it and still live; otherwise says whether it was wrong or is gone. */
export async function useCode(db: Queryable, userUuid: string, code: string): Promise<'ok' | 'wrong' | 'expired'> {
  const used = await db.query('delete from two_factor_codes where user_uuid = $1 and code_hash = $2 and code_expires_at > now() returning user_uuid', [
    userUuid,
    codeHash(userUuid, code),
  ]);
  if (used.length) return 'ok';
  const [live] = await db.query('select 1 from two_factor_codes where user_uuid = $1 and code_hash is not null and code_expires_at > now()', [userUuid]);
  return live ? 'wrong' : 'expired';
}

/** Ends the user's code (after too many wrong ones): only a new one, after the lock, can be used. */
export async function discardCode(db: Queryable, userUuid: string): Promise<void> {
  await db.query('update two_factor_codes set code_hash = null, code_expires_at = null where user_uuid = $1', [userUuid]);
}
