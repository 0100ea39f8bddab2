import { readFileSync } from 'node:fs';
import type { Locator, Page, Request } from '@playwright/test';
import type { Space } from '@vigil/openapi';
import { ADMIN, ensureAdmin, expect, signIn, skipOnboarding, test } from './fixtures';

const HEADERS = { 'x-requested-with': 'vigil' };
const CHART = 'E2E: Windows and macOS devices over time';

/** A space as the server has it now (the caller's view). */
async function spaceOf(page: Page, uuid: string): Promise<Space> {
  const reply = await page.request.get(`/api/dashboard?space_ids=${uuid}&all_spaces=true`, { headers: HEADERS });
  expect(reply.status()).toBe(200);
  const [space] = ((await reply.json()) as { data: Space[] }).data;
  if (!space) throw new Error(`no space ${uuid}`);
  return space;
}

/** Ticks a radio or checkbox as a user does: react-aria hides its input, its label is what one clicks. */
async function choose(container: Locator, name: string): Promise<void> {
  await container.locator('label').filter({ hasText: new RegExp(`^${name}`) }).first().click();
}

/** The uuid of the dashboard the page shows (`/dashboard/<uuid>`). */
const spaceIdOf = (page: Page): string => /\/dashboard\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';

/** Creates a dashboard through the list's New dashboard button and its form, and waits for its page. */
async function newDashboard(page: Page, name: string, announced = false): Promise<string> {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'New dashboard' }).click();
  const form = page.getByRole('dialog', { name: 'New dashboard' });
  // The form opens over the list.
  await expect(form).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('button', { name: 'Create' }).click();
  if (announced) {
    // Over a dashboard's own page, the new dashboard experience is announced until it is seen.
    const announcement = page.getByRole('dialog', { name: 'Discover the New Dashboard Experience!' });
    await announcement.getByRole('button', { name: 'Got it!' }).click();
    await expect(announcement).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}$/);
  return spaceIdOf(page);
}

test('a user lands on the dashboard, builds one from a template, adds a line chart over two queries, resizes it by keyboard, shares it, exports it and imports it into a fresh dashboard', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  await ensureAdmin();
  await skipOnboarding(ADMIN.user_name, ADMIN.password);
  await page.goto('/');
  await signIn(page);

  // Home: the inventory overview, then the favourite dashboard (the sample 'Overview') with its charts.
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Charts of Overview' }).getByRole('group').first()).toBeVisible();
  await checkA11y(page);

  // A new dashboard, then a template applied from the chooser.
  const spaceId = await newDashboard(page, 'E2E posture', true);
  await page.getByRole('button', { name: 'More dashboard actions' }).click();
  await page.getByRole('menuitem', { name: 'Apply a template' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a dashboard template' });
  await chooser.getByRole('radio').first().check({ force: true });
  await chooser.getByRole('button', { name: 'Apply' }).click();
  await expect(chooser).toHaveCount(0);
  await expect.poll(async () => (await spaceOf(page, spaceId)).charts?.length ?? 0).toBeGreaterThan(0);
  const templateCharts = (await spaceOf(page, spaceId)).charts?.length ?? 0;

  // A line chart over two saved queries, data over time (a timeline is always over time).
  await page.getByRole('button', { name: 'Add chart' }).click();
  const wizard = page.getByRole('dialog', { name: 'New chart' });
  await choose(wizard, 'Timeline');
  await expect(wizard.getByRole('radio', { name: /^Timeline/ })).toBeChecked();
  for (const query of ['Windows devices', 'macOS devices']) {
    await choose(wizard, query);
    await expect(wizard.getByRole('checkbox', { name: new RegExp(`^${query}`) })).toBeChecked();
  }
  await wizard.getByRole('textbox', { name: 'Name' }).fill(CHART);
  await wizard.getByRole('button', { name: 'Add chart' }).click();
  await expect(wizard).toHaveCount(0);
  const card = page.getByRole('group', { name: CHART }).first();
  await expect(card).toBeVisible();
  const named = (await spaceOf(page, spaceId)).charts?.filter((chart) => chart.name === CHART) ?? [];
  expect(named).toHaveLength(1);
  const [added] = named;
  expect(added?.metric).toBe('timeline');
  expect(added?.view).toBe('line');
  expect(added?.config.queries).toHaveLength(2);
  await checkA11y(page);

  // Resize it from the keyboard: two columns wider, saved in bulk.
  const before = added?.layout.w ?? 0;
  const saved = page.waitForResponse((reply) => reply.url().endsWith('/api/dashboard/charts/update_layouts') && reply.request().method() === 'PUT');
  await page.getByRole('button', { name: `Resize ${CHART}` }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  expect((await saved).status()).toBe(204);
  await expect.poll(async () => (await spaceOf(page, spaceId)).charts?.find((chart) => chart.name === CHART)?.layout.w).toBe(before + 2);

  // Down a long dashboard, the top bar stays in view.
  const scrolled = await page.getByRole('main').evaluate((main) => {
    const column = main.parentElement;
    column?.scrollTo({ top: column.scrollHeight });
    return column?.scrollTop ?? 0;
  });
  expect(scrolled).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Discover Now' })).toBeInViewport();
  await page.getByRole('main').evaluate((main) => main.parentElement?.scrollTo({ top: 0 }));

  // Share it with a role as viewers.
  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share E2E posture' });
  await choose(share, 'Custom');
  await expect(share.getByRole('radio', { name: 'Custom' })).toBeChecked();
  await share.getByRole('button', { name: 'Add role' }).click();
  await share.getByRole('button', { name: /Role 1$/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'IT', exact: true }).click();
  await share.getByRole('button', { name: 'Save' }).click();
  await expect(share).toHaveCount(0);
  const shared = await spaceOf(page, spaceId);
  expect(shared.access).toBe('custom');
  expect(shared.sharing?.roles).toEqual([{ role_id: '00000000-0000-4000-a000-000000000004', access: 'viewers' }]);

  // Export it: the document carries the charts and the queries they use.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await (await download).path();
  const exported = JSON.parse(readFileSync(file, 'utf8')) as { format: string; charts: unknown[]; queries: { name: string }[] };
  expect(exported.format).toBe('vigil.dashboard/1');
  expect(exported.charts).toHaveLength(templateCharts + 1);
  expect(exported.queries.map((query) => query.name)).toEqual(expect.arrayContaining(['Windows devices', 'macOS devices']));

  // Import it: a dry run lists the queries the charts use, each mapped to the existing one; the
  // import makes a fresh dashboard of the file and opens it.
  await page.getByRole('button', { name: 'More dashboard actions' }).click();
  await page.getByRole('menuitem', { name: 'Import dashboards from a file' }).click();
  const importing = page.getByRole('dialog', { name: 'Import dashboards' });
  await importing.locator('input[type=file]').setInputFiles(file);
  await expect(importing.getByText('Queries the charts use')).toBeVisible();
  await checkA11y(page);
  await importing.getByRole('button', { name: 'Import' }).click();
  await expect(page).not.toHaveURL(new RegExp(spaceId));
  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}$/);
  const imported = await spaceOf(page, spaceIdOf(page));
  expect(imported.charts).toHaveLength(templateCharts + 1);
  const line = imported.charts?.find((chart) => chart.name === CHART);
  expect(line?.config.queries?.map((query) => query.query_id)).toEqual(added?.config.queries?.map((query) => query.query_id));
  await expect(page.getByRole('group', { name: CHART }).first()).toBeVisible();
});

test("a dashboard's page load sends its first requests ahead, with the code, and the console's own calls take their answers", async ({ page }) => {
  await ensureAdmin();
  await skipOnboarding(ADMIN.user_name, ADMIN.password);
  await page.goto('/');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
  const reply = await page.request.get('/api/dashboard?all_spaces=true&size=500', { headers: HEADERS });
  const overview = ((await reply.json()) as { data: Space[] }).data.find((space) => space.name === 'Overview');
  if (!overview) throw new Error('the sample data has no Overview dashboard');

  // A fresh page load of the dashboard: each request the page starts with goes out once. Were one
  // of the console's own calls not answered by the request sent ahead, it would go out twice.
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) sent.push(`${url.pathname.slice(4)}${url.search}`);
  });
  await page.goto(`/dashboard/${overview.uuid}`);
  await expect(page.getByRole('group', { name: 'Charts of Overview' }).getByRole('group').first()).toBeVisible();
  const first = [
    '/users/me',
    '/session/config',
    '/session/expiry',
    '/settings/plugins/gui/FeatureFlags',
    '/settings/plugins/gui/InternalFeatureFlags',
    '/dashboard?all_spaces=true&size=500',
    `/dashboard/${overview.uuid}/chart_data`,
  ];
  expect(sent.filter((path) => first.includes(path)).sort()).toEqual([...first].sort());
  // Sent before anything else: from the page's entry script, ahead of the session check.
  expect(sent.slice(0, first.length).sort()).toEqual([...first].sort());
});

test("another area's page loads the dashboard's code and ApexCharts once idle and warms ApexCharts up, so that a move to a dashboard fetches neither", async ({ page }) => {
  await ensureAdmin();
  await skipOnboarding(ADMIN.user_name, ADMIN.password);
  await page.goto('/');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();

  const scripts: string[] = [];
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(new URL(request.url()).pathname);
    pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  const fetched = (name: string) => scripts.some((path) => path.startsWith(`/assets/${name}-`));
  await page.goto('/assets/devices');
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  await expect.poll(() => fetched('Dashboard') && fetched('apexLibrary'), { timeout: 15_000 }).toBe(true);
  // The loads under way settle first (a chunk's modulepreload and its import are two requests):
  // no script pending and none started for a second.
  await expect
    .poll(
      async () => {
        const before = scripts.length;
        await page.waitForTimeout(1_000);
        return pending.size === 0 && scripts.length === before;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  // Then ApexCharts is warmed up (a small chart of each type drawn out of sight), and nothing of it is left.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('vigil:charts-warm').length), { timeout: 15_000 }).toBe(1);
  await expect(page.locator('.apexcharts-canvas')).toHaveCount(0);

  scripts.length = 0;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboards' })).toBeVisible();
  await page.getByRole('link', { name: 'Overview', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Charts of Overview' }).locator('.apexcharts-canvas').first()).toBeVisible();
  expect(scripts.filter((path) => /\/assets\/(Dashboard|apexLibrary)-/.test(path))).toEqual([]);
});
