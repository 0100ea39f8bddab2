import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/index.js';
import { recordAudit } from '../audit/record.js';
import { recordFailure } from './lockout.js';

/** How someone signed in (or tried to): the audit entry's `details.method`. */
export type SignInMethod = 'password' | 'ldap' | 'smartcard' | 'saml' | 'email_code';

/** Why a sign-in failed, for the audit entry (never the password or code tried). */
export type SignInFailure = 'credentials' | 'wrong_code' | 'code_expired' | 'saml_refused';

/**
 * Records a failed sign-in: the name tried as the actor (no uuid, whether or not such a user
 * exists, so the log does not tell them apart either) and, unless `countTowardsLock` is false,
 * counts it towards the lockout, in one transaction.
 */
export async function recordLoginFailure(
  db: Database,
  request: FastifyRequest,
  { userName, method, reason = 'credentials', countTowardsLock = true }: { userName: string; method: SignInMethod; reason?: SignInFailure; countTowardsLock?: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (countTowardsLock) await recordFailure(tx, userName, request.ip);
    await recordAudit(tx, { uuid: null, name: userName, client_address: request.ip }, { action: 'auth.login_failed', details: { method, reason } });
  });
}
