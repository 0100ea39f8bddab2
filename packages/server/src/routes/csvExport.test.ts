import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Schemas, type TestServer } from '../testing/harness.js';

describe('CSV exports: chosen columns and filter (csv export config)', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.asAdmin();
    for (const body of [
      { user_name: 'cx_alpha', first_name: '@SUM(A1)', email: 'alpha@example.com' },
      { user_name: 'cx_beta', first_name: '=cmd|calc', email: 'beta@example.com' },
    ]) {
      expect((await server.send({ method: 'POST', url: '/api/settings/users', payload: body, cookie: admin })).statusCode).toBe(201);
    }
  });
  afterAll(() => server.close());

  const get = (url: string) => server.send({ method: 'GET', url, cookie: admin });

  it('writes the users columns chosen, in the order chosen, still formula-safe', async () => {
    const reply = await get('/api/settings/users/csv?search=cx_&sort=user_name&columns=email&columns=user_name&columns=first_name');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.body).toBe("email,user_name,first_name\r\nalpha@example.com,cx_alpha,'@SUM(A1)\r\nbeta@example.com,cx_beta,'=cmd|calc\r\n");
  });

  it('takes one column, and every column in the contract order when none is given', async () => {
    expect((await get('/api/settings/users/csv?search=cx_a&columns=role')).body).toBe('role\r\nOwnerReadOnly\r\n');
    const [header] = (await get('/api/settings/users/csv?search=cx_a')).body.split('\r\n');
    expect(header).toBe('user_name,first_name,last_name,email,source,role,data_scope,disabled,last_updated,last_login');
  });

  it('exports every user when the filter is left out', async () => {
    const all = (await get('/api/settings/users/csv?columns=user_name')).body.split('\r\n').filter(Boolean);
    const total = (await server.db.query<{ n: number }>('select count(*)::int as n from users'))[0]?.n;
    expect(all).toHaveLength((total ?? 0) + 1);
    expect(all).toEqual(expect.arrayContaining(['admin', 'cx_alpha', 'cx_beta']));
  });

  it('answers 400 for an unknown or repeated column, for users and roles', async () => {
    for (const url of [
      '/api/settings/users/csv?columns=password_hash',
      '/api/settings/users/csv?columns=email&columns=email',
      '/api/settings/roles/csv?columns=user_name',
    ]) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(400);
      expect(reply.json<Schemas['Error']>().message, url).toMatch(/columns/);
    }
  });

  it('writes the roles columns chosen, in the order chosen', async () => {
    const reply = await get('/api/settings/roles/csv?search=OwnerReadOnly&columns=users_count&columns=name');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.body).toBe('users_count,name\r\n2,OwnerReadOnly\r\n');
  });
});
