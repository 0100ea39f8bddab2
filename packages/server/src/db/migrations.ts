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
  {
    // The asset inventory, shaped for a million rows: one assets table (entity + jsonb fields)
    // with btree indexes for listing by entity and a trigram index for global search; which
    // adapter connections reported each asset; links between assets; compact history (daily
    // counts and per-asset change events rather than full copies); saved queries; discovery runs;
    // and what a data scope sees (its adapter connections and tags).
    id: '050_assets',
    sql: `
      create extension if not exists pg_trgm;

      -- The implemented asset types (GET services/implemented_asset_types).
      create table asset_types (
        value text primary key,
        title text not null,
        product text not null,
        is_generic_asset boolean not null default false
      );
      insert into asset_types (value, title, product) values
        ('devices', 'Devices', 'Cyber Asset Management'),
        ('users', 'Users', 'Cyber Asset Management'),
        ('software', 'Software', 'Cyber Asset Management'),
        ('vulnerabilities', 'Vulnerabilities', 'Cyber Asset Management');

      create table adapters (
        module text primary key,
        title text not null,
        category text not null,
        description text not null default ''
      );
      -- Non-secret settings only (domain, account, region): credentials come from vaults.
      create table adapter_connections (
        id uuid primary key default gen_random_uuid(),
        adapter text not null references adapters (module) on delete cascade,
        label text not null,
        status text not null default 'never_connected'
          check (status in ('connected', 'disconnected', 'not_available', 'never_connected')),
        config jsonb not null default '{}',
        error text,
        last_fetch_at timestamptz,
        created_at timestamptz not null default now(),
        unique (adapter, label)
      );

      -- One row per asset. The entity's fields are in fields; name is its display name (host
      -- name, user name, software name and version, CVE id). search_text is what global search
      -- matches: the name, addresses, e-mail and the like, lower-cased.
      create table assets (
        id bigint generated by default as identity primary key,
        entity text not null references asset_types (value),
        name text not null,
        fields jsonb not null default '{}',
        tags text[] not null default '{}',
        first_seen timestamptz not null,
        last_seen timestamptz not null,
        last_updated timestamptz not null,
        search_text text generated always as (lower(
          name || ' ' || coalesce(fields ->> 'display_name', '') || ' ' || coalesce(fields ->> 'mail', '') || ' ' ||
          coalesce(fields ->> 'ips', '') || ' ' || coalesce(fields ->> 'macs', '') || ' ' ||
          coalesce(fields ->> 'serial', '') || ' ' || coalesce(fields ->> 'vendor', '')
        )) stored
      );
      create index assets_entity_updated_idx on assets (entity, last_updated desc, id);
      create index assets_entity_seen_idx on assets (entity, last_seen desc);
      create index assets_entity_name_idx on assets (entity, lower(name));
      create index assets_search_idx on assets using gin (search_text gin_trgm_ops);
      create index assets_tags_idx on assets using gin (tags);

      -- Which adapter connections reported an asset, since when and last when.
      create table asset_adapters (
        asset_id bigint not null references assets (id) on delete cascade,
        connection_id uuid not null references adapter_connections (id) on delete cascade,
        first_seen timestamptz not null,
        last_seen timestamptz not null,
        primary key (asset_id, connection_id)
      );
      create index asset_adapters_connection_idx on asset_adapters (connection_id, asset_id);

      -- Relationships, named from the first asset's side: devices' installed_software, owner and
      -- vulnerabilities; software's vulnerabilities. The reverse side uses the second index.
      create table asset_links (
        from_id bigint not null references assets (id) on delete cascade,
        kind text not null check (kind in ('installed_software', 'owner', 'vulnerabilities')),
        to_id bigint not null references assets (id) on delete cascade,
        primary key (from_id, kind, to_id)
      );
      create index asset_links_to_idx on asset_links (to_id, kind);

      -- A user's access entitlements per application (adapter connection): what campaigns review.
      create table user_entitlements (
        asset_id bigint not null references assets (id) on delete cascade,
        connection_id uuid not null references adapter_connections (id) on delete cascade,
        name text not null,
        type text not null,
        primary key (asset_id, connection_id, type, name)
      );
      create index user_entitlements_connection_idx on user_entitlements (connection_id, type, name);

      -- Daily snapshots, compact: counts per day and entity, per adapter connection, and per saved query.
      create table asset_daily_counts (
        day date not null,
        entity text not null references asset_types (value),
        count integer not null check (count >= 0),
        primary key (day, entity)
      );
      create table connection_daily_counts (
        day date not null,
        entity text not null references asset_types (value),
        connection_id uuid not null references adapter_connections (id) on delete cascade,
        count integer not null check (count >= 0),
        primary key (day, entity, connection_id)
      );

      -- The investigation view: one row per change of an asset (a field gained or lost values,
      -- an adapter connection started or stopped reporting it).
      create table asset_events (
        id bigint generated by default as identity primary key,
        asset_id bigint not null references assets (id) on delete cascade,
        at timestamptz not null,
        event_type text not null
          check (event_type in ('field_changed', 'adapter_connection_added', 'adapter_connection_removed')),
        field text,
        title text not null,
        names text[] not null default '{}',
        added text[] not null default '{}',
        removed text[] not null default '{}',
        connection_id uuid references adapter_connections (id) on delete set null
      );
      create index asset_events_asset_idx on asset_events (asset_id, at desc);

      -- A saved query: a filter expression (the contract's QueryFilter tree) over one entity.
      -- Owner null: a predefined query. Shared with every data scope, or with those listed.
      create table saved_queries (
        id uuid primary key default gen_random_uuid(),
        name text not null,
        entity text not null references asset_types (value),
        filter jsonb not null,
        description text not null default '',
        owner_uuid uuid references users (uuid) on delete set null,
        private boolean not null default false,
        predefined boolean not null default false,
        all_data_scopes boolean not null default true,
        created_at timestamptz not null default now(),
        last_updated timestamptz not null default now()
      );
      create index saved_queries_entity_idx on saved_queries (entity, name);
      create table saved_query_data_scopes (
        query_id uuid not null references saved_queries (id) on delete cascade,
        data_scope_id uuid not null references data_scopes (uuid) on delete cascade,
        primary key (query_id, data_scope_id)
      );
      create table saved_query_daily_counts (
        query_id uuid not null references saved_queries (id) on delete cascade,
        day date not null,
        count integer not null check (count >= 0),
        primary key (query_id, day)
      );

      -- Discovery runs; at most one is not done (starting, running or stopping) at a time.
      create table discovery_runs (
        id uuid primary key default gen_random_uuid(),
        status text not null check (status in ('done', 'starting', 'running', 'stopping')),
        trigger text not null check (trigger in ('manual', 'scheduled')),
        started_by text,
        started_at timestamptz not null default now(),
        finished_at timestamptz,
        phases jsonb not null default '[]',
        assets jsonb not null default '{}'
      );
      create index discovery_runs_started_idx on discovery_runs (started_at desc);
      create unique index discovery_runs_one_active_idx on discovery_runs ((true)) where status <> 'done';

      -- What a data scope sees: with is_adapter_connections_restricted, the assets one of its
      -- connections reported; with is_tags_restricted, the assets carrying one of its tags; both
      -- when both are set; everything otherwise.
      alter table data_scopes add column if not exists is_tags_restricted boolean not null default false;
      create table data_scope_connections (
        data_scope_id uuid not null references data_scopes (uuid) on delete cascade,
        connection_id uuid not null references adapter_connections (id) on delete cascade,
        primary key (data_scope_id, connection_id)
      );
      create table data_scope_tags (
        data_scope_id uuid not null references data_scopes (uuid) on delete cascade,
        tag text not null,
        primary key (data_scope_id, tag)
      );
    `,
  },
  {
    // The shell: the permissions it checks (discovery, queries, cases, findings alerts,
    // notifications, users management, the Support Center link) granted to the predefined roles
    // (Admin and Owner: everything; OwnerReadOnly: View everywhere, and it may run discovery; IT:
    // its operations, no Settings/View); the notifications the sidebar counts; and what a
    // discovery run's lifecycle is derived from (its phase lengths, fixed when it starts, and
    // when a stop was asked), so every instance tells the same status without a timer.
    id: '060_shell_permissions',
    sql: `
      update roles set permissions = '{"Settings":["View","Update","DataScopeImpersonation","RunManualDiscovery"],"Dashboard":["View","Update"],"Adapters":["View","Update"],"Enforcements":["View","Update"],"Assets":["View","DeepUpdate"],"Reports":["View","Update","Private"],"Audit":["View"],"Graph":["View"],"Findings":["View","Update"],"Queries":["View","Update"],"Cases":["View","Update"],"FindingsAlerts":["View"],"Notifications":["View"],"UsersManagement":["GetUsersAndRoles"],"GeneralActions":["SupportCenterLink"]}'
        where uuid in ('00000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000002');
      update roles set permissions = '{"Settings":["View","RunManualDiscovery"],"Dashboard":["View"],"Adapters":["View"],"Enforcements":["View"],"Assets":["View"],"Reports":["View","Private"],"Audit":["View"],"Graph":["View"],"Findings":["View"],"Queries":["View"],"Cases":["View"],"FindingsAlerts":["View"],"Notifications":["View"],"UsersManagement":["GetUsersAndRoles"],"GeneralActions":["SupportCenterLink"]}'
        where uuid = '00000000-0000-4000-a000-000000000003';
      update roles set permissions = '{"Settings":["RunManualDiscovery"],"Dashboard":["View","Update"],"Adapters":["View","Update"],"Enforcements":["View","Update"],"Assets":["View","DeepUpdate"],"Reports":["View","Update","Private"],"Audit":["View"],"Graph":["View"],"Findings":["View","Update"],"Queries":["View","Update"],"Cases":["View","Update"],"FindingsAlerts":["View"],"Notifications":["View"],"GeneralActions":["SupportCenterLink"]}'
        where uuid = '00000000-0000-4000-a000-000000000004';

      create table notifications (
        id uuid primary key default gen_random_uuid(),
        created_at timestamptz not null default now(),
        title text not null,
        severity text not null check (severity in ('info', 'warning', 'error')),
        read_at timestamptz
      );
      create index notifications_unread_idx on notifications (created_at desc) where read_at is null;

      alter table discovery_runs add column starting_ms integer not null default 0 check (starting_ms >= 0);
      alter table discovery_runs add column running_ms integer not null default 0 check (running_ms >= 0);
      alter table discovery_runs add column stopping_ms integer not null default 0 check (stopping_ms >= 0);
      alter table discovery_runs add column stop_requested_at timestamptz;
    `,
  },
  {
    // The current user tells the login before this one (null on a first login: the first-login popup).
    id: '070_previous_login',
    sql: `alter table users add column previous_login timestamptz;`,
  },
  {
    // The Queries area's folders and every saved version of a query (its history and diffs).
    // Folders are one tree for everyone (parent_id), a name once per parent. A query's folder is
    // \`on delete restrict\`: a folder goes only when nothing is in it, and the database holds
    // that even when a query is moved in while the folder is being removed, or when it holds a
    // private query its remover cannot see (set null would silently move someone's query).
    // saved_queries.version is the number of its latest version, kept with the versions in one
    // transaction, so an edit based on an older one is refused in the same statement that bumps it.
    // A name is unique per owner and entity type, whatever its case (predefined queries, owned by
    // nobody, are the product's); existing duplicates are renamed "name (2)" first.
    id: '080_saved_query_history',
    sql: `
      create table query_folders (
        id uuid primary key default gen_random_uuid(),
        name text not null,
        parent_id uuid references query_folders (id) on delete restrict,
        created_at timestamptz not null default now()
      );
      create unique index query_folders_parent_name_idx on query_folders (parent_id, lower(name)) nulls not distinct;

      alter table saved_queries add column folder_id uuid references query_folders (id) on delete restrict;
      alter table saved_queries add column version integer not null default 1 check (version >= 1);
      create index saved_queries_folder_idx on saved_queries (folder_id);
      create index saved_queries_name_idx on saved_queries (lower(name), id);
      update saved_queries q set name = q.name || ' (' || d.n || ')'
        from (select id, row_number() over (partition by owner_uuid, entity, lower(name) order by created_at, id) as n
                from saved_queries where owner_uuid is not null) d
       where d.id = q.id and d.n > 1;
      create unique index saved_queries_owner_name_idx on saved_queries (owner_uuid, entity, lower(name)) where owner_uuid is not null;
      create index saved_query_data_scopes_scope_idx on saved_query_data_scopes (data_scope_id, query_id);

      create table saved_query_versions (
        query_id uuid not null references saved_queries (id) on delete cascade,
        version integer not null check (version >= 1),
        name text not null,
        filter jsonb not null,
        saved_by uuid references users (uuid) on delete set null,
        saved_at timestamptz not null default now(),
        primary key (query_id, version)
      );
      create index saved_query_versions_saved_by_idx on saved_query_versions (saved_by) where saved_by is not null;
      insert into saved_query_versions (query_id, version, name, filter, saved_by, saved_at)
        select id, 1, name, filter, owner_uuid, last_updated from saved_queries;
    `,
  },
  {
    // The query engine (packages/server/src/queries): a date of a jsonb field as a timestamp, null
    // when the text is no date (a cast would raise and fail the whole statement); and one GIN
    // index over every field for equality filters (fields @> '{"os_type":"Windows"}'), the ones
    // users make most, priority fields included.
    id: '085_query_engine',
    sql: `
      create or replace function vigil_timestamp(value text) returns timestamptz language sql stable as $fn$
        -- Nested cases: SQL does not promise the order of an and's operands.
        select case when value ~ '^(000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])([T ]([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\\.[0-9]{1,6})?)?)?(Z|[+-][0-9]{2}(:?[0-9]{2})?)?$'
          then case when substr(value, 9, 2)::int <= extract(day from (substr(value, 1, 8) || '01')::date + interval '1 month' - interval '1 day')
            then value::timestamptz end
        end
      $fn$;
      create index assets_fields_idx on assets using gin (fields jsonb_path_ops);
    `,
  },
  {
    // vigil_timestamp read offsets of up to 99:99 as dates, and the cast then raised ("time zone
    // displacement out of range"), failing every date filter over a field holding one: offsets
    // stop at 15:59, as PostgreSQL's (QUERY_DATE_PATTERN of @vigil/openapi reads the same).
    id: '086_query_date_offsets',
    sql: `
      create or replace function vigil_timestamp(value text) returns timestamptz language sql stable as $fn$
        -- Nested cases: SQL does not promise the order of an and's operands.
        select case when value ~ '^(000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])([T ]([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\\.[0-9]{1,6})?)?)?(Z|[+-](0[0-9]|1[0-5])(:?[0-5][0-9])?)?$'
          then case when substr(value, 9, 2)::int <= extract(day from (substr(value, 1, 8) || '01')::date + interval '1 month' - interval '1 day')
            then value::timestamptz end
        end
      $fn$;
    `,
  },
  {
    // Assets (packages/server/src/assets): the fields each adapter connection reported for an
    // asset (the detail page shows them per connection); the columns each user keeps per entity
    // type for the asset list; and the server's own secrets (the key that signs list cursors),
    // made once and shared by every instance. Investigation reads an asset's events by time.
    id: '090_assets',
    sql: `
      alter table asset_adapters add column fields jsonb not null default '{}';
      create table asset_list_columns (
        user_uuid uuid not null references users (uuid) on delete cascade,
        entity text not null references asset_types (value) on delete cascade,
        columns text[] not null,
        primary key (user_uuid, entity)
      );
      create table server_secrets (
        name text primary key,
        value text not null,
        created_at timestamptz not null default now()
      );
    `,
  },
  {
    // Global search (packages/server/src/search/README.md): the searchable texts of every asset as
    // terms, so that one ordered index scan with LIMIT answers a page and stops early. Class 0 is
    // the whole name, 1 a word-start suffix of the name ('zqx-web' of 'old-zqx-web'), 2 a value of
    // another searched field, or a word-start suffix of one (display name, e-mail, vendor); IP and
    // MAC addresses and serials are whole values, searched by their start. Terms are lower-cased,
    // cut at 200 characters (the longest search value), and ordered bytewise (collate "C").
    // Statement triggers keep them right on every write of assets, the seed's bulk loads included.
    // The trigram index over search_text served the old substring search only.
    id: '095_search_terms',
    sql: `
      drop index if exists assets_search_idx;

      create function vigil_search_words(value text) returns setof text language sql immutable parallel safe as $fn$
        -- Each piece is a word and the separators after it; a suffix is the pieces from one on.
        select right(value, (sum(length(m.piece[1])) over (order by m.n desc))::int)
          from regexp_matches(value, '[^[:space:][:punct:]]+[[:space:][:punct:]]*', 'g') with ordinality as m (piece, n)
      $fn$;

      create function vigil_search_values(fields jsonb, key text) returns setof text language sql immutable parallel safe as $fn$
        select lower(v #>> '{}')
          from jsonb_array_elements(case jsonb_typeof(fields -> key) when 'array' then fields -> key else jsonb_build_array(fields -> key) end) as v
         where jsonb_typeof(v) in ('string', 'number')
      $fn$;

      create function vigil_search_terms(name text, fields jsonb) returns table (class smallint, term text)
      language sql immutable parallel safe as $fn$
        select distinct x.class, left(x.term, 200)
          from (select 0::smallint as class, lower(name) as term
                union all
                select 1::smallint, w from vigil_search_words(lower(name)) as w where w <> lower(name)
                union all
                select 2::smallint, w from unnest(array['display_name', 'mail', 'vendor']) as k, vigil_search_values(fields, k) as v, vigil_search_words(v) as w
                union all
                select 2::smallint, v from unnest(array['ips', 'macs', 'serial']) as k, vigil_search_values(fields, k) as v) as x
         where x.term <> ''
      $fn$;

      create table search_terms (
        asset_id bigint not null,
        entity text not null,
        class smallint not null,
        term text collate "C" not null,
        primary key (asset_id, class, term)
      );
      -- The page's scan: per entity type and class, in term order, then by asset.
      create index search_terms_term_idx on search_terms (entity, class, term, asset_id);

      create function vigil_search_terms_inserted() returns trigger language plpgsql as $fn$
      begin
        insert into search_terms (asset_id, entity, class, term)
          select a.id, a.entity, t.class, t.term from added as a, vigil_search_terms(a.name, a.fields) as t;
        return null;
      end
      $fn$;
      create function vigil_search_terms_updated() returns trigger language plpgsql as $fn$
      begin
        -- Only the assets whose searched texts changed (discovery rewrites last_seen of many).
        delete from search_terms as s using removed as o
         where s.asset_id = o.id
           and not exists (select 1 from added as n where n.id = o.id and n.entity = o.entity and n.name = o.name and n.fields = o.fields);
        insert into search_terms (asset_id, entity, class, term)
          select n.id, n.entity, t.class, t.term
            from added as n, vigil_search_terms(n.name, n.fields) as t
           where not exists (select 1 from removed as o where o.id = n.id and o.entity = n.entity and o.name = n.name and o.fields = n.fields);
        return null;
      end
      $fn$;
      create function vigil_search_terms_deleted() returns trigger language plpgsql as $fn$
      begin
        delete from search_terms as s using removed as o where s.asset_id = o.id;
        return null;
      end
      $fn$;
      create function vigil_search_terms_truncated() returns trigger language plpgsql as $fn$
      begin
        truncate search_terms;
        return null;
      end
      $fn$;
      create trigger assets_search_terms_insert after insert on assets
        referencing new table as added for each statement execute function vigil_search_terms_inserted();
      create trigger assets_search_terms_update after update on assets
        referencing old table as removed new table as added for each statement execute function vigil_search_terms_updated();
      create trigger assets_search_terms_delete after delete on assets
        referencing old table as removed for each statement execute function vigil_search_terms_deleted();
      create trigger assets_search_terms_truncate after truncate on assets
        for each statement execute function vigil_search_terms_truncated();

      insert into search_terms (asset_id, entity, class, term)
        select a.id, a.entity, t.class, t.term from assets as a, vigil_search_terms(a.name, a.fields) as t;
      analyze search_terms;

      -- Recently viewed assets and searched values, per user (10 of each are kept).
      create table recent_search_items (
        id uuid primary key default gen_random_uuid(),
        user_uuid uuid not null references users (uuid) on delete cascade,
        kind text not null check (kind in ('viewed', 'searched')),
        asset_id bigint references assets (id) on delete cascade,
        value text,
        at timestamptz not null default clock_timestamp(),
        check ((kind = 'viewed') = (asset_id is not null) and (kind = 'searched') = (value is not null))
      );
      create unique index recent_search_items_asset_idx on recent_search_items (user_uuid, asset_id) where kind = 'viewed';
      create unique index recent_search_items_value_idx on recent_search_items (user_uuid, value) where kind = 'searched';
      create index recent_search_items_user_idx on recent_search_items (user_uuid, kind, at desc);
    `,
  },
  {
    // Global search over every entity type reads one class in term order (search/globalSearch.ts).
    id: '096_search_terms_class',
    sql: `create index search_terms_class_idx on search_terms (class, term, asset_id);`,
  },
  {
    // The Administration page's overview: every server instance records itself (and again every
    // 30 s while it runs), and sends the SMTP server refused or could not take are counted.
    id: '097b_system_nodes_mail_failures',
    sql: `
      create table system_nodes (
        id uuid primary key,
        hostname text not null,
        pid integer not null,
        version text not null,
        started_at timestamptz not null default now(),
        last_seen_at timestamptz not null default now()
      );
      create table mail_failures (
        id bigserial primary key,
        to_address text not null,
        subject text not null,
        error text not null,
        failed_at timestamptz not null default now()
      );
    `,
  },
  {
    // SAML sign-ins end when the IdP says (SessionNotOnOrAfter) or after the SAML section's maximum
    // session length: the end travels from the checked answer, through its token, to the session.
    id: '097d_saml_session_expiry',
    sql: `
      alter table saml_tokens add column saml_expires_at timestamptz;
      alter table sessions add column saml_expires_at timestamptz;
    `,
  },
  {
    // Uncaught errors of consoles (POST /client_errors); user_uuid is null for a signed-out page.
    id: '097c_client_errors',
    sql: `
      create table client_errors (
        id bigint generated always as identity primary key,
        received_at timestamptz not null default now(),
        occurred_at timestamptz not null,
        kind text not null,
        message text not null,
        stack text,
        url text not null,
        user_agent text not null,
        user_uuid uuid
      );
      create index client_errors_received_idx on client_errors (received_at desc);
    `,
  },
  {
    // Service accounts sign in only with API keys, and hold several (listed by prefix, rotated,
    // revoked, with their last use and an optional expiry); a user's one key stays in api_keys.
    id: '097e_service_account_keys',
    sql: `
      alter table users add column description text;
      create table service_account_keys (
        id uuid primary key default gen_random_uuid(),
        account_uuid uuid not null references users (uuid) on delete cascade,
        name text not null default '',
        api_key text not null unique,
        secret_hash text not null,
        created_at timestamptz not null default now(),
        last_used_at timestamptz,
        expires_at timestamptz
      );
      create index service_account_keys_account_idx on service_account_keys (account_uuid, created_at desc);
    `,
  },
  {
    // Dashboards (spaces) and their charts (spec 001 section 3). A space is shared with roles as
    // viewers or editors and with all data scopes or the listed ones; favourites and the order
    // of the list are each user's. Chart data computed for a refresh is kept by (chart, refresh,
    // scope) so a refetch does not compute again; a refresh or a changed chart does.
    id: '100_dashboards',
    sql: `
      create table spaces (
        uuid uuid primary key default gen_random_uuid(),
        name text not null,
        type text not null default 'custom'
          check (type in ('default', 'personal', 'custom', 'predefined', 'processes', 'cloud_compliance', 'calculations', 'predefined_workspace')),
        access text not null default 'private' check (access in ('private', 'custom', 'public')),
        permission_level text check (permission_level in ('Public', 'Private', 'Restricted', 'Shared')),
        all_data_scopes boolean not null default false,
        initiated boolean not null default false,
        origin text,
        space_filter jsonb,
        hide_partial_adapters boolean not null default false,
        refresh_id uuid,
        folder_id text,
        owner_uuid uuid references users (uuid) on delete set null,
        created_by text not null default '',
        created_at timestamptz not null default now(),
        last_updated timestamptz not null default now()
      );
      create index spaces_name_idx on spaces (lower(name), uuid);
      create table space_roles (
        space_uuid uuid not null references spaces (uuid) on delete cascade,
        role_uuid uuid not null references roles (uuid) on delete cascade,
        access text not null check (access in ('editors', 'viewers', 'system_default', 'no_access')),
        primary key (space_uuid, role_uuid)
      );
      create table space_data_scopes (
        space_uuid uuid not null references spaces (uuid) on delete cascade,
        data_scope_uuid uuid not null references data_scopes (uuid) on delete cascade,
        primary key (space_uuid, data_scope_uuid)
      );
      create table space_favorites (
        user_uuid uuid not null references users (uuid) on delete cascade,
        space_uuid uuid not null references spaces (uuid) on delete cascade,
        primary key (user_uuid, space_uuid)
      );
      -- Each user's order of the list (reorder); spaces without a position follow by name.
      create table space_positions (
        user_uuid uuid not null references users (uuid) on delete cascade,
        space_uuid uuid not null references spaces (uuid) on delete cascade,
        position integer not null check (position >= 0),
        primary key (user_uuid, space_uuid)
      );
      create table charts (
        id uuid primary key default gen_random_uuid(),
        space_uuid uuid not null references spaces (uuid) on delete cascade,
        name text not null,
        metric text not null,
        view text not null,
        config jsonb not null default '{}',
        size jsonb not null default '{"height": 7, "width": 6}',
        layout jsonb not null,
        description text,
        show_title boolean not null default true,
        pinned boolean not null default false,
        preview_task_id text,
        created_at timestamptz not null default now(),
        last_updated timestamptz not null default now()
      );
      create index charts_space_idx on charts (space_uuid, created_at);
      -- The saved queries each chart uses (what a query's usage and delete ask).
      create table chart_queries (
        chart_id uuid not null references charts (id) on delete cascade,
        query_id uuid not null references saved_queries (id) on delete restrict,
        position integer not null,
        primary key (chart_id, position)
      );
      create index chart_queries_query_idx on chart_queries (query_id);
      create table chart_data_cache (
        chart_id uuid not null references charts (id) on delete cascade,
        cache_key text not null,
        data jsonb not null,
        computed_at timestamptz not null default now(),
        primary key (chart_id, cache_key)
      );
    `,
  },
  {
    // Access-review campaigns (spec 001 sections 3 and 4, packages/server/src/campaigns). A
    // campaign is a draft until scheduled; when it starts, each approver gets an approval id
    // (their link's only credential) and the users the query selects are split among the
    // approvers, each user's entitlements becoming selections. Every decision is appended to a
    // per-campaign hash chain (campaign_decisions), never updated.
    id: '110_campaigns',
    sql: `
      create table campaigns (
        id uuid primary key default gen_random_uuid(),
        status text not null default 'draft' check (status in ('draft', 'scheduled', 'running', 'ended', 'terminated')),
        name text not null,
        message_content text not null default '',
        query_id uuid references saved_queries (id) on delete set null,
        enable_rule_base_entitlements boolean not null default false,
        excluded_entitlements jsonb not null default '[]',
        preview jsonb not null default '{}',
        owner_uuid uuid references users (uuid) on delete set null,
        -- The data scope the creator worked in (null: unrestricted); the users reviewed are selected in it.
        scope_uuid uuid,
        created_by text,
        created_at timestamptz not null default now(),
        start_date timestamptz,
        end_date timestamptz,
        started_at timestamptz,
        ended_at timestamptz,
        terminate_reason text,
        chain_head text not null default '',
        decisions integer not null default 0
      );
      create index campaigns_created_idx on campaigns (created_at desc, id desc);
      create index campaigns_due_idx on campaigns (status, start_date, end_date);
      create table campaign_approvers (
        campaign_id uuid not null references campaigns (id) on delete cascade,
        user_uuid uuid not null references users (uuid) on delete cascade,
        position integer not null,
        notify_method text check (notify_method in ('email', 'slack', 'teams')),
        approval_id text unique,
        invited_at timestamptz,
        reminded_at timestamptz,
        primary key (campaign_id, user_uuid)
      );
      create table campaign_selections (
        uuid uuid primary key default gen_random_uuid(),
        campaign_id uuid not null references campaigns (id) on delete cascade,
        approver_uuid uuid not null,
        asset_id bigint not null,
        entity_name text not null,
        application text not null,
        connection_id uuid,
        entitlement_name text not null,
        entitlement_type text not null,
        response text check (response in ('approve', 'revoke')),
        answered_at timestamptz,
        foreign key (campaign_id, approver_uuid) references campaign_approvers (campaign_id, user_uuid) on delete cascade
      );
      create index campaign_selections_approver_idx on campaign_selections (campaign_id, approver_uuid, entity_name, application, entitlement_name);
      create table campaign_decisions (
        campaign_id uuid not null references campaigns (id) on delete cascade,
        seq integer not null,
        selection_uuid uuid not null,
        approver_uuid uuid not null,
        approval_id_prefix text not null,
        action text not null check (action in ('approve', 'revoke')),
        decided_at timestamptz not null,
        client_address text,
        prev_hash text not null,
        hash text not null,
        primary key (campaign_id, seq)
      );
    `,
  },
  {
    // The evidence log keeps what each decision was about, so it reads (and verifies) the same
    // after an approver or a reviewed user is deleted; invitations need the console's address
    // outside any request (the scheduler), kept from the request that scheduled the campaign;
    // a submit of 10,000 decisions updates its selections in place (fillfactor).
    id: '111_campaign_evidence',
    sql: `
      alter table campaign_decisions
        add column approver text not null,
        add column entity_name text not null,
        add column application text not null,
        add column entitlement_type text not null,
        add column entitlement_name text not null;
      alter table campaigns add column link_base text;
      -- A selection is answered once: with room left in its page the update stays there (HOT), no index touched.
      alter table campaign_selections set (fillfactor = 50);
    `,
  },
  {
    // Who did what and when: written in the same transaction as the change it records. Names are
    // kept as text, so an entry reads the same after its user or target is deleted.
    id: '120_audit_log',
    sql: `
      create table audit_log (
        id bigint generated always as identity primary key,
        at timestamptz not null default now(),
        actor_uuid uuid,
        actor_name text not null,
        impersonator_uuid uuid,
        client_address text,
        action text not null,
        target_type text,
        target_id text,
        target_name text,
        details jsonb not null default '{}'
      );
      create index audit_log_at on audit_log (at desc, id desc);
      create index audit_log_actor on audit_log (actor_uuid, at desc, id desc);
      create index audit_log_action on audit_log (action, at desc, id desc);
    `,
  },
  {
    // The console's TLS certificate (one row): the certificate in use with its chain and sealed
    // key, the product's default self-signed one kept for a reset, a pending signing request with
    // its sealed key, the global SSL and certificate settings, and the fingerprint whose expiry
    // has been raised as a finding (once per certificate).
    id: '121_certificates',
    sql: `
      create table certificate_state (
        id smallint primary key default 1 check (id = 1),
        certificate_pem text not null,
        private_key_sealed text not null,
        is_default boolean not null default true,
        default_certificate_pem text not null,
        default_private_key_sealed text not null,
        csr_pem text,
        csr_private_key_sealed text,
        csr_common_name text,
        csr_alt_names jsonb,
        csr_created_at timestamptz,
        global_ssl jsonb not null default '{"enabled": false}',
        settings jsonb not null default '{"ssl_trust_enabled": false, "trusted_ca_certificates": [], "mutual_tls_enabled": false, "mutual_tls_mandatory": false}',
        expiry_notified_fingerprint text,
        updated_at timestamptz not null default now()
      );
    `,
  },
  {
    // Webhooks and their deliveries: the outbox rows events write in the transaction of what they
    // report, and the log of how each was sent. The signing secret is kept sealed (secrets/box.ts).
    id: '122_webhooks',
    sql: `
      create table webhooks (
        uuid uuid primary key default gen_random_uuid(),
        associated_plugin_name text not null,
        name text not null,
        url text not null,
        events jsonb not null default '[]',
        enabled boolean not null default true,
        secret_sealed text not null,
        consecutive_failures integer not null default 0,
        disabled_reason text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create table webhook_deliveries (
        id bigint generated always as identity primary key,
        webhook_uuid uuid not null references webhooks (uuid) on delete cascade,
        event text not null,
        data jsonb not null,
        manual boolean not null default false,
        redelivery_of bigint,
        status text not null default 'pending' check (status in ('pending', 'retrying', 'delivered', 'failed')),
        attempts integer not null default 0,
        next_attempt_at timestamptz,
        last_attempt_at timestamptz,
        http_status integer,
        duration_ms integer,
        response_excerpt text,
        error text,
        created_at timestamptz not null default now()
      );
      create index webhook_deliveries_due on webhook_deliveries (next_attempt_at, id) where status in ('pending', 'retrying');
      create index webhook_deliveries_log on webhook_deliveries (webhook_uuid, id desc);
    `,
  },
  {
    // Discovery that fetches (packages/server/src/discovery/README.md): the adapters this server
    // can fetch from (the sample data's adapters cannot), a connection's credentials (where they
    // come from; entered secrets sealed with secrets/box.ts) and uploaded file, the record ids
    // connections report assets by, a run's real phases, outcome and heartbeat, each run's fetch
    // of each connection, the records a run stages before correlating them, the vaults' addresses
    // and sealed tokens, what a notification (a finding) is about, and the correlation keys'
    // indexes (host name; e-mail and user name).
    id: '130_discovery_adapters',
    sql: `
      alter table adapters add column fetchable boolean not null default false;
      alter table adapters add column takes_file boolean not null default false;
      insert into adapters (module, title, category, description, fetchable, takes_file) values
        ('ldap_adapter', 'LDAP Directory', 'Directory', 'Users and computers from an LDAP or Active Directory server.', true, false),
        ('csv_adapter', 'CSV / JSON File', 'Files', 'Devices or users from a CSV or JSON file uploaded to the connection, its columns mapped to fields.', true, true),
        ('http_json_adapter', 'HTTP JSON Endpoint', 'Custom', 'Devices or users from a JSON API: bearer or basic authentication, a field mapping and paging by next link.', true, false)
      on conflict (module) do update set fetchable = true, takes_file = excluded.takes_file;

      alter table adapter_connections add column credentials jsonb not null default '{"source":"none"}';
      alter table adapter_connections add column secret_sealed text;
      alter table adapter_connections add column file_name text;
      alter table adapter_connections add column file_size bigint;
      alter table adapter_connections add column file_uploaded_at timestamptz;
      create table connection_files (
        connection_id uuid primary key references adapter_connections (id) on delete cascade,
        content bytea not null
      );

      alter table asset_adapters add column source_id text;
      create unique index asset_adapters_source_idx on asset_adapters (connection_id, source_id) where source_id is not null;
      create index assets_device_hostname_idx on assets (lower(fields ->> 'hostname')) where entity = 'devices';
      create index assets_user_mail_idx on assets (lower(fields ->> 'mail')) where entity = 'users';
      create index assets_user_username_idx on assets (lower(fields ->> 'username')) where entity = 'users';

      alter table discovery_runs add column outcome text
        check (outcome in ('completed', 'stopped', 'interrupted', 'failed'));
      alter table discovery_runs add column connection_ids uuid[];
      alter table discovery_runs add column heartbeat_at timestamptz;
      update discovery_runs set outcome = case when stop_requested_at is null then 'completed' else 'stopped' end where status = 'done';

      create table fetch_history (
        id bigint generated always as identity primary key,
        run_id uuid not null references discovery_runs (id) on delete cascade,
        connection_id uuid references adapter_connections (id) on delete set null,
        adapter text not null,
        connection_label text not null,
        status text not null default 'running' check (status in ('running', 'success', 'failed', 'stopped')),
        started_at timestamptz not null default now(),
        finished_at timestamptz,
        fetched jsonb not null default '{}',
        error_count integer not null default 0,
        error text,
        row_errors jsonb not null default '[]'
      );
      create index fetch_history_newest_idx on fetch_history (id desc);
      create index fetch_history_connection_idx on fetch_history (connection_id, id desc);
      create index fetch_history_run_idx on fetch_history (run_id, id desc);

      create table discovery_staging (
        run_id uuid not null references discovery_runs (id) on delete cascade,
        connection_id uuid not null references adapter_connections (id) on delete cascade,
        entity text not null references asset_types (value),
        source_id text not null,
        name text not null,
        fields jsonb not null,
        primary key (run_id, connection_id, entity, source_id)
      );

      create table vault_providers (
        id text primary key,
        address text not null,
        mount text not null default 'secret',
        token_sealed text,
        updated_at timestamptz not null default now()
      );

      alter table notifications add column kind text not null default 'other'
        check (kind in ('discovery', 'connection_failed', 'new_assets', 'critical_vulnerabilities', 'other'));
      alter table notifications add column details jsonb not null default '{}';
      create index notifications_newest_idx on notifications (created_at desc, id desc);
    `,
  },
  {
    // Correlation (discovery/correlate.ts): each staged record's asset, once matched or made, and
    // the assets of a run whose merged fields must be computed again (a link gained, lost or
    // changed), carried from one phase's transaction to the next.
    id: '132_discovery_correlation',
    sql: `
      alter table discovery_staging add column asset_id bigint;
      create table discovery_touched (
        run_id uuid not null references discovery_runs (id) on delete cascade,
        asset_id bigint not null,
        primary key (run_id, asset_id)
      );
      -- A field's value as texts, as events show them: an array's items, a single value as one.
      create function vigil_field_texts(value jsonb) returns text[] language sql immutable parallel safe as $fn$
        select coalesce(array_agg(v #>> '{}' order by n), '{}')
          from jsonb_array_elements(case when value is null then '[]'::jsonb when jsonb_typeof(value) = 'array' then value else jsonb_build_array(value) end)
               with ordinality as e (v, n)
         where jsonb_typeof(v) <> 'null'
      $fn$;
      -- A device's MAC addresses as compared: lower-case hexadecimal digits only (00:1A-2b... = 001a2b...).
      create function vigil_device_macs(fields jsonb) returns text[] language sql immutable parallel safe as $fn$
        select coalesce(array_agg(distinct m), '{}')
          from (select regexp_replace(lower(t), '[^0-9a-f]', '', 'g') as m from unnest(vigil_field_texts(fields -> 'macs')) as t) as x
         where m <> ''
      $fn$;
      -- A device's serial number as compared (null when it has none).
      create function vigil_device_serial(fields jsonb) returns text language sql immutable parallel safe as $fn$
        select nullif(lower(btrim(fields ->> 'serial')), '')
      $fn$;
    `,
  },
  {
    // Discovery's bulk writes make the search terms of the assets they create once, set-based, at
    // the end of the step (discovery/correlate.ts): while the transaction's setting
    // vigil.search_terms_deferred is 'on', inserts and updates of assets leave search_terms alone.
    // The statements run through execute, planned at each call for the rows it has: a plan kept
    // from a call with a few rows (a nested loop over the transition tables) took minutes for
    // the next run's 30,000 last_seen updates.
    id: '134_discovery_speed',
    sql: `
      create or replace function vigil_search_terms_inserted() returns trigger language plpgsql as $fn$
      begin
        if current_setting('vigil.search_terms_deferred', true) = 'on' then
          return null;
        end if;
        execute 'insert into search_terms (asset_id, entity, class, term)
          select a.id, a.entity, t.class, t.term from added as a, vigil_search_terms(a.name, a.fields) as t';
        return null;
      end
      $fn$;
      create or replace function vigil_search_terms_updated() returns trigger language plpgsql as $fn$
      begin
        if current_setting('vigil.search_terms_deferred', true) = 'on' then
          return null;
        end if;
        -- Only the assets whose searched texts changed (discovery rewrites last_seen of many).
        execute 'delete from search_terms as s using removed as o
         where s.asset_id = o.id
           and not exists (select 1 from added as n where n.id = o.id and n.entity = o.entity and n.name = o.name and n.fields = o.fields)';
        execute 'insert into search_terms (asset_id, entity, class, term)
          select n.id, n.entity, t.class, t.term
            from added as n, vigil_search_terms(n.name, n.fields) as t
           where not exists (select 1 from removed as o where o.id = n.id and o.entity = n.entity and o.name = n.name and o.fields = n.fields)';
        return null;
      end
      $fn$;
    `,
  },
  {
    // Discovery's big loads (bench/discovery.mjs):
    // - search_text, computed on every write of an asset, has served nothing since its trigram
    //   index went (095).
    // - The staging tables are a run's scratch, written and emptied by the run engine alone (a
    //   run's rows go when it ends, a connection is not deleted while a run is not done, records
    //   come typed from the adapters): unlogged, and without foreign keys, which cost a check per
    //   record (a third of staging's time).
    // - vigil_search_terms no longer takes an asset's terms distinct: its writers do, over all
    //   their rows at once (2 of the 6 s of computing discovery's 860,000 terms).
    id: '136_discovery_bulk',
    sql: `
      alter table assets drop column search_text;
      alter table discovery_staging
        drop constraint discovery_staging_run_id_fkey,
        drop constraint discovery_staging_connection_id_fkey,
        drop constraint discovery_staging_entity_fkey;
      alter table discovery_touched drop constraint discovery_touched_run_id_fkey;
      alter table discovery_staging set unlogged;
      alter table discovery_touched set unlogged;

      -- An asset's terms, a term possibly more than once: the writers take them distinct.
      create or replace function vigil_search_terms(name text, fields jsonb) returns table (class smallint, term text)
      language sql immutable parallel safe as $fn$
        select x.class, left(x.term, 200)
          from (select 0::smallint as class, lower(name) as term
                union all
                select 1::smallint, w from vigil_search_words(lower(name)) as w where w <> lower(name)
                union all
                select 2::smallint, w from unnest(array['display_name', 'mail', 'vendor']) as k, vigil_search_values(fields, k) as v, vigil_search_words(v) as w
                union all
                select 2::smallint, v from unnest(array['ips', 'macs', 'serial']) as k, vigil_search_values(fields, k) as v) as x
         where x.term <> ''
      $fn$;
      create or replace function vigil_search_terms_inserted() returns trigger language plpgsql as $fn$
      begin
        if current_setting('vigil.search_terms_deferred', true) = 'on' then
          return null;
        end if;
        execute 'insert into search_terms (asset_id, entity, class, term)
          select distinct a.id, a.entity, t.class, t.term from added as a, vigil_search_terms(a.name, a.fields) as t';
        return null;
      end
      $fn$;
      create or replace function vigil_search_terms_updated() returns trigger language plpgsql as $fn$
      begin
        if current_setting('vigil.search_terms_deferred', true) = 'on' then
          return null;
        end if;
        -- Only the assets whose searched texts changed (discovery rewrites last_seen of many).
        execute 'delete from search_terms as s using removed as o
         where s.asset_id = o.id
           and not exists (select 1 from added as n where n.id = o.id and n.entity = o.entity and n.name = o.name and n.fields = o.fields)';
        execute 'insert into search_terms (asset_id, entity, class, term)
          select distinct n.id, n.entity, t.class, t.term
            from added as n, vigil_search_terms(n.name, n.fields) as t
           where not exists (select 1 from removed as o where o.id = n.id and o.entity = n.entity and o.name = n.name and o.fields = n.fields)';
        return null;
      end
      $fn$;
    `,
  },
  {
    // Staging is appended to only: without the primary key's index a batch's insert takes half the
    // time (bench/discovery.mjs, 3.3 -> 1.7 s for 180,000 records). A source id staged again by its
    // connection keeps its last record through the order of staging (`seq`), taken at
    // Pre_Correlation (discovery/correlate.ts).
    id: '137_discovery_staging_append',
    sql: `
      alter table discovery_staging drop constraint discovery_staging_pkey;
      alter table discovery_staging add column seq bigint generated always as identity;
    `,
  },
  {
    // An asset's fields as the merge of its reports (discovery/correlate.ts): objects joined in the
    // aggregate's order, a later report's key winning (jsonb's ||), rather than every report taken
    // apart into keys and put together again (a sort of six rows per report, 1.3 s of a first load).
    id: '138_discovery_merge',
    sql: `
      create aggregate vigil_jsonb_merge(jsonb) (sfunc = jsonb_concat, stype = jsonb, initcond = '{}');
    `,
  },
  {
    // An asset's search terms read only the searched keys it has: a device has no mail, a user no
    // MAC, and each absent key still cost a call of vigil_search_values (a third of the time of
    // discovery's 860,000 terms, 4.9 -> 3.6 s). The terms are the same.
    id: '139_search_terms_present_keys',
    sql: `
      create or replace function vigil_search_terms(name text, fields jsonb) returns table (class smallint, term text)
      language sql immutable parallel safe as $fn$
        select x.class, left(x.term, 200)
          from (select 0::smallint as class, lower(name) as term
                union all
                select 1::smallint, w from vigil_search_words(lower(name)) as w where w <> lower(name)
                union all
                select 2::smallint, w
                  from (select k from unnest(array['display_name', 'mail', 'vendor']) as k where fields ? k) as k, vigil_search_values(fields, k.k) as v, vigil_search_words(v) as w
                union all
                select 2::smallint, v from (select k from unnest(array['ips', 'macs', 'serial']) as k where fields ? k) as k, vigil_search_values(fields, k.k) as v) as x
         where x.term <> ''
      $fn$;
    `,
  },
  {
    // Names sorted as people read them: 'Émile' beside 'Emma' (not after 'Zulu'), 'item 9' before
    // 'item 10', case aside. ICU's root collation with numeric ordering, named in ICU's own form,
    // which PGlite's ICU reads too; a PostgreSQL built without ICU keeps the bytewise order.
    id: '140_natural_collation',
    sql: `
      do $do$
      begin
        create collation if not exists vigil_natural (provider = icu, locale = 'und@colNumeric=yes');
      exception when others then
        create collation if not exists vigil_natural from "C";
      end
      $do$;
    `,
  },
  {
    // Searches find names whatever their accents ('emile' finds 'Émile') as well as their case:
    // both sides of the match folded to lower-case letters without their marks (Latin-1 and Latin
    // Extended-A), by translate, which every PostgreSQL has (no unaccent extension to install).
    id: '141_fold_function',
    sql: `
      create or replace function vigil_fold(value text) returns text
      language sql immutable parallel safe as $fn$
        select lower(translate(value,
          'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžđĐħĦłŁøØıŧŦŀĿ',
          'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyyAaAaAaCcCcCcCcDdEeEeEeEeEeGgGgGgGgHhIiIiIiIiIJjKkLlLlLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtUuUuUuUuUuUuWwYyYZzZzZzdDhHlLoOitTlL'))
      $fn$;
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
