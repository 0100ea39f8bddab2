import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSpec } from '../openapi/index.js';
import { HTTP_METHODS, type OpenApiOperation } from '../openapi/spec.js';
import { startTestServer, type TestServer } from '../testing/harness.js';

const ADMIN_TAGS = ['users', 'roles', 'data-scopes'];
const SOME_UUID = '00000000-0000-4000-a000-000000000004';

/** Every operation of the users, roles and data-scopes areas with the permission it names. */
const operations = Object.entries(loadSpec().paths).flatMap(([path, item]) =>
  HTTP_METHODS.flatMap((method) => {
    const operation: (OpenApiOperation & { tags?: string[] }) | undefined = item[method];
    if (!operation?.tags?.some((tag) => ADMIN_TAGS.includes(tag))) return [];
    return [{ method: method.toUpperCase() as 'GET', url: `/api${path.replace(/\{[^}]+\}/g, SOME_UUID)}`, id: operation.operationId, permission: operation['x-permission'] }];
  }),
);

describe('permissions of the users, roles and data-scopes operations', () => {
  let server: TestServer;
  let settingsViewer: string;
  let dashboardViewer: string;
  let usersReader: string;

  beforeAll(async () => {
    server = await startTestServer();
    settingsViewer = await server.asUserWith({ Settings: ['View'] });
    dashboardViewer = await server.asUserWith({ Dashboard: ['View'] });
    usersReader = await server.asUserWith({ UsersManagement: ['GetUsersAndRoles'] });
  });
  afterAll(() => server.close());

  it('covers the areas', () => {
    expect(operations.length).toBeGreaterThanOrEqual(17);
  });

  it.each(operations.filter((op) => op.permission === 'Settings.Update'))('$id: refused (403) to a user with only View on Settings', async ({ method, url }) => {
    const reply = await server.send({ method, url, cookie: settingsViewer, payload: {} });
    expect(reply.statusCode).toBe(403);
    expect(reply.json<{ message: string }>().message).toBe('You do not have the permissions for this: it needs Update on Settings.');
  });

  it.each(operations.filter((op) => op.permission?.startsWith('Settings.View')))('$id: refused (403) to a user with only View on Dashboard', async ({ method, url }) => {
    const reply = await server.send({ method, url, cookie: dashboardViewer });
    expect(reply.statusCode).toBe(403);
  });

  it.each(operations.filter((op) => op.permission === 'Settings.View|UsersManagement.GetUsersAndRoles'))(
    '$id: answers a user with only GetUsersAndRoles on UsersManagement, as the Settings button lets them in',
    async ({ method, url }) => {
      const reply = await server.send({ method, url, cookie: usersReader });
      expect(reply.statusCode).toBe(200);
    },
  );

  it('names both permissions when neither is held', async () => {
    const reply = await server.send({ method: 'GET', url: '/api/settings/users', cookie: dashboardViewer });
    expect(reply.json<{ message: string }>().message).toBe('You do not have the permissions for this: it needs View on Settings or GetUsersAndRoles on UsersManagement.');
  });
});
