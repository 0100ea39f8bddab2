import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { GLOBAL_WORKSPACE_ID } from '../auth/ids.js';
import { ADMIN, sessionCookie, startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import {
  ADMINS_ONLY,
  INVALID_CURSOR,
  NOT_INTERACTIVE,
  NOT_INTERNAL,
  NOT_WHILE_IMPERSONATING,
  NO_SUCH_MILESTONE,
  NO_SUCH_WORKSPACE,
  SAME_PASSWORD,
  WORKSPACE_ID_MISMATCH,
  WRONG_PASSWORD,
} from './account.js';

const PASSWORD = 'An0ther&long!';

describe('the own account', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const me = async (cookie: string) =>
    (await server.send({ method: 'GET', url: '/api/users/me', cookie })).json<Schemas['CurrentUserReply']>().data.attributes.value;
  const errorOf = (reply: LightMyRequestResponse) => reply.json<Schemas['Error']>().message;

  describe('profile', () => {
    const patch = (cookie: string | undefined, payload: object) => server.send({ method: 'PATCH', url: '/api/self', payload, cookie });

    it('updates the fields given and keeps the others', async () => {
      const cookie = await server.asUserWith({}, 'profile1');
      const first = await patch(cookie, { interests: ['vulnerabilities', 'cloud'], department: 'Security' });
      expect(first.statusCode).toBe(200);
      expect(first.json<Schemas['Profile']>()).toEqual({ interests: ['vulnerabilities', 'cloud'], department: 'Security', title: null });
      const second = await patch(cookie, { title: 'Analyst' });
      expect(second.json<Schemas['Profile']>()).toEqual({ interests: ['vulnerabilities', 'cloud'], department: 'Security', title: 'Analyst' });
      expect(await me(cookie)).toMatchObject({ interests: ['vulnerabilities', 'cloud'], department: 'Security', title: 'Analyst' });
    });

    it('refuses bad input and changes nothing', async () => {
      const cookie = await server.asUserWith({}, 'profile2');
      await patch(cookie, { department: 'IT' });
      for (const payload of [{}, { role_id: 'x' }, { department: 'x'.repeat(101) }, { interests: 'cloud' }, { title: null }]) {
        expect((await patch(cookie, payload)).statusCode, JSON.stringify(payload)).toBe(400);
      }
      expect(await me(cookie)).toMatchObject({ department: 'IT', interests: [] });
      expect((await patch(undefined, { department: 'IT' })).statusCode).toBe(401);
    });
  });

  describe('password', () => {
    const change = (cookie: string, payload: object) => server.send({ method: 'PUT', url: '/api/self/password', payload, cookie });

    it('changes the password with the old one and ends the other sessions only', async () => {
      const cookie = await server.asUserWith({}, 'pass1');
      const other = await server.signIn('pass1', PASSWORD);
      const reply = await change(cookie, { old: PASSWORD, new: 'Brand-new-pass1' });
      expect(reply.statusCode).toBe(204);
      expect((await server.send({ method: 'GET', url: '/api/users/me', cookie: other })).statusCode).toBe(401);
      expect((await server.send({ method: 'GET', url: '/api/users/me', cookie })).statusCode).toBe(200);
      expect((await server.send({ method: 'POST', url: '/api/login', payload: { user_name: 'pass1', password: PASSWORD } })).statusCode).toBe(401);
      await server.signIn('pass1', 'Brand-new-pass1');
    });

    it('refuses a wrong old password, a new one against the policy or the same one, and changes nothing', async () => {
      const cookie = await server.asUserWith({}, 'pass2');
      const other = await server.signIn('pass2', PASSWORD);
      const wrong = await change(cookie, { old: 'not-it-at-all', new: 'Brand-new-pass2' });
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong)).toBe(WRONG_PASSWORD);
      const weak = await change(cookie, { old: PASSWORD, new: 'short' });
      expect(weak.statusCode).toBe(400);
      expect(errorOf(weak)).toBe('Password must: Passwords must have minimum 8 characters');
      const same = await change(cookie, { old: PASSWORD, new: PASSWORD });
      expect(errorOf(same)).toBe(SAME_PASSWORD);
      for (const payload of [{ old: PASSWORD }, { new: 'Brand-new-pass2' }, { old: PASSWORD, new: 'x'.repeat(41) }, { old: '', new: 'Brand-new-pass2' }]) {
        expect((await change(cookie, payload)).statusCode, JSON.stringify(payload)).toBe(400);
      }
      expect((await server.send({ method: 'GET', url: '/api/users/me', cookie: other })).statusCode).toBe(200);
      await server.signIn('pass2', PASSWORD);
    });

    it('counts wrong old passwords as failed logins and locks the account at the limit', async () => {
      const cookie = await server.asUserWith({}, 'pass3');
      for (let i = 0; i < 5; i += 1) expect((await change(cookie, { old: `wrong-${i}-pass`, new: 'Brand-new-pass3' })).statusCode).toBe(400);
      const locked = await change(cookie, { old: PASSWORD, new: 'Brand-new-pass3' });
      expect(locked.statusCode).toBe(429);
      expect(locked.json<Schemas['Error']>()).toMatchObject({ title: 'Too Many Login Attempts', protection: 'account', minutes: 15 });
      expect((await server.send({ method: 'POST', url: '/api/login', payload: { user_name: 'pass3', password: PASSWORD } })).statusCode).toBe(429);
    });

    it('is only for users with a Vigil password', async () => {
      const cookie = await server.asUserWith({}, 'pass4');
      await server.db.query("update users set source = 'ldap' where user_name = 'pass4'");
      const reply = await change(cookie, { old: PASSWORD, new: 'Brand-new-pass4' });
      expect(reply.statusCode).toBe(400);
      expect(errorOf(reply)).toBe(NOT_INTERNAL);
    });

    it('is not for an admin impersonating the user', async () => {
      await server.asUserWith({}, 'pass5');
      const [target] = await server.db.query<{ uuid: string }>("select uuid from users where user_name = 'pass5'");
      const acting = sessionCookie(
        await server.send({ method: 'POST', url: '/api/impersonate_login', payload: { user_id: target?.uuid }, cookie: await server.asAdmin() }),
      );
      const reply = await change(acting, { old: PASSWORD, new: 'Brand-new-pass5' });
      expect(reply.statusCode).toBe(403);
      expect(errorOf(reply)).toBe(NOT_WHILE_IMPERSONATING);
      await server.signIn('pass5', PASSWORD);
    });
  });

  describe('workspaces', () => {
    const list = (cookie: string, query = '') => server.send({ method: 'GET', url: `/api/self/workspaces${query}`, cookie });
    const pageOf = (reply: LightMyRequestResponse) => reply.json<Schemas['WorkspacesPage']>();

    it('lists Global first, then the predefined workspaces by name, marking the current one', async () => {
      const cookie = await server.asUserWith({}, 'ws1');
      const page = pageOf(await list(cookie));
      expect(page.data.map((w) => w.name)).toEqual(['Global', 'Cloud', 'Identity and Access', 'IT Operations', 'Security Operations']);
      expect(page.meta).toEqual({ page: 0, size: 20, total: 5, next_cursor: null });
      expect(page.data[0]).toMatchObject({ id: GLOBAL_WORKSPACE_ID, is_global: true, is_current: true });
      expect(page.data[4]).toMatchObject({ icon: 'shield', bookmarks: ['findings', 'case_management', 'enforcements', 'workflows'], is_current: false });
    });

    it('pages by number or by cursor, and searches by name', async () => {
      const cookie = await server.asUserWith({}, 'ws2');
      const first = pageOf(await list(cookie, '?size=2'));
      expect(first.data.map((w) => w.name)).toEqual(['Global', 'Cloud']);
      expect(first.meta.total).toBe(5);
      const second = pageOf(await list(cookie, `?size=2&cursor=${first.meta.next_cursor ?? ''}`));
      expect(second.data.map((w) => w.name)).toEqual(['Identity and Access', 'IT Operations']);
      expect(second.meta.page).toBe(1);
      const third = pageOf(await list(cookie, `?size=2&cursor=${second.meta.next_cursor ?? ''}`));
      expect(third.data.map((w) => w.name)).toEqual(['Security Operations']);
      expect(third.meta.next_cursor).toBeNull();
      expect(pageOf(await list(cookie, '?size=2&page=2')).data.map((w) => w.name)).toEqual(['Security Operations']);

      expect(pageOf(await list(cookie, '?search=operations')).data.map((w) => w.name)).toEqual(['IT Operations', 'Security Operations']);
      expect(pageOf(await list(cookie, '?search=%25')).meta.total).toBe(0);
    });

    it('refuses bad paging', async () => {
      const cookie = await server.asUserWith({}, 'ws3');
      const badCursor = await list(cookie, '?cursor=bm9wZQ');
      expect(badCursor.statusCode).toBe(400);
      expect(errorOf(badCursor)).toBe(INVALID_CURSOR);
      expect((await list(cookie, '?size=0')).statusCode).toBe(400);
      expect((await list(cookie, '?page=-1')).statusCode).toBe(400);
      expect((await server.send({ method: 'GET', url: '/api/self/workspaces' })).statusCode).toBe(401);
    });

    it('switches the current workspace', async () => {
      const cookie = await server.asUserWith({}, 'ws4');
      const cloud = pageOf(await list(cookie, '?search=cloud')).data[0];
      const reply = await server.send({ method: 'PUT', url: `/api/self/workspaces/${cloud?.id ?? ''}`, payload: { workspaceId: cloud?.id }, cookie });
      expect(reply.statusCode).toBe(200);
      expect(reply.json<Schemas['Workspace']>()).toMatchObject({ name: 'Cloud', is_current: true, is_global: false });
      expect((await me(cookie)).current_workspace.name).toBe('Cloud');
      expect(pageOf(await list(cookie)).data.find((w) => w.is_current)?.name).toBe('Cloud');
      // The next login starts in it too.
      const login = await server.send({ method: 'POST', url: '/api/login', payload: { user_name: 'ws4', password: PASSWORD } });
      expect(login.json<Schemas['LoginReply']>().data?.data.attributes.current_workspace.name).toBe('Cloud');
    });

    it('refuses a mismatched or unknown workspace and changes nothing', async () => {
      const cookie = await server.asUserWith({}, 'ws5');
      const put = (id: string, payload: object) => server.send({ method: 'PUT', url: `/api/self/workspaces/${id}`, payload, cookie });
      const mismatch = await put(GLOBAL_WORKSPACE_ID, { workspaceId: '00000000-0000-4000-b000-000000000002' });
      expect(mismatch.statusCode).toBe(400);
      expect(errorOf(mismatch)).toBe(WORKSPACE_ID_MISMATCH);
      const unknown = '00000000-0000-4000-8000-00000000dead';
      expect(errorOf(await put(unknown, { workspaceId: unknown }))).toBe(NO_SUCH_WORKSPACE);
      expect((await put('nope', { workspaceId: 'nope' })).statusCode).toBe(404);
      expect((await put(GLOBAL_WORKSPACE_ID, {})).statusCode).toBe(400);
      expect((await me(cookie)).current_workspace.name).toBe('Global');
    });
  });

  describe('announcements', () => {
    it('marks an announcement seen, once and for all', async () => {
      const cookie = await server.asUserWith({}, 'ann1');
      const seen = (announcement: string) => server.send({ method: 'PUT', url: '/api/seen_announcement', payload: { announcement }, cookie });
      expect((await seen('version_6_0')).statusCode).toBe(204);
      expect((await seen('version_6_0')).statusCode).toBe(204);
      expect((await me(cookie)).seen_announcement).toEqual({ version_6_0: true });
      expect((await seen('new_dashboard')).statusCode).toBe(204);
      expect((await me(cookie)).seen_announcement).toEqual({ version_6_0: true, new_dashboard: true });
      expect((await seen('other')).statusCode).toBe(400);
    });
  });

  describe('getting started', () => {
    const get = (cookie: string) => server.send({ method: 'GET', url: '/api/settings/getting_started', cookie });
    const complete = (cookie: string, milestoneName: string) =>
      server.send({ method: 'PUT', url: '/api/settings/getting_started/completion', payload: { milestoneName }, cookie });
    const save = (cookie: string, settings: object) => server.send({ method: 'PUT', url: '/api/settings/getting_started', payload: { settings }, cookie });
    const checklistOf = (reply: LightMyRequestResponse) => reply.json<Schemas['GettingStarted']>();

    it('gives admins the checklist, with nothing completed at first', async () => {
      const checklist = checklistOf(await get(await server.asAdmin()));
      expect(checklist.settings).toEqual({ interactive: true, autoOpen: true });
      expect(checklist.milestones).toHaveLength(7);
      expect(checklist.milestones.every((m) => !m.completed && m.completionDate === null)).toBe(true);
      expect(checklist.milestones.at(-1)).toMatchObject({ name: 'review_settings', path: '/settings/global-settings-tab' });
    });

    it('is for admins only, whatever else the role grants', async () => {
      const cookie = await server.asUserWith({ Settings: ['View', 'Update'] }, 'gs1');
      for (const reply of [await get(cookie), await save(cookie, { autoOpen: false }), await complete(cookie, 'connect_adapter')]) {
        expect(reply.statusCode).toBe(403);
        expect(errorOf(reply)).toBe(ADMINS_ONLY);
      }
      const checklist = checklistOf(await get(await server.asAdmin()));
      expect(checklist.settings.autoOpen).toBe(true);
      expect(checklist.milestones[0]?.completed).toBe(false);
    });

    it('completes a milestone once, keeping its first date, for every admin of the install', async () => {
      const admin = await server.asAdmin();
      const first = checklistOf(await complete(admin, 'connect_adapter')).milestones.find((m) => m.name === 'connect_adapter');
      expect(first?.completed).toBe(true);
      expect(Date.now() - Date.parse(first?.completionDate ?? '')).toBeLessThan(60_000);
      const again = checklistOf(await complete(admin, 'connect_adapter')).milestones.find((m) => m.name === 'connect_adapter');
      expect(again?.completionDate).toBe(first?.completionDate);
      const other = await server.signIn(ADMIN.user_name, ADMIN.password);
      expect(checklistOf(await get(other)).milestones.filter((m) => m.completed).map((m) => m.name)).toEqual(['connect_adapter']);
    });

    it('saves the settings given and keeps the others; refuses completions when not interactive', async () => {
      const admin = await server.asAdmin();
      expect(checklistOf(await save(admin, { autoOpen: false })).settings).toEqual({ interactive: true, autoOpen: false });
      expect(checklistOf(await save(admin, { autoOpen: false, interactive: false })).settings).toEqual({ interactive: false, autoOpen: false });
      const refused = await complete(admin, 'save_query');
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused)).toBe(NOT_INTERACTIVE);
      expect(checklistOf(await save(admin, { autoOpen: true, interactive: true })).settings).toEqual({ interactive: true, autoOpen: true });
      expect(checklistOf(await get(admin)).milestones.find((m) => m.name === 'save_query')?.completed).toBe(false);
    });

    it('refuses bad input and changes nothing', async () => {
      const admin = await server.asAdmin();
      const unknown = await complete(admin, 'conquer_world');
      expect(unknown.statusCode).toBe(404);
      expect(errorOf(unknown)).toBe(NO_SUCH_MILESTONE);
      expect((await complete(admin, '')).statusCode).toBe(400);
      expect((await save(admin, {})).statusCode).toBe(400);
      expect((await save(admin, { autoOpen: 'no' })).statusCode).toBe(400);
      expect((await save(admin, { autoOpen: false, other: true })).statusCode).toBe(400);
      expect(checklistOf(await get(admin)).settings).toEqual({ interactive: true, autoOpen: true });
    });
  });

  describe('analytics events', () => {
    const send = (cookie: string | undefined, payload: object) => server.send({ method: 'POST', url: '/api/services/analytics/events', payload, cookie });

    it('accepts valid events and refuses others', async () => {
      const cookie = await server.asUserWith({}, 'events1');
      const view = await send(cookie, { type: 'view', event: 'Announcement viewed', announcement: 'version_6_0' });
      expect(view.statusCode).toBe(202);
      expect(view.body).toBe('');
      expect((await send(cookie, { type: 'action', event: 'Announcement action', properties: { 'Action taken': 'Skip', step: 3 } })).statusCode).toBe(202);
      expect((await send(cookie, { type: 'click', event: 'x' })).statusCode).toBe(400);
      expect((await send(cookie, { type: 'action', event: 'x', properties: { step: 9 } })).statusCode).toBe(400);
      expect((await send(undefined, { type: 'view', event: 'x' })).statusCode).toBe(401);
    });
  });
});
