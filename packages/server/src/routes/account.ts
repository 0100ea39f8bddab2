import type { components } from '@vigil/openapi';
import type { Database } from '../db/index.js';
import { errorBody } from '../errors.js';
import type { Handlers } from '../openapi/index.js';
import { GLOBAL_WORKSPACE_ID, isUuid } from '../auth/ids.js';
import { currentLock, lockedReply, recordFailure } from '../auth/lockout.js';
import { policyMessage, policyProblems, readPasswordPolicy } from '../auth/passwordPolicy.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { isAdmin } from '../auth/permissions.js';
import { sessionToken, signedInUser } from '../auth/plugin.js';
import { endOtherSessions } from '../auth/sessions.js';
import { findUserByUuid } from '../auth/users.js';
import { completeMilestone, isMilestone, readGettingStarted, saveGettingStartedSettings } from '../settings/gettingStarted.js';
import { actorOf, recordAudit } from '../audit/record.js';
import { naturalOrder } from '../admin/listQuery.js';

type Schemas = components['schemas'];

export const WRONG_PASSWORD = 'The current password is not correct.';
export const SAME_PASSWORD = 'The new password must differ from the current one.';
export const NOT_INTERNAL = 'Only users who sign in with a Vigil password can change it here.';
export const NOT_WHILE_IMPERSONATING = 'You cannot change the password of a user you impersonate.';
export const ADMINS_ONLY = 'The getting started checklist is for admins only.';
export const NO_SUCH_WORKSPACE = 'No such workspace.';
export const WORKSPACE_ID_MISMATCH = 'workspaceId must be the id of the path.';
export const NO_SUCH_MILESTONE = 'No such milestone.';
export const NOT_INTERACTIVE = 'The getting started checklist is not interactive.';
export const INVALID_CURSOR = 'Invalid cursor';

interface WorkspaceRow {
  id: string;
  name: string;
  icon: string;
  bookmarks: Schemas['Workspace']['bookmarks'];
  is_global: boolean;
}


/** The opaque cursor of a list page: where the next page starts. */
const encodeCursor = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');
function decodeCursor(cursor: string): number | null {
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : null;
}

/** `%` and `_` typed in a search are matched as themselves. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

/** The signed-in user's own account (profile, password, workspaces, announcements) and the admins' getting-started checklist. */
export function accountHandlers(db: Database) {
  const workspace = (row: WorkspaceRow, currentId: string): Schemas['Workspace'] => ({
    id: row.id,
    name: row.name,
    icon: row.icon,
    bookmarks: row.bookmarks,
    is_global: row.is_global,
    is_current: row.id === currentId,
  });

  const currentWorkspaceId = async (userUuid: string) =>
    (await db.query<{ id: string }>(`select coalesce(current_workspace_id, '${GLOBAL_WORKSPACE_ID}'::uuid) as id from users where uuid = $1`, [userUuid]))[0]
      ?.id ?? GLOBAL_WORKSPACE_ID;

  return {
    updateProfile: async ({ body, request }) => {
      const [profile] = await db.query<Schemas['Profile']>(
        `update users set interests = coalesce($2::jsonb, interests), department = coalesce($3, department), title = coalesce($4, title),
                last_updated = now()
          where uuid = $1 returning interests, department, title`,
        [signedInUser(request).uuid, body.interests ? JSON.stringify(body.interests) : null, body.department ?? null, body.title ?? null],
      );
      if (!profile) throw new Error('A signed-in session has no user');
      return profile;
    },

    changeOwnPassword: async ({ body, request, reply }) => {
      const session = signedInUser(request);
      if (session.impersonator_uuid) return void reply.code(403).send(errorBody(403, NOT_WHILE_IMPERSONATING));
      const user = await findUserByUuid(db, session.uuid);
      if (user?.source !== 'internal') return void reply.code(400).send(errorBody(400, NOT_INTERNAL));
      // Guessing the old password here is guessing a login: it counts, and locks, the same way.
      const lock = await currentLock(db, user.user_name, request.ip);
      if (lock) return void reply.code(429).send(lockedReply(lock.protection, lock.minutes));
      if (!(await verifyPassword(user.password_hash, body.old))) {
        await recordFailure(db, user.user_name, request.ip);
        return void reply.code(400).send(errorBody(400, WRONG_PASSWORD, { details: [{ field: '/old', message: WRONG_PASSWORD }] }));
      }
      if (body.new === body.old) return void reply.code(400).send(errorBody(400, SAME_PASSWORD));
      const problems = policyProblems(await readPasswordPolicy(db), body.new);
      if (problems.length) return void reply.code(400).send(errorBody(400, policyMessage(problems)));
      const passwordHash = await hashPassword(body.new);
      await db.transaction(async (tx) => {
        await tx.query('update users set password_hash = $2, password_changed_at = now(), last_updated = now() where uuid = $1', [user.uuid, passwordHash]);
        // Whoever else holds a session of this account (a stolen cookie, another browser) must sign in with the new password.
        await endOtherSessions(tx, user.uuid, sessionToken(request));
        await recordAudit(tx, actorOf(request), {
          action: 'user.password_reset',
          target_type: 'user',
          target_id: user.uuid,
          target_name: user.user_name,
          details: { by: 'own_password_change' },
        });
      });
      return undefined;
    },

    listOwnWorkspaces: async ({ query, request, reply }) => {
      const size = query.size ?? 20;
      const offset = query.cursor === undefined ? (query.page ?? 0) * size : decodeCursor(query.cursor);
      if (offset === null) return void reply.code(400).send(errorBody(400, INVALID_CURSOR, { details: [{ field: 'cursor', message: 'is not a cursor of this list' }] }));
      const pattern = query.search ? likePattern(query.search) : null;
      const where = `where ($1::text is null or name ilike $1)`;
      const [count] = await db.query<{ total: number }>(`select count(*)::int as total from workspaces ${where}`, [pattern]);
      const rows = await db.query<WorkspaceRow>(
        `select id, name, icon, bookmarks, is_global from workspaces ${where} order by is_global desc, ${naturalOrder('name')}, name limit $2 offset $3`,
        [pattern, size, offset],
      );
      const total = count?.total ?? 0;
      const currentId = await currentWorkspaceId(signedInUser(request).uuid);
      return {
        data: rows.map((row) => workspace(row, currentId)),
        meta: { page: Math.floor(offset / size), size, total, next_cursor: offset + size < total ? encodeCursor(offset + size) : null },
      };
    },

    switchWorkspace: async ({ params, body, request, reply }) => {
      if (body.workspaceId !== params.id) {
        return void reply.code(400).send(errorBody(400, WORKSPACE_ID_MISMATCH, { details: [{ field: '/workspaceId', message: WORKSPACE_ID_MISMATCH }] }));
      }
      const [row] = isUuid(params.id)
        ? await db.query<WorkspaceRow>('select id, name, icon, bookmarks, is_global from workspaces where id = $1', [params.id])
        : [];
      if (!row) return void reply.code(404).send(errorBody(404, NO_SUCH_WORKSPACE));
      await db.query('update users set current_workspace_id = $2 where uuid = $1', [signedInUser(request).uuid, row.id]);
      return workspace(row, row.id);
    },

    markAnnouncementSeen: async ({ body, request }) => {
      await db.query(`update users set seen_announcements = seen_announcements || jsonb_build_object($2::text, true) where uuid = $1`, [
        signedInUser(request).uuid,
        body.announcement,
      ]);
      return undefined;
    },

    getGettingStarted: async ({ request, reply }) => {
      if (!isAdmin(signedInUser(request))) return void reply.code(403).send(errorBody(403, ADMINS_ONLY));
      return readGettingStarted(db);
    },

    updateGettingStarted: async ({ body, request, reply }) => {
      if (!isAdmin(signedInUser(request))) return void reply.code(403).send(errorBody(403, ADMINS_ONLY));
      await saveGettingStartedSettings(db, body.settings);
      return readGettingStarted(db);
    },

    completeMilestone: async ({ body, request, reply }) => {
      if (!isAdmin(signedInUser(request))) return void reply.code(403).send(errorBody(403, ADMINS_ONLY));
      if (!isMilestone(body.milestoneName)) return void reply.code(404).send(errorBody(404, NO_SUCH_MILESTONE));
      if (!(await readGettingStarted(db)).settings.interactive) return void reply.code(409).send(errorBody(409, NOT_INTERACTIVE));
      await completeMilestone(db, body.milestoneName);
      return readGettingStarted(db);
    },

    // The reference server has no analytics backend to forward to: valid events are accepted and dropped.
    sendAnalyticsEvent: async ({ body, request, reply }) => {
      request.log.debug({ event: body }, 'analytics event dropped');
      return void reply.code(202).send();
    },
  } satisfies Handlers;
}
