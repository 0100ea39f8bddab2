import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { can, parseRequirement } from './permissions.js';
import { ADMIN_ROLE_ID } from './ids.js';

describe('permissions', () => {
  it('reads x-permission', () => {
    expect(parseRequirement(undefined)).toEqual({ kind: 'signed-in' });
    expect(parseRequirement('signed-in')).toEqual({ kind: 'signed-in' });
    expect(parseRequirement('Settings.Update')).toEqual({ kind: 'action', anyOf: [{ category: 'Settings', action: 'Update' }] });
    expect(parseRequirement('Settings.View|UsersManagement.GetUsersAndRoles')).toEqual({
      kind: 'action',
      anyOf: [
        { category: 'Settings', action: 'View' },
        { category: 'UsersManagement', action: 'GetUsersAndRoles' },
      ],
    });
    expect(() => parseRequirement('Settings.View|Users')).toThrow(/Category\.Action/);
    expect(() => parseRequirement('Settings')).toThrow(/Category\.Action/);
  });

  it('lets admins do anything and others what their role grants', () => {
    expect(can({ role_id: ADMIN_ROLE_ID, permissions: {} }, 'Settings', 'Update')).toBe(true);
    const viewer = { role_id: 'custom', permissions: { Settings: ['View'] } };
    expect(can(viewer, 'Settings', 'View')).toBe(true);
    expect(can(viewer, 'Settings', 'Update')).toBe(false);
    expect(can(viewer, 'Dashboard', 'View')).toBe(false);
  });
});

describe('permission checks on every route', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers 403 when the role lacks the operation\'s permission, before looking at the request', async () => {
    const cookie = await server.asUserWith({ Dashboard: ['View'] });
    const reply = await server.send({ method: 'GET', url: '/api/settings/roles?size=abc', cookie });
    expect(reply.statusCode).toBe(403);
    expect(reply.json<Schemas['Error']>().message).toBe('You do not have the permissions for this: it needs View on Settings or GetUsersAndRoles on UsersManagement.');
  });

  it('lets a role with the permission through, and any signed-in user to their own data', async () => {
    const cookie = await server.asUserWith({ Settings: ['View'] });
    expect((await server.send({ method: 'GET', url: '/api/settings/users?size=abc', cookie })).statusCode).toBe(400);
    expect((await server.send({ method: 'GET', url: '/api/users/me', cookie })).statusCode).toBe(200);
  });

  it('lets the admin through everywhere', async () => {
    const cookie = await server.asAdmin();
    expect((await server.send({ method: 'GET', url: '/api/settings/users?size=abc', cookie })).statusCode).toBe(400);
    expect((await server.send({ method: 'POST', url: '/api/dashboard/discovery/start', cookie })).statusCode).not.toBe(403);
  });
});
