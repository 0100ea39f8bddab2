import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../settings/store.js';
import { addUser, startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { LOCKOUT_KEY } from './lockout.js';

describe('lockout settings', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await addUser(server.db, { userName: 'kim', password: 'Right-pass-1' });
    await writeSetting(server.db, LOCKOUT_KEY, { account_limit: 2, ip_limit: 3, lock_minutes: 30 });
  });
  afterAll(() => server.close());

  const attempt = (user_name: string, password: string, remoteAddress: string) =>
    server.send({ method: 'POST', url: '/api/login', payload: { user_name, password }, remoteAddress });

  it('locks an account at the configured count, for the configured time', async () => {
    expect((await attempt('kim', 'wrong', '10.1.0.1')).statusCode).toBe(401);
    expect((await attempt('kim', 'wrong', '10.1.0.1')).statusCode).toBe(401);
    const locked = await attempt('kim', 'Right-pass-1', '10.1.0.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json<Schemas['Error']>()).toMatchObject({ protection: 'account', minutes: 30 });
    expect(locked.json<Schemas['Error']>().message).toContain('Please try again in 30 minutes');
  });

  it('locks an address at the configured count', async () => {
    for (const name of ['a', 'b', 'c']) expect((await attempt(name, 'wrong', '10.2.0.1')).statusCode).toBe(401);
    expect((await attempt('d', 'wrong', '10.2.0.1')).json<Schemas['Error']>()).toMatchObject({ status: 429, protection: 'ip', minutes: 30 });
  });

  it('counts over the configured window only', async () => {
    await writeSetting(server.db, LOCKOUT_KEY, { account_limit: 2, window_minutes: 1 });
    await attempt('window', 'wrong', '10.3.0.1');
    // The first failure fell out of the window: the count starts again.
    await server.db.query("update login_failures set window_started_at = now() - interval '2 minutes' where key = 'account:window'");
    expect((await attempt('window', 'wrong', '10.3.0.1')).statusCode).toBe(401);
    expect((await attempt('window', 'wrong', '10.3.0.1')).statusCode).toBe(401);
    expect((await attempt('window', 'wrong', '10.3.0.1')).statusCode).toBe(429);
  });
});
