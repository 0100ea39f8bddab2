import type { Database } from '../db/index.js';
import { errorBody } from '../errors.js';
import type { Handlers } from '../openapi/index.js';
import { ADMIN_ROLE_ID } from '../auth/ids.js';
import { clearAccountFailures, currentLock, lockedReply } from '../auth/lockout.js';
import { recordLoginFailure } from '../auth/loginAudit.js';
import { LOGIN_FAILED, SERVICE_ACCOUNT_NO_LOGIN, loginSteps } from '../auth/login.js';
import { policyMessage, policyProblems, readPasswordPolicy } from '../auth/passwordPolicy.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { findUserByName } from '../auth/users.js';
import { samlTokenLogin } from './sso.js';
import { adoptSeededSpaces } from '../dashboards/templates.js';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const SIGNUP_CLOSED = 'An admin already exists: signup is closed.';

/** Signup, the password policy, password and SAML-token login (the session after it: routes/session.ts). */
export function authHandlers(db: Database) {
  const adminExists = async () =>
    (await db.query<{ exists: boolean }>('select exists (select 1 from users where role_id = $1) as exists', [ADMIN_ROLE_ID]))[0]?.exists ?? false;

  return {
    getSignupStatus: async () => ({ data: { attributes: { value: { admin_exists: await adminExists() } } } }),

    signup: async ({ body, reply }) => {
      if (body.new_password !== body.confirm_new_password) return void reply.code(400).send(errorBody(400, PASSWORDS_DO_NOT_MATCH));
      const problems = policyProblems(await readPasswordPolicy(db), body.new_password);
      if (problems.length) return void reply.code(400).send(errorBody(400, policyMessage(problems)));
      const passwordHash = await hashPassword(body.new_password);
      const created = await db.transaction(async (tx) => {
        // Two signups racing: only the first one that finds no admin creates it.
        await tx.query('select pg_advisory_xact_lock(7421002)');
        const [existing] = await tx.query('select 1 from users where role_id = $1 or user_name = $2', [ADMIN_ROLE_ID, body.user_name]);
        if (existing) return false;
        const [admin] = await tx.query<{ uuid: string }>(
          `insert into users (user_name, email, password_hash, password_changed_at, role_id)
           values ($1, $2, $3, now(), $4) returning uuid::text as uuid`,
          [body.user_name, body.contact_email, passwordHash, ADMIN_ROLE_ID],
        );
        // The sample data's dashboards become the admin's (the seed runs before anyone signs up).
        if (admin) await adoptSeededSpaces(tx, admin.uuid, body.user_name);
        return true;
      });
      if (!created) return void reply.code(409).send(errorBody(409, SIGNUP_CLOSED));
      return void reply.code(204).send();
    },

    getPasswordPolicy: async () => ({ data: { attributes: { value: await readPasswordPolicy(db) } } }),

    login: async ({ body, request, reply }) => {
      if ('saml_token' in body) return samlTokenLogin(db, body, request, reply);
      const lock = await currentLock(db, body.user_name, request.ip);
      if (lock) return void reply.code(429).send(lockedReply(lock.protection, lock.minutes));
      const found = await findUserByName(db, body.user_name);
      if (found?.is_service_account) return void reply.code(401).send(errorBody(401, SERVICE_ACCOUNT_NO_LOGIN));
      const user = found?.source === 'internal' && !found.is_disabled ? found : undefined;
      // Unknown and known names get the same answer, after about the same time.
      if (!(await verifyPassword(user?.password_hash, body.password)) || !user) {
        await recordLoginFailure(db, request, { userName: body.user_name, method: 'password' });
        return void reply.code(401).send(errorBody(401, LOGIN_FAILED));
      }
      await clearAccountFailures(db, body.user_name);
      return loginSteps({ db, request, reply, user, rememberMe: body.remember_me ?? false, eulaAgreed: body.eula_agreed ?? false, method: 'password' });
    },
  } satisfies Handlers;
}
