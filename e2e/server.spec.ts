import type { APIRequestContext } from '@playwright/test';
import type { components } from '@vigil/openapi';
import { ADMIN, apiClient as client, expect, test } from './fixtures';

type Schemas = components['schemas'];

// The reference server as the console uses it, over HTTP against `npm start`: the screens for
// these steps come with the sign-in and administration issues.
const HELPER = { user_name: 'e2e.helper', password: 'E2e&helper-pass', email: 'helper@example.com' };

const login = (api: APIRequestContext, user_name: string, password: string) => api.post('/api/login', { data: { user_name, password } });

test('sign up, sign in, manage users and roles, lock out, reset a password, pass the e-mail code', async () => {
  const admin = await client();
  const status = (await (await admin.get('/api/signup')).json()) as Schemas['SignupStatusReply'];
  if (!status.data.attributes.value.admin_exists) {
    const signup = await admin.post('/api/signup', {
      data: { user_name: ADMIN.user_name, contact_email: 'admin@example.com', new_password: ADMIN.password, confirm_new_password: ADMIN.password },
    });
    expect(signup.status()).toBe(204);
  }
  expect((await login(admin, ADMIN.user_name, ADMIN.password)).status()).toBe(200);
  const me = (await (await admin.get('/api/users/me')).json()) as Schemas['CurrentUserReply'];
  expect(me.data.attributes.value).toMatchObject({ user_name: 'admin', role_name: 'Admin' });

  // A role that may look at users but not change them, and a user holding it.
  const role = await admin.post('/api/settings/roles', { data: { name: 'E2E viewers', permissions: { Settings: ['View'] } } });
  expect(role.status()).toBe(201);
  const roleId = ((await role.json()) as Schemas['Role']).uuid;
  const created = await admin.post('/api/settings/users', { data: { ...HELPER, role_id: roleId } });
  expect(created.status()).toBe(201);
  const helperId = ((await created.json()) as Schemas['UserListItem']).uuid;

  const helper = await client();
  expect((await login(helper, HELPER.user_name, HELPER.password)).status()).toBe(200);
  const users = (await (await helper.get('/api/settings/users?search=e2e.helper')).json()) as { data: Schemas['UserListItem'][] };
  expect(users.data.map((u) => u.user_name)).toEqual([HELPER.user_name]);
  const refused = await helper.post('/api/settings/users', { data: { user_name: 'sneaky' } });
  expect(refused.status()).toBe(403);

  // Five wrong passwords lock the account, even against the right one.
  const stranger = await client();
  for (let i = 0; i < 5; i += 1) expect((await login(stranger, HELPER.user_name, 'wrong')).status()).toBe(401);
  const locked = await login(stranger, HELPER.user_name, HELPER.password);
  expect(locked.status()).toBe(429);
  expect(await locked.json()).toMatchObject({ title: 'Too Many Login Attempts', protection: 'account', minutes: 15 });

  // The admin mails a reset link; the link's token sets a new password and lifts the lock.
  const generated = await admin.post('/api/settings/users/tokens/generate', { data: { user_id: helperId, user_name: HELPER.user_name } });
  expect(generated.status()).toBe(200);
  expect((await admin.post('/api/settings/users/tokens/notify', { data: { user_id: helperId, email: HELPER.email } })).status()).toBe(204);
  const outbox = (await (await stranger.get(`/dev/outbox?to=${HELPER.email}`)).json()) as { text: string }[];
  const token = /[?&]token=([\w-]+)/.exec(outbox[0]?.text ?? '')?.[1] ?? '';
  expect(token).not.toBe('');
  const validity = (await (await stranger.get(`/api/settings/users/tokens/validate/${token}`)).json()) as Schemas['ResetTokenValidityReply'];
  expect(validity.data.attributes.value).toMatchObject({ valid: true });
  expect((await stranger.put('/api/settings/users/tokens/reset', { data: { token, password: 'N3w&helper-pass' } })).status()).toBe(204);
  expect((await login(stranger, HELPER.user_name, 'N3w&helper-pass')).status()).toBe(200);
  // The reset ended the sessions the old password had opened.
  expect((await helper.get('/api/users/me')).status()).toBe(401);

  // The admin turns the e-mail second factor on; the helper's next sign-in needs the mailed code.
  const section = (await (await admin.get('/api/settings/sections/two_factor')).json()) as { data: { attributes: { value: object } } };
  const twoFactor = { ...section.data.attributes.value, enabled: true };
  expect((await admin.put('/api/settings/sections/two_factor', { data: twoFactor })).status()).toBe(200);
  const asked = (await (await login(helper, HELPER.user_name, 'N3w&helper-pass')).json()) as Schemas['LoginReply'];
  expect(asked.meta).toMatchObject({ request_2fa_code: true, user_email: HELPER.email });
  expect((await helper.patch('/api/login/send_2fa_code', { data: { user_name: HELPER.user_name } })).ok()).toBe(true);
  const mails = (await (await helper.get(`/dev/outbox?to=${HELPER.email}`)).json()) as { text: string }[];
  const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1] ?? '';
  const verified = await helper.post('/api/login/verify', {
    data: { verification_code: code, user_name: HELPER.user_name, password: 'N3w&helper-pass', remember_me: false },
  });
  expect(verified.status()).toBe(200);
  expect((await helper.get('/api/users/me')).status()).toBe(200);
  expect((await admin.put('/api/settings/sections/two_factor', { data: { ...twoFactor, enabled: false } })).status()).toBe(200);

  // Logging out ends the admin's session on the server.
  expect((await admin.get('/api/logout')).status()).toBe(200);
  expect((await admin.get('/api/users/me')).status()).toBe(401);
  await Promise.all([admin.dispose(), helper.dispose(), stranger.dispose()]);
});
