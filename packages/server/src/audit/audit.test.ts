import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, addUser, sessionCookie, startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { IT_ROLE_ID } from '../auth/ids.js';
import { AUDIT_ACTIONS } from './actions.js';
import { recordAudit } from './record.js';

type Entry = Schemas['AuditEntry'];

const PASSWORD = 'An0ther&long!';

describe('the audit log', () => {
  let server: TestServer;
  let admin: string;
  let adminUuid: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.asAdmin();
    adminUuid = (await server.db.query<{ uuid: string }>('select uuid::text as uuid from users where user_name = $1', [ADMIN.user_name]))[0]?.uuid ?? '';
  });
  afterAll(() => server.close());

  const get = (url: string, cookie = admin) => server.send({ method: 'GET', url, cookie });
  const lastId = async () => (await server.db.query<{ id: string }>('select coalesce(max(id), 0)::text as id from audit_log'))[0]?.id ?? '0';
  /** The entries written since `mark` (oldest first), as the API shows them. */
  const entriesSince = async (mark: string): Promise<Entry[]> => {
    const rows = await server.db.query<Entry>(
      `select id::text as id, at, actor_uuid::text as actor_uuid, actor_name, impersonator_uuid::text as impersonator_uuid, client_address,
              action, target_type, target_id, target_name, details
         from audit_log where id > $1 order by id`,
      [mark],
    );
    return rows;
  };
  /** Runs `change` and returns the entries it wrote. */
  const written = async (change: () => Promise<unknown>): Promise<Entry[]> => {
    const mark = await lastId();
    await change();
    return entriesSince(mark);
  };

  describe('sign-in', () => {
    it('records a password sign-in as the user, and a failure under the name tried with no uuid and no password', async () => {
      await addUser(server.db, { userName: 'signer', password: PASSWORD });
      const ok = await written(() => server.signIn('signer', PASSWORD));
      expect(ok).toEqual([expect.objectContaining({ action: 'auth.login', actor_name: 'signer', target_name: 'signer', details: { method: 'password' } })]);
      expect(ok[0]?.actor_uuid).toMatch(/^[0-9a-f-]{36}$/);

      const failed = await written(() => server.send({ method: 'POST', url: '/api/login', payload: { user_name: 'signer', password: 'wrong-Secret-1!' } }));
      expect(failed).toEqual([expect.objectContaining({ action: 'auth.login_failed', actor_uuid: null, actor_name: 'signer', details: { method: 'password', reason: 'credentials' } })]);
      expect(JSON.stringify(failed)).not.toContain('wrong-Secret-1!');

      const unknown = await written(() => server.send({ method: 'POST', url: '/api/login', payload: { user_name: 'nobody-here', password: 'x' } }));
      expect(unknown).toEqual([expect.objectContaining({ action: 'auth.login_failed', actor_uuid: null, actor_name: 'nobody-here' })]);
    });

    it('records failed LDAP, e-mail code and SAML sign-ins with their method', async () => {
      const ldap = await written(() => server.send({ method: 'POST', url: '/api/login/ldap', payload: { user_name: 'dirk', password: 'pw-secret', domain: 'corp' } }));
      expect(ldap).toEqual([expect.objectContaining({ action: 'auth.login_failed', actor_name: 'dirk', details: { method: 'ldap', reason: 'credentials' } })]);

      const code = await written(() =>
        server.send({ method: 'POST', url: '/api/login/verify', payload: { user_name: 'signer', password: 'bad-Secret-2!', verification_code: '123456', remember_me: false } }),
      );
      expect(code).toEqual([expect.objectContaining({ action: 'auth.login_failed', actor_name: 'signer', details: { method: 'email_code', reason: 'credentials' } })]);
      expect(JSON.stringify(code)).not.toMatch(/bad-Secret-2!|123456/);

      const saml = await written(() => server.send({ method: 'POST', url: '/api/login', payload: { saml_token: 'not-a-token' } }));
      expect(saml).toEqual([expect.objectContaining({ action: 'auth.login_failed', actor_uuid: null, details: { method: 'saml', reason: 'saml_refused' } })]);
    });

    it('records a logout as the user who left', async () => {
      const cookie = await server.signIn('signer', PASSWORD);
      const entries = await written(() => server.send({ method: 'GET', url: '/api/logout', cookie }));
      expect(entries).toEqual([expect.objectContaining({ action: 'auth.logout', actor_name: 'signer', target_name: 'signer' })]);
    });
  });

  describe('users', () => {
    it('records a creation, an update (fields with before and after, the password only named) and a deletion, one entry each', async () => {
      let uuid = '';
      const created = await written(async () => {
        const reply = await server.send({ method: 'POST', url: '/api/settings/users', payload: { user_name: 'newbie', password: PASSWORD, first_name: 'New' }, cookie: admin });
        expect(reply.statusCode, reply.body).toBe(201);
        uuid = reply.json<{ uuid: string }>().uuid;
      });
      expect(created).toEqual([
        expect.objectContaining({ action: 'user.created', actor_uuid: adminUuid, actor_name: 'admin', target_type: 'user', target_id: uuid, target_name: 'newbie' }),
      ]);

      const updated = await written(async () => {
        const reply = await server.send({ method: 'PUT', url: `/api/settings/users/${uuid}`, payload: { uuid, first_name: 'Renewed', password: 'Brand&new-pass1' }, cookie: admin });
        expect(reply.statusCode, reply.body).toBe(200);
      });
      expect(updated).toHaveLength(1);
      expect(updated[0]).toMatchObject({ action: 'user.updated', target_id: uuid, details: { fields: ['first_name', 'password'], first_name: { from: 'New', to: 'Renewed' } } });
      expect(JSON.stringify(updated)).not.toMatch(/Brand&new-pass1|password_hash|\$argon|\$scrypt/);

      const deleted = await written(async () => { expect((await server.send({ method: 'DELETE', url: `/api/settings/users/${uuid}`, cookie: admin })).statusCode).toBe(204); });
      expect(deleted).toEqual([expect.objectContaining({ action: 'user.deleted', target_id: uuid, target_name: 'newbie', details: { count: 1, users: ['newbie'] } })]);
    });

    it('writes nothing for a change that is refused (a duplicate name)', async () => {
      const entries = await written(async () => {
        const reply = await server.send({ method: 'POST', url: '/api/settings/users', payload: { user_name: 'admin' }, cookie: admin });
        expect(reply.statusCode).toBe(409);
      });
      expect(entries).toEqual([]);
    });

    it('records a bulk deletion and a bulk role assignment as one entry each, with the users named', async () => {
      const ids = [await addUser(server.db, { userName: 'bulk1', password: PASSWORD }), await addUser(server.db, { userName: 'bulk2', password: PASSWORD })];
      const assigned = await written(async () => {
        const reply = await server.send({ method: 'PUT', url: '/api/settings/users/assign_role', payload: { role_id: IT_ROLE_ID, selection: { ids, include: true } }, cookie: admin });
        expect(reply.statusCode, reply.body).toBe(200);
      });
      expect(assigned).toHaveLength(1);
      expect(assigned[0]).toMatchObject({ action: 'role.assigned', target_type: 'role', target_id: IT_ROLE_ID, target_name: 'IT', details: { count: 2 } });
      expect((assigned[0]?.details['users'] as string[]).sort()).toEqual(['bulk1', 'bulk2']);

      const deleted = await written(async () => {
        const reply = await server.send({ method: 'DELETE', url: '/api/settings/users', payload: { selection: { ids, include: true } }, cookie: admin });
        expect(reply.statusCode, reply.body).toBe(200);
      });
      expect(deleted).toHaveLength(1);
      expect(deleted[0]).toMatchObject({ action: 'user.deleted', target_id: null, target_name: '2 users', details: { count: 2 } });
      expect((deleted[0]?.details['users'] as string[]).sort()).toEqual(['bulk1', 'bulk2']);
    });

    it('records an API key reset with the key, never its secret', async () => {
      let secret = '';
      const entries = await written(async () => {
        const reply = await server.send({ method: 'POST', url: `/api/settings/users/${adminUuid}/api_key`, cookie: admin });
        expect(reply.statusCode, reply.body).toBe(200);
        secret = reply.json<{ api_secret: string }>().api_secret;
      });
      expect(entries).toEqual([expect.objectContaining({ action: 'api_key.reset', target_id: adminUuid, target_name: 'admin' })]);
      expect(JSON.stringify(entries)).not.toContain(secret);
    });

    it('records a password change by its owner without the password', async () => {
      await addUser(server.db, { userName: 'changer', password: PASSWORD });
      const cookie = await server.signIn('changer', PASSWORD);
      const entries = await written(async () => {
        const reply = await server.send({ method: 'PUT', url: '/api/self/password', payload: { old: PASSWORD, new: 'Fresh&long-pass9' }, cookie });
        expect(reply.statusCode, reply.body).toBeLessThan(300);
      });
      expect(entries).toEqual([expect.objectContaining({ action: 'user.password_reset', actor_name: 'changer', target_name: 'changer' })]);
      expect(JSON.stringify(entries)).not.toMatch(/Fresh&long-pass9|An0ther&long!/);
    });
  });

  describe('roles', () => {
    it('records a role created, updated and deleted; a deletion refused (role in use) writes nothing', async () => {
      let uuid = '';
      const created = await written(async () => {
        const reply = await server.send({ method: 'POST', url: '/api/settings/roles', payload: { name: 'Auditors', permissions: { Audit: ['View'] } }, cookie: admin });
        expect(reply.statusCode, reply.body).toBe(201);
        uuid = reply.json<{ uuid: string }>().uuid;
      });
      expect(created).toEqual([expect.objectContaining({ action: 'role.created', target_id: uuid, target_name: 'Auditors' })]);

      const updated = await written(async () => {
        const reply = await server.send({ method: 'PUT', url: `/api/settings/roles/${uuid}`, payload: { uuid, name: 'Log readers', permissions: { Audit: ['View'] } }, cookie: admin });
        expect(reply.statusCode, reply.body).toBe(200);
      });
      expect(updated).toHaveLength(1);
      expect(updated[0]).toMatchObject({ action: 'role.updated', target_name: 'Log readers', details: { name: { from: 'Auditors', to: 'Log readers' } } });

      await server.db.query("insert into users (user_name, role_id) values ('holder', $1)", [uuid]);
      const refused = await written(async () => { expect((await server.send({ method: 'DELETE', url: `/api/settings/roles/${uuid}`, cookie: admin })).statusCode).toBe(409); });
      expect(refused).toEqual([]);
      await server.db.query("delete from users where user_name = 'holder'");
      const deleted = await written(async () => { expect((await server.send({ method: 'DELETE', url: `/api/settings/roles/${uuid}`, cookie: admin })).statusCode).toBe(204); });
      expect(deleted).toEqual([expect.objectContaining({ action: 'role.deleted', target_id: uuid, target_name: 'Log readers' })]);
    });
  });

  describe('impersonation', () => {
    it('records the start as the admin and the stop as the impersonated session, with the impersonator', async () => {
      const target = await addUser(server.db, { userName: 'played', password: PASSWORD });
      let acting = '';
      const started = await written(async () => {
        const reply = await server.send({ method: 'POST', url: '/api/impersonate_login', payload: { user_id: target }, cookie: admin });
        expect(reply.statusCode, reply.body).toBe(200);
        acting = sessionCookie(reply);
      });
      expect(started).toEqual([expect.objectContaining({ action: 'impersonation.started', actor_uuid: adminUuid, target_id: target, target_name: 'played', details: { kind: 'user' } })]);

      const stopped = await written(async () => { expect((await get('/api/impersonate_logout', acting)).statusCode).toBe(200); });
      expect(stopped).toEqual([expect.objectContaining({ action: 'impersonation.stopped', actor_uuid: target, impersonator_uuid: adminUuid, target_id: target })]);
      admin = await server.asAdmin();
    });

    it('records connecting as a data scope and leaving it; leaving when not connected records nothing', async () => {
      const [scope] = await server.db.query<{ uuid: string }>("insert into data_scopes (name) values ('Audit scope') returning uuid::text as uuid");
      const cookie = await server.asUserWith({ Settings: ['DataScopeImpersonation'] }, 'scoper');
      let connected = '';
      const started = await written(async () => {
        const reply = await server.send({ method: 'POST', url: '/api/data_scope_impersonation_login', payload: { data_scope_id: scope?.uuid, origin: 'test' }, cookie });
        expect(reply.statusCode, reply.body).toBe(200);
        connected = sessionCookie(reply);
      });
      expect(started).toEqual([expect.objectContaining({ action: 'impersonation.started', actor_name: 'scoper', target_type: 'data_scope', target_id: scope?.uuid, target_name: 'Audit scope', details: { kind: 'data_scope' } })]);
      let left = '';
      const stopped = await written(async () => {
        const reply = await get('/api/data_scope_impersonation_logout', connected);
        expect(reply.statusCode, reply.body).toBe(200);
        left = sessionCookie(reply);
      });
      expect(stopped).toEqual([expect.objectContaining({ action: 'impersonation.stopped', target_id: scope?.uuid, details: { kind: 'data_scope' } })]);
      const again = await written(async () => { expect((await get('/api/data_scope_impersonation_logout', left)).statusCode).toBe(200); });
      expect(again).toEqual([]);
    });
  });

  describe('the transaction', () => {
    it('drops the entry when the change it records fails', async () => {
      const mark = await lastId();
      await expect(
        server.db.transaction(async (tx) => {
          await recordAudit(tx, { uuid: null, name: 'system' }, { action: 'settings.updated' });
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect(await entriesSince(mark)).toEqual([]);
    });
  });

  describe('reading', () => {
    it('needs Audit.View', async () => {
      const without = await server.asUserWith({ Settings: ['View'] });
      for (const url of ['/api/audit', '/api/audit/export', '/api/audit/actions']) {
        expect((await get(url, without)).statusCode, url).toBe(403);
        expect((await server.send({ method: 'GET', url })).statusCode, url).toBe(401);
      }
      const auditor = await server.asUserWith({ Audit: ['View'] });
      expect((await get('/api/audit', auditor)).statusCode).toBe(200);
    });

    it('filters by user, exact action, area prefix, time and names', async () => {
      await server.db.query(
        `insert into audit_log (at, actor_uuid, actor_name, action, target_type, target_name) values
           ('2020-01-01T10:00:00Z', $1, 'admin', 'user.created', 'user', 'filter-alpha'),
           ('2020-01-02T10:00:00Z', $1, 'admin', 'user.deleted', 'user', 'filter-beta'),
           ('2020-01-03T10:00:00Z', null, 'filter-guess', 'auth.login_failed', null, null)`,
        [adminUuid],
      );
      const list = async (query: string) => {
        const reply = await get(`/api/audit?${query}`);
        expect(reply.statusCode, reply.body).toBe(200);
        return reply.json<Schemas['AuditEntryList']>();
      };
      const window = 'from=2020-01-01T00:00:00Z&to=2020-01-04T00:00:00Z';
      expect((await list(window)).data.map((entry) => entry.action)).toEqual(['auth.login_failed', 'user.deleted', 'user.created']);
      expect((await list(`${window}&action=user.`)).data.map((entry) => entry.target_name)).toEqual(['filter-beta', 'filter-alpha']);
      expect((await list(`${window}&action=user.created`)).data.map((entry) => entry.target_name)).toEqual(['filter-alpha']);
      expect((await list(`${window}&user=${adminUuid}`)).meta.total).toBe(2);
      expect((await list('from=2020-01-02T10:00:00Z&to=2020-01-03T10:00:00Z')).data.map((entry) => entry.target_name)).toEqual(['filter-beta']);
      expect((await list('search=FILTER-GU')).data.map((entry) => entry.actor_name)).toEqual(['filter-guess']);
      expect((await list('search=filter-al')).data.map((entry) => entry.target_name)).toEqual(['filter-alpha']);
      expect((await list('search=%25')).meta.total).toBe(0);
    });

    it('refuses a bad filter or a foreign cursor with 400', async () => {
      for (const url of ['/api/audit?from=2020-02-01T00:00:00Z&to=2020-01-01T00:00:00Z', '/api/audit?action=User.Created', '/api/audit?user=42', '/api/audit?cursor=abc.def']) {
        const reply = await get(url);
        expect(reply.statusCode, url).toBe(400);
        expect(reply.json<Schemas['Error']>().message, url).toBeTruthy();
      }
      const first = (await get('/api/audit?size=1')).json<Schemas['AuditEntryList']>();
      // A cursor of one list is no cursor of another (other filters).
      expect((await get(`/api/audit?size=1&action=user.&cursor=${first.meta.next_cursor ?? ''}`)).statusCode).toBe(400);
    });

    it('walks the whole log newest first with cursors, each entry once, entries at the same time by id', async () => {
      await server.db.query(
        `insert into audit_log (at, actor_name, action, target_name) select '2019-06-01T00:00:00Z', 'pager', 'settings.updated', 'page-' || i from generate_series(1, 7) as i`,
      );
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const reply = await get(`/api/audit?search=pager&size=3${cursor ? `&cursor=${cursor}` : ''}`);
        expect(reply.statusCode, reply.body).toBe(200);
        const page = reply.json<Schemas['AuditEntryList']>();
        expect(page.meta.total).toBe(7);
        expect(page.meta.page).toBe(pages);
        seen.push(...page.data.map((entry) => entry.target_name ?? ''));
        cursor = page.meta.next_cursor;
        pages += 1;
      } while (cursor);
      expect(pages).toBe(3);
      expect(seen).toEqual(['page-7', 'page-6', 'page-5', 'page-4', 'page-3', 'page-2', 'page-1']);
    });

    it('exports the selected entries as formula-safe CSV', async () => {
      await server.db.query(
        `insert into audit_log (at, actor_name, client_address, action, target_type, target_id, target_name, details)
         values ('2018-03-04T05:06:07Z', '=cmd|calc', '10.0.0.9', 'role.created', 'role', 'r1', '+SUM(A1), "quoted"', '{"n":1}')`,
      );
      const reply = await get('/api/audit/export?from=2018-01-01T00:00:00Z&to=2018-12-31T00:00:00Z');
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.headers['content-type']).toContain('text/csv');
      expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(reply.body).toBe(
        'at,actor,impersonator,client_address,action,target_type,target_id,target_name,details\r\n' +
          `2018-03-04T05:06:07.000Z,'=cmd|calc,,10.0.0.9,role.created,role,r1,"'+SUM(A1), ""quoted""","{""n"":1}"\r\n`,
      );
    });

    it('lists every action the server records, each with a label and an area', async () => {
      const reply = await get('/api/audit/actions');
      expect(reply.statusCode).toBe(200);
      const actions = reply.json<Schemas['AuditActionList']>().data;
      expect(actions).toEqual(AUDIT_ACTIONS);
      expect(new Set(actions.map((entry) => entry.action)).size).toBe(actions.length);
      // Every action a module of the server writes is in the catalogue (so the filter offers it).
      const catalogue = new Set(actions.map((entry) => entry.action));
      const src = join(import.meta.dirname, '..');
      const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
      const written = new Set(files.flatMap((file) => [...readFileSync(join(src, file), 'utf8').matchAll(/action: '([a-z_]+\.[a-z_]+)'/g)].map((match) => match[1] ?? '')));
      expect(written.size).toBeGreaterThan(15);
      expect([...written].filter((action) => !catalogue.has(action))).toEqual([]);
    });
  });
});
