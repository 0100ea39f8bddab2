import type { Queryable } from '../db/index.js';

/**
 * Server settings: one JSON document per section (`password_policy`, `ldap`, `saml`...), in the
 * `settings` table, so every instance reads the same. A section's module owns its key and its
 * defaults; a stored document overrides the defaults field by field.
 */
export async function readSetting<T extends object>(db: Queryable, key: string, defaults: T): Promise<T> {
  const [row] = await db.query<{ value: Partial<T> }>('select value from settings where key = $1', [key]);
  return { ...defaults, ...row?.value };
}

/** Stores a section as a whole (fields left out fall back to the defaults when read). */
export async function writeSetting(db: Queryable, key: string, value: object): Promise<void> {
  await db.query('insert into settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value', [
    key,
    JSON.stringify(value),
  ]);
}
