import type { Queryable } from '../db/index.js';
import { findUserByUuid, type UserRow } from '../auth/users.js';
import { readDataScopesSettings } from '../settings/dataScopes.js';

/** A person vouched for by a directory or an identity provider. */
export interface ExternalIdentity {
  source: 'ldap' | 'saml';
  /** The directory's own id of the person (an LDAP DN, a SAML issuer and NameID). */
  external_id: string;
  /** The local user name of a user created now. */
  user_name: string;
  first_name: string;
  last_name: string;
  email: string | null;
  /** Role of a user created now; an unknown role leaves the user without one. */
  default_role_id: string | null;
}

/**
 * The local user of an external identity: created at the first sign-in (in the data scope
 * settings' default scope, as a user an administrator creates), names and e-mail refreshed at
 * each one (the role and scope stay as an administrator set them). Undefined when the user is
 * disabled, or when the user name belongs to another user (a local account is never taken over
 * by a namesake of a directory).
 */
export async function provisionUser(db: Queryable, identity: ExternalIdentity): Promise<UserRow | undefined> {
  const { source, external_id, user_name, first_name, last_name, email, default_role_id } = identity;
  const { default_data_scope_id } = await readDataScopesSettings(db);
  const [created] = await db.query<{ uuid: string }>(
    `insert into users (user_name, first_name, last_name, email, source, external_id, role_id, data_scope_id)
     values ($1, $2, $3, $4, $5, $6, (select uuid from roles where uuid::text = $7), (select uuid from data_scopes where uuid::text = $8))
     on conflict do nothing returning uuid`,
    [user_name, first_name, last_name, email, source, external_id, default_role_id, default_data_scope_id],
  );
  const [known] = created
    ? [created]
    : await db.query<{ uuid: string }>(
        `update users set first_name = $3, last_name = $4, email = $5, last_updated = now()
          where source = $1 and external_id = $2 returning uuid`,
        [source, external_id, first_name, last_name, email],
      );
  const user = known && (await findUserByUuid(db, known.uuid));
  return user && !user.is_disabled ? user : undefined;
}
