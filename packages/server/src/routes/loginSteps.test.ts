import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EULA_KEY, PASSWORD_EXPIRY_KEY } from '../auth/login.js';
import { SESSION_COOKIE } from '../auth/sessions.js';
import { TWO_FACTOR_KEY } from '../auth/twoFactor.js';
import { writeSetting } from '../settings/store.js';
import { addUser, mailsTo, startTestServer, type Schemas, type TestServer } from '../testing/harness.js';

const PASSWORD = 'Right-pass-1';
const TERMS = 'Use Vigil only for the assets you are responsible for.';

describe('login steps: terms, second factor, password expiry', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  afterEach(async () => {
    for (const key of [EULA_KEY, TWO_FACTOR_KEY, PASSWORD_EXPIRY_KEY]) await writeSetting(server.db, key, {});
    vi.restoreAllMocks();
  });

  const login = (userName: string, extra: object = {}) =>
    server.send({ method: 'POST', url: '/api/login', payload: { user_name: userName, password: PASSWORD, ...extra } });
  const agreedAt = async (userName: string) =>
    (await server.db.query<{ eula_agreed_at: Date | null }>('select eula_agreed_at from users where user_name = $1', [userName]))[0]?.eula_agreed_at;

  it('signs in at once while no step is enabled', async () => {
    await addUser(server.db, { userName: 'plain', password: PASSWORD });
    const reply = await login('plain');
    expect(reply.statusCode).toBe(200);
    expect(reply.json<Schemas['LoginReply']>().meta.user_data?.user_name).toBe('plain');
  });

  it('asks for the terms once, records the agreement, then signs in', async () => {
    await writeSetting(server.db, EULA_KEY, { enabled: true, text: TERMS });
    await addUser(server.db, { userName: 'eula1', password: PASSWORD });

    const asked = await login('eula1');
    expect(asked.statusCode).toBe(200);
    expect(asked.json<Schemas['LoginReply']>()).toEqual({ meta: { request_eula: true, eula_text: TERMS } });
    expect(asked.cookies).toEqual([]);
    expect(await agreedAt('eula1')).toBeNull();

    const agreed = await login('eula1', { eula_agreed: true });
    expect(agreed.statusCode).toBe(200);
    expect(agreed.cookies.find((c) => c.name === SESSION_COOKIE)).toBeDefined();
    expect(await agreedAt('eula1')).toBeInstanceOf(Date);

    // Once agreed, later logins go straight through.
    expect((await login('eula1')).json<Schemas['LoginReply']>().meta.user_data?.user_name).toBe('eula1');
  });

  it('does not record an agreement for wrong credentials', async () => {
    await writeSetting(server.db, EULA_KEY, { enabled: true, text: TERMS });
    await addUser(server.db, { userName: 'eula2', password: PASSWORD });
    const wrong = await server.send({ method: 'POST', url: '/api/login', payload: { user_name: 'eula2', password: 'Wrong-pass-1', eula_agreed: true } });
    expect(wrong.statusCode).toBe(401);
    expect(await agreedAt('eula2')).toBeNull();
  });

  it('takes the terms before the second factor', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await writeSetting(server.db, EULA_KEY, { enabled: true, text: TERMS });
    await writeSetting(server.db, TWO_FACTOR_KEY, { enabled: true });
    await addUser(server.db, { userName: 'both', password: PASSWORD, email: 'both@example.com' });

    expect((await login('both')).json<Schemas['LoginReply']>().meta).toEqual({ request_eula: true, eula_text: TERMS });
    expect((await login('both', { eula_agreed: true })).json<Schemas['LoginReply']>().meta).toEqual({
      request_2fa_code: true,
      user_email: 'both@example.com',
    });
    expect(await agreedAt('both')).toBeInstanceOf(Date);
  });

  describe('password expiry', () => {
    const validToken = async (token: string) =>
      (await server.send({ method: 'GET', url: `/api/settings/users/tokens/validate/${token}` })).json<Schemas['ResetTokenValidityReply']>().data.attributes.value
        .valid;
    const expire = (userName: string) =>
      server.db.query("update users set password_changed_at = now() - interval '31 days' where user_name = $1", [userName]);

    it('answers 403 \'password expired\' with a reset token, which sets a new password', async () => {
      await writeSetting(server.db, PASSWORD_EXPIRY_KEY, { days: 30 });
      await addUser(server.db, { userName: 'old', password: PASSWORD });
      expect((await login('old')).statusCode).toBe(200);
      await expire('old');

      const expired = await login('old');
      expect(expired.statusCode).toBe(403);
      expect(expired.cookies).toEqual([]);
      const body = expired.json<Schemas['PasswordExpiredError']>();
      expect(body).toMatchObject({ status: 403, message: 'password expired' });
      expect(body.token.length).toBeGreaterThanOrEqual(43);

      expect(await validToken(body.token)).toBe(true);
      const reset = await server.send({ method: 'PUT', url: '/api/settings/users/tokens/reset', payload: { token: body.token, password: 'Brand-new-pass-2' } });
      expect(reset.statusCode).toBe(204);

      // The new password works, and expiry starts again.
      const after = await server.send({ method: 'POST', url: '/api/login', payload: { user_name: 'old', password: 'Brand-new-pass-2' } });
      expect(after.statusCode).toBe(200);
    });

    it('is off by default and leaves recent passwords alone', async () => {
      await addUser(server.db, { userName: 'ancient', password: PASSWORD });
      await expire('ancient');
      expect((await login('ancient')).statusCode).toBe(200);
      await writeSetting(server.db, PASSWORD_EXPIRY_KEY, { days: 60 });
      expect((await login('ancient')).statusCode).toBe(200);
    });

    it('comes after the second factor: a password alone gets no reset token', async () => {
      vi.spyOn(console, 'log').mockImplementation(() => undefined);
      await writeSetting(server.db, PASSWORD_EXPIRY_KEY, { days: 30 });
      await writeSetting(server.db, TWO_FACTOR_KEY, { enabled: true });
      await addUser(server.db, { userName: 'old2fa', password: PASSWORD, email: 'old2fa@example.com' });
      await expire('old2fa');

      expect((await login('old2fa')).json<Schemas['LoginReply']>().meta.request_2fa_code).toBe(true);
      await server.send({ method: 'PATCH', url: '/api/login/send_2fa_code', payload: { user_name: 'old2fa' } });
      const code = /code is (\d{6})\./.exec((await mailsTo(server, 'old2fa@example.com'))[0]?.text ?? '')?.[1];
      const verified = await server.send({
        method: 'POST',
        url: '/api/login/verify',
        payload: { verification_code: code, user_name: 'old2fa', password: PASSWORD, remember_me: false },
      });
      expect(verified.statusCode).toBe(403);
      const body = verified.json<Schemas['PasswordExpiredError']>();
      expect(body.message).toBe('password expired');
      expect(await validToken(body.token)).toBe(true);
      expect(verified.cookies).toEqual([]);
    });
  });

  it("keeps the spec's sentence for a login that does not fit", async () => {
    const reply = await server.send({ method: 'POST', url: '/api/login', payload: { user_name: 'someone' } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json<Schemas['Error']>().message).toBe('user_name & password are must');
  });
});
