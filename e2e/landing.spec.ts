import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, adminClient, apiClient, ensureAdmin, expect, logout, signIn, skipOnboarding, test } from './fixtures';

// The landing page, the logo, the Notifications bell and the sidebar (issue 22), as the admin and
// as users of a custom role, at several window heights.

const PASSWORD = 'E2e&landing-pass1';
const ROLE = 'Landing Inventory Viewer';
/** Assets and notifications, no Dashboard: the logo is inert, the bell shows, no discovery status. */
const PERMISSIONS = { Assets: ['View'], Notifications: ['View'] };
const VIEWER = { user_name: 'landing.viewer', menu: 'landing E2e' } as const;
/** The same role inside the EMEA data scope: fewer assets counted, no bell. */
const SCOPED = { user_name: 'landing.emea', menu: 'landing E2e' } as const;

const ENTITIES = [
  { entity: 'devices', title: 'Devices' },
  { entity: 'users', title: 'Users' },
  { entity: 'software', title: 'Software' },
  { entity: 'vulnerabilities', title: 'Vulnerabilities' },
] as const;

/** The window heights the sidebar is checked at; the last is short enough to need More. */
const HEIGHTS = [700, 900, 1200, 480] as const;

async function createUser(admin: APIRequestContext, user_name: string, role_id: string, data_scope_id: string | null): Promise<void> {
  const reply = await admin.post('/api/settings/users', {
    data: { user_name, password: PASSWORD, role_id, data_scope_id, first_name: user_name.split('.')[0], last_name: 'E2e' },
  });
  // 409: made by an earlier attempt of this file.
  expect([201, 409], await reply.text()).toContain(reply.status());
  await skipOnboarding(user_name, PASSWORD);
}

test.beforeAll(async () => {
  await ensureAdmin();
  const admin = await adminClient();
  const role = await admin.post('/api/settings/roles', { data: { name: ROLE, permissions: PERMISSIONS } });
  expect([201, 409], await role.text()).toContain(role.status());
  const roles = (await (await admin.get(`/api/settings/roles?search=${encodeURIComponent(ROLE)}`)).json()) as { data: { uuid: string; name: string }[] };
  const roleId = roles.data.find((candidate) => candidate.name === ROLE)?.uuid ?? '';
  const scopes = (await (await admin.get('/api/settings/data_scope')).json()) as { data: { attributes: { scopes: { uuid: string; name: string }[] } } };
  const emea = scopes.data.attributes.scopes.find((scope) => scope.name === 'EMEA')?.uuid ?? null;
  expect(emea).not.toBeNull();
  await createUser(admin, VIEWER.user_name, roleId, null);
  await createUser(admin, SCOPED.user_name, roleId, emea);
  await admin.dispose();
});

/** What the asset list of each type says its total is, for a user (the list's own count, not the summary's). */
async function listTotals(userName: string, password: string): Promise<Record<string, number>> {
  const client = await apiClient();
  expect((await client.post('/api/login', { data: { user_name: userName, password } })).status()).toBe(200);
  const totals: Record<string, number> = {};
  for (const { entity } of ENTITIES) {
    const page = (await (await client.get(`/api/assets/${entity}?size=1`)).json()) as { meta: { total: number } };
    totals[entity] = page.meta.total;
  }
  await client.dispose();
  return totals;
}

/** The asset counts read as `Devices: 500 assets`, each linking to its list. */
async function expectAssetCounts(page: Page, totals: Record<string, number>): Promise<void> {
  const assets = page.getByRole('region', { name: 'Assets' });
  for (const { entity, title } of ENTITIES) {
    const total = totals[entity] ?? 0;
    const link = assets.getByRole('link', { name: `${title}: ${total.toLocaleString('en-US')} ${total === 1 ? 'asset' : 'assets'}` });
    await expect(link, entity).toBeVisible();
    await expect(link).toHaveAttribute('href', `/assets/${entity}`);
  }
}

/**
 * What fits is what shows: without More every entry is in the sidebar and inside the window; with
 * More, less than one more entry's room is left below it. Returns how many entries show.
 */
async function expectSidebarFills(page: Page, height: number, entryCount: number): Promise<number> {
  await page.setViewportSize({ width: 1280, height });
  const nav = page.getByRole('navigation', { name: 'Main' });
  const links = nav.getByRole('link');
  const more = nav.getByRole('button', { name: 'More' });
  await expect(async () => {
    const shown = await links.count();
    const last = (await more.count()) > 0 ? more : links.last();
    const lastBox = await last.boundingBox();
    const body = await nav.evaluate((element) => element.parentElement?.getBoundingClientRect().bottom ?? 0);
    const entryHeight = lastBox?.height ?? 0;
    const left = body - ((lastBox?.y ?? 0) + entryHeight);
    expect(left, `room left below the last entry at ${height} px`).toBeGreaterThanOrEqual(0);
    if ((await more.count()) > 0) {
      expect(shown).toBeLessThan(entryCount);
      // One more entry needs its height and the 2 px gap; the list's 4 px bottom padding stays.
      expect(left, `empty band at ${height} px`).toBeLessThan(entryHeight + 2 + 4);
    } else {
      expect(shown).toBe(entryCount);
    }
  }).toPass({ timeout: 5000 });
  return links.count();
}

/** Every entry the user has, in the sidebar or under More. */
async function entryCount(page: Page): Promise<number> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  const shown = await nav.getByRole('link').count();
  const more = nav.getByRole('button', { name: 'More' });
  if ((await more.count()) === 0) return shown;
  await more.click();
  const hidden = await page.getByRole('menu', { name: 'More' }).getByRole('menuitem').count();
  await page.keyboard.press('Escape');
  return shown + hidden;
}

test('the admin lands on an overview: asset counts, discovery, recent items; the logo goes home; the bell counts', async ({ page, checkA11y }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'System constants' })).toHaveCount(0);

  await expectAssetCounts(page, await listTotals(ADMIN.user_name, ADMIN.password));
  const discovery = page.getByRole('region', { name: 'Discovery' });
  await expect(discovery.getByText('Status')).toBeVisible();
  await expect(discovery.getByText(/^(Idle|Starting|Running|Stopping)$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent items' })).toBeVisible();
  await checkA11y(page);

  // The bell, with the server's unread count in its name.
  const admin = await adminClient();
  const { count } = ((await (await admin.get('/api/notifications/count')).json()) as { data: { attributes: { value: { count: number } } } }).data.attributes.value;
  await admin.dispose();
  const bell = page.getByRole('banner', { name: 'Top bar' }).getByRole('button', { name: count > 0 ? `Notifications (${String(count)} unread)` : 'Notifications', exact: true });
  await expect(bell).toBeVisible();

  // An asset type's count opens its list; the logo comes back to the landing page.
  await page.getByRole('region', { name: 'Assets' }).getByRole('link', { name: /^Devices: / }).click();
  await expect(page).toHaveURL(/\/assets\/devices$/);
  await expect(page.getByText(/^\d[\d,]* assets$/)).toBeVisible({ timeout: 15_000 });
  // A value searched for shows in the recent items; the logo comes back to the landing page.
  const recorded = await page.request.post('/api/global_search/recent', { data: { kind: 'searched', value: 'landing-e2e' }, headers: { 'x-requested-with': 'vigil' } });
  expect(recorded.status(), await recorded.text()).toBe(200);
  await page.getByRole('link', { name: 'Vigil' }).click();
  await expect(page).toHaveURL(/\/$/);
  const again = page.getByRole('region', { name: 'Recent items' }).getByRole('button', { name: 'Search for landing-e2e again' });
  await expect(again).toBeVisible();
  // It opens the search with that value.
  await again.click();
  const search = page.getByRole('dialog', { name: 'Search' });
  await expect(search.getByRole('searchbox', { name: 'Search assets' })).toHaveValue('landing-e2e');
  await page.keyboard.press('Escape');
  await expect(search).toHaveCount(0);

  const count14 = await entryCount(page);
  for (const height of HEIGHTS) {
    const shown = await expectSidebarFills(page, height, count14);
    expect(shown, `entries shown at ${height} px`).toBeGreaterThan(height === 480 ? 5 : count14 - 1);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Connected as a data scope, there is no bell.
  await page.getByRole('button', { name: ADMIN.user_name, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Connect As' }).click();
  await page.getByRole('menuitem', { name: 'EMEA' }).click();
  await page.getByRole('alertdialog', { name: 'Connect as Data Scope' }).getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('Connected as Data Scope:')).toBeVisible();
  await expect(page.getByRole('banner', { name: 'Top bar' }).getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Connected as Data Scope:')).toBeHidden();
  await expect(page.getByRole('banner', { name: 'Top bar' }).getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await logout(page);
  await expect(page).toHaveTitle('Login');
});

test('a custom role without Dashboard/View: counts in its scope, an inert logo, the bell only outside a data scope', async ({ page, checkA11y }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const user of [VIEWER, SCOPED]) {
    await page.goto('/');
    await signIn(page, user.user_name, PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expectAssetCounts(page, await listTotals(user.user_name, PASSWORD));
    // No Dashboard/View: no discovery status, and the logo is not a link.
    await expect(page.getByRole('region', { name: 'Discovery' })).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Vigil' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vigil' })).toHaveCount(0);
    // Notifications/View: the bell, only outside a data scope.
    const bell = page.getByRole('banner', { name: 'Top bar' }).getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveCount(user === VIEWER ? 1 : 0);
    await checkA11y(page);

    const entries = await entryCount(page);
    for (const height of HEIGHTS) await expectSidebarFills(page, height, entries);
    await page.setViewportSize({ width: 1280, height: 900 });
    await logout(page, user.menu);
    await expect(page).toHaveTitle('Login');
  }

  // The data scope counts fewer devices than the whole inventory.
  const all = await listTotals(VIEWER.user_name, PASSWORD);
  const scoped = await listTotals(SCOPED.user_name, PASSWORD);
  expect(scoped['devices'] ?? 0).toBeLessThan(all['devices'] ?? 0);
});
