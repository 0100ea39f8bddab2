import type { components } from '@vigil/openapi';
import type { Queryable } from '../db/index.js';
import { GLOBAL_WORKSPACE_ID, isUuid } from './ids.js';

type Schemas = components['schemas'];

/** A user as stored, with their role and current workspace. */
export interface UserRow {
  uuid: string;
  user_name: string;
  first_name: string;
  last_name: string;
  email: string | null;
  source: string;
  password_hash: string | null;
  password_changed_at: Date | null;
  eula_agreed_at: Date | null;
  role_id: string | null;
  /** The user's own data scope; null for none (global). */
  data_scope_id: string | null;
  role_name: string | null;
  predefined: boolean | null;
  is_axonius_role: boolean | null;
  permissions: Schemas['Permissions'] | null;
  interests: string[];
  department: string | null;
  title: string | null;
  seen_announcements: Record<string, boolean>;
  is_disabled: boolean;
  /** Signs in only with API keys (admin/serviceAccounts.ts). */
  is_service_account: boolean;
  last_login: Date | null;
  /** The login before the last one. */
  previous_login: Date | null;
  workspace_id: string;
  workspace_name: string;
  workspace_icon: string;
  workspace_bookmarks: Schemas['Workspace']['bookmarks'];
}

export const USER_SELECT = `
  select u.*, r.name as role_name, r.predefined, r.is_axonius_role, r.permissions,
         w.id as workspace_id, w.name as workspace_name, w.icon as workspace_icon, w.bookmarks as workspace_bookmarks
    from users u
    left join roles r on r.uuid = u.role_id
    join workspaces w on w.id = coalesce(u.current_workspace_id, '${GLOBAL_WORKSPACE_ID}'::uuid)`;

export const workspaceOf = (user: UserRow): Schemas['Workspace'] => ({
  id: user.workspace_id,
  name: user.workspace_name,
  icon: user.workspace_icon,
  bookmarks: user.workspace_bookmarks,
});

export const userData = (user: Pick<UserRow, 'uuid' | 'user_name' | 'source'>): Schemas['SessionUserData'] => ({
  uuid: user.uuid,
  user_name: user.user_name,
  source: user.source,
});

/** What the session adds to the current user: its timeout, data scope and impersonation. */
export type SessionView = Pick<
  Schemas['CurrentUser'],
  | 'timeout'
  | 'saml_expiration_timestamp'
  | 'data_scope'
  | 'is_fields_restricted'
  | 'impersonator_name'
  | 'impersonator_source'
  | 'connected_data_scope'
  | 'connected_tenant'
>;

export function currentUser(user: UserRow, session: SessionView): Schemas['CurrentUser'] {
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
    ...session,
    interests: user.interests,
    ...(user.department !== null && { department: user.department }),
    ...(user.title !== null && { title: user.title }),
    seen_announcement: user.seen_announcements,
    current_workspace: workspaceOf(user),
    // The contract's last_login is the login before this session's: null on a first login.
    last_login: user.previous_login?.toISOString() ?? null,
  };
}

/** The internal or external user of that name (enabled or not), or undefined. */
export async function findUserByName(db: Queryable, userName: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`${USER_SELECT} where u.user_name = $1`, [userName]))[0];
}

/** The user with that id, or undefined (also for an id that is no uuid, which the database would refuse). */
export async function findUserByUuid(db: Queryable, uuid: string): Promise<UserRow | undefined> {
  if (!isUuid(uuid)) return undefined;
  return (await db.query<UserRow>(`${USER_SELECT} where u.uuid = $1`, [uuid]))[0];
}
