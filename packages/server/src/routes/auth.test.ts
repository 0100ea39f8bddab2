import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { SESSION_COOKIE } from '../auth/sessions.js';
import { hashPassword } from '../auth/passwords.js';
import { sessionCookie, startTestServer, type Schemas, type TestServer } from '../testing/harness.js';

const signup = { contact_email: 'admin@example.com', user_name: 'admin', new_password: 'Str0ng&long!', confirm_new_password: 'Str0ng&long!' };

describe('sign-up, sign-in and the session', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server.close());

  /** Requests as the console sends them: with its CSRF header. */
  const send = (options: InjectOptions) => server.send(options);
  const login = (body: object) => send({ method: 'POST', url: '/api/login', payload: body });

  it('offers signup while no admin exists, then closes it', async () => {
    const before = await send({ method: 'GET', url: '/api/signup' });
    expect(before.json<Schemas['SignupStatusReply']>().data.attributes.value.admin_exists).toBe(false);

    const mismatch = await send({ method: 'POST', url: '/api/signup', payload: { ...signup, confirm_new_password: 'other' } });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json<Schemas['Error']>().message).toBe('Passwords do not match');

    const weak = await send({ method: 'POST', url: '/api/signup', payload: { ...signup, new_password: 'short', confirm_new_password: 'short' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json<Schemas['Error']>().message).toBe('Password must: Passwords must have minimum 8 characters');
    const policy = await send({ method: 'GET', url: '/api/settings/password_policy' });
    expect(policy.json<Schemas['PasswordPolicyReply']>().data.attributes.value).toMatchObject({ enabled: true, password_length: 8 });

    const created = await send({ method: 'POST', url: '/api/signup', payload: signup });
    expect(created.statusCode).toBe(204);
    const after = await send({ method: 'GET', url: '/api/signup' });
    expect(after.json<Schemas['SignupStatusReply']>().data.attributes.value.admin_exists).toBe(true);

    const again = await send({ method: 'POST', url: '/api/signup', payload: signup });
    expect(again.statusCode).toBe(409);
  });

  it('stores an argon2id hash, never the password', async () => {
    const [row] = await server.db.query<{ password_hash: string }>("select password_hash from users where user_name = 'admin'");
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.password_hash).not.toContain(signup.new_password);
  });

  it('refuses a wrong password and an unknown user alike', async () => {
    const wrong = await login({ user_name: 'admin', password: 'wrong' });
    const unknown = await login({ user_name: 'nobody', password: 'wrong' });
    for (const reply of [wrong, unknown]) {
      expect(reply.statusCode).toBe(401);
      expect(reply.json<Schemas['Error']>()).toEqual({ status: 401, message: 'Login failed.' });
      expect(reply.cookies).toEqual([]);
    }
  });

  it('signs in with an HttpOnly, SameSite session cookie and answers as the contract says', async () => {
    const reply = await login({ user_name: 'admin', password: signup.new_password });
    expect(reply.statusCode).toBe(200);
    const cookie = reply.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43);
    const body = reply.json<Schemas['LoginReply']>();
    expect(body.meta.user_data).toMatchObject({ user_name: 'admin', source: 'internal' });
    expect(body.meta.expires_in).toBeGreaterThan(120);
    expect(body.data?.data.attributes.current_workspace.name).toBe('Global');
  });

  it('keeps a remember-me cookie across browser restarts', async () => {
    const reply = await login({ user_name: 'admin', password: signup.new_password, remember_me: true });
    expect(reply.cookies.find((c) => c.name === SESSION_COOKIE)?.maxAge).toBeGreaterThan(0);
  });

  it('gives a new session token at every login', async () => {
    const first = sessionCookie(await login({ user_name: 'admin', password: signup.new_password }));
    const second = sessionCookie(await send({ method: 'POST', url: '/api/login', payload: { user_name: 'admin', password: signup.new_password }, headers: { cookie: first } }));
    expect(second).not.toBe(first);
    // The session the browser had before signing in again is over.
    const old = await send({ method: 'GET', url: '/api/users/me', headers: { cookie: first } });
    expect(old.statusCode).toBe(401);
  });

  it('tells the signed-in user who they are, refreshes and logs out for good', async () => {
    const cookie = sessionCookie(await login({ user_name: 'admin', password: signup.new_password }));

    const me = await send({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    const user = me.json<Schemas['CurrentUserReply']>().data.attributes.value;
    expect(user).toMatchObject({ user_name: 'admin', email: 'admin@example.com', role_name: 'Admin', predefined: true });

    const refreshed = await send({ method: 'GET', url: '/api/token/refresh', headers: { cookie } });
    expect(refreshed.json<Schemas['RefreshReply']>().meta).toMatchObject({ user_data: { user_name: 'admin' } });

    const out = await send({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    // The token is dead on the server, not only forgotten by the browser.
    const after = await send({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('refuses state changes from other sites', async () => {
    const password = { user_name: 'admin', password: signup.new_password };
    const withoutHeader = await server.app.inject({ method: 'POST', url: '/api/login', payload: password });
    expect(withoutHeader.statusCode).toBe(403);
    const foreign = await send({ method: 'POST', url: '/api/login', payload: password, headers: { origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.cookies).toEqual([]);
    const cookie = sessionCookie(await login(password));
    // GET logout changes state too: a link on another site must not sign the user out.
    const crossSiteLogout = await server.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(crossSiteLogout.statusCode).toBe(403);
    expect((await send({ method: 'GET', url: '/api/users/me', headers: { cookie } })).statusCode).toBe(200);
    // Reads need no header.
    expect((await server.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).statusCode).toBe(200);
  });

  it('applies the contract to signed-in requests too', async () => {
    const cookie = sessionCookie(await login({ user_name: 'admin', password: signup.new_password }));
    const badQuery = await send({ method: 'GET', url: '/api/settings/users?size=abc', headers: { cookie } });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json<Schemas['Error']>().details).toContainEqual({ field: 'query/size', message: 'must be a whole number' });
    // A literal segment wins over a parameter: this is reorder, not a template.
    // (Reorder requires a body, so its contract answers 400; applying a template takes none.)
    const reorder = await send({ method: 'PUT', url: '/api/dashboard/reorder/abc', headers: { cookie } });
    expect(reorder.statusCode).toBe(400);
    expect(reorder.json<Schemas['Error']>().message).toContain('body');
  });

  describe('lockout', () => {
    const attempt = (user_name: string, password: string, remoteAddress: string) =>
      send({ method: 'POST', url: '/api/login', payload: { user_name, password }, remoteAddress });

    beforeAll(async () => {
      await server.db.query("insert into users (user_name, password_hash) values ('jsmith', $1), ('mlee', $1)", [await hashPassword('Right-pass-1')]);
    });

    it('locks an account after 5 failures, even against the right password, with the spec text', async () => {
      for (let i = 0; i < 5; i += 1) expect((await attempt('jsmith', 'wrong', '10.0.0.1')).statusCode).toBe(401);
      const locked = await attempt('jsmith', 'Right-pass-1', '10.0.0.2');
      expect(locked.statusCode).toBe(429);
      expect(locked.json<Schemas['Error']>()).toEqual({
        status: 429,
        title: 'Too Many Login Attempts',
        message:
          'Your account has been temporarily locked due to exceeding the allowed number of failed login attempts. Please try again in 15 minutes or contact the administrator for assistance',
        minutes: 15,
        protection: 'account',
      });
      expect(locked.cookies).toEqual([]);
    });

    it('locks an unknown name the same way, so names cannot be told apart', async () => {
      for (let i = 0; i < 5; i += 1) expect((await attempt('ghost', 'wrong', '10.0.0.3')).statusCode).toBe(401);
      expect((await attempt('ghost', 'wrong', '10.0.0.3')).json<Schemas['Error']>()).toMatchObject({ status: 429, protection: 'account' });
    });

    it('throttles an address that tries many names', async () => {
      for (let i = 0; i < 20; i += 1) await attempt(`guess${i}`, 'wrong', '10.9.9.9');
      const locked = await attempt('mlee', 'Right-pass-1', '10.9.9.9');
      expect(locked.statusCode).toBe(429);
      expect(locked.json<Schemas['Error']>()).toMatchObject({ protection: 'ip', minutes: 15 });
      expect(locked.json<Schemas['Error']>().message).toMatch(/^Your IP has been temporarily locked/);
      // The same account from elsewhere still signs in.
      expect((await attempt('mlee', 'Right-pass-1', '10.0.0.4')).statusCode).toBe(200);
    });

    it("forgets an account's failures after a successful login", async () => {
      for (let i = 0; i < 4; i += 1) await attempt('mlee', 'wrong', '10.0.0.5');
      expect((await attempt('mlee', 'Right-pass-1', '10.0.0.5')).statusCode).toBe(200);
      for (let i = 0; i < 4; i += 1) await attempt('mlee', 'wrong', '10.0.0.5');
      expect((await attempt('mlee', 'Right-pass-1', '10.0.0.5')).statusCode).toBe(200);
    });
  });
});
