import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components } from '@vigil/openapi';
import type { Database } from '../db/index.js';
import { errorBody } from '../errors.js';
import { NOT_LOGGED_IN, type Handlers } from '../openapi/index.js';
import { ADMIN_ROLE_ID, isUuid } from '../auth/ids.js';
import { endLogin } from '../auth/login.js';
import { isAdmin } from '../auth/permissions.js';
import { sessionToken, setSessionCookie, signedInUser } from '../auth/plugin.js';
import { lifespanHours, readSessionSettings } from '../auth/sessionSettings.js';
import { refreshSession, rotateSession, type SessionIdentity, type SessionUser } from '../auth/sessions.js';
import { currentUser, findUserByUuid, userData, workspaceOf, type SessionView, type UserRow } from '../auth/users.js';
import { readLicense } from '../settings/license.js';
import { readConsoleSettings } from '../settings/console.js';
import { readSetting } from '../settings/store.js';
import { CONNECT_AS_OFF, readDataScopesSettings } from '../settings/dataScopes.js';
import { actorOf, recordAudit, type AuditEntry } from '../audit/record.js';
import { naturalOrder } from '../admin/listQuery.js';

type Schemas = components['schemas'];

export const ADMINS_ONLY_IMPERSONATION = 'Only admins can impersonate users.';
export const ALREADY_IMPERSONATING = 'You are already impersonating a user: stop impersonating first.';
export const CANNOT_IMPERSONATE_SELF = 'You cannot impersonate yourself.';
export const CANNOT_IMPERSONATE_SERVICE_ACCOUNT = 'A service account signs in only with API keys: it cannot be impersonated.';
export const USER_DISABLED = 'This user is disabled.';
export const NO_SUCH_USER = 'No such user.';
export const NO_SUCH_DATA_SCOPE = 'No such data scope.';
export const NO_SUCH_TENANT = 'No such tenant.';

interface ScopeRow {
  uuid: string;
  name: string;
  type: string;
  is_fields_restricted: boolean;
  is_tags_restricted: boolean;
}


/** The current user, the session's data scope, impersonation and connections; logout and its redirect. */
export function sessionHandlers(db: Database) {
  const findScope = async (uuid: string | null) =>
    uuid && isUuid(uuid) ? (await db.query<ScopeRow>('select * from data_scopes where uuid = $1', [uuid]))[0] : undefined;

  const globalScope = async () => (await db.query<ScopeRow>(`select * from data_scopes where type = 'global' order by name limit 1`))[0];

  /** The scope a user works in without Connect As: their own, or the global one. */
  const mainScope = async (user: UserRow) => (await findScope(user.data_scope_id)) ?? (await globalScope());

  async function sessionView(session: SessionUser, user: UserRow): Promise<SessionView> {
    const settings = await readSessionSettings(db);
    const connected = await findScope(session.data_scope_id);
    const scope = connected ?? (await findScope(user.data_scope_id));
    const restricted = scope && scope.type !== 'global' ? scope : undefined;
    const impersonator = session.impersonator_uuid ? await findUserByUuid(db, session.impersonator_uuid) : undefined;
    const [tenant] = session.tenant_id ? await db.query<{ id: string; name: string }>('select id, name from tenants where id = $1', [session.tenant_id]) : [];
    return {
      timeout: settings.timeout,
      // Set for a SAML sign-in the IdP or the settings bound: the console warns 60 s before, then logs out.
      saml_expiration_timestamp: session.saml_expires_at?.toISOString() ?? null,
      data_scope: restricted ? { uuid: restricted.uuid, is_tags_restricted: restricted.is_tags_restricted } : null,
      is_fields_restricted: restricted?.is_fields_restricted ?? false,
      impersonator_name: impersonator?.user_name ?? null,
      impersonator_source: impersonator?.source ?? null,
      connected_data_scope: connected ? { uuid: connected.uuid, name: connected.name } : null,
      connected_tenant: tenant ?? null,
    };
  }

  /**
   * Moves the session to another identity under a new token (so a token seen before the switch
   * is useless after it) and answers as a login does. `audit` is recorded with the switch, in its
   * transaction, as the identity before it.
   */
  async function switchIdentity(
    request: FastifyRequest,
    reply: FastifyReply,
    change: Partial<SessionIdentity>,
    audit?: AuditEntry,
  ): Promise<Schemas['LoginReply'] | undefined> {
    const session = signedInUser(request);
    const token = sessionToken(request);
    const { uuid, impersonator_uuid, data_scope_id, tenant_id } = session;
    const identity = { uuid, impersonator_uuid, data_scope_id, tenant_id, ...change };
    const user = await findUserByUuid(db, identity.uuid);
    if (!user || !token) return void reply.code(401).send(errorBody(401, NOT_LOGGED_IN));
    const rotated = await db.transaction(async (tx) => {
      const next = await rotateSession(tx, token, identity);
      if (next && audit) await recordAudit(tx, actorOf(request), audit);
      return next;
    });
    if (!rotated) return void reply.code(401).send(errorBody(401, NOT_LOGGED_IN));
    setSessionCookie(request, reply, rotated.token, session.remember_me);
    return {
      meta: { user_data: userData(user), expires_in: rotated.expires_in },
      data: { data: { attributes: { current_workspace: workspaceOf(user) } } },
    };
  }

  /** Back to the own account, with no impersonation or connection left. */
  const ownIdentity = (session: SessionUser): Partial<SessionIdentity> => ({
    uuid: session.impersonator_uuid ?? session.uuid,
    impersonator_uuid: null,
    data_scope_id: null,
    tenant_id: null,
  });

  return {
    getCurrentUser: async ({ request }) => {
      const session = signedInUser(request);
      const user = await findUserByUuid(db, session.uuid);
      if (!user) throw new Error('A signed-in session has no user');
      return { data: { attributes: { value: currentUser(user, await sessionView(session, user)) } } };
    },

    refreshToken: async ({ request, reply }) => {
      const session = signedInUser(request);
      const token = sessionToken(request);
      const expiresIn = token ? await refreshSession(db, token) : null;
      if (expiresIn === null) return void reply.code(401).send(errorBody(401, NOT_LOGGED_IN));
      return { meta: { user_data: userData(session), expires_in: expiresIn } };
    },

    getSessionExpiry: async ({ request }) => {
      const session = signedInUser(request);
      const settings = await readSessionSettings(db);
      const hours = lifespanHours(settings);
      const end = hours === null ? null : new Date(session.created_at.getTime() + hours * 3_600_000);
      const idleEnd = settings.timeout === null ? null : new Date(session.last_seen_at.getTime() + settings.timeout * 60_000);
      // A refresh extends nothing past the lifespan nor past the SAML session's end.
      const hardEnds = [end, session.saml_expires_at].filter((at): at is Date => at !== null);
      return {
        meta: {
          expires_in: Math.max(0, Math.floor((session.expires_at.getTime() - Date.now()) / 1000)),
          session_expiration: end?.toISOString() ?? null,
          idle_expiration: idleEnd?.toISOString() ?? null,
          can_refresh: hardEnds.every((at) => session.expires_at < at),
        },
      };
    },

    getSessionConfig: async () => {
      const settings = await readSessionSettings(db);
      // The `saml` section belongs to SAML sign-in; the shell only needs to know whether it redirects.
      const saml = await readSetting(db, 'saml', { enabled: false, auto_redirect: false });
      const license = await readLicense(db);
      return {
        data: {
          attributes: {
            value: {
              session_lifetime_settings: settings.session_lifetime_settings,
              timeout_settings: settings.timeout_settings,
              global: {
                admin_role_id: ADMIN_ROLE_ID,
                important_notifications: settings.important_notifications,
                saml_redirect: saml.enabled && saml.auto_redirect,
                allow_connect_as: (await readDataScopesSettings(db)).allow_connect_as,
              },
              trial_end: license.trial_end,
              contract_end: license.contract_end,
              ...(await readConsoleSettings(db)),
            },
          },
        },
      };
    },

    listImportantNotifications: async () => ({ data: { attributes: { value: (await readSessionSettings(db)).important_notifications } } }),

    preLogout: async ({ reply }) => void reply.code(204),

    logout: async ({ request, reply }) => {
      const { logout_redirect_url } = await readSessionSettings(db);
      await endLogin(db, request, reply);
      return { meta: { ...(logout_redirect_url && { redirect_url: logout_redirect_url }) } };
    },

    tenantImpersonationLogout: async ({ request, reply }) => {
      const { parent_console_url } = await readSessionSettings(db);
      await endLogin(db, request, reply);
      return { meta: { ...(parent_console_url && { redirect_url: parent_console_url }) } };
    },

    impersonateLogin: async ({ body, request, reply }) => {
      const session = signedInUser(request);
      if (session.impersonator_uuid) return void reply.code(409).send(errorBody(409, ALREADY_IMPERSONATING));
      if (!isAdmin(session)) return void reply.code(403).send(errorBody(403, ADMINS_ONLY_IMPERSONATION));
      const target = isUuid(body.user_id) ? await findUserByUuid(db, body.user_id) : undefined;
      if (!target) return void reply.code(404).send(errorBody(404, NO_SUCH_USER));
      if (target.uuid === session.uuid) return void reply.code(400).send(errorBody(400, CANNOT_IMPERSONATE_SELF));
      if (target.is_disabled) return void reply.code(400).send(errorBody(400, USER_DISABLED));
      if (target.is_service_account) return void reply.code(400).send(errorBody(400, CANNOT_IMPERSONATE_SERVICE_ACCOUNT));
      request.log.info({ impersonator: session.user_name, user: target.user_name }, 'impersonation started');
      return switchIdentity(
        request,
        reply,
        { uuid: target.uuid, impersonator_uuid: session.uuid, data_scope_id: null, tenant_id: null },
        { action: 'impersonation.started', target_type: 'user', target_id: target.uuid, target_name: target.user_name, details: { kind: 'user' } },
      );
    },

    impersonateLogout: async ({ request, reply }) => {
      const session = signedInUser(request);
      const stopped: AuditEntry | undefined = session.impersonator_uuid
        ? { action: 'impersonation.stopped', target_type: 'user', target_id: session.uuid, target_name: session.user_name, details: { kind: 'user' } }
        : undefined;
      return switchIdentity(request, reply, ownIdentity(session), stopped);
    },

    listDataScopeOptions: async ({ request }) => {
      const user = await findUserByUuid(db, signedInUser(request).uuid);
      const main = user && (await mainScope(user));
      if (!main) throw new Error('No global data scope: migration 002 was undone');
      const option = ({ uuid, name, type }: ScopeRow) => ({ uuid, name, type });
      const scopes = await db.query<ScopeRow>(`select * from data_scopes where uuid <> $1 order by ${naturalOrder('name')}, name`, [main.uuid]);
      return { data: { attributes: { scopes: scopes.map(option), main_scope: option(main) } } };
    },

    dataScopeImpersonationLogin: async ({ body, request, reply }) => {
      const session = signedInUser(request);
      if (!(await readDataScopesSettings(db)).allow_connect_as) return void reply.code(403).send(errorBody(403, CONNECT_AS_OFF));
      const scope = await findScope(body.data_scope_id);
      if (!scope) return void reply.code(404).send(errorBody(404, NO_SUCH_DATA_SCOPE));
      const user = await findUserByUuid(db, session.uuid);
      const main = user && (await mainScope(user));
      request.log.info({ user: session.user_name, data_scope: scope.name, origin: body.origin }, 'connected as data scope');
      return switchIdentity(
        request,
        reply,
        { data_scope_id: scope.uuid === main?.uuid ? null : scope.uuid },
        { action: 'impersonation.started', target_type: 'data_scope', target_id: scope.uuid, target_name: scope.name, details: { kind: 'data_scope' } },
      );
    },

    dataScopeImpersonationLogout: async ({ request, reply }) => {
      const scope = await findScope(signedInUser(request).data_scope_id);
      const stopped: AuditEntry | undefined = scope
        ? { action: 'impersonation.stopped', target_type: 'data_scope', target_id: scope.uuid, target_name: scope.name, details: { kind: 'data_scope' } }
        : undefined;
      return switchIdentity(request, reply, { data_scope_id: null }, stopped);
    },

    connectAsTenantLogin: async ({ body, request, reply }) => {
      const [tenant] = isUuid(body.tenant_id) ? await db.query<{ id: string; name: string }>('select id, name from tenants where id = $1', [body.tenant_id]) : [];
      if (!tenant) return void reply.code(404).send(errorBody(404, NO_SUCH_TENANT));
      return switchIdentity(
        request,
        reply,
        { tenant_id: tenant.id },
        { action: 'impersonation.started', target_type: 'tenant', target_id: tenant.id, target_name: tenant.name, details: { kind: 'tenant' } },
      );
    },

    connectAsTenantLogout: async ({ request, reply }) => {
      const { tenant_id: tenantId } = signedInUser(request);
      const [tenant] = tenantId ? await db.query<{ id: string; name: string }>('select id, name from tenants where id = $1', [tenantId]) : [];
      const stopped: AuditEntry | undefined = tenantId
        ? { action: 'impersonation.stopped', target_type: 'tenant', target_id: tenantId, target_name: tenant?.name ?? null, details: { kind: 'tenant' } }
        : undefined;
      return switchIdentity(request, reply, { tenant_id: null }, stopped);
    },
  } satisfies Handlers;
}
