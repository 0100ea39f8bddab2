import type { Database } from '../db/index.js';
import { errorBody } from '../errors.js';
import type { Handlers } from '../openapi/index.js';
import { clearAccountFailures, clearKey, countAgainst, currentLock, lockedKey, lockedReply } from '../auth/lockout.js';
import { recordLoginFailure } from '../auth/loginAudit.js';
import { LOGIN_FAILED, enterSession } from '../auth/login.js';
import { verifyPassword } from '../auth/passwords.js';
import {
  CODE_EXPIRED,
  FAILED_TO_SEND_CODE,
  SECOND_FACTOR_WINDOW_MIN,
  WRONG_CODE,
  attemptsKey,
  discardCode,
  issueCode,
  readTwoFactorSettings,
  sendsKey,
  twoFactorLockedReply,
  useCode,
} from '../auth/twoFactor.js';
import { findUserByName } from '../auth/users.js';
import { sendMail } from '../mail/index.js';

/** The e-mail second factor: sending a code and signing in with it. */
export function twoFactorHandlers(db: Database) {
  return {
    sendLoginCode: async ({ body, request, reply }) => {
      const settings = await readTwoFactorSettings(db);
      const locked = await lockedKey(db, [attemptsKey(body.user_name), sendsKey(body.user_name)]);
      if (locked) return void reply.code(429).send(twoFactorLockedReply(locked.minutes));
      if (!settings.enabled) return;
      // Counted by name, known or not, so that every name gets the same answers.
      await countAgainst(db, sendsKey(body.user_name), {
        limit: settings.max_sends,
        windowMinutes: SECOND_FACTOR_WINDOW_MIN,
        lockMinutes: settings.lock_minutes,
      });
      const user = await findUserByName(db, body.user_name);
      // A code goes only to a user who gave good credentials in the last minutes.
      const code = user?.email && !user.is_disabled ? await issueCode(db, user.uuid, settings.code_ttl_minutes) : null;
      if (!user?.email || !code) return;
      try {
        await sendMail(db, {
          to: user.email,
          subject: 'Your Vigil verification code',
          text: `Your verification code is ${code}. It expires in ${settings.code_ttl_minutes} minutes.\n\nIf you did not try to sign in to Vigil, change your password and tell your administrator.`,
        });
      } catch (error) {
        request.log.error(error, 'the verification code could not be mailed');
        return void reply.code(503).send(errorBody(503, FAILED_TO_SEND_CODE));
      }
    },

    verifyLoginCode: async ({ body, request, reply }) => {
      const { user_name: userName } = body;
      const lock = await currentLock(db, userName, request.ip);
      if (lock) return void reply.code(429).send(lockedReply(lock.protection, lock.minutes));
      const codeLock = await lockedKey(db, [attemptsKey(userName)]);
      if (codeLock) return void reply.code(429).send(twoFactorLockedReply(codeLock.minutes));

      const found = await findUserByName(db, userName);
      const user = found && !found.is_disabled ? found : undefined;
      // The password is checked again, like at login (same time for unknown names). Users of other
      // sources proved their credentials to their directory at the first step, which a code requires.
      const passwordOk = await verifyPassword(user?.source === 'internal' ? user.password_hash : undefined, body.password);
      if (!user || (user.source === 'internal' && !passwordOk)) {
        await recordLoginFailure(db, request, { userName, method: 'email_code' });
        return void reply.code(401).send(errorBody(401, LOGIN_FAILED));
      }

      const outcome = await useCode(db, user.uuid, body.verification_code);
      if (outcome === 'expired') {
        await recordLoginFailure(db, request, { userName, method: 'email_code', reason: 'code_expired', countTowardsLock: false });
        return void reply.code(401).send(errorBody(401, CODE_EXPIRED));
      }
      if (outcome === 'wrong') {
        await recordLoginFailure(db, request, { userName, method: 'email_code', reason: 'wrong_code', countTowardsLock: false });
        const settings = await readTwoFactorSettings(db);
        const nowLocked = await countAgainst(db, attemptsKey(userName), {
          limit: settings.max_attempts,
          windowMinutes: SECOND_FACTOR_WINDOW_MIN,
          lockMinutes: settings.lock_minutes,
        });
        if (!nowLocked) return void reply.code(401).send(errorBody(401, WRONG_CODE));
        await discardCode(db, user.uuid);
        return void reply.code(429).send(twoFactorLockedReply(settings.lock_minutes));
      }
      await Promise.all([clearKey(db, attemptsKey(userName)), clearKey(db, sendsKey(userName)), clearAccountFailures(db, userName)]);
      return enterSession({ db, request, reply, user, rememberMe: body.remember_me, method: 'email_code' });
    },
  } satisfies Handlers;
}
