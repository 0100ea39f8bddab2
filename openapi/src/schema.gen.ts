// Generated from openapi/openapi.yaml by `npm run generate:openapi`. Do not edit.

export interface paths {
    "/settings/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users (the users list view).
         * @description The users list view: page 0 and page size 20 by default, free-text search, sort and the
         *     filters `role_id`, `source`, `date_from`, `date_to`.
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a user.
         * @description Creates a local user. `user_name` is required ('username is a required field'). The
         *     password may be left out when the user is invited to set one (see the reset-token calls).
         *     Without `role_id` the user gets the read-only OwnerReadOnly role. An unknown role or data
         *     scope is a 400. Grants (designed): a caller who is not an admin may only hand out what they hold: a
         *     role whose actions they all hold, and never the Admin role; and may only change users whose
         *     role they could hand out (403 otherwise), so nobody can take over a stronger account.
         */
        post: operations["createUser"];
        /**
         * Delete users in bulk (selection and filters).
         * @description Deletes the users of the selection: exactly `selection.ids` when `include` is true, or
         *     every user matching `selection.filters` except those ids when it is false. The ids array
         *     is required ('ids[] should be supplied'). The user named admin is never deleted and is
         *     reported in `skipped`. A 200 reply lists what was done (the console updates its list
         *     locally); a 202 reply (more than 100 users) means the work goes on in the background (the
         *     console refetches all users).
         */
        delete: operations["deleteUsers"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/users/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The user's uuid. The spec names this path parameter `{uuid}` for update and `{id}` for
                 *     delete; both are the same user uuid.
                 */
                uuid: components["parameters"]["UserUuid"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Update a user.
         * @description Replaces the editable fields of a user. The body repeats the user's `uuid`, which is
         *     required ('uuid is a required field') and must equal the path's. Disabling the user or
         *     setting their password ends their sessions at once. The user named admin keeps its name
         *     and role and cannot be disabled (403). Grants (designed): a caller who is not an admin may only hand out what they hold: a
         *     role whose actions they all hold, and never the Admin role; and may only change users whose
         *     role they could hand out (403 otherwise), so nobody can take over a stronger account.
         */
        put: operations["updateUser"];
        post?: never;
        /**
         * Delete one user.
         * @description The spec's `settings/users/{id}`; `{id}` and `{uuid}` name the same user uuid. The user's
         *     sessions and API key end with it. The user named admin cannot be deleted (403).
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/users/assign_role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Assign a role to the selected users.
         * @description Gives `role_id` to the users of the selection (see `Selection`). `role_id` is required
         *     ('roleId is a mandatory parameter'). The user named admin is excluded from bulk role
         *     changes (spec section 6) and is reported in `skipped`. 200 = done, the reply carries the
         *     updated users; 202 = accepted for background work (the console refetches all users).
         */
        put: operations["assignRoleToUsers"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/users/assign_data_scope_bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Assign a data scope to the selected users.
         * @description Gives `data_scope_id` to the users of the selection (see `Selection`). A data scope is
         *     required ('At least one Data Scope must be selected'). The user named admin is always
         *     skipped and reported in `skipped`. 200 = done, the reply carries the updated users;
         *     202 = accepted for background work (the console refetches all users).
         */
        put: operations["assignDataScopeToUsers"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/users/assign_data_scope_bulk/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview what the selected users gain or lose with a new data scope.
         * @description Takes the same body as `assignDataScopeToUsers` and changes nothing: it replies what the
         *     affected users would gain or lose (sidebar areas, actions, asset types), grouped by their
         *     current data scope. For one user's edit form, send a selection of that one id.
         */
        post: operations["previewUsersDataScopeChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/users/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the users list as CSV.
         * @description Takes the list's filter query strings (search, sort, role_id, source, date_from, date_to); no paging.
         *     Leave the filters out for every user. `columns` (designed: the csv export config modal) picks the
         *     columns and their order; an unknown column is a 400.
         */
        get: operations["exportUsersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/users/{uuid}/api_key": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The user's uuid. The spec names this path parameter `{uuid}` for update and `{id}` for
                 *     delete; both are the same user uuid.
                 */
                uuid: components["parameters"]["UserUuid"];
            };
            cookie?: never;
        };
        /**
         * Show a user's API key (the API key modal).
         * @description The key integrators send as the `api-key` header. The secret is stored hashed and shown
         *     only once, by `regenerateUserApiKey`; this reply leaves it out. Allowed for the user's own
         *     uuid, or for callers with Update on user management. 404 while the user has no key.
         */
        get: operations["getUserApiKey"];
        put?: never;
        /**
         * Generate or regenerate a user's API key and secret.
         * @description Issues a new pair; the previous pair stops working at once. The reply is the only time the
         *     secret is shown. Allowed for the user's own uuid, or for callers with Update on user
         *     management who could hand out the user's role (see `createUser`).
         */
        post: operations["regenerateUserApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/service_accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List service accounts (the users screen's service accounts).
         * @description Service accounts are accounts that sign in only with API keys: never with a password, LDAP,
         *     SAML, a smartcard or the login page. They are not users of the users list. Sorted by name
         *     unless `sort` names `name`, `role_name` or `last_updated`; `search` matches the name and
         *     the description.
         */
        get: operations["listServiceAccounts"];
        put?: never;
        /**
         * Create a service account (the new service account form).
         * @description `name` and `role_id` are required; `data_scope_id` and `description` are optional. The name
         *     is unique among users and service accounts. The grant rules of `createUser` apply: a caller
         *     who is not an admin may only hand out a role whose actions they all hold. The account has no
         *     password; it works through the keys issued by `createServiceAccountKey`.
         */
        post: operations["createServiceAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/service_accounts/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service account's uuid. */
                uuid: components["parameters"]["ServiceAccountUuid"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a service account (the edit service account form).
         * @description Changes the fields the body carries (name, role, data scope, description; a null data scope
         *     or description clears it). The grant rules of `updateUser` apply. Its keys keep working.
         */
        put: operations["updateServiceAccount"];
        post?: never;
        /** Delete a service account and all its keys. */
        delete: operations["deleteServiceAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/service_accounts/{uuid}/keys": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service account's uuid. */
                uuid: components["parameters"]["ServiceAccountUuid"];
            };
            cookie?: never;
        };
        /**
         * List a service account's API keys (never their secrets).
         * @description The keys that were not revoked, newest first: each with the start of its `api-key` (its
         *     prefix), when it was created, last used and when it expires (expired keys stay listed and
         *     no longer work). A secret is shown only by the reply that issues it.
         */
        get: operations["listServiceAccountKeys"];
        put?: never;
        /**
         * Issue a new API key for a service account; its secret is shown this once.
         * @description The account's other keys keep working. `expires_at`, when given, must be in the future. An
         *     account holds at most 20 keys that were not revoked (409 beyond).
         */
        post: operations["createServiceAccountKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/service_accounts/{uuid}/keys/{key_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service account's uuid. */
                uuid: components["parameters"]["ServiceAccountUuid"];
                /** @description The id of one of the service account's keys. */
                key_id: components["parameters"]["ServiceAccountKeyId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a service account's key; it stops working at once. */
        delete: operations["revokeServiceAccountKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/service_accounts/{uuid}/keys/{key_id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service account's uuid. */
                uuid: components["parameters"]["ServiceAccountUuid"];
                /** @description The id of one of the service account's keys. */
                key_id: components["parameters"]["ServiceAccountKeyId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a key; a new key and secret replace it, and the old one is revoked.
         * @description The new key keeps the old one's name and lifetime (an old key that expired a year after its
         *     creation gives a new one that expires a year from now). The old key stops working at once.
         */
        post: operations["rotateServiceAccountKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List roles. */
        get: operations["listRoles"];
        put?: never;
        /**
         * Create a role.
         * @description Needs `name` and `permissions` (known categories and actions only, else 400). A caller
         *     who is not an admin may only grant actions they hold (403).
         */
        post: operations["createRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/roles/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The role's uuid. */
                uuid: components["parameters"]["RoleUuid"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Update a role (restrict-permission-assignment setting off).
         * @description Replaces the role's name and permissions. Needs `uuid` (equal to the path's), `name` and
         *     `permissions`. The console uses PUT when the restrict-permission-assignment setting is
         *     off, PATCH (`patchRole`) when it is on. Predefined roles cannot be changed (403). A
         *     caller who is not an admin may not add an action they do not hold (403).
         */
        put: operations["updateRole"];
        post?: never;
        /**
         * Delete a role.
         * @description No payload. Predefined roles cannot be deleted (403).
         */
        delete: operations["deleteRole"];
        options?: never;
        head?: never;
        /**
         * Update a role under the restrict-permission-assignment setting.
         * @description Used instead of PUT when the restrict-permission-assignment setting is on: the editor may
         *     only grant or remove actions they hold themselves. Same body as PUT, but `permissions`
         *     may list only the categories being changed; categories left out keep their actions.
         *     Granting an action the caller does not hold is refused (403).
         */
        patch: operations["patchRole"];
        trace?: never;
    };
    "/settings/roles/{uuid}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview what the role's users gain or lose with new permissions.
         * @description Takes the permissions about to be saved and changes nothing: it replies what the users
         *     and service accounts holding the role would gain or lose (sidebar areas, actions, asset
         *     types).
         */
        post: operations["previewRoleChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/roles/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the roles list as CSV.
         * @description Takes the list's filter query strings (search, sort); no paging. Leave the search out for every
         *     role. `columns` (designed: the csv export config modal) picks the columns and their order; an
         *     unknown column is a 400.
         */
        get: operations["exportRolesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/roles/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The permission catalogue a role editor shows.
         * @description Every category a role can grant with its actions, in the editor's order: the fixed
         *     categories, then one category per implemented asset type (named `<type>_assets`). Also
         *     whether the restrict-permission-assignment setting is on (the settings section `roles`),
         *     which makes the console update roles with PATCH instead of PUT.
         */
        get: operations["getPermissionCatalogue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/data_scope": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the data scopes (assign data scope modal, user form).
         * @description The reply is wrapped as `data.attributes.scopes`, as the spec states, and is not paged.
         *     An empty list is shown as 'No Data Scopes available'.
         */
        get: operations["listDataScopes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/self": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the own profile (interests, department, title).
         * @description Sent by the first-login account profile modal and by My Account.
         */
        patch: operations["updateProfile"];
        trace?: never;
    };
    "/self/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the own password (old and new).
         * @description Needs the old and the new password. The new one must satisfy the password policy
         *     (`settings/password_policy`) and is at most 40 characters; a wrong old password or a new
         *     one breaking the policy is a 400 and changes nothing. A wrong old password counts as a
         *     failed login of the account: at the lockout limit the account is locked (429, as at
         *     login). The change ends the user's other sessions; this one stays. Not allowed while
         *     impersonating (403): the password belongs to the impersonated user.
         */
        put: operations["changeOwnPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/self/workspaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the workspaces of the switcher (nine-dots dropdown). */
        get: operations["listOwnWorkspaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/self/workspaces/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Switch the current workspace.
         * @description Sets the user's current workspace. The body repeats the id as `workspaceId`. After the
         *     switch the console goes to /dashboard for the global workspace, otherwise to /.
         */
        put: operations["switchWorkspace"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seen_announcement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark an announcement seen for the signed-in user.
         * @description Unseen becomes seen on close, on the action button, Learn More or Skip. The per-user
         *     flag's exact name is not shown in the spec; the body names which announcement.
         */
        put: operations["markAnnouncementSeen"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/getting_started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The getting-started checklist (admins only).
         * @description Admins only (spec section 6): any other role gets 403, whatever its permissions. The
         *     checklist and its completions are stored once per install, shared by the admins.
         */
        get: operations["getGettingStarted"];
        /**
         * Save the getting-started settings (autoOpen).
         * @description On failure the console logs the error and rolls back the saved values. Admins only
         *     (403 for any other role); settings left out keep their value.
         */
        put: operations["updateGettingStarted"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/getting_started/completion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a getting-started milestone completed.
         * @description The console applies the completion locally first and rolls it back on failure; it does
         *     not send it when the milestone is already completed or the checklist is not interactive.
         *     Completing an already completed milestone changes nothing (it keeps its first
         *     `completionDate`); a completion while the checklist is not interactive is a 409. Admins
         *     only (403 for any other role).
         */
        put: operations["completeMilestone"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/analytics/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a product analytics event through the product's proxy.
         * @description The spec says analytics events go through the product's proxy under /api/services/: a
         *     view event for each announcement, and action events ('Action taken' = 'Exit', 'Skip' or
         *     'Learn more' for the version 6.0 carousel; action 'close' or 'got it' for the new
         *     dashboard announcement). The server forwards them; failures never affect the console.
         *     The reference server has no analytics backend: it accepts valid events and drops them.
         */
        post: operations["sendAnalyticsEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/adapters/{module}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The adapter's module name (for example `ldap_adapter`). */
                module: components["parameters"]["AdapterModule"];
            };
            cookie?: never;
        };
        /** One adapter, with the schema of its connections' configuration and secret fields. */
        get: operations["getAdapter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Adapter connections, by adapter title then label, cursor paged.
         * @description Restricted by the caller's data scope like the adapters list. `meta.next_cursor` of one
         *     page is the `cursor` of the next (`page` is ignored then).
         */
        get: operations["listConnections"];
        put?: never;
        /**
         * Adds a connection to an adapter the server can fetch from.
         * @description The configuration is checked against the adapter's schema and the credentials against
         *     the adapter's secret fields or the vault's schema; a failure is a 400 naming the field
         *     (`detail.field`) and stores nothing. A new connection is `never_connected`.
         */
        post: operations["createConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connections/{connection_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The connection's `id`. */
                connection_id: components["parameters"]["ConnectionId"];
            };
            cookie?: never;
        };
        /** One connection (secrets never included). */
        get: operations["getConnection"];
        put?: never;
        post?: never;
        /**
         * Deletes a connection; assets no other connection reports are deleted with it.
         * @description Refused with 409 while a discovery run is not done.
         */
        delete: operations["deleteConnection"];
        options?: never;
        head?: never;
        /** Changes a connection; what is left out stays (an entered secret left out is kept). */
        patch: operations["updateConnection"];
        trace?: never;
    };
    "/connections/{connection_id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The connection's `id`. */
                connection_id: components["parameters"]["ConnectionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fetches one page from the connection (nothing is stored) and sets its status.
         * @description The outcome is a 200 either way; `ok` false carries the reason in `message`.
         */
        post: operations["testConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connections/{connection_id}/fetch": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The connection's `id`. */
                connection_id: components["parameters"]["ConnectionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts a discovery run that fetches only this connection.
         * @description 409 while another run is not done.
         */
        post: operations["fetchConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connections/{connection_id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The connection's `id`. */
                connection_id: components["parameters"]["ConnectionId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Stores the file a file connection fetches from (CSV or JSON, up to 100 MiB), replacing the last one.
         * @description Only for an adapter that takes a file (`takes_file`). The body is the file's bytes; the
         *     file is read at fetch time, where bad rows are reported with their line numbers.
         */
        put: operations["uploadConnectionFile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fetch_history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each discovery run's fetch of each connection, newest first, cursor paged. */
        get: operations["listFetchHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vaults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vaults a connection's secret can come from, each with its schema and whether it is configured. */
        get: operations["listVaults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vaults/{vault_id}/provider": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The vault's `id`. */
                vault_id: components["parameters"]["VaultId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Configures how the server reaches a vault (its token is sealed and never sent back).
         * @description Only vaults this server implements (`implemented`) can be configured; the others answer
         *     400 'This vault is not supported by this server.'. A token left out keeps the stored one.
         */
        put: operations["configureVault"];
        post?: never;
        /** Forgets how to reach the vault; connections using it fail until it is configured again. */
        delete: operations["unconfigureVault"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Findings and notifications, newest first, cursor paged. */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks the given notifications (or all) read and answers with the unread count. */
        post: operations["markNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many assets of each entity type the caller sees (the landing page's overview).
         * @description One count per entity type, in the caller's data scope (Connect As, else their own),
         *     selected by the query engine as the asset lists are. Each count is exact up to
         *     `total_cap`, like a list's total; above it `capped` is true and the console says "more
         *     than" the cap.
         */
        get: operations["getAssetSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/{entity}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An implemented asset type's value (for example `devices`); any other is a 404. */
                entity: components["parameters"]["AssetEntity"];
            };
            cookie?: never;
        };
        /**
         * One page of the assets of an entity type that a saved query or an inline filter selects.
         * @description Without `query_id` and `filter`, every asset of the type the caller may see. The reply
         *     carries an `ETag`; a request with a matching `If-None-Match` gets a 304. `meta.total`
         *     is exact up to `meta.total_cap`; above it `meta.total_capped` is true and the console
         *     says "more than" the cap. An unknown column or sort field, a cursor from another list
         *     or a changed cursor is a 400.
         */
        get: operations["listAssets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/{entity}/export": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An implemented asset type's value (for example `devices`); any other is a 404. */
                entity: components["parameters"]["AssetEntity"];
            };
            cookie?: never;
        };
        /**
         * The whole list (same query, filter, columns and sort as listAssets) as CSV, streamed.
         * @description One header row with the columns' titles, then one row per asset. A cell starting with
         *     `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with `'` so a spreadsheet does
         *     not run it as a formula. `X-Total-Count` is the number of rows that will follow (for the
         *     console's progress); the console cancels by aborting the request.
         */
        get: operations["exportAssetsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/{entity}/columns": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An implemented asset type's value (for example `devices`); any other is a 404. */
                entity: components["parameters"]["AssetEntity"];
            };
            cookie?: never;
        };
        /** The caller's columns for the entity type's list (the type's default columns until they choose). */
        get: operations["getAssetColumns"];
        /** Keep the caller's columns for the entity type's list, in order. */
        put: operations["setAssetColumns"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/{entity}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An implemented asset type's value (for example `devices`); any other is a 404. */
                entity: components["parameters"]["AssetEntity"];
                /** @description The asset's id. */
                id: components["parameters"]["AssetId"];
            };
            cookie?: never;
        };
        /** One asset, its fields by adapter connection and in common, its tags and its relationships. */
        get: operations["getAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/{entity}/{id}/as_of": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An implemented asset type's value (for example `devices`); any other is a 404. */
                entity: components["parameters"]["AssetEntity"];
                /** @description The asset's id. */
                id: components["parameters"]["AssetId"];
            };
            cookie?: never;
        };
        /** The asset's fields as they were at an instant, with what changed since. */
        get: operations["getAssetAsOf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Audit entries, newest first, filtered by user, action and time.
         * @description Cursor paging: `meta.next_cursor` of one page is the `cursor` of the next (`page` is
         *     ignored). `user` is the acting user's uuid; `action` is an exact action or a prefix
         *     ending in `.` (`user.` for every user change); `from` and `to` bound `at` (from
         *     inclusive, to exclusive); `search` matches the actor's and the target's names.
         */
        get: operations["listAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The entries the same filters select, as CSV (newest first, at most 100,000 rows).
         * @description Columns: at (ISO 8601), actor, impersonator, client_address, action, target_type,
         *     target_id, target_name, details (JSON). Cells starting with `=`, `+`, `-`, `@`, a tab
         *     or a carriage return are prefixed with `'` (formula-safe).
         */
        get: operations["exportAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every action the server records, with a label, grouped by area. */
        get: operations["listAuditActions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/license_status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the license is still being verified.
         * @description The login screen stays in its loading state while the value is truthy and asks
         *     again every 2 s; once it is falsy the screen goes on to the signup status and the
         *     login settings. Listed (method and path) in the second document, section 7.
         */
        get: operations["getLicenseStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether first-run signup is still needed (no admin exists yet).
         * @description The login screen shows the Signup view when no admin exists. When this fetch fails
         *     (other than with an auth error) the screen shows 'Network Error'.
         */
        get: operations["getSignupStatus"];
        put?: never;
        /**
         * First-run signup; creates the user named admin.
         * @description Only possible while no admin exists. The user name is fixed to 'admin'. The
         *     console checks the e-mail ('The email address is required', 'Please enter a valid
         *     email address', max 50), the password ('Please enter a password', max 40), the
         *     confirmation ('Please confirm your password') and the match ('Passwords do not
         *     match'); the server checks the same and the password policy. On failure the
         *     console shows the server's `message` as is.
         */
        post: operations["signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The login settings that shape the login screen.
         * @description The spec names this call 'login options' without a path; `/login/options` is used
         *     because GET `/login` would be ambiguous beside POST `/login` (and read as the
         *     current user).
         */
        get: operations["getLoginSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with user name and password, or with a SAML token.
         * @description A 200 reply either asks for terms acceptance (`meta.request_eula`; the console
         *     repeats the same call with `eula_agreed: true`), asks for an e-mail code
         *     (`meta.request_2fa_code` with `meta.user_email`; continue with
         *     `/login/send_2fa_code` and `/login/verify`), or signs in: it sets the session
         *     cookie and carries `meta.user_data`, `meta.expires_in` (seconds), the workspace
         *     in `data.data.attributes.current_workspace` and, when set, `meta.referrer` where
         *     the browser is sent. A SAML token arriving in the console's address is sent here as
         *     `saml_token`. The console's default error text is 'Login failed.'.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login/ldap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in against an LDAP domain, or with a smartcard.
         * @description LDAP: `user_name`, `password` and `domain` (the console asks 'Please enter
         *     domain'), optionally `dc_name`. Smartcard: `smartcard_login: true` and `domain`
         *     ('The domain is required'), plus `userHint` when the smartcard settings enable
         *     the user hint. The reply is the same as for `/login`.
         */
        post: operations["loginLdap"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login/send_2fa_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * E-mail a two-factor verification code to the user.
         * @description Sent when the code entry view opens and again on 'Send again'. The console shows
         *     the toast 'Code sent successfully' on success and 'Failed to send code' otherwise.
         *     A new code replaces the previous one. The server mails a code only to a user who gave
         *     good credentials in the last 15 minutes and answers alike for every name; too many
         *     sends, or a second factor locked by wrong codes, get 429.
         */
        patch: operations["sendLoginCode"];
        trace?: never;
    };
    "/login/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish a two-factor login with the e-mailed 6-digit code.
         * @description Needs `verification_code`, `user_name`, `password` and `remember_me`, else
         *     'Invalid payload'. The password is checked again. The reply is the same as for
         *     `/login`, including 'password expired' (that check comes after the second factor).
         */
        post: operations["verifyLoginCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login/saml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Browser redirect that starts SAML single sign-on.
         * @description The console sends the browser here (it is not fetched). The server redirects to
         *     the identity provider; after the IdP's answer the browser comes back to the
         *     console with a SAML token in the address, which the console sends to POST
         *     `/login` as `saml_token`. The query `redirect=false` on the console's root
         *     disables the automatic redirect here.
         */
        get: operations["loginSaml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login/saml/acs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assertion consumer service where the identity provider posts its SAML answer.
         * @description The IdP's page posts `SAMLResponse` and `RelayState` here (a cross-site form post, so
         *     the console's CSRF header is not required: the answer is trusted for its signature
         *     by the IdP's certificate, its `InResponseTo` naming a request this server made for
         *     the same `RelayState`, once). On success the user is created or updated (source
         *     `saml`) and the browser goes to the console with a short-lived, single-use
         *     `saml_token`, which the console sends to POST `/login`; it only signs in the browser
         *     that started the flow. On failure the browser goes to the console with
         *     `redirect=false` (no automatic SAML redirect loop) and the reason in `error`.
         */
        post: operations["samlAssertionConsumer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/password_policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The password policy, for the signup and reset-password hints.
         * @description When the policy is active, the console lists it under 'Password must:' as
         *     'Passwords must have minimum N characters', 'N lower case characters', 'N upper
         *     case characters', 'N number', 'N special characters' (special means
         *     non-alphanumeric).
         */
        get: operations["getPasswordPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/users/tokens/validate/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a password reset token (from the address query) is still valid.
         * @description When it is not, the Reset Password view shows 'Sorry, your token expired. Please
         *     contact your system administrator.'.
         */
        get: operations["validateResetToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/users/tokens/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a new password with a reset token.
         * @description The console checks the same rules as at signup ('Please enter a password', max 40,
         *     'Please confirm your password', 'Passwords do not match') and the password policy;
         *     on success it shows 'Password changed successfully'. The server checks the policy
         *     too, spends the token, ends all the user's sessions and restarts password expiry.
         */
        put: operations["resetPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/users/tokens/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Renew a user's password reset token; the previous one stops working. */
        put: operations["renewResetToken"];
        /**
         * Create a password reset token (and link) for a user.
         * @description Used by an administrator's reset password modal. A user has one reset token at a time; a new one ends the previous.
         */
        post: operations["createResetToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/users/tokens/notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * E-mail a user the link of a renewed reset token (or the invitation again).
         * @description Like POST; the previous link stops working.
         */
        put: operations["resendResetTokenNotice"];
        /**
         * E-mail a user the link of a newly created reset token (or an invitation).
         * @description Only a hash of a token is stored, so the mail carries a new token: links given
         *     before stop working. A user has one reset token at a time.
         */
        post: operations["sendResetTokenNotice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/version.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The installed build's version file.
         * @description Fetched every 10 minutes (600000 ms) with a timestamp `t` against caches; when
         *     `hash` differs from the running build's hash the page reloads.
         */
        get: operations["getVersionInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/token/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Refresh the access token (extends the session).
         * @description The console refreshes when fewer than 120 s remain, and once after a 401 on any
         *     call but login and refresh (then retries the call once). When refresh fails the
         *     local session data is cleared. With lifetime mode on, a refresh extends the session
         *     at most up to the end of its lifespan (`expires_in` then counts down to that end);
         *     the session cookie keeps its token (it is rotated at login and at every identity
         *     switch), so requests in flight during a refresh keep working.
         */
        get: operations["refreshToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user.
         * @description Fetched after login and at the start of the app when a login marker is stored.
         *     A 401 means no valid session: the console shows the login screen. While
         *     impersonating, this is the impersonated user, with `impersonator_name` and
         *     `impersonator_source` of the real one.
         */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session/expiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * When the session, the idle period and the access token end.
         * @description A hidden session is re-checked with this every 10 s; the check itself does not
         *     count as activity (it does not push the idle expiration back). The server ends a
         *     session idle for longer than the timeout, or older than the lifespan in lifetime
         *     mode: every call then answers 401.
         */
        get: operations["getSessionExpiry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Session and config data the shell needs (lifetime, timeout, admin role, notifications, trial). */
        get: operations["getSessionConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/important_notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The important notifications to show as banners. */
        get: operations["listImportantNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many notifications are unread (the sidebar's count).
         * @description The console shows the count on the Findings entry, where the notifications are read,
         *     only outside a data scope.
         */
        get: operations["countNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenants a user may connect as (Tenants Management). */
        get: operations["listTenants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pre_logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tell the server a logout is about to happen.
         * @description First step of the logout sequence: pre-logout, navigate to / (with
         *     `redirect=false` when the system uses SAML redirect), clear toasts, GET `/logout`.
         *     Nothing is tied to a session on the reference server, so it only answers 204.
         */
        post: operations["preLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * End the session (clears the session cookie).
         * @description The console then clears the stored user, expiry and other stored data and resets
         *     its stores; when the reply gives `meta.redirect_url` (for example the IdP's
         *     logout page, from the session settings) the browser is sent there. While
         *     impersonating, the whole session ends (the real user's too).
         */
        get: operations["logout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/impersonate_login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Impersonate another user (banner 'You are impersonating').
         * @description The console resets its state, then the server signs the caller in as the user;
         *     the reply is a login reply with a new session cookie (the old token stops working).
         *     The current user then carries `impersonator_name` and `impersonator_source`.
         *     Admins only (403 otherwise): impersonating is acting with another user's
         *     permissions, which Settings.Update alone must not grant. While impersonating, every
         *     permission check uses the impersonated user's role, so the admin sees what that
         *     user sees; `/impersonate_logout` returns to the own account. Impersonating
         *     oneself or a disabled user is a 400, an unknown user a 404, and a second
         *     impersonation before leaving the first a 409. The session keeps its start, so the
         *     lifespan is not extended by switching.
         */
        post: operations["impersonateLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/impersonate_logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stop impersonating a user and return to the own account.
         * @description Section 4 says each impersonation has a logout counterpart, but the table lists
         *     none for `impersonate_login`; this is it, shaped like the other two logouts. The
         *     reply is a login reply of the own account with a new session cookie; without an
         *     impersonation it changes nothing but the token.
         */
        get: operations["impersonateLogout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/data_scope_impersonation_options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The data scopes the user may connect as (Connect As menu).
         * @description Fetched when the Connect As menu opens; an empty `scopes` list shows 'No Data
         *     Scopes available'. Needs the Settings DataScopeImpersonation permission. `scopes`
         *     are every data scope but the user's main scope, by name.
         */
        get: operations["listDataScopeOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/data_scope_impersonation_login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connect as a data scope (banner 'Connected as Data Scope:').
         * @description After the user confirms, the console calls this, then reloads or redirects. The
         *     reply is a login reply with a new session cookie; the current user then carries the
         *     scope in `data_scope` (and `connected_data_scope`). Role permissions stay those of
         *     the own account. Connecting as another scope replaces the connected one;
         *     connecting as the main scope disconnects. An unknown scope is a 404. While the data
         *     scope settings turn Connect As off (`allow_connect_as`, settings section `data_scopes`)
         *     the call answers 403.
         */
        post: operations["dataScopeImpersonationLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/data_scope_impersonation_logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Disconnect from the data scope and return to the main scope.
         * @description The console then goes to /. The reply is a login reply with a new session cookie;
         *     without a connected scope it changes nothing but the token.
         */
        get: operations["dataScopeImpersonationLogout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect_as_tenant_login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connect as a tenant (banner 'Connected as Tenant:').
         * @description The reply is a login reply with a new session cookie; the current user then carries
         *     `connected_tenant`. Needs Settings DataScopeImpersonation, the permission of the
         *     Tenants button (second document). An unknown tenant is a 404.
         */
        post: operations["connectAsTenantLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect_as_tenant_logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Disconnect from the tenant (Connect As) and return to the own account.
         * @description The reply is a login reply with a new session cookie; without a connected tenant it changes nothing but the token.
         */
        get: operations["connectAsTenantLogout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenant_impersonation_logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a tenant session opened by impersonation from the parent console's Tenants management.
         * @description Unlike Connect As (connect_as_tenant_login / _logout, which stays in this console),
         *     a tenant impersonation is a session in the tenant's own console opened from the
         *     parent console; leaving it ends that session and sends the browser back to the
         *     parent console at `meta.redirect_url` (absent when this console has no parent
         *     console configured).
         */
        post: operations["tenantImpersonationLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The campaigns, newest first, with status and progress.
         * @description Cursor paging: `meta.next_cursor` of one page is the `cursor` of the next. `status`
         *     narrows to one status; `search` matches the name.
         */
        get: operations["listCampaigns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}/evidence": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The campaign's id (the words `query` and `terminate` are not ids). */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        /**
         * Every decision of a campaign, with its hash chain, as CSV.
         * @description One row per recorded decision, in the order recorded: sequence, decided_at, approver,
         *     approval (the first 8 characters of the approval id only), user, application,
         *     entitlement type and name, action, previous hash and hash. Each record's hash is
         *     SHA-256 over the previous record's hash and the record's fields, so changing or
         *     removing one breaks every hash after it. The last row repeats nothing: the chain's
         *     head is also sent as `X-Chain-Head`. Cells starting with `=`, `+`, `-`, `@`, a tab or
         *     a carriage return are prefixed with `'` (formula-safe).
         */
        get: operations["exportCampaignEvidence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/users_names_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users that can be picked as approvers, matched by name.
         * @description Feeds the approver picker of the creation screen. The reply is a list of `id` and
         *     `mail` per user.
         */
        get: operations["listCampaignUserNames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/supported_notify_methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The notify methods supported for one approver.
         * @description The creation screen offers, per approver, only the notify methods supported for that
         *     user. The reply carries `notify_methods_verification`, wrapped as
         *     `data.attributes.value`.
         */
        get: operations["getCampaignSupportedNotifyMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a campaign from a query, its approvers and entitlement options.
         * @description Returns the query preview (asset count, approvers, applications) and the entitlements
         *     list the campaign would review. The reply also carries the id of the draft campaign
         *     that the preview stands for, which `campaigns/{id}`, `campaigns/{id}/schedule` and
         *     `campaigns/terminate` use (designed: the spec shows no separate create call).
         */
        post: operations["previewCampaignQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The campaign's id (the words `query` and `terminate` are not ids). */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        /** One campaign with its query, approvers, options and preview. */
        get: operations["getCampaign"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The campaign's id (the words `query` and `terminate` are not ids). */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Schedule a campaign to start at `start_date`.
         * @description Approvers are notified, each by their chosen notify method, when the campaign starts;
         *     each receives a link carrying their `campaign_approval_id`. A `start_date` more than a
         *     minute in the past is refused (400); one within the minute starts the campaign now.
         *     Without `end_date` the campaign ends 14 days after it starts. A draft or a scheduled
         *     campaign that has not started yet may be (re)scheduled; a running, ended or terminated
         *     one answers 409. Every approver needs a notify method (400 naming the first without).
         */
        post: operations["scheduleCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/terminate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Terminate one or more campaigns.
         * @description The spec says only that the body is a value object; its fields are designed here.
         *     Terminating ends the campaign at once: its approval links stop working (their lookup
         *     fails with 404) and unanswered selections stay without a response.
         */
        patch: operations["terminateCampaigns"];
        trace?: never;
    };
    "/campaigns_external/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Load the approval page of one approver (no login).
         * @description Public: no session and no API key. Access is authorised by the approval id itself,
         *     the `campaign_approval_id` of the approver's invitation link: an unguessable random
         *     id issued per approver, which exposes only that approver's selections and only while
         *     the campaign runs. When the lookup fails (unknown id, terminated or ended campaign)
         *     the console redirects to `/`. Replies should not be cached (`Cache-Control: no-store`).
         */
        get: operations["getCampaignApproval"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns_external": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit an approver's decisions (no login).
         * @description Public: no session and no API key. Access is authorised by `uuid`, the approval id of
         *     the invitation link (the same id as `campaigns_external/{id}`); only the selections
         *     of that approval can be answered. A selection that does not belong to this approval,
         *     or is sent twice in one submit, fails the whole submit with 400; one already answered
         *     with another action fails it with 409 naming it. Either way nothing is recorded. A
         *     selection already answered with the same action is accepted and not recorded again,
         *     so a submit repeated (a retry, a second browser) is harmless. Up to 100000 selections
         *     may be sent at once (Approve All over every pending row). Every recorded decision
         *     enters the campaign's hash-chained log (see `campaigns/{id}/evidence`). On success the console shows the toast
         *     'Response Submitted', reloads the approval and clears its choices; on failure it
         *     shows 'An error occurred while submitting the response'.
         */
        post: operations["submitCampaignApproval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the dashboards (spaces) visible to the caller.
         * @description Default page size 20, default sort `name` (after the caller's own order, when they
         *     reordered the list with `PUT /dashboard/reorder/{id}`); the list's columns sort too (`last_updated`,
         *     `access`, `type`, `created_by`, each descending with a leading `-`). `query`, `all_spaces` and `space_ids` are
         *     the options the spec names; the console refetches the list every 60 seconds.
         */
        get: operations["listSpaces"];
        put?: never;
        /** Create a dashboard (space). */
        post: operations["createSpace"];
        /** Delete dashboards in bulk, by selection and filters. */
        delete: operations["deleteSpaces"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The space's uuid. The spec calls it `{uuid}` for edit, template, reset and export and
                 *     `{id}` for duplicate, delete and refresh; both are the same identifier.
                 */
                id: components["parameters"]["spaceId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a dashboard (name, sharing, filter, favourite, partial-adapter setting).
         * @description The spec's `PUT dashboard/{uuid}`. Changes need edit rights on the dashboard (its owner,
         *     a role listed as editors, or an admin; `calculations` dashboards are read-only); marking
         *     a `favorite` needs only to see it. Setting `spaceFilter` needs Queries/Update as well
         *     ("You don't have permissions to set the filter"); dashboard filters take effect
         *     globally, and may name only the fields every asset has. Sharing a dashboard with all
         *     data scopes, or changing one that is, needs Settings/DataScopeImpersonation on top of
         *     Dashboard/Update (admins pass). Widening the sharing checks the saved queries its
         *     charts use: with `bulk_permission_change` NONE (the default) a query that is private
         *     (for a public or all-data-scopes dashboard) or not shared with all data scopes (for an
         *     all-data-scopes one) is a 400 naming it; NON_SHARED_TO_SHARED shares the non-private
         *     ones with all data scopes; PRIVATE_TO_PUBLIC also opens the private ones. Sent without
         *     a sharing change (the list's bulk change of query permissions), it applies to every
         *     query the charts use whatever the dashboard's sharing. Changing a query needs its owner
         *     or an admin, with Queries/Update (else 403, and nothing changes).
         */
        put: operations["updateSpace"];
        post?: never;
        /**
         * Delete one dashboard.
         * @description The spec's `DELETE dashboard/{id}`.
         */
        delete: operations["deleteSpace"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The space's uuid. The spec calls it `{uuid}` for edit, template, reset and export and
                 *     `{id}` for duplicate, delete and refresh; both are the same identifier.
                 */
                id: components["parameters"]["spaceId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Duplicate a dashboard with its charts. */
        post: operations["duplicateSpace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/{id}/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The space's uuid. The spec calls it `{uuid}` for edit, template, reset and export and
                 *     `{id}` for duplicate, delete and refresh; both are the same identifier.
                 */
                id: components["parameters"]["spaceId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recalculate every chart of a dashboard.
         * @description The console first confirms: 'Heads up!' and 'Refresh Dashboard operation may take a
         *     while. Do you want to proceed?'. The refresh runs in the background; the space's
         *     `refreshId` identifies it.
         */
        post: operations["refreshSpace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/asset_profile/{id}/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The uuid of the asset-profile space to refresh. */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recalculate the charts of an asset-profile dashboard. */
        post: operations["refreshAssetProfileSpace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/reorder/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The uuid of the space to move in the caller's order of spaces. */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Move a dashboard to another position in the list. */
        put: operations["reorderSpace"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/{id}/{templateId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The space's uuid. The spec calls it `{uuid}` for edit, template, reset and export and
                 *     `{id}` for duplicate, delete and refresh; both are the same identifier.
                 */
                id: components["parameters"]["spaceId"];
                /** @description The dashboard template to apply. */
                templateId: string;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Apply a dashboard template to a space (replaces its charts with the template's).
         * @description The spec's `PUT dashboard/{uuid}/{templateId}`. A template id that does not exist, or a
         *     template needing a query this server lacks, is a 400 and the space is unchanged.
         */
        put: operations["applySpaceTemplate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/{id}/reset": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The space's uuid. The spec calls it `{uuid}` for edit, template, reset and export and
                 *     `{id}` for duplicate, delete and refresh; both are the same identifier.
                 */
                id: components["parameters"]["spaceId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Reset a dashboard to the charts and settings of its origin.
         * @description The spec's `PUT dashboard/{uuid}/reset`. Only a dashboard made from a template has an origin to go back to.
         */
        put: operations["resetSpace"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The space's uuid. The spec calls it `{uuid}` for edit, template, reset and export and
                 *     `{id}` for duplicate, delete and refresh; both are the same identifier.
                 */
                id: components["parameters"]["spaceId"];
            };
            cookie?: never;
        };
        /**
         * Export one dashboard with its charts as a JSON document.
         * @description The spec's `GET dashboard/{uuid}/export`; the reply is the file itself, not wrapped.
         */
        get: operations["exportSpace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export selected dashboards, or export them as a template in a zip. */
        post: operations["exportSpaces"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/move_to_folder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Move dashboards into a folder (or back to the top level). */
        put: operations["moveSpacesToFolder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/management/filters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filter choices of the dashboard management list.
         * @description The spec names the call but not its reply; the fields are designed from section 3.
         */
        get: operations["getDashboardManagementFilters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/adapter_data/{module}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The adapter's module name (for example `aws_adapter`). */
                module: string;
            };
            cookie?: never;
        };
        /**
         * An adapter's connection and asset figures, for adapter charts.
         * @description The spec names the call but not its reply; the fields are designed.
         */
        get: operations["getDashboardAdapterData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/charts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description For POST, the uuid of the space to add the chart to (the spec's
                 *     `dashboard/charts/{space}`); for PUT and DELETE, the chart's id.
                 */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a chart (also pins or unpins it).
         * @description Updating a chart requires a chart id, else 'Chart id is required' (an empty or blank id).
         */
        put: operations["updateChart"];
        /** Add a chart to a space. */
        post: operations["createChart"];
        /** Delete a chart. */
        delete: operations["deleteChart"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/charts/update_layouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update the grid layout of several charts of a space at once. */
        put: operations["updateChartLayouts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/charts/{id}/csv": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The chart's id. */
                id: components["parameters"]["chartId"];
            };
            cookie?: never;
        };
        /** Export a chart's data as CSV. */
        get: operations["exportChartCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/charts/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The chart's id. */
                id: components["parameters"]["chartId"];
            };
            cookie?: never;
        };
        get?: never;
        /** Move a chart to another space. */
        put: operations["moveChart"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dashboard templates a space can be built from.
         * @description Templates are built on the predefined queries. `group` `all` (the default) lists every
         *     template; `use_cases` and `recommended` the templates of that group.
         */
        get: operations["listDashboardTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import exported dashboards, after a dry run that lists the queries they need.
         * @description `archive` is what an export wrote, base64-encoded: the JSON document of `GET
         *     /dashboard/{id}/export` or the zip of `POST /dashboard/export` (at most 2 MiB, at most
         *     50 dashboards, 500 charts; entries named `dashboards/<n>.json`, no other paths). With
         *     `dry_run` nothing is written and the reply lists the dashboards and the queries their
         *     charts need, each with the visible saved query it matches by name and entity. Without
         *     it, `query_map` says which existing query stands for each exported one (an unmapped
         *     query is created as a private query of the caller from its exported filter), and the
         *     dashboards are created in one transaction, each named as in the file, or `<name>
         *     (imported)` (then numbered) when the caller sees a dashboard of that name; the reply's
         *     `spaces` give the names made. With `space_id`, the one dashboard's charts replace those of
         *     that space, under the rules a chart added to it meets: a space shared with all data scopes
         *     needs the extra permission (403), a mapped query narrower than a public or all-data-scopes
         *     space is a 400, and the queries created for such a space are shared with every role and
         *     data scope. A file that is not an export, too big, or naming another path is a 400 and
         *     nothing is written.
         */
        post: operations["importSpaces"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/{id}/chart_data": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The space's uuid. The spec calls it `{uuid}` for edit, template, reset and export and
                 *     `{id}` for duplicate, delete and refresh; both are the same identifier.
                 */
                id: components["parameters"]["spaceId"];
            };
            cookie?: never;
        };
        /**
         * The data of a dashboard's charts, in one request.
         * @description Computed through the query engine in the caller's data scope: 'fields' (Latest data)
         *     from the saved queries over the assets, 'historical' (Data over time) from the daily
         *     snapshots over the chart's date range (default the last 7 days). A series has at most
         *     1,000 points (larger ones are decimated on the server, `decimated` says so). Results
         *     are kept per space `refreshId` and chart: a refetch answers from them, a refresh
         *     (`POST /dashboard/{id}/refresh`) or a changed chart computes again. A chart that fails
         *     carries its own `status: error` and message; the others are still answered.
         *     `chart_id` limits the reply to some charts (a retry of one chart).
         */
        get: operations["getSpaceChartData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/lifecycle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The discovery lifecycle status; polled every 3 seconds.
         * @description The top bar shows 'Discover Now' while `done`, 'Initiating...' while `starting`,
         *     'Stop Discovery' while `running` and 'Stopping...' while `stopping`. When a run
         *     starts or finishes the console fetches the data fields, the first historical date
         *     and the allowed dates again.
         */
        get: operations["getDiscoveryLifecycle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/discovery/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a discovery run (Discover Now).
         * @description Needs Settings/RunManualDiscovery (or a read-only owner). The lifecycle moves from
         *     `done` to `starting`, then `running`. If the start fails the console resets its state.
         */
        post: operations["startDiscovery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/discovery/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop the running discovery (Stop Discovery).
         * @description Needs Settings/RunManualDiscovery (or a read-only owner). The lifecycle moves from
         *     `running` to `stopping`, then `done`. If the stop fails the console returns to
         *     `running`.
         */
        post: operations["stopDiscovery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/discovery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current discovery run, or the last one when none runs.
         * @description The spec names the call but not its reply; the run's fields are designed.
         */
        get: operations["getDiscoveryRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/discovery/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest discovery runs, newest first. */
        get: operations["listDiscoveryHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/discovery/ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ids of the recorded discovery runs, newest first. */
        get: operations["listDiscoveryRunIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/first_historical_date": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The date of the oldest historical snapshot. */
        get: operations["getFirstHistoricalDate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/get_allowed_dates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dates that have a historical snapshot (the choices of date pickers). */
        get: operations["getAllowedDates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/implemented_asset_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The asset types the installation implements. */
        get: operations["listImplementedAssetTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/custom_fields/priority_fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The custom fields marked as priority, shown first in field choices.
         * @description The spec names the call but not its reply; the item's fields are designed.
         */
        get: operations["getPriorityFields"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/data_fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The data fields of each entity type (field choices of queries and charts).
         * @description Fetched at start and again when a discovery run starts or finishes.
         */
        get: operations["getDataFields"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/adapters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The adapters and the status of their connections (loaded lazily by the top bar).
         * @description Needs Adapters/View; adapter connections are restricted by the caller's data scope.
         */
        get: operations["listAdapters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/environment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The environment name and the footer's background colour. */
        get: operations["getEnvironment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/ldap/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connect to an LDAP domain, bind as its service account and search its base DN once.
         * @description The body is one domain as the `ldap` section holds it. A `bind_password` left out or sent
         *     as the mask '********' is the stored password of the domain with the same
         *     `domain_display_name` (none when there is no such domain). The server connects to `url`
         *     (TLS for ldaps://, StartTLS and the CA as `tls` says), binds with `bind_dn`, and searches
         *     `base_dn` once for a user of `user_filter` (`{username}` as `*`, size limit 1). Each step
         *     has 5 s. A `user_filter` that is not an LDAP filter is a 400. A directory that cannot be
         *     reached, refuses TLS or the credentials, or has no such base DN is a 200 with
         *     `ok: false`, the step that failed and a sentence; the password is never part of the reply.
         */
        post: operations["testLdapConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/saml/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a SAML identity provider's metadata, pasted or fetched from its address.
         * @description Either `xml` (the metadata document) or `url` (fetched by the server over http or https,
         *     at most 10 s and 1 MB). The first EntityDescriptor with an IDPSSODescriptor gives
         *     `entity_id`, the HTTP-Redirect SingleSignOnService's Location as `entry_point`, and the
         *     first signing certificate (a KeyDescriptor with use "signing" or no use) as `idp_cert`.
         *     Anything missing, or a document that is not metadata, is a 400 saying what.
         */
        post: operations["readSamlMetadata"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/certificates/inspect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The subject, issuer, validity and fingerprint of a PEM certificate.
         * @description The first certificate of `pem`. Text that holds no readable certificate is a 400 'Not a
         *     PEM certificate.'.
         */
        post: operations["inspectCertificate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/certificate/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Details of the current certificate, its settings and any pending signing request. */
        get: operations["getCertificateDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/certificate/global_ssl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the global SSL setting. */
        put: operations["updateGlobalSsl"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/certificate/certificate_settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the certificate settings (trusted CAs and mutual TLS) as a whole. */
        put: operations["updateCertificateSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/certificate/csr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the pending certificate signing request (PEM, binary download). */
        get: operations["downloadCertificateSigningRequest"];
        /**
         * Create a certificate signing request (replaces any pending one).
         * @description The server makes a new private key, kept on the server, and a signing request for
         *     it. Download it with `GET certificate/csr`, have it signed, then import the signed
         *     certificate with `PUT certificate/import_cert` (no private key needed then).
         */
        put: operations["createCertificateSigningRequest"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/certificate/cancel_csr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cancel the pending certificate signing request and drop its private key. */
        put: operations["cancelCertificateSigningRequest"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/certificate/import_cert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Import a certificate (with its private key, or answering the pending signing request). */
        put: operations["importCertificate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/certificate/reset_to_defaults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reset all certificate settings to defaults (the product's default certificate). */
        put: operations["resetCertificateToDefaults"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/maintenance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the maintenance config. */
        get: operations["getMaintenanceConfig"];
        /** Save the maintenance config as a whole. */
        put: operations["updateMaintenanceConfig"];
        /**
         * Start a temporary troubleshooting window.
         * @description Turns `troubleshooting` on until now plus `duration_hours`; `timeout` then holds the
         *     end, after which troubleshooting turns itself off. Starting again replaces the end.
         */
        post: operations["startMaintenanceTroubleshooting"];
        /**
         * Stop the troubleshooting window now.
         * @description Turns `troubleshooting` off and clears `timeout`; doing it with no window open changes nothing.
         */
        delete: operations["stopMaintenanceTroubleshooting"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/schedule_config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the discovery scheduler config. */
        get: operations["getSchedulerConfig"];
        put?: never;
        /** Save the discovery scheduler config as a whole. */
        post: operations["saveSchedulerConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/webhook/schema": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The form schema that drives the webhook form. */
        get: operations["getWebhookFormSchema"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/webhook/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The webhook configurations. */
        get: operations["listWebhookConfigs"];
        put?: never;
        /** Add a webhook configuration. */
        post: operations["addWebhookConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/webhook/config/{config_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a webhook configuration as a whole. */
        put: operations["updateWebhookConfig"];
        post?: never;
        /** Delete a webhook configuration and its delivery log. */
        delete: operations["deleteWebhookConfig"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/plugins/{pluginId}/{configName}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The plugin holding the config; the console's feature flags live in `gui`. */
                pluginId: "gui";
                /** @description Which feature-flag config. */
                configName: "FeatureFlags" | "InternalFeatureFlags";
            };
            cookie?: never;
        };
        /** Read a feature-flag config (FeatureFlags or InternalFeatureFlags). */
        get: operations["getFeatureFlagsConfig"];
        /**
         * Save a feature-flag config as a whole.
         * @description The body must be the schema that `configName` names; another is rejected with 400.
         */
        put: operations["saveFeatureFlagsConfig"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/{entity}/{id}/investigation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The event history of one asset, newest first, within a date range.
         * @description One row per event: a field of the asset gained or lost values, or an adapter
         *     connection started or stopped reporting it. Without a range, the last 7 days.
         */
        get: operations["listAssetInvestigationEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/queries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the saved queries the caller may see.
         * @description Predefined queries, the caller's own, and the shared ones visible in the caller's data
         *     scope. Sort by `name` (default), `last_updated`, `entity` or `owner` (`-` for descending).
         */
        get: operations["listSavedQueries"];
        put?: never;
        /** Save a new query (its first version). */
        post: operations["createSavedQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/query_folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every query folder (a tree through parent_id), with how many visible queries each holds. */
        get: operations["listQueryFolders"];
        put?: never;
        /** Make a folder (under a parent folder, or at the root). */
        post: operations["createQueryFolder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/query_folders/{folderId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                folderId: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Rename a folder or move it under another one (never under itself). */
        put: operations["updateQueryFolder"];
        post?: never;
        /** Remove an empty folder (409 while it holds queries or folders). */
        delete: operations["deleteQueryFolder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/queries/move_to_folder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Move queries into a folder (null for the root). */
        put: operations["moveSavedQueries"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/queries/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count the assets a filter matches in the caller's data scope, and optionally each node alone.
         * @description One statement over the assets. With `per_node`, `nodes` has the count of every condition
         *     and group alone, keyed by its path (`""` the root, `g0` its first group, `g0.c1` that
         *     group's second condition). A query that runs past the time limit is cancelled: 400 with
         *     a message saying so.
         */
        post: operations["countQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/queries/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The matching assets, newest update first, a page at a time (cursor paging). */
        post: operations["previewQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/queries/{queryId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                queryId: components["parameters"]["QueryId"];
            };
            cookie?: never;
        };
        /** One saved query. */
        get: operations["getSavedQuery"];
        /**
         * Change a saved query; a change of its filter or name keeps a new version.
         * @description Predefined queries cannot be changed (403); duplicate one instead.
         */
        put: operations["updateSavedQuery"];
        post?: never;
        /** Remove a saved query; while charts or campaigns use it, 409 with them unless `force`. */
        delete: operations["deleteSavedQuery"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/queries/{queryId}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                queryId: components["parameters"]["QueryId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a copy owned by the caller (name defaults to "Copy of ..."). */
        post: operations["duplicateSavedQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/queries/{queryId}/used_by": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                queryId: components["parameters"]["QueryId"];
            };
            cookie?: never;
        };
        /** The dashboards' charts and campaigns that use a query. */
        get: operations["getSavedQueryUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/queries/{queryId}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                queryId: components["parameters"]["QueryId"];
            };
            cookie?: never;
        };
        /** The versions of a query, newest first (cursor paging). */
        get: operations["listSavedQueryVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/queries/{queryId}/versions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                queryId: components["parameters"]["QueryId"];
                version: number;
            };
            cookie?: never;
        };
        /** One version of a query. */
        get: operations["getSavedQueryVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/queries/{queryId}/diff": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                queryId: components["parameters"]["QueryId"];
            };
            cookie?: never;
        };
        /** What changed from one version to another (conditions added, removed and changed). */
        get: operations["diffSavedQueryVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/global_search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search assets across entity types.
         * @description Paged by `limit` and `skip` (page size 200). `meta.page` is `skip / limit`,
         *     `meta.size` is `limit`. On any failure the modal shows 'Sorry, something went wrong';
         *     with no results it shows 'No results found'.
         *
         *     Best matches first, in a stable order for paging: the asset whose name is the value,
         *     then names starting with it, then names with a word starting with it, then other
         *     fields; within each, by the matching text (bytewise), then by id. Each asset comes
         *     once. `meta.total` is exact on the last page; while more pages follow it is
         *     `skip + limit + 1` (at least one more, not counted: countGlobalSearch counts, up to 1,000).
         */
        get: operations["globalSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/global_search/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many assets match a search, in total and per entity type.
         * @description The spec names the call and its parameter but not its reply; the reply's fields are designed.
         */
        get: operations["countGlobalSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/global_search/fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The fields global search matches, per entity type.
         * @description A failure raises an API error carrying the reply's `message`; the modal then shows
         *     'Sorry, something went wrong'. The reply's fields are designed.
         */
        get: operations["getGlobalSearchFields"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/global_search/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's recently viewed assets and recently searched values, newest first (10 of each).
         * @description A viewed asset the caller can no longer see (deleted, or outside the data scope) is left out.
         */
        get: operations["listRecentSearchItems"];
        put?: never;
        /** Record a viewed asset or a searched value (again moves it to the top; the oldest past 10 goes). */
        post: operations["addRecentSearchItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/global_search/recent/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of the caller's recent items. */
        delete: operations["deleteRecentSearchItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/sections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The settings sections, each with a one-line description, its JSON Schema and its defaults. */
        get: operations["listSettingsSections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/sections/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The section's key, as listed by `GET /settings/sections`; an unknown key answers 404. */
                key: string;
            };
            cookie?: never;
        };
        /** A section's current values, the defaults filling in whatever was never set. */
        get: operations["getSettingsSection"];
        /**
         * Replace a section as a whole.
         * @description The body is the whole section: it must fit the schema `SettingsSectionValues` gives for
         *     the key (every field, no others), and the checks a schema cannot make (certificates must
         *     be PEM, names unique, roles existing); otherwise 400 and nothing changes. A secret left
         *     out, or sent as the mask '********', keeps the stored one (an LDAP domain's is matched
         *     by `domain_display_name`). The new values apply from the next check on: a changed password
         *     policy applies to the next password set, changed session limits to the next request of a
         *     live session. Recorded in the audit log as `settings.updated`, with the paths of the
         *     changed fields (never their values).
         */
        put: operations["replaceSettingsSection"];
        post?: never;
        /**
         * Reset a section to its defaults.
         * @description Removes what was stored for the section, so it reads as its defaults again (secrets
         *     included: a stored SMTP or LDAP bind password is dropped). Recorded in the audit log as
         *     `settings.reset`.
         */
        delete: operations["resetSettingsSection"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness of the server and its storage. */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get_constants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Product constants and business limits the console needs before sign-in.
         * @description The spec names the call but not its fields; they are designed here from the
         *     business constants and limits of both specification documents (section 9).
         */
        get: operations["getConstants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client_errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The errors consoles reported, newest first (admins only). */
        get: operations["listClientErrors"];
        put?: never;
        /**
         * Report the console's uncaught errors and, with `enable_rum`, its memory samples.
         * @description The console sends a batch of what went wrong in the browser (window `error` and
         *     `unhandledrejection`, without cancelled requests or duplicated navigations) and, while
         *     the internal flag `enable_rum` is on, a memory sample every 30000 ms. Public, because
         *     the login page fails too; the session's user is recorded when there is one. The body
         *     is capped at 16384 bytes (413 above); each session, or each address without one, may
         *     report 20 entries a minute (429 above, nothing kept). Errors are kept in the
         *     `client_errors` table, memory samples go to the server log.
         */
        post: operations["reportClientErrors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/system/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The system's state for the Administration page (admins only).
         * @description Version and build, license and contract end, the database's kind and size, the
         *     discovery status, the server instances (nodes) sharing the database and the mail
         *     outbox's health, read when asked. Admins only (spec section 6: the /administration
         *     redirect is for admins): any other role gets 403, whatever its permissions.
         */
        get: operations["getSystemOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/webhook/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The events the server delivers, each with an example of its payload. */
        get: operations["listWebhookEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/webhook/config/{config_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The configuration's `config_id`. */
                config_id: components["parameters"]["WebhookConfigId"];
            };
            cookie?: never;
        };
        /**
         * The webhook's delivery log, newest first, cursor paged.
         * @description `meta.next_cursor` of one page is the `cursor` of the next (`page` is ignored).
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/webhook/config/{config_id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The configuration's `config_id`. */
                config_id: components["parameters"]["WebhookConfigId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delivers a `ping` event now (once, also to a disabled webhook) and answers with its outcome. */
        post: operations["sendWebhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/webhook/deliveries/{delivery_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The delivery's `id`. */
                delivery_id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a delivery's event again now, as a new delivery (once), and answers with its outcome. */
        post: operations["redeliverWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description A user as the users list shows it (also the reply of create and update).
         * @example {
         *       "uuid": "6650a1f2c3d4e5f6a7b8c9d0",
         *       "user_name": "jdoe",
         *       "first_name": "Jane",
         *       "last_name": "Doe",
         *       "email": "jane.doe@example.com",
         *       "source": "internal",
         *       "role_id": "6650a1f2c3d4e5f6a7b8c9a1",
         *       "role_name": "IT",
         *       "data_scope_id": null,
         *       "last_updated": "2025-05-01T10:00:00Z",
         *       "last_login": "2025-05-02T08:30:00Z"
         *     }
         */
        UserListItem: {
            uuid: string;
            user_name: string;
            first_name: string;
            last_name: string;
            /** @description E-mail address; for saml users it falls back to `user_name`. */
            email: string | null;
            /** @description Where the user comes from, for example `internal`, `ldap` or `saml`. */
            source: string;
            role_id: string;
            role_name: string;
            /** @description The user's data scope; null when none is assigned (unrestricted). */
            data_scope_id: string | null;
            /** Format: date-time */
            last_updated: string;
            /**
             * Format: date-time
             * @description Null until the first login.
             */
            last_login: string | null;
            /** @description True for built-in users such as the one named admin. */
            predefined?: boolean;
            /** @description A disabled user cannot sign in; disabling ends the user's sessions at once. */
            is_disabled?: boolean;
        };
        /** @description A new local user. Only `user_name` is required ('username is a required field'). */
        UserCreate: {
            user_name: string;
            /** @description Initial password (password policy applies); leave out to invite the user to set one. */
            password?: string;
            first_name?: string;
            last_name?: string;
            /** Format: email */
            email?: string;
            /** @description The role; the server's default role when left out. */
            role_id?: string;
            /** @description The data scope; null or left out for none (unrestricted). */
            data_scope_id?: string | null;
            /** @description Disables (true) or enables the user; disabling ends the user's sessions at once. */
            is_disabled?: boolean;
        };
        /**
         * @description The editable fields of a user. `uuid` is required ('uuid is a required field') and must
         *     equal the path's; fields left out keep their value.
         */
        UserUpdate: {
            uuid: string;
            user_name?: string;
            /** @description A new password set by the administrator (password policy applies). */
            password?: string;
            first_name?: string;
            last_name?: string;
            /** Format: email */
            email?: string;
            role_id?: string;
            data_scope_id?: string | null;
            /** @description Disables (true) or enables the user; disabling ends the user's sessions at once. */
            is_disabled?: boolean;
        };
        /** @description The users list view's search and filters, as in the list's query. */
        UserFilters: {
            search?: string;
            role_id?: string[];
            source?: string[];
            /**
             * Format: date
             * @description Last login on or after this day.
             */
            date_from?: string;
            /**
             * Format: date
             * @description Last login on or before this day.
             */
            date_to?: string;
        };
        /**
         * @description The rows a bulk action applies to. `include` true: exactly `ids`. `include` false: every
         *     user matching `filters` (all users without filters) except `ids`. The ids array is
         *     required ('ids[] should be supplied'), and may be empty when `include` is false.
         */
        Selection: {
            /** @description User uuids. */
            ids: string[];
            /**
             * @description True = exactly these ids; false = all matching the filters except these ids.
             * @default true
             */
            include?: boolean;
            filters?: components["schemas"]["UserFilters"];
        };
        /** @description Body of the bulk delete. */
        UsersDeleteRequest: {
            selection: components["schemas"]["Selection"];
        };
        /** @description Body of the bulk role assignment; `role_id` is required ('roleId is a mandatory parameter'). */
        AssignRoleRequest: {
            selection: components["schemas"]["Selection"];
            role_id: string;
        };
        /** @description Body of the bulk data-scope assignment (and its preview); `data_scope_id` is required ('At least one Data Scope must be selected'). */
        AssignDataScopeRequest: {
            selection: components["schemas"]["Selection"];
            /** @description The scope to assign; to lift a restriction assign the 'Global (Unrestricted)' scope. */
            data_scope_id: string;
        };
        /** @description A selected user the bulk action left unchanged, and why. */
        SkippedUser: {
            uuid: string;
            user_name: string;
            /**
             * @description `admin_user`: the user named admin is excluded from bulk role and data-scope changes and is never deleted.
             * @enum {string}
             */
            reason: "admin_user";
        };
        /** @description 200 reply of a bulk action on users, done at once. */
        BulkActionReply: {
            /** @description Uuids of the users deleted or changed. */
            ids: string[];
            /** @description The changed users after the change (empty for a delete). */
            data: components["schemas"]["UserListItem"][];
            skipped: components["schemas"]["SkippedUser"][];
        };
        /** @description 202 reply of a bulk action left to background work; the console refetches the list. */
        BulkActionAccepted: {
            /** @description Identifies the background work (for logs and support). */
            job_id: string;
        };
        UsersPage: {
            data: components["schemas"]["UserListItem"][];
            meta: components["schemas"]["PageMeta"];
        };
        /** @description An account that signs in only with its API keys. */
        ServiceAccount: {
            uuid: string;
            name: string;
            description: string | null;
            role_id: string;
            role_name: string;
            /** @description Null for no restriction. */
            data_scope_id: string | null;
            /** @description Keys that were not revoked. */
            keys_count: number;
            /**
             * Format: date-time
             * @description The last use of any of its keys.
             */
            last_used_at: string | null;
            /** Format: date-time */
            last_updated: string;
        };
        ServiceAccountsPage: {
            data: components["schemas"]["ServiceAccount"][];
            meta: components["schemas"]["PageMeta"];
        };
        ServiceAccountCreate: {
            name: string;
            role_id: string;
            data_scope_id?: string | null;
            description?: string | null;
        };
        ServiceAccountUpdate: {
            name?: string;
            role_id?: string;
            data_scope_id?: string | null;
            description?: string | null;
        };
        /** @description One of a service account's API keys, without its secret. */
        ServiceAccountKey: {
            id: string;
            /** @description What the key is for. */
            name: string;
            /** @description The start of the key's `api-key` that tells keys apart. */
            prefix: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            last_used_at: string | null;
            /**
             * Format: date-time
             * @description Null for a key that does not expire.
             */
            expires_at: string | null;
        };
        ServiceAccountKeysPage: {
            data: components["schemas"]["ServiceAccountKey"][];
            meta: components["schemas"]["PageMeta"];
        };
        ServiceAccountKeyCreate: {
            /** @description What the key is for; empty by default. */
            name?: string;
            /**
             * Format: date-time
             * @description Omitted or null for a key that does not expire.
             */
            expires_at?: string | null;
        };
        /** @description A new key with its `api_key` and `api_secret`, sent as the `api-key` and `api-secret` headers; the only reply that shows them. */
        ServiceAccountKeyIssued: components["schemas"]["ServiceAccountKey"] & {
            api_key: string;
            api_secret: string;
        };
        /** @description An integrator's key pair, sent as the `api-key` and `api-secret` headers. */
        ApiKey: {
            /** @description Sent as the `api-key` header. */
            api_key: string;
            /** @description Sent as the `api-secret` header; only in the reply that issues the pair (it is stored hashed). */
            api_secret?: string;
            /**
             * Format: date-time
             * @description When this pair was issued.
             */
            created_at?: string;
        };
        /**
         * @description An action within a permission category. Known values View, Update, DeepUpdate, Private,
         *     DataScopeImpersonation; others exist (open set). Viewing needs View; editing needs
         *     DeepUpdate on asset categories and Update otherwise; Reports also needs Private. In the
         *     console's texts an action's label key is prefixed 'permissions.'.
         */
        PermissionAction: ("View" | "Update" | "DeepUpdate" | "Private" | "DataScopeImpersonation") | string;
        /**
         * @description Category -> the actions granted in it. Categories are for example Dashboard, Settings,
         *     Audit, Enforcements, Reports, Graph, Findings; asset-type categories are named after the
         *     asset type with a suffix (not shown in the spec) and exist only for implemented asset
         *     types. Some categories can be disabled by feature flag. A category left out grants nothing.
         * @example {
         *       "Dashboard": [
         *         "View",
         *         "Update"
         *       ],
         *       "Reports": [
         *         "View",
         *         "Private"
         *       ],
         *       "Settings": [
         *         "View",
         *         "DataScopeImpersonation"
         *       ]
         *     }
         */
        Permissions: {
            [key: string]: components["schemas"]["PermissionAction"][];
        };
        Role: {
            uuid: string;
            name: string;
            permissions: components["schemas"]["Permissions"];
            users_count: number;
            service_accounts_count: number;
            /** @description Built-in role (Admin, OwnerReadOnly, IT, ...); cannot be changed or deleted. */
            predefined: boolean;
            /** @description The provider-staff role (together with `predefined`). */
            is_axonius_role?: boolean;
        };
        /** @description A new role; needs `name` and `permissions`. */
        RoleCreate: {
            name: string;
            permissions: components["schemas"]["Permissions"];
        };
        /** @description A role update; needs `uuid` (equal to the path's), `name` and `permissions`. */
        RoleUpdate: {
            uuid: string;
            name: string;
            permissions: components["schemas"]["Permissions"];
        };
        /** @description The permissions about to be saved for the role. */
        RolePreviewRequest: {
            permissions: components["schemas"]["Permissions"];
        };
        RolesPage: {
            data: components["schemas"]["Role"][];
            meta: components["schemas"]["PageMeta"];
        };
        /** @description A category of the permission catalogue and the actions it has. */
        PermissionCategory: {
            /** @description The key in `Permissions`; an asset type's is the type's name with the suffix `_assets`. */
            category: string;
            actions: components["schemas"]["PermissionAction"][];
            /** @description The asset type (as in /assets/{name}) an asset-type category is for; null for the others. */
            asset_type: string | null;
        };
        /** @description What a role can grant, and how roles are updated. */
        PermissionCatalogue: {
            categories: components["schemas"]["PermissionCategory"][];
            /** @description The restrict-permission-assignment setting; when on, the console updates roles with PATCH (spec 6). */
            restrict_permission_assignment: boolean;
        };
        /**
         * @description A sidebar entry's id (spec section 2, Sidebar).
         * @enum {string}
         */
        NavigationEntryId: "home" | "dashboard" | "assets" | "assetGraph" | "queries" | "findings" | "case_management" | "enforcements" | "campaigns" | "reports" | "analytics" | "compliance" | "adapters" | "audit" | "instances" | "workflows" | "access_request_management";
        /** @description One action in one category. */
        PermissionGrant: {
            category: string;
            action: components["schemas"]["PermissionAction"];
        };
        /** @description What is gained, or lost, by a change. */
        AccessDelta: {
            /** @description Sidebar entries that become enabled (gained) or disabled (lost). */
            sidebar_areas: components["schemas"]["NavigationEntryId"][];
            actions: components["schemas"]["PermissionGrant"][];
            /** @description Asset types (names as in /assets/{name}) that become visible or hidden. */
            asset_types: string[];
        };
        /** @description Affected users who gain and lose the same things. */
        AccessChangeGroup: {
            users_count: number;
            /** @description Uuids of the group's users, at most the first 100. */
            user_ids: string[];
            /** @description For a data-scope preview, the group's current data scope (null = none). */
            from_data_scope_id?: string | null;
            gained: components["schemas"]["AccessDelta"];
            lost: components["schemas"]["AccessDelta"];
        };
        /**
         * @description What saving a role's permissions or a data-scope assignment would change for the
         *     affected users, computed without saving anything.
         */
        AccessChangePreview: {
            /** @description Users whose access would change. */
            users_count: number;
            /** @description Service accounts whose access would change (role previews; 0 otherwise). */
            service_accounts_count: number;
            changes: components["schemas"]["AccessChangeGroup"][];
            /** @description Selected users the action would leave unchanged (the user named admin). */
            skipped: components["schemas"]["SkippedUser"][];
        };
        /**
         * @description A restricted view of the data. The spec names its key `id` or `uuid`; this contract uses
         *     `uuid`. A special 'Global (Unrestricted)' scope exists.
         */
        DataScope: {
            uuid: string;
            name: string;
            /** @description `custom`, or another kind (the spec lists only custom). */
            type: "custom" | string;
            is_adapter_connections_restricted: boolean;
            /** @description When true, some fields are hidden and Data Analytics is disabled. */
            is_fields_restricted: boolean;
            is_tags_restricted?: boolean;
        };
        /** @description The data scopes, wrapped as `data.attributes.scopes`. */
        DataScopesReply: {
            data: {
                attributes: {
                    scopes: components["schemas"]["DataScope"][];
                };
            };
        };
        /** @description The own profile fields set in the account profile modal. */
        Profile: {
            interests: string[];
            department: string | null;
            title: string | null;
        };
        /** @description The profile fields to change; those left out keep their value. */
        ProfileUpdate: {
            interests?: string[];
            department?: string;
            title?: string;
        };
        /** @description The own password change; both are required. */
        PasswordChange: {
            /** @description The new password (password policy applies). */
            new: string;
            /** @description The current password. */
            old: string;
        };
        Workspace: {
            id: string;
            name: string;
            /** @description Name of the workspace's icon. */
            icon: string;
            /** @description Bookmarked sidebar entries (navigation entry names). */
            bookmarks: components["schemas"]["NavigationEntryId"][];
            /** @description The global workspace (the console goes to /dashboard after switching to it). */
            is_global?: boolean;
            /** @description The user's current workspace. */
            is_current?: boolean;
        };
        WorkspacesPage: {
            data: components["schemas"]["Workspace"][];
            meta: components["schemas"]["PageMeta"];
        };
        /** @description Body of the workspace switch; `workspaceId` equals the path's id. */
        WorkspaceSwitch: {
            workspaceId: string;
        };
        /**
         * @description Which announcement: `version_6_0` (the version 6.0 carousel) or `new_dashboard`
         *     ('Discover the New Dashboard Experience!').
         * @enum {string}
         */
        AnnouncementId: "version_6_0" | "new_dashboard";
        /** @description Which announcement was seen. */
        SeenAnnouncement: {
            announcement: components["schemas"]["AnnouncementId"];
        };
        GettingStartedSettings: {
            /** @description When false, milestones are not completed from the checklist. */
            interactive: boolean;
            /** @description Open the drawer after login (with getting started enabled). */
            autoOpen: boolean;
        };
        /** @description The admins' getting-started checklist; progress is completed out of total milestones. */
        GettingStarted: {
            settings: components["schemas"]["GettingStartedSettings"];
            milestones: components["schemas"]["Milestone"][];
        };
        /** @description The settings to save (the console sends autoOpen). */
        GettingStartedUpdate: {
            settings: {
                autoOpen: boolean;
                interactive?: boolean;
            };
        };
        /** @description A checklist step; its button reads 'Let's Do It' and is disabled once completed. */
        Milestone: {
            id: string;
            /** @description Key of the milestone, sent as `milestoneName` on completion. */
            name: string;
            title: string;
            description: string;
            /** @description Documentation link. */
            link: string | null;
            /** @description Console route the button goes to (for example /settings/global-settings-tab). */
            path: string | null;
            /** @description The lazily loaded screen of that route. */
            route_module: string | null;
            completed: boolean;
            /** Format: date-time */
            completionDate: string | null;
        };
        MilestoneCompletion: {
            milestoneName: string;
        };
        /**
         * @description A product analytics event: a view event per announcement shown, or an action event.
         *     Action events carry 'Action taken' ('Exit', 'Skip', 'Learn more') for the version 6.0
         *     carousel, or `action` ('close', 'got it') for the new dashboard announcement.
         */
        AnalyticsEvent: {
            /** @enum {string} */
            type: "view" | "action";
            /** @description The event's name. */
            event: string;
            announcement?: components["schemas"]["AnnouncementId"];
            /** @description The event's properties. */
            properties?: {
                /** @enum {string} */
                "Action taken"?: "Exit" | "Skip" | "Learn more";
                /** @enum {string} */
                action?: "close" | "got it";
                /** @description Carousel step index (0 to 3). */
                step?: number;
            } & {
                [key: string]: string | number | boolean;
            };
        };
        /**
         * @description An asset type an adapter reports.
         * @enum {string}
         */
        AdapterEntity: "devices" | "users" | "software" | "vulnerabilities";
        /** @description A secret the adapter needs (a password, a token), entered or taken from a vault. */
        SecretField: {
            name: string;
            title: string;
            /** @description Whether a fetch needs it (a token may be optional when the endpoint is open). */
            required: boolean;
        };
        AdapterDetails: {
            module: string;
            title: string;
            category: string;
            description: string;
            /** @description Whether this server can fetch from the adapter (false for the sample data's adapters). */
            fetchable: boolean;
            /** @description Whether a connection fetches from an uploaded file (PUT connections/{id}/file). */
            takes_file: boolean;
            entities: components["schemas"]["AdapterEntity"][];
            /** @description JSON Schema (draft 2020-12, an object of simple fields) of a connection's configuration. */
            config_schema: {
                [key: string]: unknown;
            };
            secret_fields: components["schemas"]["SecretField"][];
            /** @description Connections per status. */
            connections: components["schemas"]["AdapterConnectionCount"][];
        };
        AdapterDetailsReply: {
            data: {
                attributes: components["schemas"]["AdapterDetails"];
            };
        };
        /**
         * @description One of the 15 vault schemas of spec 001 section 3, in its order.
         * @enum {string}
         */
        VaultId: "enterprise_secret_server" | "dynamic_secret" | "privileged_access_query" | "privileged_access_cloud" | "cloud_secrets_manager" | "cloud_key_vault" | "privileged_access_system" | "open_source_vault" | "password_safe" | "cloud_secret_manager" | "password_list" | "privileged_account_manager" | "item_vault" | "keeper_vault" | "password_manager";
        /** @description A secret described in one vault's schema (which fields are required is the schema's). */
        VaultSecretRef: {
            vault: components["schemas"]["VaultId"];
            secret: {
                [key: string]: string | number | boolean;
            };
        };
        /** @description Entered secrets (each one a secret field's name), or a secret described in a vault's schema. */
        CredentialsInput: {
            /** @constant */
            source: "entered";
            values: {
                [key: string]: string;
            };
        } | {
            /** @constant */
            source: "vault";
            vault: components["schemas"]["VaultId"];
            secret: {
                [key: string]: string | number | boolean;
            };
        } | {
            /** @constant */
            source: "none";
        };
        /** @description Where a connection's secrets come from; entered values are never sent back. */
        Credentials: {
            /** @enum {string} */
            source: "none" | "entered" | "vault";
            /** @description For entered secrets, the names of the secret fields that hold a value. */
            fields_set?: string[];
            vault?: components["schemas"]["VaultId"];
            /** @description For a vault, the secret's description (paths and names, never the secret). */
            secret?: {
                [key: string]: string | number | boolean;
            };
        };
        ConnectionFile: {
            name: string;
            /** @description Bytes. */
            size: number;
            /** Format: date-time */
            uploaded_at: string;
        };
        Connection: {
            /** Format: uuid */
            id: string;
            /** @description The adapter's module name. */
            adapter: string;
            adapter_title: string;
            label: string;
            status: components["schemas"]["AdapterConnectionStatus"];
            /** @description The configuration (no secrets). */
            config: {
                [key: string]: unknown;
            };
            credentials: components["schemas"]["Credentials"];
            /** @description Why the last fetch or test failed (never carrying a secret). */
            error: string | null;
            /** Format: date-time */
            last_fetch_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description The uploaded file of a file connection; null before an upload or for other adapters. */
            file: components["schemas"]["ConnectionFile"] | null;
        };
        ConnectionInput: {
            adapter: string;
            label: string;
            config: {
                [key: string]: unknown;
            };
            credentials?: components["schemas"]["CredentialsInput"];
        };
        ConnectionPatch: {
            label?: string;
            config?: {
                [key: string]: unknown;
            };
            credentials?: components["schemas"]["CredentialsInput"];
        };
        ConnectionReply: {
            data: {
                attributes: components["schemas"]["Connection"];
            };
        };
        ConnectionList: {
            data: components["schemas"]["Connection"][];
            meta: components["schemas"]["PageMeta"];
        };
        ConnectionTest: {
            ok: boolean;
            status: components["schemas"]["AdapterConnectionStatus"];
            /** @description What was fetched, or why it failed (never carrying a secret). */
            message: string;
            /** @description Records in the first page, by entity type. */
            fetched: {
                [key: string]: number;
            };
            duration_ms: number;
        };
        ConnectionTestReply: {
            data: {
                attributes: components["schemas"]["ConnectionTest"];
            };
        };
        /** @description A record the adapter could not read (a CSV line, a JSON item, a directory entry). */
        RowError: {
            /** @description The file's line number, or the record's position. */
            line: number;
            message: string;
        };
        FetchHistoryEntry: {
            id: string;
            /** Format: uuid */
            run_id: string;
            /**
             * Format: uuid
             * @description Null once the connection is deleted.
             */
            connection_id: string | null;
            adapter: string;
            adapter_title: string;
            connection_label: string;
            /**
             * @description `running` while fetching; `success`; `failed` (nothing of it was stored); `stopped` by a stop of the run.
             * @enum {string}
             */
            status: "running" | "success" | "failed" | "stopped";
            /** Format: date-time */
            started_at: string;
            /** Format: date-time */
            finished_at: string | null;
            duration_ms: number | null;
            /** @description Records fetched, by entity type. */
            fetched: {
                [key: string]: number;
            };
            /** @description Records that could not be read. */
            error_count: number;
            /** @description Why the fetch failed. */
            error: string | null;
            /** @description The first 100 records that could not be read. */
            row_errors: components["schemas"]["RowError"][];
        };
        FetchHistoryList: {
            data: components["schemas"]["FetchHistoryEntry"][];
            meta: components["schemas"]["PageMeta"];
        };
        Vault: {
            id: components["schemas"]["VaultId"];
            title: string;
            /** @description JSON Schema of the secret's description (its required fields included). */
            schema: {
                [key: string]: unknown;
            };
            /** @description Whether this server can resolve secrets from it. */
            implemented: boolean;
            /** @description Whether an administrator gave the server its address and token. */
            configured: boolean;
            /** @description The configured address. */
            address?: string | null;
            /** @description The configured secrets engine mount. */
            mount?: string | null;
        };
        VaultList: {
            data: components["schemas"]["Vault"][];
        };
        VaultReply: {
            data: {
                attributes: components["schemas"]["Vault"];
            };
        };
        VaultProviderInput: {
            /** Format: uri */
            address: string;
            token?: string;
            /** @description Defaults to `secret`. */
            mount?: string;
        };
        Notification: {
            /** Format: uuid */
            id: string;
            title: string;
            /** @enum {string} */
            severity: "info" | "warning" | "error";
            /** Format: date-time */
            created_at: string;
            read: boolean;
            /**
             * @description What raised it: a discovery run, a connection's failure, new assets, new critical vulnerabilities, or another part of the server.
             * @enum {string}
             */
            kind: "discovery" | "connection_failed" | "new_assets" | "critical_vulnerabilities" | "other";
            /** @description What the finding is about: `run_id`, `connection_id` and `adapter` (its module), `entity`, `count`, `asset_ids` (the first 20). */
            details: {
                [key: string]: unknown;
            };
        };
        NotificationList: {
            data: components["schemas"]["Notification"][];
            meta: components["schemas"]["PageMeta"];
        };
        NotificationReadInput: {
            ids?: string[];
            /**
             * @description Marks every notification read.
             * @constant
             */
            all?: true;
        };
        /** @description How many assets of one entity type the caller sees. */
        AssetTypeCount: {
            /** @description The entity type (for example `devices`); its list is at /assets/{entity}. */
            entity: string;
            /** @description Exact up to the summary's `total_cap`, else the cap. */
            count: number;
            /** @description There are more than `count`. */
            capped: boolean;
        };
        AssetSummaryReply: {
            data: {
                attributes: {
                    /** @description One count per entity type, in the catalog's order. */
                    types: components["schemas"]["AssetTypeCount"][];
                    /** @description Counting stops past this many assets of a type. */
                    total_cap: number;
                };
            };
        };
        /** @description A column of an asset list. */
        AssetColumn: {
            /** @description The data field's name (or `name`, `adapters`, `tags`, `last_seen`, `last_updated`). */
            name: string;
            title: string;
            /** @description As the data field's type (`relationship` columns show the count of linked assets). */
            type: string;
            /** @description Whether the list can be sorted by it. */
            sortable?: boolean;
        };
        /** @description One asset of a list. */
        AssetRow: {
            id: string;
            entity: string;
            name: string;
            /** @description Module names of the adapters that reported the asset. */
            adapters: string[];
            /** Format: date-time */
            last_seen: string;
            /** Format: date-time */
            last_updated: string;
            /** @description The value of each column by its name (absent when the asset has none). */
            values: {
                [key: string]: unknown;
            };
        };
        AssetPageMeta: {
            size: number;
            /** @description Matching assets, exact up to `total_cap`. */
            total: number;
            /** @description More than `total_cap` assets match; `total` is the cap. */
            total_capped: boolean;
            total_cap: number;
            /** @description Cursor of the next page; null on the last page. */
            next_cursor: string | null;
            columns: components["schemas"]["AssetColumn"][];
            /** @description The sort applied (for example `-last_updated`). */
            sort: string;
        };
        AssetPage: {
            data: components["schemas"]["AssetRow"][];
            meta: components["schemas"]["AssetPageMeta"];
        };
        AssetColumnsUpdate: {
            columns: string[];
        };
        AssetColumnsReply: {
            data: {
                attributes: {
                    entity: string;
                    /** @description The caller's columns, in order. */
                    columns: components["schemas"]["AssetColumn"][];
                    /** @description Every column the type offers. */
                    available: components["schemas"]["AssetColumn"][];
                    /** @description The caller has not chosen; these are the type's defaults. */
                    is_default: boolean;
                };
            };
        };
        AssetFieldValue: {
            name: string;
            title: string;
            type: string;
            /** @description The field's value (a string, number, boolean, list or object). */
            value: unknown;
        };
        /** @description An adapter connection that reports the asset, and what it reported. */
        AssetConnection: {
            connection_id: string;
            /** @description The adapter's module name. */
            adapter: string;
            adapter_title: string;
            /** @description The connection's label. */
            label: string;
            /** Format: date-time */
            first_seen: string;
            /** Format: date-time */
            last_seen: string;
            fields: components["schemas"]["AssetFieldValue"][];
        };
        AssetLink: {
            id: string;
            entity: string;
            name: string;
        };
        /** @description The assets linked to this one by one relationship (at most 50 listed; `total` counts all). */
        AssetRelationship: {
            /** @description The relationship data field (for example `installed_software`). */
            name: string;
            title: string;
            /** @description The linked assets' entity type. */
            entity: string;
            total: number;
            items: components["schemas"]["AssetLink"][];
        };
        AssetDetail: {
            id: string;
            entity: string;
            name: string;
            /** Format: date-time */
            first_seen: string;
            /** Format: date-time */
            last_seen: string;
            /** Format: date-time */
            last_updated: string;
            tags: string[];
            /** @description The common fields (merged over every connection). */
            fields: components["schemas"]["AssetFieldValue"][];
            connections: components["schemas"]["AssetConnection"][];
            relationships: components["schemas"]["AssetRelationship"][];
        };
        AssetDetailReply: {
            data: {
                attributes: components["schemas"]["AssetDetail"];
            };
        };
        AssetFieldAsOf: {
            name: string;
            title: string;
            type: string;
            /** @description The value at the instant (null when the field had none). */
            value: unknown;
            /** @description The value now. */
            current: unknown;
            /** @description The value changed after the instant. */
            changed: boolean;
        };
        AssetAsOfReply: {
            data: {
                attributes: {
                    /** Format: date-time */
                    at: string;
                    id: string;
                    entity: string;
                    /** @description The asset's name at the instant. */
                    name: string;
                    fields: components["schemas"]["AssetFieldAsOf"][];
                };
            };
        };
        AuditEntry: {
            /** @description The entry's id (a number, as text). */
            id: string;
            /** Format: date-time */
            at: string;
            /** @description The acting user; null for the system or an anonymous caller (a failed sign-in, an approval page). */
            actor_uuid: string | null;
            /** @description The acting user's name when it happened ('system' or the name tried for the others). */
            actor_name: string;
            /** @description The real user behind an impersonated session. */
            impersonator_uuid: string | null;
            client_address: string | null;
            /** @description What happened, as `area.verb` (see `GET /audit/actions`). */
            action: string;
            target_type: string | null;
            target_id: string | null;
            target_name: string | null;
            /** @description What changed (field names, before and after); never a secret. */
            details: {
                [key: string]: unknown;
            };
        };
        AuditEntryList: {
            data: components["schemas"]["AuditEntry"][];
            meta: components["schemas"]["PageMeta"];
        };
        AuditActionList: {
            data: {
                action: string;
                /** @description What the action is, for people: "User created". */
                label: string;
                /** @description The group it is shown under: "Sign-in", "Users". */
                area: string;
            }[];
        };
        /**
         * @description A user name (max 30).
         * @example admin
         */
        UserName: string;
        /**
         * Format: password
         * @description A password (max 40).
         */
        Password: string;
        /**
         * Format: email
         * @description An e-mail address (max 50).
         * @example admin@example.com
         */
        EmailAddress: string;
        /** @description Truthy while the license is still being verified (the login screen polls again in 2 s); false once verified. */
        LicenseStatus: boolean;
        LicenseStatusReply: {
            data: {
                attributes: {
                    value: components["schemas"]["LicenseStatus"];
                };
            };
        };
        /** @description Whether first-run signup is still needed. */
        SignupStatus: {
            /** @description True once an admin exists; false shows the Signup view. */
            admin_exists: boolean;
        };
        SignupStatusReply: {
            data: {
                attributes: {
                    value: components["schemas"]["SignupStatus"];
                };
            };
        };
        /** @description First-run signup form. The user name field is fixed to 'admin' and disabled. */
        SignupRequest: {
            contact_email: components["schemas"]["EmailAddress"];
            /**
             * @description Always 'admin'.
             * @constant
             */
            user_name: "admin";
            new_password: components["schemas"]["Password"];
            /** @description Must equal `new_password` ('Passwords do not match'). */
            confirm_new_password: components["schemas"]["Password"];
        };
        /** @description Settings that decide which login views and buttons the login screen shows. */
        LoginSettings: {
            /** @description The standard (username and password) login. */
            standard: {
                /** @description Whether session notices may use browser notifications. */
                browser_notifications: boolean;
                /** @description Hides the remember-me checkbox. */
                disable_remember_me: boolean;
                /** @description A message shown on the login screen; its tooltip is the long kind over 625 characters. */
                login_message?: string | null;
                /** @description Whether the standard username and password form is offered besides LDAP, smartcard and SAML. */
                default_login?: boolean;
                /** @description Text of the LDAP button; default 'Login with' followed by the product name. */
                ldap_login_title?: string | null;
                /** @description Text of the standard login button, when customised. */
                axonius_login_button_text?: string | null;
            };
            /** @description SAML single sign-on. */
            saml: {
                enabled: boolean;
                /** @description Only SAML sign-in is offered. */
                saml_only?: boolean;
                /** @description The login screen sends the browser to `/login/saml` at once (unless the query has redirect=false). */
                auto_redirect?: boolean;
                /** @description The `idp_unique_name` used for the automatic redirect. */
                auto_redirect_idp?: string | null;
                /** @description The configured identity providers. */
                idp_name?: components["schemas"]["SamlIdp"][];
            };
            /** @description LDAP sign-in. */
            ldap: {
                enabled: boolean;
                /** @description Domains offered in the LDAP form. */
                domains?: components["schemas"]["LdapDomain"][];
            };
            /** @description Smartcard sign-in. */
            smartcard: {
                enabled: boolean;
                /** @description The smartcard form asks for a user hint (`userHint`). */
                user_hint_enabled?: boolean;
            };
            /** @description A custom logo for the login screen (an image URL or data URI); null for the product logo. */
            custom_logo?: string | null;
        };
        /** @description One SAML identity provider. */
        SamlIdp: {
            /** @description Display name of the IdP. */
            idp_name: string;
            /** @description Key of the IdP, sent as the `idp` query of `/login/saml`. */
            idp_unique_name: string;
            /** @description A provider configured the legacy (single-IdP) way. */
            legacy?: boolean;
        };
        /** @description One LDAP domain offered at login. */
        LdapDomain: {
            /** @description The domain as shown and sent as `domain`. */
            domain_display_name: string;
            /** @description Preselected in the form. */
            default_domain?: boolean;
        };
        LoginSettingsReply: {
            meta: components["schemas"]["LoginSettings"];
        };
        /** @description Minimums a new password must meet. Counts are 0 when a rule is off. */
        PasswordPolicy: {
            /** @description Whether the policy is active (the console shows the 'Password must:' hints only then). */
            enabled: boolean;
            /** @description Minimum characters ('Passwords must have minimum N characters'). */
            password_length: number;
            /** @description Minimum lower case characters. */
            password_min_lowercase: number;
            /** @description Minimum upper case characters. */
            password_min_uppercase: number;
            /** @description Minimum digits. */
            password_min_numbers: number;
            /** @description Minimum special (non-alphanumeric) characters. */
            password_min_special_chars: number;
        };
        PasswordPolicyReply: {
            data: {
                attributes: {
                    value: components["schemas"]["PasswordPolicy"];
                };
            };
        };
        /** @description Standard login with user name and password, or SAML login with a token. */
        LoginRequest: components["schemas"]["PasswordLoginRequest"] | components["schemas"]["SamlLoginRequest"];
        /** @description User name and password ('user_name & password are must'). */
        PasswordLoginRequest: {
            user_name: components["schemas"]["UserName"];
            password: components["schemas"]["Password"];
            /** @description Keep the session across browser restarts (false when absent). */
            remember_me?: boolean;
            /** @description Set when the login is repeated after terms acceptance. */
            eula_agreed?: boolean;
        };
        /** @description The SAML token that came back from the IdP in the console's address. */
        SamlLoginRequest: {
            /** @description The token from the address. */
            saml_token: string;
            /** @description Set when the login is repeated after terms acceptance. */
            eula_agreed?: boolean;
        };
        /** @description LDAP login (user name, password, domain) or smartcard login (smartcard_login, domain). */
        LdapLoginRequest: components["schemas"]["LdapCredentialsLoginRequest"] | components["schemas"]["SmartcardLoginRequest"];
        /** @description LDAP user name, password and domain. */
        LdapCredentialsLoginRequest: {
            user_name: components["schemas"]["UserName"];
            password: components["schemas"]["Password"];
            /**
             * @description The LDAP domain (a `domain_display_name` of the login settings). Required: when it
             *     is missing or blank the reply is 400 'Please enter domain'.
             */
            domain?: string;
            /** @description A domain controller to use, when not the domain's default. */
            dc_name?: string;
            /** @description Keep the session across browser restarts (false when absent). */
            remember_me?: boolean;
            /** @description Set when the login is repeated after terms acceptance. */
            eula_agreed?: boolean;
        };
        /** @description Smartcard login; the client certificate identifies the user. */
        SmartcardLoginRequest: {
            /**
             * @description Marks a smartcard login.
             * @constant
             */
            smartcard_login: true;
            /**
             * @description The LDAP domain the card holder is looked up in. Required: when it is missing or
             *     blank the reply is 400 'The domain is required'.
             */
            domain?: string;
            /** @description Which user the card holder is, when the smartcard settings enable the user hint. */
            userHint?: string;
            /** @description Keep the session across browser restarts (false when absent). */
            remember_me?: boolean;
            /** @description Set when the login is repeated after terms acceptance. */
            eula_agreed?: boolean;
        };
        /** @description The HTTP-POST binding's form fields (SAML 2.0 bindings, section 3.5). */
        SamlAssertionForm: {
            /** @description The base64-encoded SAML Response. */
            SAMLResponse: string;
            /** @description The value this server sent with its request; it ties the answer to that request. */
            RelayState?: string;
        };
        /** @description Second step of a two-factor login; all four fields are needed, else 'Invalid payload'. */
        VerifyCodeRequest: {
            /**
             * @description The 6-digit code from the e-mail.
             * @example 042917
             */
            verification_code: string;
            user_name: components["schemas"]["UserName"];
            password: components["schemas"]["Password"];
            /** @description Keep the session across browser restarts. */
            remember_me: boolean;
        };
        /** @description Whom to e-mail a verification code. */
        SendCodeRequest: {
            user_name: components["schemas"]["UserName"];
        };
        /** @description The small user record a login or refresh returns, kept locally as the user meta. */
        SessionUserData: {
            /** @description The user's id. */
            uuid: string;
            /** @description The user name. */
            user_name: string;
            /** @description Where the user comes from, for example internal, ldap or saml. */
            source?: string;
        };
        /**
         * @description Reply of every login (password, SAML, LDAP, smartcard, 2FA verify, and the
         *     impersonation logins and logouts). Exactly one of: `meta.request_eula`,
         *     `meta.request_2fa_code` (with `meta.user_email`), or a signed-in session with
         *     `meta.user_data`, `meta.expires_in` and `data.data.attributes.current_workspace`.
         */
        LoginReply: {
            meta: {
                /** @description The terms must be accepted; repeat the login with `eula_agreed`. */
                request_eula?: boolean;
                /** @description With `request_eula`, the terms the EULA view shows. */
                eula_text?: string;
                /** @description An e-mail code is needed; go on with `/login/send_2fa_code` and `/login/verify`. */
                request_2fa_code?: boolean;
                /** @description With `request_2fa_code`, the address the code goes to. */
                user_email?: string;
                user_data?: components["schemas"]["SessionUserData"];
                /** @description Seconds until the access token expires. */
                expires_in?: number;
                /** @description Where to send the browser after login (the page first asked for). */
                referrer?: string;
            };
            /** @description Present on a signed-in session. */
            data?: {
                data: {
                    attributes: {
                        current_workspace: components["schemas"]["Workspace"];
                    };
                };
            };
        };
        /** @description The error of a login whose password has expired, with the token that opens Reset Password. */
        PasswordExpiredError: components["schemas"]["Error"] & {
            /** @description A password reset token, put in the console's address query. */
            token: string;
        };
        /** @description Reply of a token refresh. */
        RefreshReply: {
            meta: {
                user_data: components["schemas"]["SessionUserData"];
                /** @description Seconds until the new access token expires. */
                expires_in: number;
            };
        };
        /** @description Reply of a logout. */
        LogoutReply: {
            meta: {
                /**
                 * Format: uri
                 * @description When given, the browser is sent there (for example the IdP's logout); otherwise it stays on the login screen.
                 */
                redirect_url?: string;
            };
        };
        /** @description Whether a reset token can still be used. */
        ResetTokenValidity: {
            /** @description False for an unknown, spent or expired token. */
            valid: boolean;
        };
        ResetTokenValidityReply: {
            data: {
                attributes: {
                    value: components["schemas"]["ResetTokenValidity"];
                };
            };
        };
        /** @description A new password with the reset token. */
        ResetTokenRequest: {
            /** @description The reset token from the address query. */
            token: string;
            password: components["schemas"]["Password"];
        };
        /** @description Whose reset token to create or renew. */
        ResetTokenGenerateRequest: {
            /** @description The user's uuid. */
            user_id: string;
            user_name: components["schemas"]["UserName"];
        };
        /** @description A password reset token and its link. */
        ResetToken: {
            /** @description The user's uuid. */
            user_id: string;
            /** @description The reset token. */
            token: string;
            /**
             * Format: uri
             * @description The console's reset link (the root with the token in the query), to copy or e-mail.
             */
            link: string;
            /**
             * Format: date-time
             * @description When the token stops working.
             */
            expires_at: string;
        };
        ResetTokenReply: {
            data: {
                attributes: {
                    value: components["schemas"]["ResetToken"];
                };
            };
        };
        /** @description Whom to e-mail the reset link. */
        ResetTokenNotifyRequest: {
            /** @description The user's uuid. */
            user_id: string;
            email: components["schemas"]["EmailAddress"];
            /** @description Send an invitation to set a first password instead of a reset notice (false when absent). */
            invite?: boolean;
        };
        /** @description The version file served beside the console. */
        VersionInfo: {
            /** @description The build hash; a mismatch with the running build reloads the page. */
            hash: string;
            /** @description Installed version with underscores (for example `6_0_0`). */
            version?: string;
        };
        /** @description The signed-in user. */
        CurrentUser: {
            /** @description The user's id. */
            uuid: string;
            /** @description The user name. */
            user_name: string;
            first_name: string;
            last_name: string;
            /** @description The e-mail address; for SAML users it falls back to `user_name`. */
            email: string;
            /** @description Where the user comes from, for example internal, ldap or saml. */
            source: string;
            /** @description File name of the user's picture. */
            pic_name?: string | null;
            /** @description The role's uuid (equal to `global.admin_role_id` for admins). */
            role_id: string;
            /** @description The role's name (an OwnerReadOnly role is marked (RO)). */
            role_name: string;
            /** @description The role is predefined. */
            predefined: boolean;
            /** @description With `predefined`, marks the provider's staff. */
            is_axonius_role: boolean;
            permissions: components["schemas"]["Permissions"];
            /** @description The user's (or the connected) data scope; null for no data scope (global). */
            data_scope: components["schemas"]["CurrentUserDataScope"] | null;
            /** @description Data fields are restricted by the data scope (Data Analytics is then disabled). */
            is_fields_restricted: boolean;
            /** @description Session timeout in minutes (the idle timeout is this minus 1); null when none. */
            timeout: number | null;
            /**
             * Format: date-time
             * @description For SAML users, when the SAML session ends (warning 60 s before, forced logout).
             */
            saml_expiration_timestamp?: string | null;
            /** @description While impersonating, the user name of the real user. */
            impersonator_name?: string | null;
            /** @description While impersonating, the source of the real user. */
            impersonator_source?: string | null;
            /** @description The data scope connected as (Connect As), for the banner 'Connected as Data Scope:'; null when not connected. */
            connected_data_scope?: components["schemas"]["ConnectedDataScope"] | null;
            /** @description The tenant connected as, for the banner 'Connected as Tenant:'; null when not connected. */
            connected_tenant?: components["schemas"]["ConnectedTenant"] | null;
            /** @description Interests from the account profile; missing ones may trigger the first-login popup. */
            interests?: string[];
            /** @description From the account profile. */
            department?: string | null;
            /** @description Job title, from the account profile. */
            title?: string | null;
            /** @description Which announcements the user has seen, by announcement name (for example `version_6_0`, `new_dashboard`). */
            seen_announcement?: {
                [key: string]: boolean;
            };
            current_workspace: components["schemas"]["Workspace"];
            /**
             * Format: date-time
             * @description The previous login; null on a first login.
             */
            last_login?: string | null;
        };
        /** @description The data scope part of the current user. */
        CurrentUserDataScope: {
            /** @description The data scope's id. */
            uuid: string;
            /** @description Tags are restricted by the scope. */
            is_tags_restricted: boolean;
        };
        /** @description The data scope a session is connected as. */
        ConnectedDataScope: {
            uuid: string;
            name: string;
        };
        /** @description The tenant a session is connected as. */
        ConnectedTenant: {
            id: string;
            name: string;
        };
        CurrentUserReply: {
            data: {
                attributes: {
                    value: components["schemas"]["CurrentUser"];
                };
            };
        };
        /** @description The session's deadlines, kept locally by the console. */
        SessionExpiry: {
            /** @description Seconds until the access token expires. */
            expires_in: number;
            /**
             * Format: date-time
             * @description When the session's hard lifespan ends; null without lifetime mode.
             */
            session_expiration: string | null;
            /**
             * Format: date-time
             * @description When the session ends without activity; null without a timeout.
             */
            idle_expiration: string | null;
            /** @description Whether `/token/refresh` can still extend the session. */
            can_refresh: boolean;
        };
        SessionExpiryReply: {
            meta: components["schemas"]["SessionExpiry"];
        };
        /** @description An important notification shown as a banner. */
        ImportantNotification: {
            /** @description The text. */
            message: string;
            /** @description How it is shown (for example info, warning or error; the values are not listed by the spec). */
            severity: string;
        };
        ImportantNotificationsReply: {
            data: {
                attributes: {
                    value: components["schemas"]["ImportantNotification"][];
                };
            };
        };
        /** @description Session and config data of section 3. */
        SessionConfig: {
            /** @description Lifetime mode, a hard lifespan whatever the activity. */
            session_lifetime_settings: {
                enabled: boolean;
                /** @description Hours a session lasts. */
                lifespan?: number;
                /** @description Minutes before the end when the notice appears (5 when absent). */
                notification_before_logging_off?: number;
                /** @description Show the notice as a browser notification (auto-closes after 20 s) instead of a modal. */
                display_browser_notification?: boolean;
            };
            timeout_settings: {
                /** @description Show the idle-timeout warning as a browser notification too. */
                browser_notifications: boolean;
            };
            global: {
                /** @description The Admin role's uuid (admin-only features compare `role_id` with it). */
                admin_role_id: string;
                important_notifications: components["schemas"]["ImportantNotification"][];
                /** @description The system uses SAML auto-redirect (logout then goes to / with redirect=false). */
                saml_redirect: boolean;
                /** @description Users with Settings/DataScopeImpersonation may connect as a data scope (the data scope settings); absent means allowed. */
                allow_connect_as?: boolean;
            };
            /**
             * Format: date-time
             * @description End of the trial; days left are ceil(days to it), active above 0; null when not a trial.
             */
            trial_end: string | null;
            /**
             * Format: date-time
             * @description End of the support contract; the admins' contract banner shows within 60 days of it
             *     (verydangerous below 4 days, dangerous 4 to 15, else info). Null when none is known.
             */
            contract_end: string | null;
            installation: components["schemas"]["Installation"];
            /** @description The getting-started checklist is on (its button for admins, and the drawer's auto-open). */
            getting_started_enabled: boolean;
            help: components["schemas"]["HelpLinks"];
        };
        /** @description What kind of install this is, for the sidebar's visibility rules. */
        Installation: {
            /** @description Hosted by the provider (Manage Nodes is hidden). */
            hosted: boolean;
            /** @description Installed on Kubernetes (Manage Nodes is hidden). */
            kubernetes: boolean;
            /** @description Identity management is on (Campaigns and Access Request need it with their flags). */
            identity_management: boolean;
        };
        /**
         * @description The Help menu's targets. Every one leaves the product, so the console first asks
         *     'Navigate Outside the product'. `release_notes` is where the version 6.0 carousel's
         *     Learn More goes.
         */
        HelpLinks: {
            /** Format: uri */
            documentation: string;
            /** Format: uri */
            privacy_policy: string;
            /**
             * Format: uri
             * @description Shown only with GeneralActions/SupportCenterLink.
             */
            support_center: string;
            /** Format: uri */
            release_notes: string;
            /** @description One optional extra link with its own menu label; null for none. */
            external_link: {
                label: string;
                /** Format: uri */
                url: string;
            } | null;
        };
        NotificationCount: {
            count: number;
        };
        NotificationCountReply: {
            data: {
                attributes: {
                    value: components["schemas"]["NotificationCount"];
                };
            };
        };
        Tenant: {
            id: string;
            name: string;
        };
        TenantsReply: {
            data: {
                attributes: {
                    value: components["schemas"]["Tenant"][];
                };
            };
        };
        SessionConfigReply: {
            data: {
                attributes: {
                    value: components["schemas"]["SessionConfig"];
                };
            };
        };
        /** @description The user to impersonate. */
        ImpersonateRequest: {
            /** @description The user's uuid. */
            user_id: string;
        };
        /** @description The data scope to connect as. */
        DataScopeImpersonationRequest: {
            /** @description The data scope's uuid. */
            data_scope_id: string;
            /**
             * @description Where the connection was started, for the activity log ('User login profile' from the user popover).
             * @example User login profile
             */
            origin?: string;
        };
        /** @description The tenant to connect as. */
        ConnectAsTenantRequest: {
            /** @description The tenant's id. */
            tenant_id: string;
        };
        /** @description A data scope the user may connect as. */
        DataScopeOption: {
            /** @description The data scope's id. */
            uuid: string;
            /** @description The name, for example 'Global (Unrestricted)' for the special unrestricted scope. */
            name: string;
            /** @description custom, or another kind. */
            type?: string;
        };
        /** @description The Connect As menu's scopes and the user's own (main) scope. */
        DataScopeOptions: {
            /** @description Scopes to connect as; empty shows 'No Data Scopes available'. */
            scopes: components["schemas"]["DataScopeOption"][];
            /** @description The user's own scope, where Disconnect returns ('Global (Unrestricted)' without one). */
            main_scope: components["schemas"]["DataScopeOption"];
        };
        DataScopeOptionsReply: {
            data: {
                attributes: components["schemas"]["DataScopeOptions"];
            };
        };
        /**
         * @description An approval id: 32 random bytes (256 bits) in base64url, issued per approver when the
         *     campaign starts, and valid until the campaign ends or is terminated.
         */
        ApprovalId: string;
        CampaignProgress: {
            /** @description Selections with a response. */
            answered: number;
            /** @description All selections (0 until the campaign starts). */
            total: number;
        };
        CampaignSummary: {
            id: string;
            name: string;
            status: components["schemas"]["CampaignStatus"];
            /** Format: date-time */
            start_date: string | null;
            /** Format: date-time */
            end_date: string | null;
            created_by: string | null;
            /** Format: date-time */
            created_at: string;
            approvers_count: number;
            progress: components["schemas"]["CampaignProgress"];
        };
        CampaignList: {
            data: components["schemas"]["CampaignSummary"][];
            meta: components["schemas"]["PageMeta"];
        };
        /**
         * @description How an approver is notified of a campaign.
         * @enum {string}
         */
        CampaignNotifyMethod: "email" | "slack" | "teams";
        /** @description A user that can be picked as an approver. */
        CampaignUserName: {
            id: string;
            /** @description The user's e-mail address, shown in the picker. */
            mail: string;
        };
        CampaignUserNameList: {
            data: components["schemas"]["CampaignUserName"][];
            meta: components["schemas"]["PageMeta"];
        };
        /** @description The notify methods of one user. */
        CampaignNotifyMethods: {
            user_id: string;
            /**
             * @description Per notify method, whether it is supported (configured and verified) for this
             *     user; the picker offers the methods that are `true`.
             * @example {
             *       "email": true,
             *       "slack": false,
             *       "teams": false
             *     }
             */
            notify_methods_verification: {
                [key: string]: boolean;
            };
        };
        CampaignNotifyMethodsReply: {
            data: {
                attributes: {
                    value: components["schemas"]["CampaignNotifyMethods"];
                };
            };
        };
        /** @description An approver of a campaign with the notify method chosen for them. */
        CampaignApprover: {
            /** @description The user's id (from `campaigns/users_names_list`). */
            id: string;
            /** @description The user's e-mail address; filled in by the server in replies. */
            mail?: string;
            /**
             * @description The notify method for this user, one of those `campaigns/supported_notify_methods`
             *     marks supported; needed before the campaign is scheduled.
             */
            notify_method?: components["schemas"]["CampaignNotifyMethod"];
        };
        /** @description An access entitlement (a permission, group or role in an application). */
        CampaignEntitlement: {
            name: string;
            /** @description The kind of entitlement as the application reports it (for example a group or a role). */
            type: string;
        };
        /** @description What the campaign would cover. */
        CampaignQueryPreview: {
            /** @description Assets (users) the query matches. */
            asset_count: number;
            /** @description The approvers, with their e-mail addresses. */
            approvers: components["schemas"]["CampaignApprover"][];
            /** @description Adapter identifiers of the applications whose entitlements are reviewed. */
            applications: string[];
        };
        /** @description The inputs of a campaign, previewed (and kept as the draft campaign). */
        CampaignQueryRequest: {
            /** @description The saved query selecting the users under review. */
            query_id: string;
            approvers: components["schemas"]["CampaignApprover"][];
            /**
             * @description Whether entitlements granted by a rule (membership of a `group`, `team` or
             *     `profile`, which the application assigns by rule) are reviewed too; when false
             *     only directly assigned ones (roles, applications, permission sets...) are.
             */
            enable_rule_base_entitlements: boolean;
            /** @description Entitlements left out of the review. */
            excluded_entitlements: components["schemas"]["CampaignEntitlement"][];
            /**
             * @description The draft this preview updates (designed). Without it each preview makes a new
             *     draft; with it, a draft campaign the caller made is updated (404 otherwise, 409 when
             *     it is no longer a draft).
             */
            campaign_id?: string;
            /** @description The campaign's name (designed; 'Access review <date>' when empty). */
            name?: string;
            /** @description The message shown to approvers (designed). */
            message_content?: string;
        };
        CampaignQueryResult: {
            /** @description The draft campaign this preview stands for (designed; no create call is shown). */
            campaign_id: string;
            query_preview: components["schemas"]["CampaignQueryPreview"];
            /** @description The entitlements the campaign reviews (after exclusions). */
            entitlements_list: components["schemas"]["CampaignEntitlement"][];
        };
        CampaignQueryPreviewReply: {
            data: {
                attributes: {
                    value: components["schemas"]["CampaignQueryResult"];
                };
            };
        };
        /**
         * @description Where a campaign is in its life.
         * @enum {string}
         */
        CampaignStatus: "draft" | "scheduled" | "running" | "ended" | "terminated";
        /**
         * @description An access-review campaign. The approvers carry the notify method chosen per user.
         *     `id`, `status`, `name`, `message_content`, `end_date` and `created_by` are designed.
         */
        Campaign: {
            id: string;
            status: components["schemas"]["CampaignStatus"];
            /** @description Shown as the header of the approval page. */
            name?: string;
            /** @description The message shown to approvers under the name. */
            message_content?: string;
            query_id: string;
            /** @description The approvers, each with their notify method. */
            approvers: components["schemas"]["CampaignApprover"][];
            /**
             * Format: date-time
             * @description When the campaign starts; null until scheduled.
             */
            start_date: string | null;
            /**
             * Format: date-time
             * @description When answering closes; null when open-ended.
             */
            end_date?: string | null;
            /** @description Who created the campaign (user name). */
            created_by?: string | null;
            enable_rule_base_entitlements: boolean;
            excluded_entitlements: components["schemas"]["CampaignEntitlement"][];
            entitlements_list: components["schemas"]["CampaignEntitlement"][];
            query_preview: components["schemas"]["CampaignQueryPreview"];
            /** Format: date-time */
            created_at: string;
            progress: components["schemas"]["CampaignProgress"];
        };
        CampaignReply: {
            data: {
                attributes: components["schemas"]["Campaign"];
            };
        };
        /**
         * @description Schedules the campaign. Only `start_date` is shown by the spec; `end_date`, `name`
         *     and `message_content` are designed optional fields for the approval page.
         */
        CampaignScheduleRequest: {
            /**
             * Format: date-time
             * @description When the campaign starts and approvers are notified.
             */
            start_date: string;
            /**
             * Format: date-time
             * @description When answering closes; after start_date.
             */
            end_date?: string;
            name?: string;
            message_content?: string;
        };
        /** @description The value object of a termination. */
        CampaignTerminateRequest: {
            value: {
                /** @description The campaigns to terminate. */
                campaign_ids: string[];
                /** @description Why, kept in the audit log. */
                reason?: string;
            };
        };
        CampaignTerminateReply: {
            data: {
                attributes: {
                    value: {
                        /** @description Ids of the campaigns now terminated. */
                        terminated: string[];
                    };
                };
            };
        };
        /**
         * @description An approver's decision on one selection.
         * @enum {string}
         */
        ApprovalDecision: "approve" | "revoke";
        /** @description One entitlement of one user under review; pending while `response` is null. */
        CampaignSelection: {
            /** Format: uuid */
            uuid: string;
            /** @description The user under review; the page counts users once each by this id. */
            entity: {
                id: string;
                name: string;
            };
            /**
             * @description Adapter identifier of the application (shown as a parsed name with its icon).
             * @example active_directory_adapter
             */
            application: string;
            entitlement: components["schemas"]["CampaignEntitlement"];
            /** @description The submitted decision; null while pending. Answered rows cannot be changed. */
            response: components["schemas"]["ApprovalDecision"] | null;
        };
        /** @description What one approver sees on the approval page. */
        CampaignApproval: {
            /** @description The approval id (the `campaign_approval_id` of the link). */
            uuid: components["schemas"]["ApprovalId"];
            /** @description The campaign's name (page header). */
            name: string;
            /** @description The campaign's message (page header). */
            message_content: string;
            /** Format: date-time */
            end_date: string | null;
            /** @description Shown as - when null or empty. */
            created_by: string | null;
            /** @description Every selection of this approver, answered or pending. */
            custom_selections: components["schemas"]["CampaignSelection"][];
        };
        CampaignApprovalReply: {
            data: {
                attributes: components["schemas"]["CampaignApproval"];
            };
        };
        /** @description An approver's decisions on pending selections. */
        ApprovalSubmit: {
            /** @description The approval id; it authorises the submit. */
            uuid: components["schemas"]["ApprovalId"];
            /** @description One entry per chosen selection (each selection once). */
            selections: {
                /**
                 * Format: uuid
                 * @description The selection's uuid.
                 */
                uuid: string;
                action: components["schemas"]["ApprovalDecision"];
            }[];
        };
        ApprovalSubmitReply: {
            data: {
                attributes: {
                    value: {
                        /** @description Selections recorded. */
                        submitted: number;
                    };
                };
            };
        };
        /**
         * @description The one error shape of every failed reply. `message` is a sentence for people (the
         *     spec's exact texts, for example 'user_name & password are must'); the optional
         *     fields carry what a particular error needs.
         */
        Error: {
            /** @description The HTTP status, repeated for clients that only see the body. */
            status: number;
            /** @description What went wrong, for people. */
            message: string;
            /** @description A short heading, for example 'Too Many Login Attempts' or 'Empty SAML Certificate'. */
            title?: string;
            /** @description Field-level problems of a 400 validation error. */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description With 429, how long the lockout lasts. */
            minutes?: number;
            /**
             * @description With a login 429, what was locked, the account or the client's address.
             * @enum {string}
             */
            protection?: "account" | "ip";
        };
        ErrorDetail: {
            /** @description The request field at fault (a JSON pointer into the body, or a parameter name). */
            field?: string;
            /**
             * @description What is wrong with the field, in plain words said of it ('may have at most 200
             *     characters', 'is required', 'must be one of "a", "b"'), or the spec's own sentence
             *     where it gives one. With `field`, the reply's `message` reads 'Invalid request: <field>
             *     <message>' for the first problem.
             */
            message: string;
        };
        /** @description Paging of a list reply, the same on every list endpoint. */
        PageMeta: {
            page: number;
            size: number;
            /** @description Items matching the request over all pages. */
            total: number;
            /** @description Cursor of the next page; null on the last page. */
            next_cursor: string | null;
        };
        /**
         * @description Kind of space; `calculations` spaces are read-only.
         * @enum {string}
         */
        SpaceType: "default" | "personal" | "custom" | "predefined" | "processes" | "cloud_compliance" | "calculations" | "predefined_workspace";
        /**
         * @description Who may open the dashboard.
         * @enum {string}
         */
        DashboardAccess: "private" | "custom" | "public";
        /**
         * @description Permission level of an object (a dashboard, or a query under it).
         * @enum {string}
         */
        PermissionLevel: "Public" | "Private" | "Restricted" | "Shared";
        /**
         * @description A role's access on an object; dashboards are restricted to roles as viewer or editor.
         * @enum {string}
         */
        RoleAccess: "editors" | "viewers" | "system_default" | "no_access";
        /**
         * @description Group of dashboard templates.
         * @enum {string}
         */
        DashboardTemplateGroup: "all" | "use_cases" | "recommended";
        /**
         * @description Product line of a dashboard template.
         * @enum {string}
         */
        DashboardTemplateType: "saas" | "cam";
        /**
         * @description How the permissions of the underlying queries change with a sharing change: not at
         *     all, non-shared ones become shared, or private ones become public.
         * @enum {string}
         */
        BulkPermissionChange: "NONE" | "NON_SHARED_TO_SHARED" | "PRIVATE_TO_PUBLIC";
        /**
         * @description The chart's metric (what it computes).
         * @enum {string}
         */
        ChartType: "summary" | "compare" | "compare_permission" | "intersect" | "segment" | "segment_timeline" | "adapter_segment" | "timeline" | "matrix" | "table" | "resource_asset_compare" | "resource_asset_timeline" | "text" | "assets_table" | "pivot" | "rule_wizard" | "role_mining";
        /**
         * @description How the chart is drawn.
         * @enum {string}
         */
        ChartView: "histogram" | "adapter_histogram" | "pie" | "line" | "summary" | "stacked" | "table" | "text" | "rich_text" | "matrix" | "generic_table" | "venn_triangle" | "cards" | "tree" | "adapter_connections" | "scatter_plot";
        /**
         * @description `fields`: Latest data; `historical`: Data over time (snapshots).
         * @enum {string}
         */
        ChartDataSourceType: "fields" | "historical";
        /**
         * @description `average` and `sum` for numbers; `count`; `count_true` and `count_false` for booleans.
         * @enum {string}
         */
        SummaryFunction: "average" | "sum" | "count" | "count_true" | "count_false";
        /**
         * @description Unit of time buckets; the default is `day`.
         * @enum {string}
         */
        TimeAggregationUnit: "hour" | "hour_in_day" | "day" | "day_in_week" | "week" | "month" | "quarter" | "year";
        /** @description A dashboard (space) and its charts. */
        Space: {
            uuid: string;
            name: string;
            access: components["schemas"]["DashboardAccess"];
            /** @description Whether the space's charts have been calculated at least once. */
            initiated?: boolean;
            /** @description Where the space came from (the template or space it was made from); null when built from scratch. */
            origin?: string | null;
            /** @description Dashboard filter applied to every chart of the space; null when none. Takes effect globally for all users. */
            spaceFilter?: components["schemas"]["QueryFilter"] | null;
            /** Format: date-time */
            last_updated: string;
            type: components["schemas"]["SpaceType"];
            /** @description User name of the creator; the console shows '-' when empty. */
            created_by: string;
            /** @description Hide adapters that contribute only part of the data in the space's charts. */
            hidePartialAdapters: boolean;
            /** @description Id of the running or last refresh; null when never refreshed. */
            refreshId?: string | null;
            sharing?: components["schemas"]["SpaceSharing"];
            /** @description Whether the space is one of the caller's favourite dashboards. */
            favorite?: boolean;
            /** @description Whether `origin` is a template of this server, which reset applies again (a duplicate's or an import's origin is not). */
            from_template?: boolean;
            /**
             * @description Whether the caller may change the space and its charts (an administrator, its owner,
             *     or a role shared as editor; never a calculations space; a space shared with all data
             *     scopes only with the extra permission of section 5), so that the console offers
             *     editing only to them. Absent: the console assumes it may (the other rules still apply).
             */
            can_edit?: boolean;
            /** @description The folder holding the space; null at the top level. */
            folder_id?: string | null;
            /** @description The space's charts, in layout order. */
            charts?: components["schemas"]["Chart"][];
        };
        /**
         * @description Who may use the dashboard: roles as viewers or editors, and the data scopes it is
         *     shared with. A private dashboard cannot be shared with all data scopes; a custom or
         *     public one needs at least one role as viewer or editor. A role is listed once (400
         *     otherwise: 'The role "..." is listed more than once; give each role one access.').
         */
        SpaceSharing: {
            permission_level?: components["schemas"]["PermissionLevel"];
            roles: components["schemas"]["SpaceRoleAccess"][];
            data_scopes: components["schemas"]["SpaceDataScopeSharing"];
        };
        /** @description One role's access on a dashboard. */
        SpaceRoleAccess: {
            role_id: string;
            access: components["schemas"]["RoleAccess"];
        };
        /**
         * @description All data scopes, or specific ones (at least one: 'At least one Data Scope must be
         *     selected'). Sharing to all data scopes requires the underlying queries to be shared
         *     with all data scopes. The 'Global (Unrestricted)' scope is one of the ids.
         */
        SpaceDataScopeSharing: {
            /** @description Shared with all data scopes. */
            all: boolean;
            /** @description The specific data scopes, when `all` is false. */
            ids?: string[];
        };
        /** @description A new dashboard. */
        SpaceCreate: {
            name: string;
            /**
             * @description Kind of the new space; only `custom` and `personal` spaces are created by users.
             * @enum {string}
             */
            type?: "custom" | "personal";
            access: components["schemas"]["DashboardAccess"];
            sharing?: components["schemas"]["SpaceSharing"];
            spaceFilter?: components["schemas"]["QueryFilter"];
            /** @description Defaults to false. */
            hidePartialAdapters?: boolean;
            folder_id?: string | null;
            bulk_permission_change?: components["schemas"]["BulkPermissionChange"];
        };
        /** @description Changes to a dashboard; only the given fields change. */
        SpaceUpdate: {
            name?: string;
            access?: components["schemas"]["DashboardAccess"];
            sharing?: components["schemas"]["SpaceSharing"];
            /** @description The dashboard filter; null removes it. */
            spaceFilter?: components["schemas"]["QueryFilter"] | null;
            hidePartialAdapters?: boolean;
            /** @description Mark or unmark as favourite; at least one favourite must remain. */
            favorite?: boolean;
            bulk_permission_change?: components["schemas"]["BulkPermissionChange"];
        };
        /** @description The copy's name (the spec does not show the body of duplicate). */
        SpaceDuplicate: {
            name: string;
        };
        /** @description The new position (the spec does not show the body of reorder). */
        SpaceReorder: {
            /** @description Zero-based position in the caller's list of spaces. */
            index: number;
        };
        /**
         * @description A selection of dashboards: the listed ids when `include` is true, or every space
         *     matching `filters` except the listed ids when `include` is false.
         */
        DashboardSelection: {
            ids: string[];
            /** @description True to act on `ids`; false to act on everything matching `filters` except `ids`. */
            include: boolean;
            /**
             * @description The management list's filters (see `GET /dashboard/management/filters`) that the
             *     selection applies to, each a text or a list of texts: `search` (or `query`), `types`
             *     (or `type`), `access`, `permission_levels`, `created_by`, and `folder_id` (null: no
             *     folder). Another key is a 400 naming the ones there are.
             */
            filters?: {
                [key: string]: unknown;
            };
        };
        /** @description What to export; as a template, the reply is a zip. */
        SpacesExportRequest: {
            selection: components["schemas"]["DashboardSelection"];
            /** @description Export as a dashboard template (`application/zip`); defaults to false. */
            as_template?: boolean;
            template_group?: components["schemas"]["DashboardTemplateGroup"];
            template_type?: components["schemas"]["DashboardTemplateType"];
        };
        /** @description Spaces to move and the target folder. */
        SpacesMoveToFolder: {
            ids: string[];
            /** @description The target folder; null moves to the top level. */
            folder_id: string | null;
        };
        /** @description An exported dashboard, importable again (`POST /dashboard/import`). */
        SpaceExport: {
            /**
             * @description Marks the file as a Vigil dashboard export, version 1.
             * @constant
             */
            format: "vigil.dashboard/1";
            space: components["schemas"]["Space"];
            charts: components["schemas"]["Chart"][];
            /** @description The saved queries the charts use. */
            queries: components["schemas"]["ExportedQuery"][];
        };
        /** @description Choices offered by the filters of the dashboard management list. */
        DashboardManagementFilters: {
            types: components["schemas"]["SpaceType"][];
            access: components["schemas"]["DashboardAccess"][];
            permission_levels: components["schemas"]["PermissionLevel"][];
            /** @description Creators of the visible spaces. */
            created_by: string[];
            template_groups: components["schemas"]["DashboardTemplateGroup"][];
            template_types: components["schemas"]["DashboardTemplateType"][];
        };
        /** @description An adapter's figures for adapter charts (adapter_segment, adapter_connections). */
        DashboardAdapterData: {
            module: string;
            /** @description The adapter's display name. */
            title: string;
            /** @description Connections per status. */
            connections: components["schemas"]["AdapterConnectionCount"][];
            /** @description Assets the adapter contributes, by entity type. */
            assets: {
                [key: string]: number;
            };
        };
        /** @description A chart of a space. Limits by view are listed on `ChartSize` and `ChartConfig`. */
        Chart: {
            id: string;
            /** @description The uuid of the space holding the chart. */
            space: string;
            name: string;
            config: components["schemas"]["ChartConfig"];
            metric: components["schemas"]["ChartType"];
            view: components["schemas"]["ChartView"];
            size: components["schemas"]["ChartSize"];
            description?: string | null;
            show_title: boolean;
            layout: components["schemas"]["ChartLayout"];
            pinned: boolean;
            /** @description Task calculating the chart's preview; null when none is running. */
            preview_task_id?: string | null;
        } & components["schemas"]["ChartViewLimits"];
        /** @description A new chart; with a `layout`, its size is the layout's, and without one it joins the dashboard after its charts. */
        ChartCreate: {
            name: string;
            config: components["schemas"]["ChartConfig"];
            metric: components["schemas"]["ChartType"];
            view: components["schemas"]["ChartView"];
            size?: components["schemas"]["ChartSize"];
            description?: string | null;
            /** @description Defaults to true. */
            show_title?: boolean;
            layout?: components["schemas"]["ChartLayout"];
            /** @description Defaults to false. */
            pinned?: boolean;
        } & components["schemas"]["ChartViewLimits"];
        /**
         * @description Changes to a chart; only the given fields change. Set `pinned` to pin or unpin. Size and
         *     layout stay in step: a new `layout` sets the size; a new `size` (or a view's larger
         *     minimum) resizes the layout in place, moved left as far as the 12 columns need.
         */
        ChartUpdate: {
            name?: string;
            config?: components["schemas"]["ChartConfig"];
            metric?: components["schemas"]["ChartType"];
            view?: components["schemas"]["ChartView"];
            size?: components["schemas"]["ChartSize"];
            description?: string | null;
            show_title?: boolean;
            layout?: components["schemas"]["ChartLayout"];
            pinned?: boolean;
        } & components["schemas"]["ChartViewLimits"];
        /**
         * @description Limits of section 5 and 9 that depend on the view: a line chart has at most 6
         *     queries; a stacked chart up to 10 measures, any other 0 to 1; minimum sizes
         *     (height x width): histogram 4x6, pie 4x3, line 4x3, summary 2x3, stacked 4x6,
         *     table 4x4, matrix 6x6, text 4x1.
         */
        ChartViewLimits: unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown;
        /**
         * @description The chart's size in grid units. Default height 7, width 6 (static height 8).
         *     Minimums (height x width) by view: histogram 4x6, pie 4x3, line 4x3, summary 2x3,
         *     stacked 4x6, table 4x4, matrix 6x6, text 4x1.
         */
        ChartSize: {
            /** @description Defaults to 7 (8 for a static chart); at most 200 rows. */
            height: number;
            /** @description Defaults to 6. */
            width: number;
        };
        /** @description The chart's place on the space's grid. */
        ChartLayout: {
            /** @description Column of the top-left corner; x + w is at most 12. */
            x: number;
            /** @description Row of the top-left corner. */
            y: number;
            /** @description Width in columns (default 6). */
            w: number;
            /** @description Height in rows (default 7; a static chart has height 8); at most 200. */
            h: number;
            /** @description A static chart cannot be dragged or resized; defaults to false. */
            static?: boolean;
        };
        /** @description New layouts of charts of one space. */
        ChartLayoutsUpdate: {
            /** @description The uuid of the space whose charts are laid out. */
            space: string;
            layouts: {
                /** @description The chart's id. */
                id: string;
                layout: components["schemas"]["ChartLayout"];
            }[];
        };
        /** @description Where to move the chart. */
        ChartMove: {
            /** @description The uuid of the space to move the chart to. */
            destination_space: string;
        };
        /**
         * @description What a chart shows and how. The fields a chart uses depend on its type and view; the
         *     spec lists the fields below and not, per type, which are required. Per-view limits:
         *     see `ChartViewLimits`.
         */
        ChartConfig: {
            /** @description The asset entity type charted (for example `devices`, `users`). */
            entity?: string;
            data_source?: components["schemas"]["ChartDataSourceType"];
            /** @description The saved queries charted (at most 6 on a line chart). */
            queries?: components["schemas"]["ChartQuery"][];
            /** @description The field a segment, summary or pivot chart works on. */
            field?: string;
            /** @description Fields to group by. */
            dimensions?: string[];
            /** @description Values computed per group; up to 10 on a stacked chart, 0 to 1 on others. Data over time (data source `historical`, and the time types) reads the daily counts, so its only measure is `count`; another function is a 400 (designed). */
            measures?: components["schemas"]["ChartMeasure"][];
            filter?: components["schemas"]["QueryFilter"];
            sort?: components["schemas"]["ChartSort"];
            /**
             * @description One total series, or one series per query.
             * @enum {string}
             */
            data_series?: "total" | "individual";
            summary_description?: components["schemas"]["ChartSummaryDescription"];
            /**
             * @description Rounding of shown numbers.
             * @enum {string}
             */
            number_format?: "float" | "ceiling" | "floor" | "round";
            percentage?: components["schemas"]["ChartPercentage"];
            net_change_colors?: components["schemas"]["ChartNetChangeColors"];
            time_gap?: components["schemas"]["ChartTimeGap"];
            time_aggregation?: components["schemas"]["ChartTimeAggregation"];
            /**
             * @description Period of a historical chart; when absent, the last 7 days
             *     (`{ type: relative, relative_type: last, unit: day, count: 7 }`).
             */
            date_range?: components["schemas"]["DateRange"];
            /** @description Content of a text or rich_text chart (designed limit, 50,000 characters). */
            text?: string;
        };
        /** @description A query charted, by saved query id, with an optional display name and colour. */
        ChartQuery: {
            query_id: string;
            name?: string;
            /** @description Colour of the series (CSS colour). */
            color?: string;
        };
        /** @description A value computed per group. */
        ChartMeasure: {
            /** @description Field aggregated; not needed for `count`. */
            field?: string;
            function: components["schemas"]["SummaryFunction"];
        };
        /** @description Order of the chart's data points. */
        ChartSort: {
            /** @enum {string} */
            type: "name" | "value" | "percentage";
            /** @enum {string} */
            order: "asc" | "desc";
        };
        /** @description The line under a summary value; `custom` uses `text`. */
        ChartSummaryDescription: {
            /** @enum {string} */
            type: "default" | "empty" | "custom";
            text?: string;
        };
        /** @description What percentages are relative to; with `custom_input`, `custom_value` is the basis. */
        ChartPercentage: {
            /**
             * @description `from_selected_query` (the spec's 'from selected query') or `custom_input` ('custom input').
             * @enum {string}
             */
            basis: "from_selected_query" | "custom_input";
            custom_value?: number;
        };
        /** @description Colours of a net change; increase green, decrease red, same grey by default. */
        ChartNetChangeColors: {
            /** @description Defaults to green. */
            increase?: string;
            /** @description Defaults to red. */
            decrease?: string;
            /** @description Defaults to grey. */
            same?: string;
        };
        /** @description Comparison gap of a timeline chart; absolute (between the range ends) or relative (a unit and a count back). */
        ChartTimeGap: {
            /** @enum {string} */
            type: "absolute" | "relative";
            unit?: components["schemas"]["DateRangeUnit"];
            count?: number;
        };
        /** @description How dates are bucketed; the default is `day` in the long date format. */
        ChartTimeAggregation: {
            unit: components["schemas"]["TimeAggregationUnit"];
            /** @description Format option of the unit's labels; defaults to `long_date`. */
            format?: string;
        };
        /** @enum {string} */
        DateRangeUnit: "hour" | "day" | "week" | "month" | "quarter" | "year";
        /**
         * @description A period: absolute (`date_from` to `date_to`), relative (`before` or `last` `count`
         *     `unit`s), or dynamic (complete weeks, months, quarters and years, and their 'to
         *     date' variants).
         */
        DateRange: components["schemas"]["DateRangeAbsolute"] | components["schemas"]["DateRangeRelative"] | components["schemas"]["DateRangeDynamic"];
        DateRangeAbsolute: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "absolute";
            /** Format: date */
            date_from: string;
            /** Format: date */
            date_to: string;
        };
        /** @description The last `count` units up to now, or the period before that. */
        DateRangeRelative: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "relative";
            /**
             * @description `last`: the last `count` units up to now (the default range is the last 7 days); `before`: earlier than that.
             * @enum {string}
             */
            relative_type: "before" | "last";
            unit: components["schemas"]["DateRangeUnit"];
            /** @description Designed limit, 3,650 (ten years of days); the snapshots go back no further, so a range of any unit (and a dynamic range or a time gap) reaching back more than ten years is a 400. */
            count: number;
        };
        /** @description A calendar period of section 9's dynamic chart dates. */
        DateRangeDynamic: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "dynamic";
            /** @enum {string} */
            period: "complete_weeks" | "complete_months" | "complete_quarters" | "complete_years" | "week_to_date" | "month_to_date" | "quarter_to_date" | "year_to_date";
            /** @description How many complete periods (default 1). */
            count?: number;
        };
        /**
         * @description A query filter expression as a tree (a group): its conditions and nested groups joined
         *     by one logical operator ('Logical operator is needed to add expression to the filter').
         *     Groups stand for brackets, so brackets always balance. `not` negates the whole group.
         *     The server checks the tree against the entity's data fields (packages/server/src/queries/README.md):
         *     at most 10 levels deep and 200 conditions; an unknown field, or an operator or value that
         *     does not fit the field's type, is a 400 naming it.
         */
        QueryFilter: {
            /** @enum {string} */
            operator: "and" | "or";
            /** @description Negate the group (default false). */
            not?: boolean;
            conditions: components["schemas"]["QueryFilterCondition"][];
            groups: components["schemas"]["QueryFilter"][];
        };
        /**
         * @description One expression: a field, a comparison operator and a value. Optionally a relationship
         *     filter ('Invalid expression' without a relationship or a value), a count operator
         *     ('Invalid expression' without a count), or nested conditions on the sub-fields of an
         *     object field ('Select an object to add nested conditions'). The operators and what they
         *     accept per field type are listed by `QUERY_OPERATORS` of @vigil/openapi; the server gives
         *     the spec's sentences for size values out of range ('Value must be between 0 to 10',
         *     'Value must be between 1 to 10').
         */
        QueryFilterCondition: {
            /** @description The field's name (for example `hostname`), or a relationship's name with the operator `has`. */
            field: string;
            /**
             * @description The comparison: exists, equals, in, contains, starts_with, ends_with, regex,
             *     greater_than, less_than, last_days, last_hours, size_greater_than, size_less_than,
             *     count (with `count`), has (a relationship, with `relationship_filter`) or match (an
             *     object field, with `nested`).
             */
            operator: string;
            /** @description The value compared with; its type follows the field's. */
            value?: string | number | boolean | (string | number | boolean)[] | null;
            /** @description Negate the condition (default false). */
            not?: boolean;
            relationship_filter?: components["schemas"]["QueryRelationshipFilter"];
            count?: components["schemas"]["QueryCountFilter"];
            /** @description Conditions on the sub-fields of this object field (operator `match`). */
            nested?: components["schemas"]["QueryFilter"];
        };
        /**
         * @description Filter through a relationship to other assets: the related assets of `relationship` must
         *     match `value`, a filter over the related entity. Both parts are needed ('Invalid expression').
         */
        QueryRelationshipFilter: {
            relationship?: string;
            value?: components["schemas"]["QueryFilter"];
        };
        /**
         * @description Count-based function over a list field or a relationship (how many items, or related
         *     assets matching the relationship filter); the count is an integer of at least 0
         *     ('Invalid expression' without one).
         */
        QueryCountFilter: {
            /** @enum {string} */
            operator?: "equals" | "above" | "below";
            count?: number;
        };
        /** @description A dashboard template and the charts applying it creates. */
        DashboardTemplate: {
            id: string;
            name: string;
            description: string;
            /** @description The chooser's groups besides `all` (every template is in `all`). */
            groups: components["schemas"]["DashboardTemplateGroup"][];
            type: components["schemas"]["DashboardTemplateType"];
            charts: {
                name: string;
                metric: components["schemas"]["ChartType"];
                view: components["schemas"]["ChartView"];
            }[];
        };
        DashboardTemplatesReply: {
            data: {
                attributes: {
                    value: components["schemas"]["DashboardTemplate"][];
                };
            };
        };
        /** @description A saved query a chart of the export uses, so an import can map or recreate it. */
        ExportedQuery: {
            id: string;
            name: string;
            entity: string;
            filter: components["schemas"]["QueryFilter"];
        };
        /** @description An export to read back in; see `POST /dashboard/import`. */
        DashboardImport: {
            /** @description The export file, base64-encoded (a JSON document or a zip; at most 2 MiB once decoded). */
            archive: string;
            /** @description Only read and report; defaults to false. */
            dry_run?: boolean;
            /** @description Import the one dashboard of the file into this existing space (its charts are replaced). */
            space_id?: string;
            /** @description Exported query id -> the id of a visible saved query standing for it. */
            query_map?: {
                [key: string]: string;
            };
        };
        DashboardImportReply: {
            data: {
                attributes: {
                    dry_run: boolean;
                    /** @description The dashboards of the file (with their uuid once imported). */
                    spaces: {
                        uuid?: string;
                        name: string;
                        charts: number;
                    }[];
                    /** @description The queries the charts need and what stands for each. */
                    queries: {
                        /** @description The exported query's id. */
                        id: string;
                        name: string;
                        entity: string;
                        /** @description A visible saved query of the same name and entity; null when none. */
                        match: string | null;
                        /** @description Once imported, the query used (mapped, or created). */
                        mapped_to?: string | null;
                    }[];
                };
            };
        };
        /** @description One series of a chart; `values` follow `categories` or `dates`. */
        ChartSeries: {
            name: string;
            query_id?: string;
            color?: string;
            values: (number | null)[];
        };
        /**
         * @description One chart's data. Category charts (compare, segment, adapter_segment, intersect, matrix)
         *     give `categories` and a series per query or measure; time charts (timeline,
         *     segment_timeline, resource_asset_timeline, historical data) give `dates`; summary gives
         *     `value` (and `previous` over a time gap); tables (table, assets_table, pivot) give
         *     `table`; text charts have no data.
         */
        ChartData: {
            chart_id: string;
            /** @enum {string} */
            status: "ok" | "error";
            /** @description Why the chart failed (status error). */
            message?: string;
            data_source?: components["schemas"]["ChartDataSourceType"];
            categories?: string[];
            dates?: string[];
            series?: components["schemas"]["ChartSeries"][];
            value?: number | null;
            previous?: number | null;
            /** @description Assets the chart's queries select (the basis of percentages from the selected query). */
            total?: number;
            table?: {
                columns: {
                    key: string;
                    label: string;
                }[];
                rows: (string | number | boolean | null)[][];
            };
            /** @description Whether a series had more than 1,000 points and was decimated. */
            decimated?: boolean;
            /** Format: date-time */
            computed_at?: string;
        };
        SpaceChartDataReply: {
            data: {
                attributes: {
                    space: string;
                    refreshId: string | null;
                    charts: components["schemas"]["ChartData"][];
                };
            };
        };
        SpaceReply: {
            data: {
                attributes: components["schemas"]["Space"];
            };
        };
        SpaceListReply: {
            data: components["schemas"]["Space"][];
            meta: components["schemas"]["PageMeta"];
        };
        SpacesDeletedReply: {
            data: {
                attributes: {
                    /** @description Spaces deleted. */
                    deleted: number;
                };
            };
        };
        SpaceRefreshReply: {
            data: {
                attributes: {
                    /** @description Id of the refresh started; the space's `refreshId` becomes it. */
                    refreshId: string;
                };
            };
        };
        ChartReply: {
            data: {
                attributes: components["schemas"]["Chart"];
            };
        };
        DashboardManagementFiltersReply: {
            data: {
                attributes: components["schemas"]["DashboardManagementFilters"];
            };
        };
        DashboardAdapterDataReply: {
            data: {
                attributes: components["schemas"]["DashboardAdapterData"];
            };
        };
        /**
         * @description `done` (Discover Now), `starting` (Initiating...), `running` (Stop Discovery), `stopping` (Stopping...).
         * @enum {string}
         */
        DiscoveryLifecycleStatus: "done" | "starting" | "running" | "stopping";
        /**
         * @description Status of a connection (of an adapter, or the tunnel).
         * @enum {string}
         */
        AdapterConnectionStatus: "connected" | "disconnected" | "not_available" | "never_connected";
        /** @description The discovery lifecycle shown by the top bar. */
        DiscoveryLifecycle: {
            status: components["schemas"]["DiscoveryLifecycleStatus"];
            /** @description Phases of the current run, in order; empty when none runs. */
            subPhases: components["schemas"]["DiscoverySubPhase"][];
            /**
             * Format: date-time
             * @description When the scheduler starts the next run; null when none is scheduled.
             */
            nextRunTime: string | null;
            /** Format: date-time */
            lastStartTime: string | null;
            /** Format: date-time */
            lastFinishedTime: string | null;
            tunnelStatus?: components["schemas"]["AdapterConnectionStatus"];
        };
        /** @description One phase of a discovery run (the spec lists subPhases without their shape). */
        DiscoverySubPhase: {
            name: string;
            /** @enum {string} */
            status: "pending" | "running" | "done";
            /** @description Percent done, when known. */
            progress?: number;
        };
        /** @description One discovery run (the spec names the calls but not the run's fields). */
        DiscoveryRun: {
            id: string;
            status: components["schemas"]["DiscoveryLifecycleStatus"];
            /** Format: date-time */
            started_at: string;
            /**
             * Format: date-time
             * @description Null while the run is not finished.
             */
            finished_at: string | null;
            /**
             * @description Started by a user (Discover Now) or by the scheduler.
             * @enum {string}
             */
            trigger: "manual" | "scheduled";
            /** @description User name of who started a manual run. */
            started_by?: string | null;
            /** @description Assets fetched, by entity type. */
            assets?: {
                [key: string]: number;
            };
            /**
             * @description How a done run ended: `completed`, `stopped` by a user, `interrupted` by a server restart, or `failed`; null while it runs.
             * @enum {string|null}
             */
            outcome?: "completed" | "stopped" | "interrupted" | "failed" | null;
            /** @description The connections a "fetch now" run was limited to; null for a run of every connection. */
            connection_ids?: string[] | null;
            /** @description The run's phases with their times (per-phase time of the discovery history). */
            phases?: components["schemas"]["DiscoveryRunPhase"][];
        };
        /** @description One phase of a run as it went. */
        DiscoveryRunPhase: {
            name: string;
            /** @enum {string} */
            status: "pending" | "running" | "done" | "stopped" | "failed";
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            finished_at: string | null;
        };
        /** @description An asset type the installation implements. */
        ImplementedAssetType: {
            /** @description The asset type's name (its entity type). */
            value: string;
            /** @description The product (line) the type belongs to. */
            product: string;
            is_generic_asset: boolean;
        };
        /** @description A custom field marked as priority. */
        PriorityField: {
            entity_type: string;
            /** @description The field's name. */
            name: string;
            /** @description The field's display name. */
            title: string;
        };
        /** @description A data field of an entity type, as offered by queries and charts. */
        DataField: {
            /** @description The field's path (for example `specific_data.data.hostname`). */
            name: string;
            title: string;
            /**
             * @description `relationship`: the assets linked to this one (designed), queried with the operator `has`.
             * @enum {string}
             */
            type: "string" | "integer" | "number" | "bool" | "array" | "object" | "date" | "relationship";
            /** @description For a relationship, the entity type of the related assets. */
            entity?: string;
            /** @description Finer type of the value (for example `ip`, `date-time`, `tag`). */
            format?: string;
            /** @description For an array, the type of its items. */
            items_type?: string;
            /** @description Whether the count operators (equals, above, below) apply to this list field. */
            supports_count: boolean;
            /** @description For an object field, its fields (the fields of nested conditions). */
            sub_fields?: components["schemas"]["DataField"][];
        };
        /** @description How many connections have one status. */
        AdapterConnectionCount: {
            status: components["schemas"]["AdapterConnectionStatus"];
            count: number;
        };
        /** @description An adapter and the status of its connections, for the top bar. */
        AdapterSummary: {
            /** @description The adapter's module name (for example `aws_adapter`). */
            module: string;
            /** @description The adapter's display name. */
            title: string;
            /** @description The catalogue's group (Directory, Endpoint, Cloud, Files...). */
            category: string;
            description: string;
            /** @description Whether this server can fetch from the adapter (false for the sample data's adapters). */
            fetchable: boolean;
            status: components["schemas"]["AdapterConnectionStatus"];
            /** @description Connections per status. */
            connections: components["schemas"]["AdapterConnectionCount"][];
        };
        /** @description The footer bar's environment message and background colour. */
        Environment: {
            /** @description The environment message; null hides the footer. */
            name: string | null;
            /** @description The footer's background colour as `#rrggbb`; null for the default. */
            background_color: string | null;
        };
        DiscoveryLifecycleReply: {
            data: {
                attributes: components["schemas"]["DiscoveryLifecycle"];
            };
        };
        DiscoveryRunReply: {
            data: {
                attributes: components["schemas"]["DiscoveryRun"] | null;
            };
        };
        DiscoveryRunListReply: {
            data: components["schemas"]["DiscoveryRun"][];
            meta: components["schemas"]["PageMeta"];
        };
        DiscoveryRunIdsReply: {
            data: {
                attributes: {
                    value: string[];
                };
            };
        };
        FirstHistoricalDateReply: {
            data: {
                attributes: {
                    /** Format: date */
                    value: string | null;
                };
            };
        };
        AllowedDatesReply: {
            data: {
                attributes: {
                    value: string[];
                };
            };
        };
        ImplementedAssetTypeListReply: {
            data: components["schemas"]["ImplementedAssetType"][];
            meta: components["schemas"]["PageMeta"];
        };
        PriorityFieldsReply: {
            data: {
                attributes: {
                    value: components["schemas"]["PriorityField"][];
                };
            };
        };
        DataFieldsReply: {
            data: {
                attributes: {
                    /** @description Entity type to its fields. */
                    value: {
                        [key: string]: components["schemas"]["DataField"][];
                    };
                };
            };
        };
        AdapterListReply: {
            data: components["schemas"]["AdapterSummary"][];
            meta: components["schemas"]["PageMeta"];
        };
        EnvironmentReply: {
            data: {
                attributes: components["schemas"]["Environment"];
            };
        };
        /** @description The outcome of an LDAP connection test, step by step. */
        LdapTestResult: {
            /** @description Every step passed. */
            ok: boolean;
            /**
             * @description The step that failed: `unreachable` (no connection to the host and port within 5 s), `tls` (TLS or StartTLS failed: certificate, CA, protocol), `invalid_credentials` (the bind was refused), `no_base_dn` (the base DN does not exist), `refused` (the directory refused otherwise); null when ok.
             * @enum {string|null}
             */
            failure: "unreachable" | "tls" | "invalid_credentials" | "no_base_dn" | "refused" | null;
            /** @description One sentence for the administrator, what was found or what failed. */
            message: string;
            /** @description The host and port tested. */
            server: string;
            /** @description The host and port accepted a connection (false too when the test stopped before connecting). */
            reachable: boolean;
            /** @description The DN the bind succeeded as ('' for an anonymous bind); null when no bind succeeded. */
            bound_as: string | null;
            /** @description Whether the base DN exists; null when the search was not reached. */
            base_dn_exists: boolean | null;
            /** @description Users of `user_filter` the search returned (size limit 1); null when the search was not reached. */
            sample_count: number | null;
            /** @description The DN of the user the search returned; null when none. */
            sample_dn: string | null;
        };
        LdapTestReply: {
            data: {
                attributes: components["schemas"]["LdapTestResult"];
            };
        };
        /** @description The metadata document, or the address it is published at. */
        SamlMetadataSource: {
            /** @description The metadata XML (at most 1 MB). */
            xml: string;
        } | {
            /**
             * Format: uri
             * @description Where the IdP publishes its metadata (http or https).
             */
            url: string;
        };
        /** @description An identity provider's settings read from its metadata. */
        SamlMetadata: {
            /** @description The IdP's entity id. */
            entity_id: string;
            /** @description The Location of the HTTP-Redirect SingleSignOnService (`SamlSectionIdp.entry_point`). */
            entry_point: string;
            /** @description The signing certificate in PEM (`SamlSectionIdp.idp_cert`). */
            idp_cert: string;
            certificate: components["schemas"]["CertificateSummary"];
        };
        SamlMetadataReply: {
            data: {
                attributes: components["schemas"]["SamlMetadata"];
            };
        };
        CertificateInspectRequest: {
            /** @description One or more certificates in PEM; the first is inspected. */
            pem: string;
        };
        /** @description Whose a certificate is, who issued it and when it is valid. */
        CertificateSummary: {
            /** @description Distinguished name of the subject, for example `CN=idp.example.com, O=Example`. */
            subject: string;
            /** @description Distinguished name of the issuer. */
            issuer: string;
            /** Format: date-time */
            not_before: string;
            /** Format: date-time */
            not_after: string;
            /** @description `not_after` has passed. */
            expired: boolean;
            /** @description Whole days until `not_after`; negative once expired. */
            days_left: number;
            /** @description SHA-256 fingerprint, colon-separated upper-case hex. */
            fingerprint_sha256: string;
        };
        CertificateSummaryReply: {
            data: {
                attributes: components["schemas"]["CertificateSummary"];
            };
        };
        /** @description One or more X.509 certificates in PEM. */
        PemCertificate: string;
        /** @description The certificate in use, with the settings of the Certificate Settings tab. */
        CertificateDetails: {
            /** @description Distinguished name of the subject, for example `CN=vigil.example.com, O=Example`. */
            subject: string;
            /** @description Distinguished name of the issuer. */
            issuer: string;
            /** @description Hexadecimal. */
            serial_number: string;
            /** Format: date-time */
            valid_from: string;
            /** Format: date-time */
            valid_to: string;
            /** @description SHA-256 fingerprint, colon-separated upper-case hex. */
            fingerprint_sha256: string;
            /** @description Subject alternative names (DNS names and IP addresses). */
            alt_names: string[];
            /** @description The key's algorithm and size, for example `RSA 2048` or `EC P-256`. */
            key_type: string;
            /** @description True while the product's default (self-signed) certificate is in use. */
            is_default: boolean;
            /** @description The pending signing request; null when none. */
            csr: components["schemas"]["CsrStatus"] | null;
            global_ssl: components["schemas"]["GlobalSslSettings"];
            settings: components["schemas"]["CertificateSettings"];
        };
        CertificateDetailsReply: {
            data: {
                attributes: components["schemas"]["CertificateDetails"];
            };
        };
        /** @description A certificate signing request waiting for its signed certificate. */
        CsrStatus: {
            common_name: string;
            alt_names?: string[];
            /** Format: date-time */
            created_at: string;
        };
        /**
         * @description The global SSL setting: whether the console is served only over HTTPS (plain HTTP
         *     redirected) and the host name the certificate must match.
         */
        GlobalSslSettings: {
            /** @description Serve only over HTTPS and send HSTS. */
            enabled: boolean;
            /** @description The console's host name; required when `enabled`, and must match the certificate. */
            hostname?: string;
        };
        /** @description A certificate authority trusted for outgoing TLS (adapters, webhooks, vaults). */
        TrustedCaCertificate: {
            name: string;
            certificate: components["schemas"]["PemCertificate"];
        };
        /** @description Trust and mutual-TLS settings, saved as a whole. */
        CertificateSettings: {
            /** @description Verify the certificates of outgoing TLS connections against the trusted CAs. */
            ssl_trust_enabled: boolean;
            trusted_ca_certificates: components["schemas"]["TrustedCaCertificate"][];
            /** @description Ask browsers for a client certificate. */
            mutual_tls_enabled: boolean;
            /** @description Refuse clients without a valid client certificate (only with mutual_tls_enabled). */
            mutual_tls_mandatory: boolean;
            /** @description The CA that client certificates must chain to; required when mutual_tls_enabled. */
            mutual_tls_ca_certificate?: components["schemas"]["PemCertificate"];
        };
        /** @description The subject of a new certificate signing request. */
        CsrRequest: {
            /** @description The console's host name. */
            common_name: string;
            /** @description Subject alternative names (DNS names or IP addresses). */
            alt_names?: string[];
            organization?: string;
            organizational_unit?: string;
            locality?: string;
            state?: string;
            /** @description ISO 3166-1 alpha-2 code. */
            country?: string;
            /** Format: email */
            email?: string;
            /**
             * @description Algorithm of the new private key; RSA when absent.
             * @enum {string}
             */
            key_type?: "RSA" | "EC";
            /**
             * @description Size of the new private key: 2048, 3072 or 4096 bits for RSA (2048 when absent), 256
             *     or 384 for EC (the P-256 or P-384 curve; 256 when absent). A size of the other type is
             *     a 400.
             * @enum {integer}
             */
            key_size?: 2048 | 3072 | 4096 | 256 | 384;
        };
        /**
         * @description A certificate to use. With a pending signing request and no `private_key`, the
         *     certificate must answer that request and its server-held key is used; otherwise
         *     `private_key` is needed.
         */
        ImportCertificate: {
            /** @description The certificate, then its intermediate chain, in PEM. */
            certificate: components["schemas"]["PemCertificate"];
            /** @description The matching private key in PEM; write-only, never returned. */
            private_key?: string;
            /** @description Passphrase of an encrypted private key; write-only. */
            passphrase?: string;
        };
        /**
         * @description Maintenance access, saved as a whole. The meaning of each field is designed: the spec
         *     names them only.
         */
        MaintenanceConfig: {
            /** @description Allow the provider's support to provision updates remotely. */
            provision: boolean;
            /** @description Send anonymous usage analytics. */
            analytics: boolean;
            /** @description Allow the provider's support a remote troubleshooting session. */
            troubleshooting: boolean;
            /**
             * Format: date-time
             * @description When troubleshooting turns itself off; null for no end (or when off).
             */
            timeout: string | null;
        };
        MaintenanceConfigReply: {
            data: {
                attributes: {
                    value: components["schemas"]["MaintenanceConfig"];
                };
            };
        };
        /** @description A temporary troubleshooting window. */
        MaintenanceWindowRequest: {
            /** @description How long troubleshooting stays on, from now. */
            duration_hours: number;
        };
        /**
         * @description The discovery scheduler. `static_mode` is from the spec; the schedule fields are
         *     designed. In static mode runs start at the fixed `run_times` (or at the times of
         *     `cron`); otherwise a run starts `interval_hours` after the previous one ended (or after
         *     the config was saved). A scheduled time passes without a run while one is running.
         */
        SchedulerConfig: {
            /** @description Start runs at fixed times of day instead of at an interval. */
            static_mode: boolean;
            /** @description Hours between the end of a run and the start of the next (when not static); 12 when absent. */
            interval_hours?: number;
            /** @description Times of day (HH:MM, in `timezone`) at which runs start (when static); required then unless `cron` is given. */
            run_times?: string[];
            /** @description Days on which static runs start; every day when absent. */
            weekdays?: ("mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun")[];
            /** @description IANA time zone of `run_times` and `cron`; UTC when absent. One that is not known is refused with 400. */
            timezone?: string;
            /**
             * @description A cron text (5 or 6 fields, croner syntax, in `timezone`) for static runs instead of
             *     `run_times` and `weekdays`; a text that does not parse is refused with 400 naming `cron`.
             */
            cron?: string;
        };
        SchedulerConfigReply: {
            data: {
                attributes: {
                    value: components["schemas"]["SchedulerConfig"];
                };
            };
        };
        /** @description One field of the webhook form. */
        WebhookFormField: {
            /** @description Key of the value in `WebhookConfig.config`. */
            name: string;
            /** @description The label. */
            title: string;
            description?: string;
            /** @enum {string} */
            type: "string" | "integer" | "number" | "bool" | "array" | "object";
            /** @description A refinement of `type`, for example `password` (masked, write-only), `url` or `text` (multi-line). */
            format?: string;
            /** @description The allowed values, shown as a selector. */
            enum?: (string | {
                name: string;
                title: string;
            })[];
            /** @description The value of a new form. */
            default?: unknown;
            /** @description With `type` array or object, the fields of each item. */
            items?: components["schemas"]["WebhookFormField"][];
            /** @description With `type` object, the names of its required fields. */
            required?: string[];
        };
        /** @description The webhook form. The form lists `items` in order; `required` names fields that must be filled. */
        WebhookFormSchema: {
            /** @enum {string} */
            type: "array";
            items: components["schemas"]["WebhookFormField"][];
            required: string[];
        };
        WebhookFormSchemaReply: {
            data: {
                attributes: {
                    value: components["schemas"]["WebhookFormSchema"];
                };
            };
        };
        /**
         * @description The form's values keyed by field `name`, validated against the webhook form schema.
         *     Fields of format `password` are returned masked as `********`; sending the mask back
         *     keeps the stored secret.
         */
        WebhookConfigValues: {
            [key: string]: unknown;
        };
        /** @description A stored webhook configuration. */
        WebhookConfig: {
            /** @description Unique id of the stored record. */
            uuid: string;
            /** @description The configuration's id, used in `PUT settings/webhook/config/{config_id}`. */
            config_id: string;
            /** @description The plugin (adapter or service) whose events the webhook sends. */
            associated_plugin_name: string;
            config: components["schemas"]["WebhookConfigValues"];
            state?: components["schemas"]["WebhookState"];
        };
        /** @description A webhook configuration to add or to save over an existing one. */
        WebhookConfigInput: {
            associated_plugin_name: string;
            config: components["schemas"]["WebhookConfigValues"];
        };
        WebhookConfigReply: {
            data: {
                attributes: components["schemas"]["WebhookConfig"];
            };
        };
        WebhookConfigList: {
            data: components["schemas"]["WebhookConfig"][];
            meta: components["schemas"]["PageMeta"];
        };
        /** @description A product feature that is on or off, possibly until an expiry date. */
        FeatureFlagToggle: {
            enabled: boolean;
            /**
             * Format: date-time
             * @description The feature expires when the day difference to this date is 0 or less; null for no expiry.
             */
            expiry_date?: string | null;
        };
        /** @description The gui FeatureFlags config (tab Feature Flags), saved as a whole. */
        FeatureFlags: {
            /** @description Show the account profile when a user signs in. */
            account_profile_on_login: {
                enabled: boolean;
                /** @description Also show it to users that existed before the flag was turned on. */
                visible_existing_users: boolean;
            };
            cloud_compliance: components["schemas"]["FeatureFlagToggle"];
            /** @description Software and vulnerability management. */
            vulnerabilities: components["schemas"]["FeatureFlagToggle"];
            data_scope: components["schemas"]["FeatureFlagToggle"];
            axonius_platform: {
                /** @description Products of the platform that are switched on. */
                enabled_platform_products: string[];
            };
            generic_assets: {
                /** @description Generic asset types (implemented asset type values) hidden from the console. */
                hidden_generic_assets: string[];
            };
            /** @description Settings of fields that are expensive to load; the inner fields are not shown by the spec. */
            heavy_fields_settings: {
                [key: string]: unknown;
            };
            /** @description Settings of the root master node; the inner fields are not shown by the spec. */
            root_master_settings: {
                [key: string]: unknown;
            };
            enable_nodes_host_operations: boolean;
            do_not_use_software_name_and_version_field: boolean;
        };
        /** @description The InternalFeatureFlags config (tab Internal Feature Flags), saved as a whole. */
        InternalFeatureFlags: {
            enable_workspaces: boolean;
            /** @description Campaigns in the sidebar and their calls. */
            enable_campaigns: boolean;
            enable_ubac: boolean;
            enable_rbac_new_ui: boolean;
            enable_widgets_mfe: boolean;
            enable_ui_blitz_changes: boolean;
            /** @description The chart click-through flags, by name (for example `enable_pie_click_through`). */
            chart_click_through: {
                [key: string]: boolean;
            };
            /** @description Product analytics events. */
            enable_mixpanel: boolean;
            /** @description Real-user monitoring (memory usage sampled every 30000 ms). */
            enable_rum: boolean;
            enable_custom_adapters: boolean;
            enable_assets_count_side_panel: boolean;
            enable_ec_chain_of_events: boolean;
            /** @description Access Request entries in the sidebar. */
            enable_access_request_management: boolean;
            /** @description The top bar's Tenants button (with Settings/DataScopeImpersonation). */
            enable_tenants_management: boolean;
        };
        /** @description One of the two feature-flag configs, as `configName` names it. */
        FeatureFlagsConfig: components["schemas"]["FeatureFlags"] | components["schemas"]["InternalFeatureFlags"];
        FeatureFlagsConfigReply: {
            data: {
                attributes: {
                    value: components["schemas"]["FeatureFlagsConfig"];
                };
            };
        };
        /** @description An adapter connection that reported the change. */
        InvestigationAdapterConnection: {
            /** @description Adapter identifier, shown as a parsed name with its icon. */
            adapter_name: string;
            connection_id?: string;
            connection_label?: string;
        };
        /** @description One event of an asset's history (one row of the investigation table). */
        InvestigationEvent: {
            /** Format: date-time */
            timestamp: string;
            /** @description Names of the asset (its host or user names) at the time. */
            asset_entity_names: string[];
            /** @description The changed field's title, or the event's title. */
            field_event_title: string;
            /** @description The kind of event (for example `field_changed` or `adapter_connection_added`); values are not shown. */
            event_type: string;
            added_values: string[];
            removed_values: string[];
            adapters_connections: components["schemas"]["InvestigationAdapterConnection"][];
        };
        InvestigationEventList: {
            data: components["schemas"]["InvestigationEvent"][];
            meta: components["schemas"]["PageMeta"];
        };
        /** @description Enterprise secret-server vault. Which fields are required is not shown by the spec (none here beyond `kind`). */
        VaultSecretServer: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "secret_server";
            /** @description The secret's id. */
            secret_id?: number;
            /**
             * @description The secret's field holding the credential.
             * @default Password
             */
            field_name?: string;
        };
        /** @description Dynamic-secret vault. Which fields are required is not shown by the spec (none here beyond `kind`). */
        VaultDynamicSecret: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "dynamic_secret";
            name?: string;
            /** @description Whether the named secret is a dynamic (generated on demand) secret. */
            is_dynamic_secret?: boolean;
        };
        /** @description Privileged-access vault, query style. Which fields are required is not shown by the spec (none here beyond `kind`). */
        VaultPrivilegedQuery: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "privileged_query";
            /** @description The vault query that selects the account (for example `Safe=...;Object=...`). */
            query?: string;
        };
        /** @description Privileged-access cloud vault. Which fields are required is not shown by the spec (none here beyond `kind`). */
        VaultPrivilegedCloud: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "privileged_cloud";
            account_id?: string;
        };
        /** @description Cloud provider secrets manager, variant 1. Which fields are required is not shown by the spec (none here beyond `kind`). */
        VaultCloudSecretsManager: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "cloud_secrets_manager";
            /** @description The secret's name. */
            name?: string;
            /** @description The key inside the secret holding the credential. */
            secret_key?: string;
        };
        /** @description Cloud key vault, variant 2. Which fields are required is not shown by the spec (none here beyond `kind`). */
        VaultCloudKeyVault: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "cloud_key_vault";
            vault_name?: string;
            secret_key?: string;
        };
        /** @description Privileged-access vault, system style. Which fields are required is not shown by the spec (none here beyond `kind`). */
        VaultPrivilegedSystem: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "privileged_system";
            system_type?: string;
            system_name?: string;
            account_name?: string;
        };
        /** @description Open-source secrets vault. Which fields are required is not shown by the spec (none here beyond `kind`). */
        VaultOpenSource: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "open_source";
            secret_path?: string;
            secret_name?: string;
        };
        /** @description Password-safe vault. Which fields are required is not shown by the spec (none here beyond `kind`). */
        VaultPasswordSafe: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "password_safe";
            system_name?: string;
            account_name?: string;
        };
        /** @description Cloud provider secret manager, variant 3. Which fields are required is not shown by the spec (none here beyond `kind`). */
        VaultCloudSecretManager3: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "cloud_secret_manager_3";
            secret_name?: string;
        };
        /** @description Password-list vault. Which fields are required is not shown by the spec (none here beyond `kind`). */
        VaultPasswordList: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "password_list";
            /** @description The password list's id (its type is not shown; a number or its text). */
            password_list_id?: number | string;
            /** @description The entry's title in the list. */
            title?: string;
        };
        /** @description Privileged account and password manager vault. resource_name and account_name are required; reason and ticket_id are optional. */
        VaultPrivilegedAccountManager: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "privileged_account_manager";
            resource_name: string;
            account_name: string;
            /** @description Why the password is retrieved (kept by the vault). */
            reason?: string;
            /** @description The change ticket authorising the retrieval. */
            ticket_id?: string;
        };
        /** @description Item-based vault connector. Which fields are required is not shown by the spec (none here beyond `kind`). */
        VaultItemConnector: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "item_connector";
            vault_name?: string;
            item_name?: string;
            item_type?: string;
        };
        /** @description Keeper-style vault. Which fields are required is not shown by the spec (none here beyond `kind`). */
        VaultKeeper: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "keeper";
            secret_title?: string;
        };
        /** @description Password-manager vault. Which fields are required is not shown by the spec (none here beyond `kind`). */
        VaultPasswordManager: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "password_manager";
            /** @description The text the vault searches its entries for. */
            name_to_search?: string;
        };
        /**
         * @description How an adapter connection describes a secret in an external vault: one schema per
         *     vault kind, chosen by `kind`. Only the privileged account manager vault marks
         *     required fields in the spec; the server rejects a descriptor it cannot resolve. The
         *     product's vault count minimum constant is 5 (its use is not shown by the spec).
         */
        VaultCredential: components["schemas"]["VaultSecretServer"] | components["schemas"]["VaultDynamicSecret"] | components["schemas"]["VaultPrivilegedQuery"] | components["schemas"]["VaultPrivilegedCloud"] | components["schemas"]["VaultCloudSecretsManager"] | components["schemas"]["VaultCloudKeyVault"] | components["schemas"]["VaultPrivilegedSystem"] | components["schemas"]["VaultOpenSource"] | components["schemas"]["VaultPasswordSafe"] | components["schemas"]["VaultCloudSecretManager3"] | components["schemas"]["VaultPasswordList"] | components["schemas"]["VaultPrivilegedAccountManager"] | components["schemas"]["VaultItemConnector"] | components["schemas"]["VaultKeeper"] | components["schemas"]["VaultPasswordManager"];
        SavedQuery: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @description The entity type it selects (devices, users, software, vulnerabilities). */
            entity: string;
            filter: components["schemas"]["QueryFilter"];
            description: string;
            /** @description Who saved it; null for a predefined query. */
            owner: components["schemas"]["QueryOwner"] | null;
            /** @description Only its owner sees it. */
            private: boolean;
            /** @description Comes with the product; read-only. */
            predefined: boolean;
            /** @description Shared with every data scope (else with data_scope_ids). */
            all_data_scopes: boolean;
            data_scope_ids: string[];
            /** Format: uuid */
            folder_id: string | null;
            /** @description The number of its latest version. */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            last_updated: string;
            /** @description Whether the caller may change or remove it. */
            can_edit: boolean;
        };
        QueryOwner: {
            /** Format: uuid */
            uuid: string;
            user_name: string;
        };
        SavedQueryCreate: {
            entity: string;
            name: string;
            description?: string;
            filter: components["schemas"]["QueryFilter"];
            /** @description Only its owner sees it. */
            private?: boolean;
            /** @description Shared with every data scope (default); false shares it with data_scope_ids only. */
            all_data_scopes?: boolean;
            data_scope_ids?: string[];
            /** Format: uuid */
            folder_id?: string | null;
        };
        /** @description The fields to change; the others stay. */
        SavedQueryUpdate: {
            name?: string;
            description?: string;
            filter?: components["schemas"]["QueryFilter"];
            /** @description Only its owner sees it. */
            private?: boolean;
            /** @description Shared with every data scope (default); false shares it with data_scope_ids only. */
            all_data_scopes?: boolean;
            data_scope_ids?: string[];
            /** Format: uuid */
            folder_id?: string | null;
            /** @description The version the edit started from; 409 when someone saved a newer one meanwhile. */
            base_version?: number;
        };
        DuplicateSavedQuery: {
            name?: string;
        };
        SavedQueryReply: {
            data: {
                attributes: components["schemas"]["SavedQuery"];
            };
        };
        SavedQueryPage: {
            data: components["schemas"]["SavedQuery"][];
            meta: components["schemas"]["PageMeta"];
        };
        QueryFolder: {
            /** Format: uuid */
            id: string;
            name: string;
            /** Format: uuid */
            parent_id: string | null;
            /** @description Queries in it the caller may see. */
            query_count: number;
        };
        QueryFolderWrite: {
            name: string;
            /** Format: uuid */
            parent_id?: string | null;
        };
        QueryFolderReply: {
            data: {
                attributes: components["schemas"]["QueryFolder"];
            };
        };
        QueryFolderList: {
            data: components["schemas"]["QueryFolder"][];
        };
        MoveSavedQueries: {
            ids: string[];
            /** Format: uuid */
            folder_id: string | null;
        };
        SavedQueriesMoved: {
            data: {
                attributes: {
                    moved: number;
                };
            };
        };
        /** @description A saved query (`query_id`) or an inline filter over `entity`; one of the two. */
        QueryRunRequest: {
            /** Format: uuid */
            query_id?: string;
            entity?: string;
            filter?: components["schemas"]["QueryFilter"];
            /**
             * @description Also count each condition and group alone.
             * @default false
             */
            per_node?: boolean;
        };
        QueryCountReply: {
            data: {
                attributes: {
                    count: number;
                    /** @description With per_node, the count of each node alone by its path; empty otherwise. */
                    nodes: {
                        [key: string]: number;
                    };
                };
            };
        };
        /** @description As QueryRunRequest (a saved query or an inline filter), with the page wanted. */
        QueryPreviewRequest: {
            /** Format: uuid */
            query_id?: string;
            entity?: string;
            filter?: components["schemas"]["QueryFilter"];
            /** @default 20 */
            size?: number;
            cursor?: string;
        };
        QueryPreviewPage: {
            data: components["schemas"]["QueryPreviewAsset"][];
            meta: components["schemas"]["PageMeta"];
        };
        QueryPreviewAsset: {
            id: string;
            entity: string;
            name: string;
            /** @description The asset's own fields. */
            fields: {
                [key: string]: unknown;
            };
            tags: string[];
            adapters: string[];
            /** Format: date-time */
            last_updated: string;
        };
        QueryUsage: {
            /** @enum {string} */
            kind: "chart" | "campaign";
            id: string;
            name: string;
            /** @description For a chart: its dashboard. */
            parent_id?: string;
            parent_name?: string;
        };
        QueryUsageReply: {
            data: components["schemas"]["QueryUsage"][];
        };
        QueryInUseError: components["schemas"]["Error"] & {
            used_by: components["schemas"]["QueryUsage"][];
        };
        QueryVersion: {
            version: number;
            name: string;
            filter: components["schemas"]["QueryFilter"];
            saved_by: components["schemas"]["QueryOwner"] | null;
            /** Format: date-time */
            saved_at: string;
        };
        QueryVersionReply: {
            data: {
                attributes: components["schemas"]["QueryVersion"];
            };
        };
        QueryVersionPage: {
            data: components["schemas"]["QueryVersion"][];
            meta: components["schemas"]["PageMeta"];
        };
        QueryDiffEntry: {
            /** @enum {string} */
            change: "added" | "removed" | "changed";
            /** @description Where in the tree, as in per-node counts (`g0.c1`): in the `to` version, or in the `from` version for a removed condition. */
            path: string;
            /** @description For a condition that moved to another group, where it was in the `from` version (`before` and `after` are then the same condition). */
            from_path?: string;
            before?: components["schemas"]["QueryFilterCondition"];
            after?: components["schemas"]["QueryFilterCondition"];
            /**
             * @description For a group whose operator changed.
             * @enum {string}
             */
            group_before?: "and" | "or";
            /** @enum {string} */
            group_after?: "and" | "or";
            /** @description For a group whose negation (`not`) changed. */
            group_not_before?: boolean;
            group_not_after?: boolean;
        };
        QueryDiffReply: {
            data: {
                attributes: {
                    from: components["schemas"]["QueryVersion"];
                    to: components["schemas"]["QueryVersion"];
                    name_before: string;
                    name_after: string;
                    changes: components["schemas"]["QueryDiffEntry"][];
                };
            };
        };
        /**
         * @description One matching asset. The spec does not show the shape of a result item; these fields
         *     let the modal show, group (by entity type) and open the asset (the assets route:
         *     entity type, then asset id).
         */
        SearchResultItem: {
            /** @description The asset's entity type (for example `devices`). */
            entity_type: string;
            /** @description The asset's id, as used by the assets route. */
            id: string;
            /** @description The asset's display name (host name, user name, software name and the like). */
            name: string;
            /** @description The fields whose values matched, for highlighting. */
            matched_fields: components["schemas"]["SearchMatchedField"][];
            /** @description Module names of the adapters that saw the asset (for their logos). */
            adapters: string[];
            /**
             * Format: date-time
             * @description When an adapter last saw the asset.
             */
            last_seen?: string | null;
        };
        /** @description A field of a result whose value matched the search. */
        SearchMatchedField: {
            /** @description The field's path. */
            name: string;
            /** @description The field's display name. */
            title: string;
            /** @description The matching value (for a list, the matching item). */
            value: string;
        };
        /** @description How many assets match, in total and per entity type. */
        SearchCount: {
            total: number;
            /** @description Counting stopped at `cap` for the total or an entity type (those counts are the cap; the console shows "cap+"). */
            capped: boolean;
            /** @description Where counting stops. */
            cap: number;
            entity_types: {
                entity_type: string;
                count: number;
            }[];
        };
        /** @description The fields global search matches for one entity type. */
        SearchFields: {
            entity_type: string;
            fields: {
                /** @description The field's path. */
                name: string;
                /** @description The field's display name. */
                title: string;
            }[];
        };
        SearchResultListReply: {
            data: components["schemas"]["SearchResultItem"][];
            meta: components["schemas"]["PageMeta"];
        };
        SearchCountReply: {
            data: {
                attributes: components["schemas"]["SearchCount"];
            };
        };
        /** @description An asset the caller opened. */
        RecentViewedAsset: {
            /**
             * Format: uuid
             * @description The recent item's id (to remove it).
             */
            id: string;
            entity_type: string;
            asset_id: string;
            /** @description The asset's name now. */
            name: string;
            /** Format: date-time */
            at: string;
        };
        /** @description A value the caller searched for. */
        RecentSearchedValue: {
            /**
             * Format: uuid
             * @description The recent item's id (to remove it).
             */
            id: string;
            value: string;
            /** Format: date-time */
            at: string;
        };
        RecentSearchItemCreate: {
            /** @constant */
            kind: "viewed";
            entity_type: string;
            asset_id: string;
        } | {
            /** @constant */
            kind: "searched";
            value: string;
        };
        RecentSearchItemsReply: {
            data: {
                attributes: {
                    viewed: components["schemas"]["RecentViewedAsset"][];
                    searched: components["schemas"]["RecentSearchedValue"][];
                };
            };
        };
        SearchFieldsReply: {
            data: {
                attributes: {
                    value: components["schemas"]["SearchFields"][];
                };
            };
        };
        SettingsSectionList: {
            data: {
                /** @description The section's key, for `/settings/sections/{key}`. */
                key: string;
                /** @description What the section configures, in one line. */
                description: string;
                /**
                 * @description The section's JSON Schema (draft 2020-12) as the server validates a write: the
                 *     property of `SettingsSectionValues` for the key, with every `$ref` replaced by the
                 *     schema it names (the sections hold no recursive refs).
                 */
                schema: {
                    [key: string]: unknown;
                };
                /** @description The values the section has when nothing is stored (what `DELETE /settings/sections/{key}` brings back); secrets are ''. */
                defaults: {
                    [key: string]: unknown;
                };
            }[];
        };
        SettingsSectionReply: {
            data: {
                attributes: {
                    value: components["schemas"]["SettingsSectionValue"];
                };
            };
        };
        /** @description The whole section; the server checks it against the schema `SettingsSectionValues` gives for the path's key. */
        SettingsSectionUpdate: {
            [key: string]: unknown;
        };
        /** @description One section, as `SettingsSectionValues` gives it for its key. */
        SettingsSectionValue: components["schemas"]["PasswordPolicySection"] | components["schemas"]["LockoutSection"] | components["schemas"]["TwoFactorSection"] | components["schemas"]["SessionSection"] | components["schemas"]["ResetTokensSection"] | components["schemas"]["EulaSection"] | components["schemas"]["PasswordExpirySection"] | components["schemas"]["SmtpSection"] | components["schemas"]["LdapSection"] | components["schemas"]["SmartcardSection"] | components["schemas"]["SamlSection"] | components["schemas"]["LoginSection"] | components["schemas"]["LicenseSection"] | components["schemas"]["GettingStartedSection"] | components["schemas"]["ConsoleSection"] | components["schemas"]["EnvironmentSection"] | components["schemas"]["RolesSection"] | components["schemas"]["DataScopesSection"];
        /** @description The schema of each section, by key; the server validates a write against the one its key names. */
        SettingsSectionValues: {
            password_policy: components["schemas"]["PasswordPolicySection"];
            lockout: components["schemas"]["LockoutSection"];
            two_factor: components["schemas"]["TwoFactorSection"];
            session: components["schemas"]["SessionSection"];
            reset_tokens: components["schemas"]["ResetTokensSection"];
            eula: components["schemas"]["EulaSection"];
            password_expiry: components["schemas"]["PasswordExpirySection"];
            smtp: components["schemas"]["SmtpSection"];
            ldap: components["schemas"]["LdapSection"];
            smartcard: components["schemas"]["SmartcardSection"];
            saml: components["schemas"]["SamlSection"];
            login: components["schemas"]["LoginSection"];
            license: components["schemas"]["LicenseSection"];
            getting_started: components["schemas"]["GettingStartedSection"];
            console: components["schemas"]["ConsoleSection"];
            environment: components["schemas"]["EnvironmentSection"];
            roles: components["schemas"]["RolesSection"];
            data_scopes: components["schemas"]["DataScopesSection"];
        };
        /** @description `password_policy`: the minimums a new password must meet (passwords already set are not checked again). */
        PasswordPolicySection: components["schemas"]["PasswordPolicy"];
        /** @description `lockout`: failed logins counted over a window, then a lock. */
        LockoutSection: {
            /** @description Failures are counted over this many minutes. */
            window_minutes: number;
            /** @description Failures of one account name within the window that lock it. */
            account_limit: number;
            /** @description Failures from one address within the window that lock it. */
            ip_limit: number;
            /** @description How long a lock lasts. */
            lock_minutes: number;
        };
        /** @description `two_factor`: the e-mail verification code asked at every sign-in. */
        TwoFactorSection: {
            /** @description Every sign-in asks for a code sent by e-mail. */
            enabled: boolean;
            /** @description How long a code works. */
            code_ttl_minutes: number;
            /** @description Wrong codes that lock the account's second factor. */
            max_attempts: number;
            /** @description Codes sent (with resends) before sending is locked. */
            max_sends: number;
            /** @description How long such a lock lasts. */
            lock_minutes: number;
        };
        /** @description `session`: how long sessions live; a change applies to live sessions at their next request. */
        SessionSection: {
            /** @description Idle timeout in minutes; null for none. */
            timeout: number | null;
            /** @description Lifetime mode, a hard lifespan whatever the activity. */
            session_lifetime_settings: {
                enabled: boolean;
                /** @description Hours a session lasts. */
                lifespan: number;
                /** @description Minutes before the end when the notice appears. */
                notification_before_logging_off: number;
                /** @description Show the notice as a browser notification instead of a modal. */
                display_browser_notification: boolean;
            };
            timeout_settings: {
                /** @description Show the idle-timeout warning as a browser notification too. */
                browser_notifications: boolean;
            };
            /**
             * Format: uri
             * @description Where the browser goes after logout (for example the IdP's logout page); null to stay.
             */
            logout_redirect_url: string | null;
            /**
             * Format: uri
             * @description The parent console a tenant impersonation returns to; null when there is none.
             */
            parent_console_url: string | null;
            /** @description Banners every signed-in user sees. */
            important_notifications: components["schemas"]["ImportantNotification"][];
        };
        /** @description `reset_tokens`: password reset links. */
        ResetTokensSection: {
            /** @description How long a reset link works. */
            ttl_hours: number;
        };
        /** @description `eula`: the terms every user accepts once before signing in. */
        EulaSection: {
            enabled: boolean;
            /** @description The terms, shown by the console's EULA view. */
            text: string;
        };
        /** @description `password_expiry`: local passwords older than `days` must be changed at sign-in. */
        PasswordExpirySection: {
            /** @description The age in days; 0 turns expiry off. */
            days: number;
        };
        /** @description `smtp`: the mail server; with no host, mails go to the outbox table and the server's console. */
        SmtpSection: {
            /** @description The SMTP server's name or address; empty for none. */
            host: string;
            port: number;
            /** @description TLS from the start (port 465); otherwise STARTTLS when the server offers it. */
            secure: boolean;
            /** @description Sign-in to the SMTP server; empty for none. */
            user: string;
            /** @description A secret. Replies show '********' when one is set, '' when none; a write that leaves it out or sends the mask keeps the stored one. */
            password?: string;
            /** @description The sender address (`Name <address>` or an address). */
            from: string;
        };
        /** @description `ldap`: sign-in with LDAP directories. */
        LdapSection: {
            enabled: boolean;
            /** @description The directories; each `domain_display_name` once. */
            domains: components["schemas"]["LdapSectionDomain"][];
            /** @description The `domain_display_name` preselected at login; null for none. */
            default_domain: string | null;
        };
        /** @description One LDAP domain. */
        LdapSectionDomain: {
            /** @description The name shown at login and sent as `domain`. */
            domain_display_name: string;
            url: components["schemas"]["LdapUrl"];
            /** @description Other servers of the domain, chosen with the login's `dc_name`. */
            domain_controllers?: {
                dc_name: string;
                url: components["schemas"]["LdapUrl"];
            }[];
            /** @description Where users are searched. */
            base_dn: string;
            /** @description The service account that searches for users. */
            bind_dn: string;
            /** @description The service account's password. A secret, as `SmtpSection.password`. */
            bind_password?: string;
            /** @description Finds a user by login name; `{username}` is replaced by the escaped name. */
            user_filter: string;
            /**
             * Format: uuid
             * @description An existing role given to a user created at their first LDAP login; null for none.
             */
            default_role_id: string | null;
            tls: {
                /** @description Upgrade an ldap:// connection with StartTLS. */
                start_tls: boolean;
                /** @description Check the server's certificate (turn off only for a test directory). */
                reject_unauthorized: boolean;
                /** @description PEM of the CA that issued the server's certificate, when not a public one. */
                ca_pem: string | null;
            };
        };
        /**
         * Format: uri
         * @description `ldap://host:389` or `ldaps://host:636`.
         */
        LdapUrl: string;
        /** @description `smartcard`: sign-in with a client certificate forwarded by the TLS terminator. */
        SmartcardSection: {
            enabled: boolean;
            /** @description Request header with the client certificate (URL-encoded PEM). */
            header_name: string;
            /** @description Addresses of the TLS terminators whose certificate header is believed. */
            trusted_proxies: (string | unknown | unknown)[];
            /** @description Believe the header from any address; only when nothing but the terminator can reach the server. */
            trust_header_from_any_address: boolean;
            /** @description PEMs of the CAs that issue the cards; when set, a certificate must be issued by one of them. */
            ca_pems: string[];
            /**
             * @description Which field of the certificate names the user.
             * @enum {string}
             */
            certificate_field: "subject_cn" | "san_email";
            /** @description LDAP attribute of the domain's users that holds the certificate field's value. */
            ldap_attribute: string;
            /** @description The form asks which user the card holder is. */
            user_hint_enabled: boolean;
        };
        /** @description `saml`: single sign-on with SAML identity providers. */
        SamlSection: {
            enabled: boolean;
            /** @description Only SAML sign-in is offered. */
            saml_only: boolean;
            /** @description The login screen sends the browser to the IdP at once. */
            auto_redirect: boolean;
            /** @description The `idp_unique_name` of one of `idps` used for the automatic redirect. */
            auto_redirect_idp: string | null;
            /** @description The identity providers; each `idp_unique_name` once. */
            idps: components["schemas"]["SamlSectionIdp"][];
            /**
             * Format: uuid
             * @description An existing role given to a user created at their first SAML login; null for none.
             */
            default_role_id: string | null;
            /**
             * Format: uri
             * @description The console's public address, for the assertion consumer URL; from the request when null.
             */
            sp_base_url: string | null;
            /** @description Longest a SAML sign-in lasts, in minutes: the session's end when the IdP's assertion gives no SessionNotOnOrAfter, and a cap on the one it gives; null (or absent) for none. The current user's saml_expiration_timestamp is that end. */
            max_session_minutes?: number | null;
        };
        /** @description One SAML identity provider. */
        SamlSectionIdp: {
            /** @description The name shown at login. */
            idp_name: string;
            /** @description Key of the IdP, the `idp` query of `/login/saml`. */
            idp_unique_name: string;
            /**
             * Format: uri
             * @description The IdP's single sign-on URL (HTTP-Redirect binding).
             */
            entry_point: string;
            /** @description PEM of the certificate the IdP signs with (checked to be one); without it no SAML request is made. */
            idp_cert: string | null;
            /** @description This server's entity id at the IdP; the console's address when null. */
            issuer: string | null;
            legacy: boolean;
        };
        /** @description `login`: options of the standard login and of the login screen. */
        LoginSection: {
            /** @description Whether session notices may use browser notifications. */
            browser_notifications: boolean;
            /** @description Hides the remember-me checkbox; sessions then end with the browser. */
            disable_remember_me: boolean;
            /** @description A message shown on the login screen. */
            login_message: string | null;
            /** @description Whether the username and password form is offered besides LDAP, smartcard and SAML. */
            default_login: boolean;
            /** @description Text of the LDAP button. */
            ldap_login_title: string | null;
            /** @description Text of the standard login button. */
            axonius_login_button_text: string | null;
            /** @description A custom logo for the login screen (an image URL or data URI); null for the product logo. */
            custom_logo: string | null;
        };
        /** @description `license`: the trial's end and the support contract's end. */
        LicenseSection: {
            /**
             * Format: date-time
             * @description End of the trial; null when the install is not a trial.
             */
            trial_end: string | null;
            /**
             * Format: date-time
             * @description End of the support contract (the admins' contract banner); null when none is known.
             */
            contract_end: string | null;
        };
        /** @description `getting_started`: the admins' checklist settings and when each milestone was completed. */
        GettingStartedSection: {
            settings: components["schemas"]["GettingStartedSettings"];
            /** @description Completion time by milestone name (a milestone of `GET /settings/getting_started`). */
            completed: {
                [key: string]: string;
            };
        };
        /** @description `console`: the kind of install (for the sidebar's rules), the getting-started switch and the Help menu's targets, as the session config gives them. */
        ConsoleSection: {
            installation: components["schemas"]["Installation"];
            /** @description The getting-started checklist is on (its button for admins, and the drawer's auto-open). */
            getting_started_enabled: boolean;
            help: components["schemas"]["HelpLinks"];
        };
        /** @description `environment`: the footer bar's environment message and background colour (`GET /environment`). */
        EnvironmentSection: components["schemas"]["Environment"];
        /** @description `roles`: how roles are edited (spec 6: with the restrict-permission-assignment setting on, the console updates roles with PATCH). */
        RolesSection: {
            /** @description Role editors may only grant or remove actions they hold; the console sends role updates as PATCH. */
            restrict_permission_assignment: boolean;
        };
        /**
         * @description `data_scopes`: the data scope settings (spec 000 names a 'data scope settings' modal but not
         *     what it holds), edited from the Data Scopes tab. `default_data_scope_id` must name a data
         *     scope (400 otherwise).
         */
        DataScopesSection: {
            /**
             * Format: uuid
             * @description The data scope a new user gets when created without one (POST settings/users); null for none (unrestricted).
             */
            default_data_scope_id: string | null;
            /** @description Users with Settings/DataScopeImpersonation may connect as a data scope (Connect As); when false data_scope_impersonation_login answers 403. */
            allow_connect_as: boolean;
        };
        Health: {
            /** @enum {string} */
            status: "ok";
            /** @description Installed version, with underscores (for example `6_0_0`). */
            version: string;
        };
        Constants: {
            /** @description The product's display name, used in titles and the LDAP button text. */
            product_name: string;
            /** @description Installed version with underscores; the console shows it with dots. */
            version: string;
            /** @description Page size of lists, asset views and dashboards. */
            default_page_size: number;
            limits: components["schemas"]["InputLimits"];
        };
        InputLimits: {
            /** @description Longest user name accepted. */
            user_name_max: number;
            /** @description Longest password accepted. */
            password_max: number;
            /** @description Longest e-mail address accepted. */
            email_max: number;
            /** @description Digits in an e-mail verification code. */
            code_length: number;
        };
        ConstantsReply: {
            data: {
                attributes: {
                    value: components["schemas"]["Constants"];
                };
            };
        };
        /** @description At least one error or memory sample; at most 20 of each. */
        ClientReportBatch: {
            errors?: components["schemas"]["ClientError"][];
            memory?: components["schemas"]["ClientMemorySample"][];
        };
        ClientError: {
            /**
             * @description Which window event caught it.
             * @enum {string}
             */
            kind: "error" | "unhandledrejection";
            message: string;
            stack?: string | null;
            /** @description The console's address when it happened. */
            url: string;
            user_agent: string;
            /**
             * Format: date-time
             * @description When it happened, by the browser's clock.
             */
            time: string;
        };
        /** @description The browser's `performance.memory` (Chromium only), in bytes. */
        ClientMemorySample: {
            used_js_heap_size: number;
            total_js_heap_size: number;
            js_heap_size_limit: number;
            url: string;
            user_agent: string;
            /** Format: date-time */
            time: string;
        };
        /** @description A reported error as kept, with when it arrived and whose session sent it. */
        StoredClientError: {
            id: number;
            /** Format: date-time */
            received_at: string;
            /** @description The signed-in user (the real one while impersonating); null for a signed-out page. */
            user_id: string | null;
            /** @enum {string} */
            kind: "error" | "unhandledrejection";
            message: string;
            stack: string | null;
            url: string;
            user_agent: string;
            /** Format: date-time */
            time: string;
        };
        ClientErrorsPage: {
            data: components["schemas"]["StoredClientError"][];
            meta: components["schemas"]["PageMeta"];
        };
        /** @description The system's state as the Administration page shows it. */
        SystemOverview: {
            /** @description Installed version with underscores (as getHealth and getConstants give it). */
            version: string;
            /** @description Hash of the served console build (as /version.json gives it). */
            build: string;
            license: components["schemas"]["LicenseSection"];
            database: components["schemas"]["SystemDatabase"];
            discovery: components["schemas"]["DiscoveryLifecycle"];
            /** @description The server instances that share this database, the one answering first. */
            nodes: components["schemas"]["SystemNode"][];
            mail: components["schemas"]["MailOutboxHealth"];
            /**
             * Format: date-time
             * @description When the overview was read (the database's clock).
             */
            generated_at: string;
        };
        SystemDatabase: {
            /**
             * @description The embedded database (PGlite) or PostgreSQL (DATABASE_URL).
             * @enum {string}
             */
            kind: "pglite" | "postgres";
            /** @description Size of the current database on disk (pg_database_size). */
            size_bytes: number;
        };
        /** @description One running server instance; each records itself when it starts and every 30 s while it runs. */
        SystemNode: {
            id: string;
            hostname: string;
            pid: number;
            /** @description The instance's installed version with underscores. */
            version: string;
            /** Format: date-time */
            started_at: string;
            /** Format: date-time */
            last_seen_at: string;
            /**
             * @description `unresponsive` when the instance has not recorded itself for over 90 seconds.
             * @enum {string}
             */
            status: "up" | "unresponsive";
            /** @description Whether this instance answered the request. */
            current: boolean;
        };
        /**
         * @description Mail delivery: without an SMTP server mails are kept in the outbox (queued); a send the
         *     SMTP server refused or could not take is counted as failed.
         */
        MailOutboxHealth: {
            /**
             * @description `smtp` when an SMTP server is set, `outbox` when mails are only kept.
             * @enum {string}
             */
            delivery: "smtp" | "outbox";
            /** @description Mails kept in the outbox, not delivered. */
            queued: number;
            /**
             * Format: date-time
             * @description When the oldest mail still in the outbox was queued; null when it is empty.
             */
            oldest_queued_at: string | null;
            /** @description Sends that failed (the SMTP server refused or could not be reached). */
            failed: number;
            /**
             * Format: date-time
             * @description When the last send failed; null when none has.
             */
            last_failed_at: string | null;
        };
        SystemOverviewReply: {
            data: {
                attributes: components["schemas"]["SystemOverview"];
            };
        };
        /**
         * @description An event the server delivers; `ping` is sent by "send test" only.
         * @enum {string}
         */
        WebhookEventType: "discovery.finished" | "discovery.stopped" | "campaign.answered" | "finding.raised" | "ping";
        WebhookEvent: {
            event: components["schemas"]["WebhookEventType"];
            /** @description The event for people: "Discovery finished". */
            title: string;
            /** @description When the server sends it. */
            description: string;
            /** @description An example of the JSON body, as delivered (`event`, `delivery`, `created_at`, `data`). */
            payload: {
                [key: string]: unknown;
            };
        };
        WebhookEventList: {
            data: components["schemas"]["WebhookEvent"][];
        };
        /**
         * @description `pending` waits for its first attempt, `retrying` failed and waits for the next,
         *     `delivered` got a 2xx, `failed` will not be tried again.
         * @enum {string}
         */
        WebhookDeliveryStatus: "pending" | "retrying" | "delivered" | "failed";
        WebhookDelivery: {
            /** @description The delivery's id (a number, as text), sent as X-Vigil-Delivery. */
            id: string;
            config_id: string;
            event: components["schemas"]["WebhookEventType"];
            status: components["schemas"]["WebhookDeliveryStatus"];
            /** @description The receiver's HTTP status at the last attempt. */
            http_status: number | null;
            /** @description How long the last attempt took. */
            duration_ms: number | null;
            attempts: number;
            /** Format: date-time */
            next_attempt_at: string | null;
            /** Format: date-time */
            last_attempt_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description The first 1 KB of the last answer's body, as text. */
            response_excerpt: string | null;
            /** @description Why the last attempt failed when no answer came (time-out, refused connection). */
            error: string | null;
            /** @description The delivery this one sends again. */
            redelivery_of: string | null;
        };
        WebhookDeliveryReply: {
            data: {
                attributes: components["schemas"]["WebhookDelivery"];
            };
        };
        WebhookDeliveryList: {
            data: components["schemas"]["WebhookDelivery"][];
            meta: components["schemas"]["PageMeta"];
        };
        /** @description How the webhook's deliveries go. */
        WebhookState: {
            last_delivery_status: components["schemas"]["WebhookDeliveryStatus"] | null;
            /** Format: date-time */
            last_delivery_at: string | null;
            /** @description Failed attempts since the last success. */
            consecutive_failures: number;
            /** @description Set when the server disabled the webhook. */
            disabled_reason: string | null;
        };
    };
    responses: {
        /**
         * @description Login reply: a request for terms acceptance or for a 2FA code, or a signed-in
         *     session (session cookie set, `meta.user_data`, `meta.expires_in`,
         *     `data.data.attributes.current_workspace`).
         */
        LoginOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["LoginReply"];
            };
        };
        /** @description Neither `user_name` and `password` nor a SAML token: 'user_name & password are must'. */
        LoginBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description Wrong credentials or an invalid SAML token. The console shows `message`, or
         *     'Login failed.' when there is none, after a 500 ms delay; a 401 also pauses the
         *     automatic SAML redirect.
         */
        LoginRejected: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The password has expired ('password expired'): the console opens the Password
         *     Expired modal, whose OK leads to the root with `token` in the query (the Reset
         *     Password view). A request without the console's CSRF header, or from a foreign
         *     `Origin`, gets 403 in the plain error shape.
         */
        PasswordExpired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PasswordExpiredError"] | components["schemas"]["Error"];
            };
        };
        /**
         * @description Too many failed logins: title 'Too Many Login Attempts'; message 'Your {account
         *     or IP} has been temporarily locked due to exceeding the allowed number of failed
         *     login attempts. Please try again in {minutes} minutes or contact the administrator
         *     for assistance'. `minutes` and `protection` (account or ip) are stored with a
         *     lockout timestamp (now plus minutes).
         */
        LoginLocked: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description Too many code attempts or sends: title 'Too Many 2FA Attempts'; message 'Maximum
         *     number of attempts exceeded. Try again in {minutes} minutes.' (the console
         *     replaces the minutes with an mm:ss countdown kept locally).
         */
        TwoFactorLocked: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The verification code expired (or none was sent): 'Code expired. Send again.'; the
         *     console hints 'Code expired. Please click the "Send again" to get a new code'. A wrong
         *     code gets 'Wrong verification code.' (the last allowed one gets 429), a wrong
         *     password 'Login failed.'.
         */
        CodeExpired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A missing `verification_code`, `user_name`, `password` or `remember_me`: 'Invalid payload'. */
        VerifyBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Signup was refused; the console shows the server's `message` as is. */
        SignupFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The reset token is invalid or expired: 'Sorry, your token expired. Please contact your system administrator.' */
        ResetTokenExpired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The IdP's signing certificate is not configured, so no SAML request is made:
         *     'Empty SAML Certificate': 'Unable to complete the SSO login due to a missing IdP
         *     signing certificate. Please contact your system administrator for help'.
         */
        SamlCertificateMissing: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request does not fit the contract or the spec's validation rules; nothing was changed. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No valid session (or API key); for a verification code, 'Code expired. Send again.'. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description Signed in, but the role or data scope does not allow this (the operation's `x-permission`);
         *     or a state-changing request without the console's `x-requested-with` header or from a
         *     foreign `Origin`.
         */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such object (or not visible in the caller's data scope). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The change clashes with what exists (a duplicate name, an object still in use); nothing was changed. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Rate limit or lockout; `minutes` (and for login `protection`) say how long and what. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Any other error, in the one error shape. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The space's fields or sharing break a rule of section 5: 'This dashboard must remain
         *     Custom or Public. Define at least one role as viewer/editor.', 'A Private dashboard
         *     cannot be shared between all Data Scopes.', 'At least one Data Scope must be
         *     selected', 'You need to have at least one selected dashboard favorite', or the
         *     underlying queries are not shared widely enough.
         */
        SpaceSharingInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The role does not allow this: for example setting the dashboard filter without
         *     permission ("You don't have permissions to set the filter"), or changing sharing
         *     under 'all data scopes' without the extra role permissions.
         */
        SpaceFilterForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The chart breaks a rule: 'Chart id is required' (update without a chart id), more
         *     than 6 queries on a line chart, too many measures for the view, a layout below the
         *     view's minimum size, or an invalid filter expression ('Invalid expression',
         *     'Value must be between 0 to 10', 'Value must be between 1 to 10').
         */
        ChartInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The refresh started, wrapped as `data.attributes`. */
        SpaceRefreshAccepted: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SpaceRefreshReply"];
            };
        };
    };
    parameters: {
        /** @description The service account's uuid. */
        ServiceAccountUuid: string;
        /** @description The id of one of the service account's keys. */
        ServiceAccountKeyId: string;
        /**
         * @description The user's uuid. The spec names this path parameter `{uuid}` for update and `{id}` for
         *     delete; both are the same user uuid.
         */
        UserUuid: string;
        /** @description The role's uuid. */
        RoleUuid: string;
        /** @description The workspace's id (repeated in the body as `workspaceId`). */
        WorkspaceId: string;
        /** @description The users CSV's columns in this order (repeat the parameter); all of them, in the enum's order, when left out. */
        UsersCsvColumns: ("user_name" | "first_name" | "last_name" | "email" | "source" | "role" | "data_scope" | "disabled" | "last_updated" | "last_login")[];
        /** @description The roles CSV's columns in this order (repeat the parameter); all of them, in the enum's order, when left out. */
        RolesCsvColumns: ("name" | "predefined" | "users_count" | "service_accounts_count" | "permissions")[];
        /** @description Only users with one of these roles (repeat the parameter for several). */
        UsersRoleIdFilter: string[];
        /** @description Only users from one of these sources (for example `saml`; repeat for several). */
        UsersSourceFilter: string[];
        /** @description Only users whose last login is on or after this day. */
        UsersDateFrom: string;
        /** @description Only users whose last login is on or before this day. */
        UsersDateTo: string;
        /** @description The adapter's module name (for example `ldap_adapter`). */
        AdapterModule: string;
        /** @description The connection's `id`. */
        ConnectionId: string;
        /** @description The vault's `id`. */
        VaultId: components["schemas"]["VaultId"];
        /** @description An implemented asset type's value (for example `devices`); any other is a 404. */
        AssetEntity: string;
        /** @description The asset's id. */
        AssetId: string;
        /** @description A saved query over this entity type that selects the assets. */
        AssetQueryId: string;
        /**
         * @description An inline filter: a `QueryFilter` as JSON (a longer filter is saved as a query first).
         *     With `query_id` as well, both must match.
         */
        AssetFilter: string;
        /** @description Data field names, comma separated, in order; the caller's kept columns when absent. */
        AssetColumns: string;
        /** @description A column (`name`, `last_seen`, `last_updated` or a data field of the type); `-` first for descending. Default `-last_updated`. */
        AssetSort: string;
        /** @description Only entries of this acting user (uuid). */
        AuditUser: string;
        /** @description An action (`user.created`) or an area prefix ending in `.` (`user.`). */
        AuditAction: string;
        /** @description Only entries at or after this time. */
        AuditFrom: string;
        /** @description Only entries before this time. */
        AuditTo: string;
        /** @description The campaign's id (the words `query` and `terminate` are not ids). */
        CampaignId: string;
        /** @description The approval id, `campaign_approval_id` of the approver's invitation link. */
        CampaignApprovalId: components["schemas"]["ApprovalId"];
        /** @description Zero-based page number (at most 1,000,000). */
        page: number;
        /** @description Items per page. */
        size: number;
        /**
         * @description Opaque cursor from `meta.next_cursor` of the previous page; when given, it wins over
         *     `page`. Lets a client walk a long list without counting offsets.
         */
        cursor: string;
        /** @description Free text matched against the list's searchable fields. */
        search: string;
        /** @description Field to sort by; a leading `-` sorts descending (for example `-last_login`). */
        sort: string;
        /**
         * @description The space's uuid. The spec calls it `{uuid}` for edit, template, reset and export and
         *     `{id}` for duplicate, delete and refresh; both are the same identifier.
         */
        spaceId: string;
        /** @description The chart's id. */
        chartId: string;
        QueryId: string;
        /**
         * @description What was typed (an asset name, IP address, e-mail address or similar value), trimmed
         *     and matched without regard to ASCII case; only spaces is a 400. It matches the start of
         *     a searched value (the name, an IP or MAC address, a serial) or the start of a word in a
         *     name, display name, e-mail address or vendor (words are separated by spaces and
         *     punctuation): `10.16.1`, `garcia@`, `maria.garcia` and `garcia` find Maria Garcia's
         *     records, but `arcia` (the middle of a word) does not. `%`, `_` and `\` are plain
         *     characters.
         */
        searchValue: string;
        /** @description The configuration's `config_id`. */
        WebhookConfigId: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listUsers: {
        parameters: {
            query?: {
                /** @description Zero-based page number (at most 1,000,000). */
                page?: components["parameters"]["page"];
                /** @description Items per page. */
                size?: components["parameters"]["size"];
                /**
                 * @description Opaque cursor from `meta.next_cursor` of the previous page; when given, it wins over
                 *     `page`. Lets a client walk a long list without counting offsets.
                 */
                cursor?: components["parameters"]["cursor"];
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["search"];
                /** @description Field to sort by; a leading `-` sorts descending (for example `-last_login`). */
                sort?: components["parameters"]["sort"];
                /** @description Only users with one of these roles (repeat the parameter for several). */
                role_id?: components["parameters"]["UsersRoleIdFilter"];
                /** @description Only users from one of these sources (for example `saml`; repeat for several). */
                source?: components["parameters"]["UsersSourceFilter"];
                /** @description Only users whose last login is on or after this day. */
                date_from?: components["parameters"]["UsersDateFrom"];
                /** @description Only users whose last login is on or before this day. */
                date_to?: components["parameters"]["UsersDateTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsersPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserCreate"];
            };
        };
        responses: {
            /** @description The user was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserListItem"];
                };
            };
            /** @description The body does not fit; without `user_name`: 'username is a required field'. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "message": "username is a required field",
                     *       "details": [
                     *         {
                     *           "field": "/user_name",
                     *           "message": "username is a required field"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A user with this `user_name` already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsersDeleteRequest"];
            };
        };
        responses: {
            /** @description Done; `ids` are the deleted users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkActionReply"];
                };
            };
            /** @description Accepted for background work; refetch the list. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkActionAccepted"];
                };
            };
            /** @description The body does not fit; without an ids array: 'ids[] should be supplied'. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "message": "ids[] should be supplied",
                     *       "details": [
                     *         {
                     *           "field": "/selection/ids",
                     *           "message": "ids[] should be supplied"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The user's uuid. The spec names this path parameter `{uuid}` for update and `{id}` for
                 *     delete; both are the same user uuid.
                 */
                uuid: components["parameters"]["UserUuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdate"];
            };
        };
        responses: {
            /** @description The user after the update. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserListItem"];
                };
            };
            /** @description The body does not fit; without `uuid`: 'uuid is a required field'. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "message": "uuid is a required field",
                     *       "details": [
                     *         {
                     *           "field": "/uuid",
                     *           "message": "uuid is a required field"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Another user already has this `user_name`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The user's uuid. The spec names this path parameter `{uuid}` for update and `{id}` for
                 *     delete; both are the same user uuid.
                 */
                uuid: components["parameters"]["UserUuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    assignRoleToUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignRoleRequest"];
            };
        };
        responses: {
            /** @description Done; `data` are the updated users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkActionReply"];
                };
            };
            /** @description Accepted for background work; refetch the list. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkActionAccepted"];
                };
            };
            /** @description The body does not fit; without `role_id`: 'roleId is a mandatory parameter'; without ids: 'ids[] should be supplied'. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "message": "roleId is a mandatory parameter",
                     *       "details": [
                     *         {
                     *           "field": "/role_id",
                     *           "message": "roleId is a mandatory parameter"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No role with this `role_id`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    assignDataScopeToUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignDataScopeRequest"];
            };
        };
        responses: {
            /** @description Done; `data` are the updated users, `skipped` holds the user named admin if selected. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkActionReply"];
                };
            };
            /** @description Accepted for background work; refetch the list. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkActionAccepted"];
                };
            };
            /** @description The body does not fit; without a data scope: 'At least one Data Scope must be selected'; without ids: 'ids[] should be supplied'. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "message": "At least one Data Scope must be selected",
                     *       "details": [
                     *         {
                     *           "field": "/data_scope_id",
                     *           "message": "At least one Data Scope must be selected"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No data scope with this `data_scope_id`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    previewUsersDataScopeChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignDataScopeRequest"];
            };
        };
        responses: {
            /** @description The changes the assignment would make. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessChangePreview"];
                };
            };
            /** @description The body does not fit; without a data scope: 'At least one Data Scope must be selected'. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "message": "At least one Data Scope must be selected"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    exportUsersCsv: {
        parameters: {
            query?: {
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["search"];
                /** @description Field to sort by; a leading `-` sorts descending (for example `-last_login`). */
                sort?: components["parameters"]["sort"];
                /** @description The users CSV's columns in this order (repeat the parameter); all of them, in the enum's order, when left out. */
                columns?: components["parameters"]["UsersCsvColumns"];
                /** @description Only users with one of these roles (repeat the parameter for several). */
                role_id?: components["parameters"]["UsersRoleIdFilter"];
                /** @description Only users from one of these sources (for example `saml`; repeat for several). */
                source?: components["parameters"]["UsersSourceFilter"];
                /** @description Only users whose last login is on or after this day. */
                date_from?: components["parameters"]["UsersDateFrom"];
                /** @description Only users whose last login is on or before this day. */
                date_to?: components["parameters"]["UsersDateTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file, one row per matching user. */
            200: {
                headers: {
                    /** @description `attachment` with the file name, for example `attachment; filename="users.csv"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getUserApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The user's uuid. The spec names this path parameter `{uuid}` for update and `{id}` for
                 *     delete; both are the same user uuid.
                 */
                uuid: components["parameters"]["UserUuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's current key, without its secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    regenerateUserApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The user's uuid. The spec names this path parameter `{uuid}` for update and `{id}` for
                 *     delete; both are the same user uuid.
                 */
                uuid: components["parameters"]["UserUuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new key pair. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listServiceAccounts: {
        parameters: {
            query?: {
                /** @description Zero-based page number (at most 1,000,000). */
                page?: components["parameters"]["page"];
                /** @description Items per page. */
                size?: components["parameters"]["size"];
                /**
                 * @description Opaque cursor from `meta.next_cursor` of the previous page; when given, it wins over
                 *     `page`. Lets a client walk a long list without counting offsets.
                 */
                cursor?: components["parameters"]["cursor"];
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["search"];
                /** @description Field to sort by; a leading `-` sorts descending (for example `-last_login`). */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of service accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceAccountsPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    createServiceAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceAccountCreate"];
            };
        };
        responses: {
            /** @description The service account was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceAccount"];
                };
            };
            /** @description The body does not fit, a blank name ('name is a required field'), or an unknown role or data scope. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "message": "name is a required field"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    updateServiceAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service account's uuid. */
                uuid: components["parameters"]["ServiceAccountUuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceAccountUpdate"];
            };
        };
        responses: {
            /** @description The service account after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    deleteServiceAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service account's uuid. */
                uuid: components["parameters"]["ServiceAccountUuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service account and its keys are gone. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listServiceAccountKeys: {
        parameters: {
            query?: {
                /** @description Zero-based page number (at most 1,000,000). */
                page?: components["parameters"]["page"];
                /** @description Items per page. */
                size?: components["parameters"]["size"];
                /**
                 * @description Opaque cursor from `meta.next_cursor` of the previous page; when given, it wins over
                 *     `page`. Lets a client walk a long list without counting offsets.
                 */
                cursor?: components["parameters"]["cursor"];
            };
            header?: never;
            path: {
                /** @description The service account's uuid. */
                uuid: components["parameters"]["ServiceAccountUuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceAccountKeysPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    createServiceAccountKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service account's uuid. */
                uuid: components["parameters"]["ServiceAccountUuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceAccountKeyCreate"];
            };
        };
        responses: {
            /** @description The new key with its secret. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceAccountKeyIssued"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    revokeServiceAccountKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service account's uuid. */
                uuid: components["parameters"]["ServiceAccountUuid"];
                /** @description The id of one of the service account's keys. */
                key_id: components["parameters"]["ServiceAccountKeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key was revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    rotateServiceAccountKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service account's uuid. */
                uuid: components["parameters"]["ServiceAccountUuid"];
                /** @description The id of one of the service account's keys. */
                key_id: components["parameters"]["ServiceAccountKeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new key with its secret. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceAccountKeyIssued"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listRoles: {
        parameters: {
            query?: {
                /** @description Zero-based page number (at most 1,000,000). */
                page?: components["parameters"]["page"];
                /** @description Items per page. */
                size?: components["parameters"]["size"];
                /**
                 * @description Opaque cursor from `meta.next_cursor` of the previous page; when given, it wins over
                 *     `page`. Lets a client walk a long list without counting offsets.
                 */
                cursor?: components["parameters"]["cursor"];
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["search"];
                /** @description Field to sort by; a leading `-` sorts descending (for example `-last_login`). */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of roles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RolesPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    createRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleCreate"];
            };
        };
        responses: {
            /** @description The role was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A role with this name already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The role's uuid. */
                uuid: components["parameters"]["RoleUuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleUpdate"];
            };
        };
        responses: {
            /** @description The role after the update. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Another role already has this name. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The role's uuid. */
                uuid: components["parameters"]["RoleUuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The role was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Users or service accounts still have this role; assign them another one first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    patchRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The role's uuid. */
                uuid: components["parameters"]["RoleUuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleUpdate"];
            };
        };
        responses: {
            /** @description The role after the update. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Another role already has this name. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    previewRoleChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The role's uuid. */
                uuid: components["parameters"]["RoleUuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RolePreviewRequest"];
            };
        };
        responses: {
            /** @description The changes saving these permissions would make. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessChangePreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    exportRolesCsv: {
        parameters: {
            query?: {
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["search"];
                /** @description Field to sort by; a leading `-` sorts descending (for example `-last_login`). */
                sort?: components["parameters"]["sort"];
                /** @description The roles CSV's columns in this order (repeat the parameter); all of them, in the enum's order, when left out. */
                columns?: components["parameters"]["RolesCsvColumns"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file, one row per matching role. */
            200: {
                headers: {
                    /** @description `attachment` with the file name, for example `attachment; filename="roles.csv"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getPermissionCatalogue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalogue and the setting. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionCatalogue"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    listDataScopes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All data scopes the caller may assign. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataScopesReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileUpdate"];
            };
        };
        responses: {
            /** @description The profile after the update. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    changeOwnPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChange"];
            };
        };
        responses: {
            /** @description The password was changed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listOwnWorkspaces: {
        parameters: {
            query?: {
                /** @description Zero-based page number (at most 1,000,000). */
                page?: components["parameters"]["page"];
                /** @description Items per page. */
                size?: components["parameters"]["size"];
                /**
                 * @description Opaque cursor from `meta.next_cursor` of the previous page; when given, it wins over
                 *     `page`. Lets a client walk a long list without counting offsets.
                 */
                cursor?: components["parameters"]["cursor"];
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["search"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the workspaces the user may switch to. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspacesPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    switchWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workspace's id (repeated in the body as `workspaceId`). */
                id: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkspaceSwitch"];
            };
        };
        responses: {
            /** @description The workspace now current. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workspace"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    markAnnouncementSeen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeenAnnouncement"];
            };
        };
        responses: {
            /** @description The announcement is marked seen (also when it already was). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getGettingStarted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Settings and milestones. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GettingStarted"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    updateGettingStarted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GettingStartedUpdate"];
            };
        };
        responses: {
            /** @description Settings and milestones after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GettingStarted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    completeMilestone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MilestoneCompletion"];
            };
        };
        responses: {
            /** @description Settings and milestones after the completion. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GettingStarted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No milestone with this `milestoneName`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    sendAnalyticsEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnalyticsEvent"];
            };
        };
        responses: {
            /** @description Accepted for forwarding. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getAdapter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The adapter's module name (for example `ldap_adapter`). */
                module: components["parameters"]["AdapterModule"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The adapter, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdapterDetailsReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listConnections: {
        parameters: {
            query?: {
                /** @description Only this adapter's connections (its module name). */
                adapter?: string;
                /** @description Only connections with this status. */
                status?: components["schemas"]["AdapterConnectionStatus"];
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["search"];
                /**
                 * @description Opaque cursor from `meta.next_cursor` of the previous page; when given, it wins over
                 *     `page`. Lets a client walk a long list without counting offsets.
                 */
                cursor?: components["parameters"]["cursor"];
                /** @description Items per page. */
                size?: components["parameters"]["size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of connections. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    createConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectionInput"];
            };
        };
        responses: {
            /** @description The connection, wrapped as `data.attributes`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    getConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The connection's `id`. */
                connection_id: components["parameters"]["ConnectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The connection, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    deleteConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The connection's `id`. */
                connection_id: components["parameters"]["ConnectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    updateConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The connection's `id`. */
                connection_id: components["parameters"]["ConnectionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectionPatch"];
            };
        };
        responses: {
            /** @description The connection as changed, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    testConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The connection's `id`. */
                connection_id: components["parameters"]["ConnectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The outcome, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionTestReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    fetchConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The connection's `id`. */
                connection_id: components["parameters"]["ConnectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lifecycle after the start, wrapped as `data.attributes`. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscoveryLifecycleReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    uploadConnectionFile: {
        parameters: {
            query: {
                /** @description The file's name as the user chose it. */
                name: string;
            };
            header?: never;
            path: {
                /** @description The connection's `id`. */
                connection_id: components["parameters"]["ConnectionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/csv": string;
                "application/json": unknown;
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description The connection with its file, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    listFetchHistory: {
        parameters: {
            query?: {
                /** @description Only this connection's fetches. */
                connection_id?: string;
                /** @description Only this run's fetches. */
                run_id?: string;
                /**
                 * @description Opaque cursor from `meta.next_cursor` of the previous page; when given, it wins over
                 *     `page`. Lets a client walk a long list without counting offsets.
                 */
                cursor?: components["parameters"]["cursor"];
                /** @description Items per page. */
                size?: components["parameters"]["size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of fetches. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FetchHistoryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    listVaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vaults, in the spec's order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VaultList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    configureVault: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The vault's `id`. */
                vault_id: components["parameters"]["VaultId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VaultProviderInput"];
            };
        };
        responses: {
            /** @description The vault as configured. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VaultReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    unconfigureVault: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The vault's `id`. */
                vault_id: components["parameters"]["VaultId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Forgotten. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /** @description Only the unread ones. */
                unread?: boolean;
                /**
                 * @description Opaque cursor from `meta.next_cursor` of the previous page; when given, it wins over
                 *     `page`. Lets a client walk a long list without counting offsets.
                 */
                cursor?: components["parameters"]["cursor"];
                /** @description Items per page. */
                size?: components["parameters"]["size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of notifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    markNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationReadInput"];
            };
        };
        responses: {
            /** @description The unread count after the change, as the count call answers it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationCountReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getAssetSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetSummaryReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    listAssets: {
        parameters: {
            query?: {
                /** @description A saved query over this entity type that selects the assets. */
                query_id?: components["parameters"]["AssetQueryId"];
                /**
                 * @description An inline filter: a `QueryFilter` as JSON (a longer filter is saved as a query first).
                 *     With `query_id` as well, both must match.
                 */
                filter?: components["parameters"]["AssetFilter"];
                /** @description Data field names, comma separated, in order; the caller's kept columns when absent. */
                columns?: components["parameters"]["AssetColumns"];
                /** @description A column (`name`, `last_seen`, `last_updated` or a data field of the type); `-` first for descending. Default `-last_updated`. */
                sort?: components["parameters"]["AssetSort"];
                /** @description Assets per page (asset views default to 20). */
                size?: number;
                /** @description `meta.next_cursor` of the previous page of the same list (same entity, query, filter and sort). */
                cursor?: string;
            };
            header?: {
                /** @description The `ETag` of a page already held; unchanged, the reply is a 304 without a body. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description An implemented asset type's value (for example `devices`); any other is a 404. */
                entity: components["parameters"]["AssetEntity"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of assets, with the columns it shows. */
            200: {
                headers: {
                    /** @description Identifies this page's content. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetPage"];
                };
            };
            /** @description The page is unchanged since the `If-None-Match` ETag. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    exportAssetsCsv: {
        parameters: {
            query?: {
                /** @description A saved query over this entity type that selects the assets. */
                query_id?: components["parameters"]["AssetQueryId"];
                /**
                 * @description An inline filter: a `QueryFilter` as JSON (a longer filter is saved as a query first).
                 *     With `query_id` as well, both must match.
                 */
                filter?: components["parameters"]["AssetFilter"];
                /** @description Data field names, comma separated, in order; the caller's kept columns when absent. */
                columns?: components["parameters"]["AssetColumns"];
                /** @description A column (`name`, `last_seen`, `last_updated` or a data field of the type); `-` first for descending. Default `-last_updated`. */
                sort?: components["parameters"]["AssetSort"];
            };
            header?: never;
            path: {
                /** @description An implemented asset type's value (for example `devices`); any other is a 404. */
                entity: components["parameters"]["AssetEntity"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description The number of data rows in the file. */
                    "X-Total-Count"?: number;
                    /** @description attachment; filename="<entity>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getAssetColumns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An implemented asset type's value (for example `devices`); any other is a 404. */
                entity: components["parameters"]["AssetEntity"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The columns, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetColumnsReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    setAssetColumns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An implemented asset type's value (for example `devices`); any other is a 404. */
                entity: components["parameters"]["AssetEntity"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssetColumnsUpdate"];
            };
        };
        responses: {
            /** @description The columns kept, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetColumnsReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An implemented asset type's value (for example `devices`); any other is a 404. */
                entity: components["parameters"]["AssetEntity"];
                /** @description The asset's id. */
                id: components["parameters"]["AssetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The asset, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetDetailReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getAssetAsOf: {
        parameters: {
            query: {
                /** @description The instant; not in the future and not before the asset was first seen. */
                at: string;
            };
            header?: never;
            path: {
                /** @description An implemented asset type's value (for example `devices`); any other is a 404. */
                entity: components["parameters"]["AssetEntity"];
                /** @description The asset's id. */
                id: components["parameters"]["AssetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fields then and now, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetAsOfReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listAuditEntries: {
        parameters: {
            query?: {
                /** @description Only entries of this acting user (uuid). */
                user?: components["parameters"]["AuditUser"];
                /** @description An action (`user.created`) or an area prefix ending in `.` (`user.`). */
                action?: components["parameters"]["AuditAction"];
                /** @description Only entries at or after this time. */
                from?: components["parameters"]["AuditFrom"];
                /** @description Only entries before this time. */
                to?: components["parameters"]["AuditTo"];
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["search"];
                /**
                 * @description Opaque cursor from `meta.next_cursor` of the previous page; when given, it wins over
                 *     `page`. Lets a client walk a long list without counting offsets.
                 */
                cursor?: components["parameters"]["cursor"];
                /** @description Items per page. */
                size?: components["parameters"]["size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEntryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    exportAuditEntries: {
        parameters: {
            query?: {
                /** @description Only entries of this acting user (uuid). */
                user?: components["parameters"]["AuditUser"];
                /** @description An action (`user.created`) or an area prefix ending in `.` (`user.`). */
                action?: components["parameters"]["AuditAction"];
                /** @description Only entries at or after this time. */
                from?: components["parameters"]["AuditFrom"];
                /** @description Only entries before this time. */
                to?: components["parameters"]["AuditTo"];
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["search"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="audit-<yyyy-mm-dd>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    listAuditActions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The actions, in a fixed order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditActionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getLicenseStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The license status, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenseStatusReply"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getSignupStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signup status, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignupStatusReply"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    signup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupRequest"];
            };
        };
        responses: {
            /** @description The admin was created; the console then signs in with it. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["SignupFailed"];
            403: components["responses"]["Forbidden"];
            /** @description An admin already exists; signup is closed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getLoginSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The login settings, in `meta`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginSettingsReply"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            200: components["responses"]["LoginOk"];
            400: components["responses"]["LoginBadRequest"];
            401: components["responses"]["LoginRejected"];
            403: components["responses"]["PasswordExpired"];
            429: components["responses"]["LoginLocked"];
            default: components["responses"]["Error"];
        };
    };
    loginLdap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LdapLoginRequest"];
            };
        };
        responses: {
            200: components["responses"]["LoginOk"];
            400: components["responses"]["LoginBadRequest"];
            401: components["responses"]["LoginRejected"];
            403: components["responses"]["PasswordExpired"];
            429: components["responses"]["LoginLocked"];
            default: components["responses"]["Error"];
        };
    };
    sendLoginCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendCodeRequest"];
            };
        };
        responses: {
            /** @description The code was sent ('Code sent successfully'). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TwoFactorLocked"];
            default: components["responses"]["Error"];
        };
    };
    verifyLoginCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyCodeRequest"];
            };
        };
        responses: {
            200: components["responses"]["LoginOk"];
            400: components["responses"]["VerifyBadRequest"];
            401: components["responses"]["CodeExpired"];
            403: components["responses"]["PasswordExpired"];
            429: components["responses"]["TwoFactorLocked"];
            default: components["responses"]["Error"];
        };
    };
    loginSaml: {
        parameters: {
            query?: {
                /** @description The `idp_unique_name` of the identity provider (from the login settings); the default IdP when absent. */
                idp?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to the identity provider's sign-in page. */
            302: {
                headers: {
                    /** @description The IdP's single sign-on URL with the SAML request. */
                    Location: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
            500: components["responses"]["SamlCertificateMissing"];
            default: components["responses"]["Error"];
        };
    };
    samlAssertionConsumer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["SamlAssertionForm"];
            };
        };
        responses: {
            /** @description To the console, `/?saml_token=...` on success, `/?redirect=false&error=...` on failure. */
            302: {
                headers: {
                    /** @description The console's root with `saml_token`, or with `redirect=false` and `error`. */
                    Location: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Error"];
        };
    };
    getPasswordPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The policy, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordPolicyReply"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    validateResetToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The reset token from the address query. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token's validity, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResetTokenValidityReply"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetTokenRequest"];
            };
        };
        responses: {
            /** @description The password was changed ('Password changed successfully'); the token is spent. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            410: components["responses"]["ResetTokenExpired"];
            default: components["responses"]["Error"];
        };
    };
    renewResetToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetTokenGenerateRequest"];
            };
        };
        responses: {
            /** @description The renewed token, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResetTokenReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    createResetToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetTokenGenerateRequest"];
            };
        };
        responses: {
            /** @description The new token, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResetTokenReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    resendResetTokenNotice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetTokenNotifyRequest"];
            };
        };
        responses: {
            /** @description The e-mail was sent. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    sendResetTokenNotice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetTokenNotifyRequest"];
            };
        };
        responses: {
            /** @description The e-mail was sent. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getVersionInfo: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp (milliseconds since the epoch); ignored by the server. */
                t?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionInfo"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Refreshed; `meta` has the user data and the new lifetime. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefreshReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current user, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUserReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    getSessionExpiry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The expiry, in `meta` (like the refresh reply). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionExpiryReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    getSessionConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session config, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionConfigReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    listImportantNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notifications, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportantNotificationsReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    countNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationCountReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    listTenants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenants by name, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantsReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    preLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Noted; continue with GET `/logout`. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogoutReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    impersonateLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImpersonateRequest"];
            };
        };
        responses: {
            200: components["responses"]["LoginOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    impersonateLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LoginOk"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    listDataScopeOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The options, as `data.attributes.scopes` and `data.attributes.main_scope`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataScopeOptionsReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    dataScopeImpersonationLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DataScopeImpersonationRequest"];
            };
        };
        responses: {
            200: components["responses"]["LoginOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    dataScopeImpersonationLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LoginOk"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    connectAsTenantLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectAsTenantRequest"];
            };
        };
        responses: {
            200: components["responses"]["LoginOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    connectAsTenantLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LoginOk"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    tenantImpersonationLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant session is over; the browser goes to `meta.redirect_url`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogoutReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    listCampaigns: {
        parameters: {
            query?: {
                status?: components["schemas"]["CampaignStatus"];
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["search"];
                /**
                 * @description Opaque cursor from `meta.next_cursor` of the previous page; when given, it wins over
                 *     `page`. Lets a client walk a long list without counting offsets.
                 */
                cursor?: components["parameters"]["cursor"];
                /** @description Items per page. */
                size?: components["parameters"]["size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of campaigns. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    exportCampaignEvidence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The campaign's id (the words `query` and `terminate` are not ids). */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description The hash of the last decision (empty when there is none). */
                    "X-Chain-Head"?: string;
                    /** @description attachment; filename="campaign-<id>-evidence.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listCampaignUserNames: {
        parameters: {
            query?: {
                /** @description Text matched against user names (and e-mail addresses); all users when absent. */
                name?: string;
                /** @description Zero-based page number (at most 1,000,000). */
                page?: components["parameters"]["page"];
                /** @description Items per page. */
                size?: components["parameters"]["size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching users, paged. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignUserNameList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getCampaignSupportedNotifyMethods: {
        parameters: {
            query: {
                /** @description The approver's user id (an `id` from `campaigns/users_names_list`). */
                user_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The supported notify methods, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignNotifyMethodsReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    previewCampaignQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignQueryRequest"];
            };
        };
        responses: {
            /** @description The preview, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignQueryPreviewReply"];
                };
            };
            /**
             * @description The preview failed (for example an unknown query or approver). The console
             *     rethrows the first server error detail: `details[0].message` of the `Error`.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "message": "The campaign query could not be previewed.",
                     *       "details": [
                     *         {
                     *           "field": "/query_id",
                     *           "message": "No saved query with this id."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The campaign's id (the words `query` and `terminate` are not ids). */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The campaign, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    scheduleCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The campaign's id (the words `query` and `terminate` are not ids). */
                id: components["parameters"]["CampaignId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignScheduleRequest"];
            };
        };
        responses: {
            /** @description The scheduled campaign, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The campaign has started, ended or was terminated and cannot be scheduled again. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    terminateCampaigns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignTerminateRequest"];
            };
        };
        responses: {
            /** @description What was terminated, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignTerminateReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getCampaignApproval: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The approval id, `campaign_approval_id` of the approver's invitation link. */
                id: components["parameters"]["CampaignApprovalId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The approval data, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignApprovalReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Unknown approval id, or its campaign was terminated or has ended; the console redirects to `/`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    submitCampaignApproval: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "uuid": "q3Zr8vK1xN0bYw7pL2sT9uE4hJ6mC5dA1fG8kR0oP3i",
                 *       "selections": [
                 *         {
                 *           "uuid": "0b9f3d2c-1a4e-4f6b-8c7d-2e5a9b1c3d40",
                 *           "action": "approve"
                 *         },
                 *         {
                 *           "uuid": "7c2e4a1b-9d3f-4e8a-b6c5-1f0e2d3c4b59",
                 *           "action": "revoke"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ApprovalSubmit"];
            };
        };
        responses: {
            /** @description Recorded; the console shows the toast 'Response Submitted'. Wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalSubmitReply"];
                };
            };
            /**
             * @description Nothing recorded (a selection already answered or not part of this approval, or
             *     a malformed body); the console shows 'An error occurred while submitting the response'.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            403: components["responses"]["Forbidden"];
            /** @description Unknown approval id, or its campaign was terminated or has ended; the console shows 'An error occurred while submitting the response'. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A selection was already answered with the other action; each one is a `details[]` entry with its `field` (`/selections/<index>/uuid`) and the message 'Already answered (<action>): <uuid>'. Nothing recorded. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listSpaces: {
        parameters: {
            query?: {
                /** @description Filter over the spaces (for example a name fragment or a management filter expression). */
                query?: string;
                /** @description When true, every space the caller may see, not only the caller's favourites and own spaces. */
                all_spaces?: boolean;
                /** @description Only the spaces of this folder; an empty value for those at the top level. */
                folder_id?: string;
                /** @description Only these spaces (uuids, comma-separated). */
                space_ids?: string[];
                /** @description Only spaces of these types (repeated, `types=custom&types=personal`). */
                types?: components["schemas"]["SpaceType"][];
                /** @description Only spaces of these access levels (repeated). */
                access?: components["schemas"]["DashboardAccess"][];
                /** @description Only spaces created by these users (user names, repeated). */
                created_by?: string[];
                /** @description Zero-based page number (at most 1,000,000). */
                page?: components["parameters"]["page"];
                /** @description Items per page. */
                size?: components["parameters"]["size"];
                /**
                 * @description Opaque cursor from `meta.next_cursor` of the previous page; when given, it wins over
                 *     `page`. Lets a client walk a long list without counting offsets.
                 */
                cursor?: components["parameters"]["cursor"];
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["search"];
                /** @description Field to sort by; a leading `-` sorts descending (for example `-last_login`). */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of spaces. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpaceListReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    createSpace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SpaceCreate"];
            };
        };
        responses: {
            /** @description The new space, wrapped as `data.attributes`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpaceReply"];
                };
            };
            400: components["responses"]["SpaceSharingInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SpaceFilterForbidden"];
            default: components["responses"]["Error"];
        };
    };
    deleteSpaces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DashboardSelection"];
            };
        };
        responses: {
            /** @description How many spaces were deleted, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpacesDeletedReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    updateSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The space's uuid. The spec calls it `{uuid}` for edit, template, reset and export and
                 *     `{id}` for duplicate, delete and refresh; both are the same identifier.
                 */
                id: components["parameters"]["spaceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SpaceUpdate"];
            };
        };
        responses: {
            /** @description The updated space, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpaceReply"];
                };
            };
            400: components["responses"]["SpaceSharingInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SpaceFilterForbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    deleteSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The space's uuid. The spec calls it `{uuid}` for edit, template, reset and export and
                 *     `{id}` for duplicate, delete and refresh; both are the same identifier.
                 */
                id: components["parameters"]["spaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    duplicateSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The space's uuid. The spec calls it `{uuid}` for edit, template, reset and export and
                 *     `{id}` for duplicate, delete and refresh; both are the same identifier.
                 */
                id: components["parameters"]["spaceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SpaceDuplicate"];
            };
        };
        responses: {
            /** @description The copy, wrapped as `data.attributes`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpaceReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    refreshSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The space's uuid. The spec calls it `{uuid}` for edit, template, reset and export and
                 *     `{id}` for duplicate, delete and refresh; both are the same identifier.
                 */
                id: components["parameters"]["spaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: components["responses"]["SpaceRefreshAccepted"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    refreshAssetProfileSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The uuid of the asset-profile space to refresh. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: components["responses"]["SpaceRefreshAccepted"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    reorderSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The uuid of the space to move in the caller's order of spaces. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SpaceReorder"];
            };
        };
        responses: {
            /** @description Moved. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    applySpaceTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The space's uuid. The spec calls it `{uuid}` for edit, template, reset and export and
                 *     `{id}` for duplicate, delete and refresh; both are the same identifier.
                 */
                id: components["parameters"]["spaceId"];
                /** @description The dashboard template to apply. */
                templateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The space with the template applied, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpaceReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    resetSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The space's uuid. The spec calls it `{uuid}` for edit, template, reset and export and
                 *     `{id}` for duplicate, delete and refresh; both are the same identifier.
                 */
                id: components["parameters"]["spaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reset space, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpaceReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    exportSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The space's uuid. The spec calls it `{uuid}` for edit, template, reset and export and
                 *     `{id}` for duplicate, delete and refresh; both are the same identifier.
                 */
                id: components["parameters"]["spaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export document. */
            200: {
                headers: {
                    /** @description `attachment` with the file name. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpaceExport"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    exportSpaces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SpacesExportRequest"];
            };
        };
        responses: {
            /**
             * @description The export: a JSON array of export documents, or an `application/zip` archive
             *     when `as_template` is true.
             */
            200: {
                headers: {
                    /** @description `attachment` with the file name. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpaceExport"][];
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    moveSpacesToFolder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SpacesMoveToFolder"];
            };
        };
        responses: {
            /** @description Moved. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getDashboardManagementFilters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The filter choices, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardManagementFiltersReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getDashboardAdapterData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The adapter's module name (for example `aws_adapter`). */
                module: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The adapter's figures, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardAdapterDataReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateChart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The chart's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChartUpdate"];
            };
        };
        responses: {
            /** @description The updated chart, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChartReply"];
                };
            };
            400: components["responses"]["ChartInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    createChart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description For POST, the uuid of the space to add the chart to (the spec's
                 *     `dashboard/charts/{space}`); for PUT and DELETE, the chart's id.
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChartCreate"];
            };
        };
        responses: {
            /** @description The new chart, wrapped as `data.attributes`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChartReply"];
                };
            };
            400: components["responses"]["ChartInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    deleteChart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description For POST, the uuid of the space to add the chart to (the spec's
                 *     `dashboard/charts/{space}`); for PUT and DELETE, the chart's id.
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateChartLayouts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChartLayoutsUpdate"];
            };
        };
        responses: {
            /** @description The layouts were saved. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    exportChartCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The chart's id. */
                id: components["parameters"]["chartId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chart's data, one row per data point. */
            200: {
                headers: {
                    /** @description `attachment` with the file name. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    moveChart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The chart's id. */
                id: components["parameters"]["chartId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChartMove"];
            };
        };
        responses: {
            /** @description The moved chart, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChartReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listDashboardTemplates: {
        parameters: {
            query?: {
                group?: components["schemas"]["DashboardTemplateGroup"];
                type?: components["schemas"]["DashboardTemplateType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The templates, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardTemplatesReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    importSpaces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DashboardImport"];
            };
        };
        responses: {
            /** @description The dry run or the result, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardImportReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getSpaceChartData: {
        parameters: {
            query?: {
                /** @description Only these charts (ids, comma-separated). */
                chart_id?: string[];
            };
            header?: never;
            path: {
                /**
                 * @description The space's uuid. The spec calls it `{uuid}` for edit, template, reset and export and
                 *     `{id}` for duplicate, delete and refresh; both are the same identifier.
                 */
                id: components["parameters"]["spaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The charts' data, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpaceChartDataReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getDiscoveryLifecycle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lifecycle, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscoveryLifecycleReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    startDiscovery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run is starting; the lifecycle, wrapped as `data.attributes`. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscoveryLifecycleReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A run is already starting, running or stopping. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    stopDiscovery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run is stopping; the lifecycle, wrapped as `data.attributes`. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscoveryLifecycleReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No run is running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getDiscoveryRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run, wrapped as `data.attributes`; null before the first run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscoveryRunReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    listDiscoveryHistory: {
        parameters: {
            query?: {
                /** @description How many of the latest runs to return (the spec's "with count"). */
                count?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The runs; `meta.total` counts every recorded run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscoveryRunListReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    listDiscoveryRunIds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ids, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscoveryRunIdsReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getFirstHistoricalDate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The date, wrapped as `data.attributes.value`; null before the first snapshot. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirstHistoricalDateReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getAllowedDates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dates, oldest first, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AllowedDatesReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    listImplementedAssetTypes: {
        parameters: {
            query?: {
                /** @description Zero-based page number (at most 1,000,000). */
                page?: components["parameters"]["page"];
                /** @description Items per page. */
                size?: components["parameters"]["size"];
                /**
                 * @description Opaque cursor from `meta.next_cursor` of the previous page; when given, it wins over
                 *     `page`. Lets a client walk a long list without counting offsets.
                 */
                cursor?: components["parameters"]["cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of asset types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImplementedAssetTypeListReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    getPriorityFields: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fields, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriorityFieldsReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getDataFields: {
        parameters: {
            query?: {
                /** @description Only this entity type (for example `devices`); all when absent. */
                entity_type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fields by entity type, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataFieldsReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    listAdapters: {
        parameters: {
            query?: {
                /** @description Zero-based page number (at most 1,000,000). */
                page?: components["parameters"]["page"];
                /** @description Items per page. */
                size?: components["parameters"]["size"];
                /**
                 * @description Opaque cursor from `meta.next_cursor` of the previous page; when given, it wins over
                 *     `page`. Lets a client walk a long list without counting offsets.
                 */
                cursor?: components["parameters"]["cursor"];
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["search"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of adapters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdapterListReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getEnvironment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The environment, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnvironmentReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    testLdapConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LdapSectionDomain"];
            };
        };
        responses: {
            /** @description What the test found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LdapTestReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    readSamlMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SamlMetadataSource"];
            };
        };
        responses: {
            /** @description The IdP's settings read from the metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SamlMetadataReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    inspectCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CertificateInspectRequest"];
            };
        };
        responses: {
            /** @description The certificate's details. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateSummaryReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getCertificateDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The details, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateDetailsReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    updateGlobalSsl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GlobalSslSettings"];
            };
        };
        responses: {
            /** @description Saved; the certificate details after the change, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateDetailsReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    updateCertificateSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CertificateSettings"];
            };
        };
        responses: {
            /** @description Saved; the certificate details after the change, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateDetailsReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    downloadCertificateSigningRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signing request as a file (`Content-Disposition: attachment`). */
            200: {
                headers: {
                    /** @description attachment; filename="<hostname>.csr" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pkcs10": string;
                    "application/octet-stream": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No signing request is pending. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createCertificateSigningRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsrRequest"];
            };
        };
        responses: {
            /** @description Created; the details now carry the pending request, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateDetailsReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    cancelCertificateSigningRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled; the details without a pending request, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateDetailsReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No signing request is pending. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    importCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportCertificate"];
            };
        };
        responses: {
            /** @description Imported and in use; the new details, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateDetailsReply"];
                };
            };
            /**
             * @description Not a PEM certificate, the key does not match the certificate (or the pending
             *     request), the passphrase is wrong, or the certificate has expired.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    resetCertificateToDefaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reset; the default details, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateDetailsReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getMaintenanceConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The config, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaintenanceConfigReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    updateMaintenanceConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaintenanceConfig"];
            };
        };
        responses: {
            /** @description Saved; the config, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaintenanceConfigReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    startMaintenanceTroubleshooting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaintenanceWindowRequest"];
            };
        };
        responses: {
            /** @description Started; the config, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaintenanceConfigReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    stopMaintenanceTroubleshooting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Stopped; the config, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaintenanceConfigReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getSchedulerConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The config, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulerConfigReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    saveSchedulerConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SchedulerConfig"];
            };
        };
        responses: {
            /** @description Saved; the config, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulerConfigReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getWebhookFormSchema: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form schema, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookFormSchemaReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    listWebhookConfigs: {
        parameters: {
            query?: {
                /** @description Zero-based page number (at most 1,000,000). */
                page?: components["parameters"]["page"];
                /** @description Items per page. */
                size?: components["parameters"]["size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configurations, paged. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookConfigList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    addWebhookConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookConfigInput"];
            };
        };
        responses: {
            /** @description Added, wrapped as `data.attributes`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookConfigReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    updateWebhookConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The configuration's `config_id`. */
                config_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookConfigInput"];
            };
        };
        responses: {
            /** @description Updated, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookConfigReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    deleteWebhookConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The configuration's `config_id`. */
                config_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getFeatureFlagsConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The plugin holding the config; the console's feature flags live in `gui`. */
                pluginId: "gui";
                /** @description Which feature-flag config. */
                configName: "FeatureFlags" | "InternalFeatureFlags";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The config named by `configName`, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeatureFlagsConfigReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    saveFeatureFlagsConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The plugin holding the config; the console's feature flags live in `gui`. */
                pluginId: "gui";
                /** @description Which feature-flag config. */
                configName: "FeatureFlags" | "InternalFeatureFlags";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeatureFlagsConfig"];
            };
        };
        responses: {
            /** @description Saved; the config, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeatureFlagsConfigReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listAssetInvestigationEvents: {
        parameters: {
            query?: {
                /** @description Events at or after this instant; defaults to 7 days before `date_to`. */
                date_from?: string;
                /** @description Events at or before this instant; defaults to now. Must not be before `date_from`. */
                date_to?: string;
                /** @description Only events of these types. */
                event_type?: string[];
                /** @description Only events of this field (a data field's name). */
                field?: string;
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["search"];
                /** @description Field to sort by; a leading `-` sorts descending (for example `-last_login`). */
                sort?: components["parameters"]["sort"];
                /** @description Zero-based page number (at most 1,000,000). */
                page?: components["parameters"]["page"];
                /** @description Items per page. */
                size?: components["parameters"]["size"];
                /**
                 * @description Opaque cursor from `meta.next_cursor` of the previous page; when given, it wins over
                 *     `page`. Lets a client walk a long list without counting offsets.
                 */
                cursor?: components["parameters"]["cursor"];
            };
            header?: never;
            path: {
                /** @description The asset's entity type (an implemented asset type value, for example `devices`). */
                entity: string;
                /** @description The asset's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events, paged (default sort `-timestamp`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvestigationEventList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listSavedQueries: {
        parameters: {
            query?: {
                /** @description Zero-based page number (at most 1,000,000). */
                page?: components["parameters"]["page"];
                /** @description Items per page. */
                size?: components["parameters"]["size"];
                /**
                 * @description Opaque cursor from `meta.next_cursor` of the previous page; when given, it wins over
                 *     `page`. Lets a client walk a long list without counting offsets.
                 */
                cursor?: components["parameters"]["cursor"];
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["search"];
                /** @description Field to sort by; a leading `-` sorts descending (for example `-last_login`). */
                sort?: components["parameters"]["sort"];
                /** @description Only queries over this entity type. */
                entity_type?: string;
                /** @description Only queries in this folder; `root` for those in no folder. */
                folder_id?: string;
                /** @description Which queries: all (default), predefined, mine (the caller owns them) or shared (saved by others and shared). */
                kind?: "all" | "predefined" | "mine" | "shared";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of saved queries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedQueryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    createSavedQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavedQueryCreate"];
            };
        };
        responses: {
            /** @description The saved query. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedQueryReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    listQueryFolders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The folders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryFolderList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    createQueryFolder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QueryFolderWrite"];
            };
        };
        responses: {
            /** @description The folder. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryFolderReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    updateQueryFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                folderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QueryFolderWrite"];
            };
        };
        responses: {
            /** @description The folder. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryFolderReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    deleteQueryFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                folderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The folder is gone. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    moveSavedQueries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MoveSavedQueries"];
            };
        };
        responses: {
            /** @description How many queries moved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedQueriesMoved"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    countQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QueryRunRequest"];
            };
        };
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryCountReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    previewQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QueryPreviewRequest"];
            };
        };
        responses: {
            /** @description One page of matching assets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryPreviewPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getSavedQuery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                queryId: components["parameters"]["QueryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved query. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedQueryReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateSavedQuery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                queryId: components["parameters"]["QueryId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavedQueryUpdate"];
            };
        };
        responses: {
            /** @description The saved query. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedQueryReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    deleteSavedQuery: {
        parameters: {
            query?: {
                /** @description Remove it even though it is used. */
                force?: boolean;
            };
            header?: never;
            path: {
                queryId: components["parameters"]["QueryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The query is gone. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The query is used; `used_by` lists what uses it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryInUseError"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    duplicateSavedQuery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                queryId: components["parameters"]["QueryId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DuplicateSavedQuery"];
            };
        };
        responses: {
            /** @description The copy. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedQueryReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    getSavedQueryUsage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                queryId: components["parameters"]["QueryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What uses the query. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryUsageReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listSavedQueryVersions: {
        parameters: {
            query?: {
                /** @description Zero-based page number (at most 1,000,000). */
                page?: components["parameters"]["page"];
                /** @description Items per page. */
                size?: components["parameters"]["size"];
                /**
                 * @description Opaque cursor from `meta.next_cursor` of the previous page; when given, it wins over
                 *     `page`. Lets a client walk a long list without counting offsets.
                 */
                cursor?: components["parameters"]["cursor"];
            };
            header?: never;
            path: {
                queryId: components["parameters"]["QueryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of versions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryVersionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getSavedQueryVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                queryId: components["parameters"]["QueryId"];
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryVersionReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    diffSavedQueryVersions: {
        parameters: {
            query: {
                from: number;
                to: number;
            };
            header?: never;
            path: {
                queryId: components["parameters"]["QueryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The differences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryDiffReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    globalSearch: {
        parameters: {
            query: {
                /**
                 * @description What was typed (an asset name, IP address, e-mail address or similar value), trimmed
                 *     and matched without regard to ASCII case; only spaces is a 400. It matches the start of
                 *     a searched value (the name, an IP or MAC address, a serial) or the start of a word in a
                 *     name, display name, e-mail address or vendor (words are separated by spaces and
                 *     punctuation): `10.16.1`, `garcia@`, `maria.garcia` and `garcia` find Maria Garcia's
                 *     records, but `arcia` (the middle of a word) does not. `%`, `_` and `\` are plain
                 *     characters.
                 */
                search_value: components["parameters"]["searchValue"];
                /** @description Only this entity type (for example `devices`, `users`); all types when absent. */
                entity_type?: string;
                /** @description Results per page. */
                limit?: number;
                /**
                 * @description Results to skip (the offset of the page). At most 10,000: a search reads every match
                 *     before its page, and past 10,000 a narrower value serves better.
                 */
                skip?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of results, best matches first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResultListReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    countGlobalSearch: {
        parameters: {
            query: {
                /**
                 * @description What was typed (an asset name, IP address, e-mail address or similar value), trimmed
                 *     and matched without regard to ASCII case; only spaces is a 400. It matches the start of
                 *     a searched value (the name, an IP or MAC address, a serial) or the start of a word in a
                 *     name, display name, e-mail address or vendor (words are separated by spaces and
                 *     punctuation): `10.16.1`, `garcia@`, `maria.garcia` and `garcia` find Maria Garcia's
                 *     records, but `arcia` (the middle of a word) does not. `%`, `_` and `\` are plain
                 *     characters.
                 */
                search_value: components["parameters"]["searchValue"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchCountReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getGlobalSearchFields: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The searchable fields, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchFieldsReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    listRecentSearchItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recent items, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecentSearchItemsReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    addRecentSearchItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecentSearchItemCreate"];
            };
        };
        responses: {
            /** @description The recent items after the change, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecentSearchItemsReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    deleteRecentSearchItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                itemId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recent items after the change, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecentSearchItemsReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listSettingsSections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every section key, in a fixed order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsSectionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getSettingsSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The section's key, as listed by `GET /settings/sections`; an unknown key answers 404. */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The section (its schema is `SettingsSectionValues`'s property of the same key), secrets masked, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsSectionReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    replaceSettingsSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The section's key, as listed by `GET /settings/sections`; an unknown key answers 404. */
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettingsSectionUpdate"];
            };
        };
        responses: {
            /** @description Saved; the section as stored, secrets masked, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsSectionReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    resetSettingsSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The section's key, as listed by `GET /settings/sections`; an unknown key answers 404. */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reset; the section's defaults, secrets masked, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsSectionReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server is up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getConstants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The constants, wrapped as `data.attributes.value`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstantsReply"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listClientErrors: {
        parameters: {
            query?: {
                /** @description Zero-based page number (at most 1,000,000). */
                page?: components["parameters"]["page"];
                /** @description Items per page. */
                size?: components["parameters"]["size"];
                /**
                 * @description Opaque cursor from `meta.next_cursor` of the previous page; when given, it wins over
                 *     `page`. Lets a client walk a long list without counting offsets.
                 */
                cursor?: components["parameters"]["cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of reported errors. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientErrorsPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    reportClientErrors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientReportBatch"];
            };
        };
        responses: {
            /** @description Kept. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            /** @description The body is larger than 16384 bytes; nothing was kept. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getSystemOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overview, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SystemOverviewReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    listWebhookEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events, in a fixed order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEventList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /**
                 * @description Opaque cursor from `meta.next_cursor` of the previous page; when given, it wins over
                 *     `page`. Lets a client walk a long list without counting offsets.
                 */
                cursor?: components["parameters"]["cursor"];
                /** @description Items per page. */
                size?: components["parameters"]["size"];
            };
            header?: never;
            path: {
                /** @description The configuration's `config_id`. */
                config_id: components["parameters"]["WebhookConfigId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of deliveries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    sendWebhookTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The configuration's `config_id`. */
                config_id: components["parameters"]["WebhookConfigId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery as it ended, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    redeliverWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The delivery's `id`. */
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new delivery as it ended, wrapped as `data.attributes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryReply"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
}
