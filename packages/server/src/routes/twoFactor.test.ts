import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../auth/sessions.js';
import { TWO_FACTOR_KEY } from '../auth/twoFactor.js';
import { SMTP_KEY } from '../mail/index.js';
import { writeSetting } from '../settings/store.js';
import { addUser, mailsTo, startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { startSmtpServer } from '../testing/smtp.js';

const PASSWORD = 'Right-pass-1';

describe('e-mail second factor', () => {
  let server: TestServer;
  let n = 0;
  /** A fresh user per test, so counters and codes of one test do not leak into the next. */
  let user: { user_name: string; email: string };

  beforeAll(async () => {
    server = await startTestServer();
    await writeSetting(server.db, TWO_FACTOR_KEY, { enabled: true });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    n += 1;
    user = { user_name: `tfa${n}`, email: `tfa${n}@example.com` };
    await addUser(server.db, { userName: user.user_name, password: PASSWORD, email: user.email });
    return () => vi.restoreAllMocks();
  });

  const login = (userName = user.user_name, password = PASSWORD) =>
    server.send({ method: 'POST', url: '/api/login', payload: { user_name: userName, password } });
  const sendCode = (userName = user.user_name) => server.send({ method: 'PATCH', url: '/api/login/send_2fa_code', payload: { user_name: userName } });
  const verify = (code: string, extra: object = {}) =>
    server.send({
      method: 'POST',
      url: '/api/login/verify',
      payload: { verification_code: code, user_name: user.user_name, password: PASSWORD, remember_me: false, ...extra },
    });
  const lastCode = async () => {
    const [mail] = await mailsTo(server, user.email);
    const code = /code is (\d{6})\./.exec(mail?.text ?? '')?.[1];
    if (!code) throw new Error('no code was mailed');
    return code;
  };
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('asks for a code instead of a session, mails it, and signs in with it', async () => {
    const first = await login();
    expect(first.statusCode).toBe(200);
    expect(first.json<Schemas['LoginReply']>()).toEqual({ meta: { request_2fa_code: true, user_email: user.email } });
    expect(first.cookies).toEqual([]);

    expect((await sendCode()).statusCode).toBe(204);
    const [mail] = await mailsTo(server, user.email);
    expect(mail?.subject).toBe('Your Vigil verification code');
    const code = await lastCode();
    // Only a hash is stored.
    const [row] = await server.db.query<{ code_hash: string }>('select code_hash from two_factor_codes');
    expect(row?.code_hash).not.toContain(code);

    const done = await verify(code, { remember_me: true });
    expect(done.statusCode).toBe(200);
    expect(done.json<Schemas['LoginReply']>().meta.user_data?.user_name).toBe(user.user_name);
    expect(done.cookies.find((c) => c.name === SESSION_COOKIE)?.maxAge).toBeGreaterThan(0);
    // A code works once.
    expect((await verify(code)).json<Schemas['Error']>()).toEqual({ status: 401, message: 'Code expired. Send again.' });
  });

  it('sends through the SMTP server when one is set', async () => {
    const smtp = await startSmtpServer();
    await writeSetting(server.db, SMTP_KEY, { host: '127.0.0.1', port: smtp.port });
    try {
      await login();
      expect((await sendCode()).statusCode).toBe(204);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toMatch(new RegExp(`^To: ${user.email}$`, 'm'));
      const code = /code is (\d{6})\./.exec(smtp.messages[0] ?? '')?.[1] ?? '';
      expect((await verify(code)).statusCode).toBe(200);
      expect(await mailsTo(server, user.email)).toEqual([]);
    } finally {
      await writeSetting(server.db, SMTP_KEY, {});
      await smtp.close();
    }
  });

  it("answers 'Failed to send code' when the mail cannot go out", async () => {
    const smtp = await startSmtpServer();
    await smtp.close();
    await writeSetting(server.db, SMTP_KEY, { host: '127.0.0.1', port: smtp.port });
    try {
      await login();
      const failed = await sendCode();
      expect(failed.statusCode).toBe(503);
      expect(failed.json<Schemas['Error']>().message).toBe('Failed to send code');
    } finally {
      await writeSetting(server.db, SMTP_KEY, {});
    }
  });

  it('replaces the code on resend', async () => {
    await login();
    await sendCode();
    const first = await lastCode();
    await sendCode();
    const second = await lastCode();
    expect(await mailsTo(server, user.email)).toHaveLength(2);
    if (first !== second) expect((await verify(first)).json<Schemas['Error']>().message).toBe('Wrong verification code.');
    expect((await verify(second)).statusCode).toBe(200);
  });

  it("answers 'Code expired. Send again.' for an expired code", async () => {
    await login();
    await sendCode();
    const code = await lastCode();
    await server.db.query("update two_factor_codes set code_expires_at = now() - interval '1 second'");
    const expired = await verify(code);
    expect(expired.statusCode).toBe(401);
    expect(expired.json<Schemas['Error']>()).toEqual({ status: 401, message: 'Code expired. Send again.' });
    expect(expired.cookies).toEqual([]);
  });

  it('locks after too many wrong codes, with the spec text, even for the right code', async () => {
    await login();
    await sendCode();
    const code = await lastCode();
    for (let i = 0; i < 4; i += 1) {
      const wrong = await verify(otherCode(code));
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json<Schemas['Error']>().message).toBe('Wrong verification code.');
    }
    const locked = await verify(otherCode(code));
    expect(locked.statusCode).toBe(429);
    expect(locked.json<Schemas['Error']>()).toEqual({
      status: 429,
      title: 'Too Many 2FA Attempts',
      message: 'Maximum number of attempts exceeded. Try again in 5 minutes.',
      minutes: 5,
    });
    expect((await verify(code)).statusCode).toBe(429);
    expect((await sendCode()).statusCode).toBe(429);
    // After the lock the old code is gone: a new one must be sent.
    await server.db.query("delete from login_failures where key like '2fa%'");
    expect((await verify(code)).json<Schemas['Error']>().message).toBe('Code expired. Send again.');
  });

  it('follows the attempt limit and lock length of the settings', async () => {
    await writeSetting(server.db, TWO_FACTOR_KEY, { enabled: true, max_attempts: 2, lock_minutes: 7 });
    try {
      await login();
      await sendCode();
      const code = await lastCode();
      expect((await verify(otherCode(code))).statusCode).toBe(401);
      expect((await verify(otherCode(code))).json<Schemas['Error']>()).toMatchObject({ status: 429, minutes: 7 });
    } finally {
      await writeSetting(server.db, TWO_FACTOR_KEY, { enabled: true });
    }
  });

  it('checks the password again', async () => {
    await login();
    await sendCode();
    const wrong = await verify(await lastCode(), { password: 'Wrong-pass-1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<Schemas['Error']>()).toEqual({ status: 401, message: 'Login failed.' });
    expect(wrong.cookies).toEqual([]);
  });

  it('mails nobody without a recent good password, and answers alike for unknown names', async () => {
    const unknown = await sendCode('nobody-here');
    const noPassword = await sendCode();
    for (const reply of [unknown, noPassword]) {
      expect(reply.statusCode).toBe(204);
      expect(reply.body).toBe('');
    }
    expect(await mailsTo(server, user.email)).toEqual([]);
    // A wrong password does not open the way either.
    await login(user.user_name, 'Wrong-pass-1');
    await sendCode();
    expect(await mailsTo(server, user.email)).toEqual([]);
  });

  it('limits sends per name, known or not', async () => {
    await login();
    for (let i = 0; i < 5; i += 1) expect((await sendCode()).statusCode).toBe(204);
    expect((await sendCode()).json<Schemas['Error']>()).toMatchObject({ status: 429, title: 'Too Many 2FA Attempts' });
    expect(await mailsTo(server, user.email)).toHaveLength(5);
    for (let i = 0; i < 5; i += 1) await sendCode('ghost');
    expect((await sendCode('ghost')).statusCode).toBe(429);
  });

  it("refuses an incomplete verification with 'Invalid payload' and changes nothing", async () => {
    await login();
    await sendCode();
    const code = await lastCode();
    const missing = await server.send({ method: 'POST', url: '/api/login/verify', payload: { verification_code: code, user_name: user.user_name, password: PASSWORD } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<Schemas['Error']>().message).toBe('Invalid payload');
    const short = await verify('12345');
    expect(short.statusCode).toBe(400);
    expect((await verify(code)).statusCode).toBe(200);
  });

  it('refuses a user without an e-mail address, who could never get a code', async () => {
    await addUser(server.db, { userName: `nomail${n}`, password: PASSWORD });
    const refused = await login(`nomail${n}`);
    expect(refused.statusCode).toBe(401);
    expect(refused.cookies).toEqual([]);
  });
});
