import type { Database } from './database.js';

/** One step of the schema, applied once, in order, by id. */
export interface Migration {
  id: string;
  sql: string;
}

/**
 * The schema, as ordered steps. A step is never edited once it has shipped: a change is a new
 * step. Every statement runs on PGlite and on PostgreSQL 15+.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    id: '001_accounts',
    sql: `
      create table roles (
        uuid uuid primary key default gen_random_uuid(),
        name text not null unique,
        permissions jsonb not null default '{}',
        predefined boolean not null default false,
        is_axonius_role boolean not null default false,
        created_at timestamptz not null default now(),
        last_updated timestamptz not null default now()
      );
      create table data_scopes (
        uuid uuid primary key default gen_random_uuid(),
        name text not null unique,
        type text not null default 'custom',
        is_adapter_connections_restricted boolean not null default false,
        is_fields_restricted boolean not null default false,
        created_at timestamptz not null default now()
      );
      create table workspaces (
        id uuid primary key default gen_random_uuid(),
        name text not null unique,
        icon text not null default 'grid',
        bookmarks jsonb not null default '[]',
        is_global boolean not null default false
      );
      create table users (
        uuid uuid primary key default gen_random_uuid(),
        user_name text not null unique,
        first_name text not null default '',
        last_name text not null default '',
        email text,
        source text not null default 'internal',
        password_hash text,
        password_changed_at timestamptz,
        role_id uuid references roles (uuid),
        data_scope_id uuid references data_scopes (uuid),
        current_workspace_id uuid references workspaces (id),
        interests jsonb not null default '[]',
        department text,
        title text,
        seen_announcements jsonb not null default '{}',
        is_disabled boolean not null default false,
        last_login timestamptz,
        created_at timestamptz not null default now(),
        last_updated timestamptz not null default now()
      );
      create index users_role_idx on users (role_id);
      create table sessions (
        token_hash text primary key,
        user_uuid uuid not null references users (uuid) on delete cascade,
        created_at timestamptz not null default now(),
        last_seen_at timestamptz not null default now(),
        expires_at timestamptz not null,
        remember_me boolean not null default false,
        impersonator_uuid uuid references users (uuid) on delete cascade,
        data_scope_id uuid references data_scopes (uuid) on delete set null
      );
      create index sessions_user_idx on sessions (user_uuid);
      create table login_failures (
        key text primary key,
        failures integer not null default 0,
        window_started_at timestamptz not null default now(),
        locked_until timestamptz
      );
      create table settings (
        key text primary key,
        value jsonb not null
      );
      create table outbox (
        id bigserial primary key,
        to_address text not null,
        subject text not null,
        body text not null,
        created_at timestamptz not null default now()
      );
    `,
  },
  {
    // The predefined roles, the global workspace and the unrestricted data scope every install has.
    // Fixed ids, so every instance and every test knows them.
    id: '002_predefined',
    sql: `
      insert into roles (uuid, name, permissions, predefined) values
        ('00000000-0000-4000-a000-000000000001', 'Admin', '{}', true),
        ('00000000-0000-4000-a000-000000000002', 'Owner', '{}', true),
        ('00000000-0000-4000-a000-000000000003', 'OwnerReadOnly', '{}', true),
        ('00000000-0000-4000-a000-000000000004', 'IT', '{}', true);
      insert into workspaces (id, name, icon, is_global) values
        ('00000000-0000-4000-b000-000000000001', 'Global', 'grid', true);
      insert into data_scopes (uuid, name, type) values
        ('00000000-0000-4000-c000-000000000001', 'Global (Unrestricted)', 'global');
    `,
  },
  {
    // Sign-in steps: terms acceptance, the e-mail second factor, password reset tokens.
    id: '010_login_steps',
    sql: `
      alter table users add column eula_agreed_at timestamptz;
      create table two_factor_codes (
        user_uuid uuid primary key references users (uuid) on delete cascade,
        pending_until timestamptz not null,
        code_hash text,
        code_expires_at timestamptz
      );
      create table reset_tokens (
        user_uuid uuid primary key references users (uuid) on delete cascade,
        token_hash text not null unique,
        expires_at timestamptz not null,
        used_at timestamptz,
        created_at timestamptz not null default now()
      );
    `,
  },
  {
    // Users of LDAP and SAML are known by their directory's id (an LDAP entry's DN, a SAML
    // issuer and NameID), so a namesake elsewhere never signs in as them. SAML requests this
    // server made (one answer each, tied to the browser that asked) and the single-use tokens
    // that hand a checked SAML answer to the console are shared by every instance.
    id: '020_sso_identities',
    sql: `
      alter table users add column external_id text;
      create unique index users_external_idx on users (source, external_id) where external_id is not null;
      create table saml_requests (
        request_id text primary key,
        relay_state_hash text not null unique,
        idp_unique_name text not null,
        flow_hash text not null,
        issued_at text not null,
        created_at timestamptz not null default now()
      );
      create table saml_tokens (
        token_hash text primary key,
        user_uuid uuid not null references users (uuid) on delete cascade,
        flow_hash text not null,
        expires_at timestamptz not null
      );
    `,
  },
  {
    // Users, roles and API keys administration: the predefined roles' permissions (Admin and
    // Owner: everything; OwnerReadOnly: View everywhere; IT: day-to-day operations), service
    // accounts, integrators' API keys (secret hashed) and stored background work (bulk actions),
    // which any instance can pick up.
    id: '030_admin_access',
    sql: `
      update roles set permissions = '{"Settings":["View","Update","DataScopeImpersonation"],"Dashboard":["View","Update"],"Adapters":["View","Update"],"Enforcements":["View","Update"],"Assets":["View","DeepUpdate"],"Reports":["View","Update","Private"],"Audit":["View"],"Graph":["View"],"Findings":["View","Update"]}'
        where uuid in ('00000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000002');
      update roles set permissions = '{"Settings":["View"],"Dashboard":["View"],"Adapters":["View"],"Enforcements":["View"],"Assets":["View"],"Reports":["View","Private"],"Audit":["View"],"Graph":["View"],"Findings":["View"]}'
        where uuid = '00000000-0000-4000-a000-000000000003';
      update roles set permissions = '{"Dashboard":["View","Update"],"Adapters":["View","Update"],"Enforcements":["View","Update"],"Assets":["View","DeepUpdate"],"Reports":["View","Update","Private"],"Audit":["View"],"Graph":["View"],"Findings":["View","Update"]}'
        where uuid = '00000000-0000-4000-a000-000000000004';
      alter table users add column is_service_account boolean not null default false;
      create index users_last_login_idx on users (last_login);
      create table api_keys (
        user_uuid uuid primary key references users (uuid) on delete cascade,
        api_key text not null unique,
        secret_hash text not null,
        created_at timestamptz not null default now()
      );
      create table jobs (
        id uuid primary key default gen_random_uuid(),
        kind text not null,
        payload jsonb not null,
        status text not null default 'pending' check (status in ('pending', 'running', 'done', 'failed')),
        attempts integer not null default 0,
        locked_until timestamptz,
        last_error text,
        created_by uuid references users (uuid) on delete set null,
        created_at timestamptz not null default now(),
        finished_at timestamptz
      );
      create index jobs_open_idx on jobs (created_at) where status in ('pending', 'running');
    `,
  },
  {
    // Connect-as-tenant on the session, the tenants to connect to, the tag restriction of a data
    // scope (shown in the current user), and workspaces for the main kinds of work besides Global.
    id: '040_session_tenants_workspaces',
    sql: `
      create table tenants (
        id uuid primary key default gen_random_uuid(),
        name text not null unique,
        created_at timestamptz not null default now()
      );
      alter table sessions add column tenant_id uuid references tenants (id) on delete set null;
      alter table data_scopes add column if not exists is_tags_restricted boolean not null default false;
      update workspaces set bookmarks = '["dashboard", "assets", "queries"]' where id = '00000000-0000-4000-b000-000000000001';
      insert into workspaces (id, name, icon, bookmarks) values
        ('00000000-0000-4000-b000-000000000002', 'Security Operations', 'shield', '["findings", "case_management", "enforcements", "workflows"]'),
        ('00000000-0000-4000-b000-000000000003', 'IT Operations', 'server', '["assets", "adapters", "instances", "reports"]'),
        ('00000000-0000-4000-b000-000000000004', 'Identity and Access', 'users', '["assets", "campaigns", "access_request_management", "audit"]'),
        ('00000000-0000-4000-b000-000000000005', 'Cloud', 'cloud', '["compliance", "assetGraph", "assets"]');
    `,
  },
];

/** Advisory lock key, so that instances starting together apply each step once. */
const MIGRATION_LOCK = 7_421_001;

/** Applies the steps not applied yet, in one transaction; returns the ids it applied. */
export async function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query('create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())');
    const done = new Set((await tx.query<{ id: string }>('select id from schema_migrations')).map((row) => row.id));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
      applied.push(migration.id);
    }
    return applied;
  });
}
