import type { components } from '@vigil/openapi';
import type { Database } from '../db/index.js';
import { errorBody } from '../errors.js';
import type { Handlers } from '../openapi/index.js';
import { ADMIN_ROLE_ID, GLOBAL_WORKSPACE_ID } from '../auth/ids.js';
import { clearAccountFailures, currentLock, lockedReply, recordFailure } from '../auth/lockout.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../auth/plugin.js';
import { SESSION_TTL_S, createSession, endSession, refreshSession } from '../auth/sessions.js';

type Schemas = components['schemas'];

/** The spec's default when a login fails without a better reason. */
export const LOGIN_FAILED = 'Login failed.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const SIGNUP_CLOSED = 'An admin already exists: signup is closed.';

interface UserRow {
  uuid: string;
  user_name: string;
  first_name: string;
  last_name: string;
  email: string | null;
  source: string;
  password_hash: string | null;
  role_id: string | null;
  role_name: string | null;
  predefined: boolean | null;
  is_axonius_role: boolean | null;
  permissions: Schemas['Permissions'] | null;
  interests: string[];
  department: string | null;
  title: string | null;
  seen_announcements: Record<string, boolean>;
  last_login: Date | null;
  workspace_id: string;
  workspace_name: string;
  workspace_icon: string;
  workspace_bookmarks: Schemas['Workspace']['bookmarks'];
}

const USER_SELECT = `
  select u.*, r.name as role_name, r.predefined, r.is_axonius_role, r.permissions,
         w.id as workspace_id, w.name as workspace_name, w.icon as workspace_icon, w.bookmarks as workspace_bookmarks
    from users u
    left join roles r on r.uuid = u.role_id
    join workspaces w on w.id = coalesce(u.current_workspace_id, '${GLOBAL_WORKSPACE_ID}'::uuid)`;

const workspaceOf = (user: UserRow): Schemas['Workspace'] => ({
  id: user.workspace_id,
  name: user.workspace_name,
  icon: user.workspace_icon,
  bookmarks: user.workspace_bookmarks,
});

const userData = (user: Pick<UserRow, 'uuid' | 'user_name' | 'source'>): Schemas['SessionUserData'] => ({
  uuid: user.uuid,
  user_name: user.user_name,
  source: user.source,
});

function currentUser(user: UserRow): Schemas['CurrentUser'] {
  return {
    uuid: user.uuid,
    user_name: user.user_name,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email ?? user.user_name,
    source: user.source,
    role_id: user.role_id ?? '',
    role_name: user.role_name ?? '',
    predefined: user.predefined ?? false,
    is_axonius_role: user.is_axonius_role ?? false,
    permissions: user.permissions ?? {},
    data_scope: null,
    is_fields_restricted: false,
    timeout: null,
    interests: user.interests,
    ...(user.department !== null && { department: user.department }),
    ...(user.title !== null && { title: user.title }),
    seen_announcement: user.seen_announcements,
    current_workspace: workspaceOf(user),
    ...(user.last_login && { last_login: user.last_login.toISOString() }),
  };
}

/** Signup, password login, the current user, refresh and logout. */
export function authHandlers(db: Database) {
  const adminExists = async () =>
    (await db.query<{ exists: boolean }>('select exists (select 1 from users where role_id = $1) as exists', [ADMIN_ROLE_ID]))[0]?.exists ?? false;

  return {
    getSignupStatus: async () => ({ data: { attributes: { value: { admin_exists: await adminExists() } } } }),

    signup: async ({ body, reply }) => {
      if (body.new_password !== body.confirm_new_password) return void reply.code(400).send(errorBody(400, PASSWORDS_DO_NOT_MATCH));
      const passwordHash = await hashPassword(body.new_password);
      const created = await db.transaction(async (tx) => {
        // Two signups racing: only the first one that finds no admin creates it.
        await tx.query('select pg_advisory_xact_lock(7421002)');
        const [existing] = await tx.query('select 1 from users where role_id = $1 or user_name = $2', [ADMIN_ROLE_ID, body.user_name]);
        if (existing) return false;
        await tx.query(
          `insert into users (user_name, email, password_hash, password_changed_at, role_id)
           values ($1, $2, $3, now(), $4)`,
          [body.user_name, body.contact_email, passwordHash, ADMIN_ROLE_ID],
        );
        return true;
      });
      if (!created) return void reply.code(409).send(errorBody(409, SIGNUP_CLOSED));
      return void reply.code(204).send();
    },

    login: async ({ body, request, reply }) => {
      if (!('user_name' in body)) return void reply.code(401).send(errorBody(401, LOGIN_FAILED));
      const lock = await currentLock(db, body.user_name, request.ip);
      if (lock) return void reply.code(429).send(lockedReply(lock.protection, lock.minutes));
      const [user] = await db.query<UserRow>(`${USER_SELECT} where u.user_name = $1 and u.source = 'internal' and not u.is_disabled`, [
        body.user_name,
      ]);
      // Unknown and known names get the same answer, after about the same time.
      if (!(await verifyPassword(user?.password_hash, body.password)) || !user) {
        await recordFailure(db, body.user_name, request.ip);
        return void reply.code(401).send(errorBody(401, LOGIN_FAILED));
      }
      await clearAccountFailures(db, body.user_name);
      // A new session at every login; the one the browser had, if any, ends.
      await endSession(db, sessionToken(request));
      const rememberMe = body.remember_me ?? false;
      const token = await createSession(db, user.uuid, rememberMe);
      await db.query('update users set last_login = now() where uuid = $1', [user.uuid]);
      setSessionCookie(request, reply, token, rememberMe);
      return {
        meta: { user_data: userData(user), expires_in: SESSION_TTL_S },
        data: { data: { attributes: { current_workspace: workspaceOf(user) } } },
      };
    },

    getCurrentUser: async ({ request }) => {
      const [user] = await db.query<UserRow>(`${USER_SELECT} where u.uuid = $1`, [request.sessionUser?.uuid]);
      if (!user) throw new Error('A signed-in session has no user');
      return { data: { attributes: { value: currentUser(user) } } };
    },

    refreshToken: async ({ request, reply }) => {
      const token = sessionToken(request);
      const user = request.sessionUser;
      if (!token || !user || !(await refreshSession(db, token))) return void reply.code(401).send(errorBody(401, 'Not logged in'));
      return { meta: { user_data: userData(user), expires_in: SESSION_TTL_S } };
    },

    logout: async ({ request, reply }) => {
      await endSession(db, sessionToken(request));
      clearSessionCookie(reply);
      return { meta: {} };
    },
  } satisfies Handlers;
}
