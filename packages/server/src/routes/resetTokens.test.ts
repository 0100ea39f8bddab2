import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_POLICY_KEY } from '../auth/passwordPolicy.js';
import { writeSetting } from '../settings/store.js';
import { addUser, mailsTo, startTestServer, type Schemas, type TestServer } from '../testing/harness.js';

const PASSWORD = 'Right-pass-1';
const NEW_PASSWORD = 'Brand-new-pass-2';
const TOKEN_EXPIRED = 'Sorry, your token expired. Please contact your system administrator.';

describe('password reset tokens', () => {
  let server: TestServer;
  let admin: string;
  let n = 0;
  let user: { uuid: string; user_name: string };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.asAdmin();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    n += 1;
    const userName = `reset${n}`;
    user = { uuid: await addUser(server.db, { userName, password: PASSWORD, email: `${userName}@example.com` }), user_name: userName };
    return () => vi.restoreAllMocks();
  });

  const generate = (method: 'POST' | 'PUT' = 'POST', payload: object = { user_id: user.uuid, user_name: user.user_name }, cookie = admin) =>
    server.send({ method, url: '/api/settings/users/tokens/generate', payload, cookie });
  const tokenOf = async (reply: Awaited<ReturnType<typeof generate>>) => reply.json<Schemas['ResetTokenReply']>().data.attributes.value.token;
  const validate = async (token: string) =>
    (await server.send({ method: 'GET', url: `/api/settings/users/tokens/validate/${encodeURIComponent(token)}` })).json<Schemas['ResetTokenValidityReply']>().data
      .attributes.value.valid;
  const reset = (token: string, password = NEW_PASSWORD) =>
    server.send({ method: 'PUT', url: '/api/settings/users/tokens/reset', payload: { token, password } });
  const loginStatus = async (password: string) =>
    (await server.send({ method: 'POST', url: '/api/login', payload: { user_name: user.user_name, password } })).statusCode;

  it('generates a token with its reset link, stored only as a hash', async () => {
    const reply = await generate();
    expect(reply.statusCode).toBe(200);
    const value = reply.json<Schemas['ResetTokenReply']>().data.attributes.value;
    expect(value.user_id).toBe(user.uuid);
    expect(value.token).toMatch(/^[\w-]{43}$/);
    expect(value.link).toBe(`http://localhost:80/?token=${value.token}`);
    const hours = (Date.parse(value.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    const [row] = await server.db.query<{ token_hash: string }>('select token_hash from reset_tokens where user_uuid = $1', [user.uuid]);
    expect(row?.token_hash).not.toBe(value.token);
    expect(await validate(value.token)).toBe(true);
  });

  it('resets the password once, ends the sessions and lifts the lockout', async () => {
    const session = await server.signIn(user.user_name, PASSWORD);
    for (let i = 0; i < 5; i += 1) await loginStatus('Wrong-pass-1');
    expect(await loginStatus(PASSWORD)).toBe(429);

    const token = await tokenOf(await generate());
    expect((await reset(token)).statusCode).toBe(204);
    const [row] = await server.db.query<{ password_hash: string }>('select password_hash from users where uuid = $1', [user.uuid]);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect((await server.send({ method: 'GET', url: '/api/users/me', cookie: session })).statusCode).toBe(401);
    expect(await loginStatus(PASSWORD)).toBe(401);
    expect(await loginStatus(NEW_PASSWORD)).toBe(200);

    // Spent: it neither validates nor works again.
    expect(await validate(token)).toBe(false);
    const again = await reset(token, 'Another-pass-3');
    expect(again.statusCode).toBe(410);
    expect(again.json<Schemas['Error']>()).toEqual({ status: 410, message: TOKEN_EXPIRED });
  });

  it('refuses an expired or unknown token, and changes nothing', async () => {
    const token = await tokenOf(await generate());
    await server.db.query("update reset_tokens set expires_at = now() - interval '1 second' where user_uuid = $1", [user.uuid]);
    expect(await validate(token)).toBe(false);
    expect((await reset(token)).json<Schemas['Error']>()).toEqual({ status: 410, message: TOKEN_EXPIRED });
    expect(await validate('no-such-token')).toBe(false);
    expect((await reset('no-such-token')).statusCode).toBe(410);
    expect(await loginStatus(PASSWORD)).toBe(200);
  });

  it('follows the token lifetime of the settings', async () => {
    await writeSetting(server.db, 'reset_tokens', { ttl_hours: 2 });
    try {
      const value = (await generate()).json<Schemas['ResetTokenReply']>().data.attributes.value;
      expect((Date.parse(value.expires_at) - Date.now()) / 3_600_000).toBeLessThanOrEqual(2);
    } finally {
      await writeSetting(server.db, 'reset_tokens', {});
    }
  });

  it('enforces the password policy and keeps the token for another try', async () => {
    await writeSetting(server.db, PASSWORD_POLICY_KEY, { password_length: 10, password_min_numbers: 1 });
    try {
      const token = await tokenOf(await generate());
      const weak = await reset(token, 'short');
      expect(weak.statusCode).toBe(400);
      expect(weak.json<Schemas['Error']>().message).toBe('Password must: Passwords must have minimum 10 characters; 1 number');
      expect(await validate(token)).toBe(true);
      expect(await loginStatus(PASSWORD)).toBe(200);
      expect((await reset(token, 'Long-enough-pass-4')).statusCode).toBe(204);
    } finally {
      await writeSetting(server.db, PASSWORD_POLICY_KEY, {});
    }
  });

  it('renews: the previous token stops working', async () => {
    const first = await tokenOf(await generate('POST'));
    const renewed = await generate('PUT');
    expect(renewed.statusCode).toBe(200);
    const second = await tokenOf(renewed);
    expect(second).not.toBe(first);
    expect(await validate(first)).toBe(false);
    expect(await validate(second)).toBe(true);
  });

  it('mails a reset link, or an invitation, with a fresh token', async () => {
    const shown = await tokenOf(await generate());
    const notified = await server.send({
      method: 'POST',
      url: '/api/settings/users/tokens/notify',
      payload: { user_id: user.uuid, email: 'other.address@example.com' },
      cookie: admin,
    });
    expect(notified.statusCode).toBe(204);
    const [mail] = await mailsTo(server, 'other.address@example.com');
    expect(mail?.subject).toBe('Reset your Vigil password');
    const token = /\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(mail?.text).toContain(`http://localhost:80/?token=${token}`);
    expect(await validate(token)).toBe(true);
    expect(await validate(shown)).toBe(false);

    const invited = await server.send({
      method: 'PUT',
      url: '/api/settings/users/tokens/notify',
      payload: { user_id: user.uuid, email: `${user.user_name}@example.com`, invite: true },
      cookie: admin,
    });
    expect(invited.statusCode).toBe(204);
    const [invitation] = await mailsTo(server, `${user.user_name}@example.com`);
    expect(invitation?.subject).toBe('You are invited to Vigil');
    expect(invitation?.text).toContain(`An account named ${user.user_name} was created for you`);
    const inviteToken = /\?token=([\w-]+)/.exec(invitation?.text ?? '')?.[1] ?? '';
    expect((await reset(inviteToken)).statusCode).toBe(204);
  });

  it('answers 404 for an unknown user or a name that does not match, 400 for bad input', async () => {
    const unknownId = await generate('POST', { user_id: '00000000-0000-4000-a000-0000000000ff', user_name: user.user_name });
    expect(unknownId.statusCode).toBe(404);
    expect((await generate('POST', { user_id: 'not-a-uuid', user_name: user.user_name })).statusCode).toBe(404);
    expect((await generate('POST', { user_id: user.uuid, user_name: 'someone-else' })).statusCode).toBe(404);
    const notifyUnknown = await server.send({
      method: 'POST',
      url: '/api/settings/users/tokens/notify',
      payload: { user_id: 'not-a-uuid', email: 'x@example.com' },
      cookie: admin,
    });
    expect(notifyUnknown.statusCode).toBe(404);

    expect((await generate('POST', { user_id: user.uuid })).statusCode).toBe(400);
    const badMail = await server.send({ method: 'POST', url: '/api/settings/users/tokens/notify', payload: { user_id: user.uuid, email: 'not an address' }, cookie: admin });
    expect(badMail.statusCode).toBe(400);
    expect((await reset('', NEW_PASSWORD)).statusCode).toBe(400);
    expect(await server.db.query('select 1 from reset_tokens where user_uuid = $1', [user.uuid])).toEqual([]);
    expect(await mailsTo(server, 'x@example.com')).toEqual([]);
  });

  it('lets only users who may update settings generate or notify', async () => {
    const viewer = await server.asUserWith({ Settings: ['View'] });
    expect((await generate('POST', undefined, viewer)).statusCode).toBe(403);
    expect((await generate('PUT', undefined, viewer)).statusCode).toBe(403);
    const notify = await server.send({
      method: 'POST',
      url: '/api/settings/users/tokens/notify',
      payload: { user_id: user.uuid, email: 'x@example.com' },
      cookie: viewer,
    });
    expect(notify.statusCode).toBe(403);
    expect((await server.send({ method: 'POST', url: '/api/settings/users/tokens/generate', payload: { user_id: user.uuid, user_name: user.user_name } })).statusCode).toBe(401);
    expect(await server.db.query('select 1 from reset_tokens where user_uuid = $1', [user.uuid])).toEqual([]);

    const updater = await server.asUserWith({ Settings: ['Update'] });
    expect((await generate('POST', undefined, updater)).statusCode).toBe(200);
  });

});
