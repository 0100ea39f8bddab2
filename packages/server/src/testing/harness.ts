import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { components } from '@vigil/openapi';
import { inject } from 'vitest';
import { buildServer, type ServerOptions } from '../buildServer.js';
import { openDatabase, type Database } from '../db/index.js';
import { SESSION_COOKIE } from '../auth/sessions.js';
import { hashPassword } from '../auth/passwords.js';
import type { Permissions } from '../auth/permissions.js';
import { OUTBOX_PATH, type OutboxMail } from '../mail/index.js';
import { onPostgresServer, postgresDatabaseUrl } from './postgres.js';

export type Schemas = components['schemas'];

/** The admin every test server is signed up with. */
export const ADMIN = { user_name: 'admin', password: 'Str0ng&long!', email: 'admin@example.com' } as const;

/** The session cookie a reply set, as a `cookie` request header value. */
export function sessionCookie(reply: LightMyRequestResponse): string {
  const cookie = reply.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`no session cookie was set (status ${reply.statusCode}: ${reply.body})`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  /** Sends a request as the console does: with its CSRF header (and `cookie`, when given). */
  send(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /** Signs in with a password; returns the session cookie. */
  signIn(userName: string, password: string): Promise<string>;
  /** Signs up the admin (first call only) and signs in as the admin. */
  asAdmin(): Promise<string>;
  /** Creates a user with a custom role granting `permissions` and signs in as them. */
  asUserWith(permissions: Permissions, userName?: string): Promise<string>;
  close(): Promise<void>;
}

let counter = 0;

export interface TestDatabaseOptions {
  /**
   * Starts migrated: a copy of the template testing/globalSetup.ts migrated once per run, instead
   * of running every migration again (seconds per database on a busy machine).
   */
  migrated?: boolean;
  /** The embedded PGlite even when the run is on PostgreSQL. */
  embedded?: boolean;
}

/** The migrated template's dump, read once per test file. */
let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A fresh database, empty or migrated (`migrated`): in memory (PGlite), or, when
 * `VIGIL_TEST_DATABASE_URL` names a PostgreSQL server, a new database there (test files run in
 * parallel, each gets its own), dropped again when it is closed. The URL's user must be allowed to
 * create databases.
 */
export async function openTestDatabase({ migrated = false, embedded = false }: TestDatabaseOptions = {}): Promise<Database> {
  const adminUrl = embedded ? undefined : process.env['VIGIL_TEST_DATABASE_URL'];
  const template = migrated ? inject('migratedTemplate') : undefined;
  if (migrated && !(adminUrl ? template?.postgresDatabase : template?.pgliteDump)) {
    throw new Error('no migrated template: the server tests run with the global setup of vitest.config.ts (testing/globalSetup.ts)');
  }
  if (!adminUrl) {
    if (!template) return openDatabase();
    pgliteTemplate ??= readFile(template.pgliteDump).then((bytes) => new Blob([bytes]));
    return openDatabase({ loadDataDir: await pgliteTemplate });
  }
  const name = `vigil_t_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(adminUrl, `create database ${name}${template?.postgresDatabase ? ` template ${template.postgresDatabase}` : ''}`);
  const db = await openDatabase({ url: postgresDatabaseUrl(adminUrl, name) });
  return {
    ...db,
    close: async () => {
      await db.close();
      await onPostgresServer(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A real server over a fresh, migrated database (see `openTestDatabase`), checking every reply
 * against the contract (a misfit answers 500, so tests see it).
 */
export async function startTestServer({ trustProxy, webhooks, https, adapters }: Pick<ServerOptions, 'trustProxy' | 'webhooks' | 'https' | 'adapters'> = {}): Promise<TestServer> {
  const db = await openTestDatabase({ migrated: true });
  const app = await buildServer({ db, checkReplies: true, trustProxy, webhooks, https, adapters });

  const send: TestServer['send'] = ({ cookie, ...options }) =>
    app.inject({ ...options, headers: { 'x-requested-with': 'vigil', ...(cookie && { cookie }), ...options.headers } });

  const signIn = async (userName: string, password: string) =>
    sessionCookie(await send({ method: 'POST', url: '/api/login', payload: { user_name: userName, password } }));

  let adminReady: Promise<unknown> | undefined;
  const asAdmin = async () => {
    adminReady ??= send({
      method: 'POST',
      url: '/api/signup',
      payload: { user_name: ADMIN.user_name, contact_email: ADMIN.email, new_password: ADMIN.password, confirm_new_password: ADMIN.password },
    });
    await adminReady;
    return signIn(ADMIN.user_name, ADMIN.password);
  };

  const asUserWith = async (permissions: Permissions, userName = `user${String(++counter)}`) => {
    const password = 'An0ther&long!';
    const [role] = await db.query<{ uuid: string }>('insert into roles (name, permissions) values ($1, $2) returning uuid', [
      `role of ${userName}`,
      JSON.stringify(permissions),
    ]);
    await db.query('insert into users (user_name, email, password_hash, password_changed_at, role_id) values ($1, $2, $3, now(), $4)', [
      userName,
      `${userName}@example.com`,
      await hashPassword(password),
      role?.uuid,
    ]);
    return signIn(userName, password);
  };

  return { app, db, send, signIn, asAdmin, asUserWith, close: () => app.close() };
}

/** Adds an enabled local user with that password (and role, when given); returns their uuid. */
export async function addUser(db: Database, { userName, password, email, roleId }: { userName: string; password: string; email?: string; roleId?: string }): Promise<string> {
  const [row] = await db.query<{ uuid: string }>(
    'insert into users (user_name, email, password_hash, password_changed_at, role_id) values ($1, $2, $3, now(), $4) returning uuid',
    [userName, email ?? null, await hashPassword(password), roleId ?? null],
  );
  if (!row) throw new Error(`user ${userName} was not created`);
  return row.uuid;
}

/** The mails the server kept for `to` (no SMTP server set), newest first, read as developers do. */
export async function mailsTo(server: TestServer, to: string): Promise<OutboxMail[]> {
  const reply = await server.app.inject({ method: 'GET', url: `${OUTBOX_PATH}?to=${encodeURIComponent(to)}` });
  return reply.json<OutboxMail[]>();
}
