import type { Locator, Page } from '@playwright/test';
import { READER, SUFFIX, startSlapd, type Slapd } from '../packages/server/src/testing/slapd.js';
import { ensureAdmin, expect, signIn, test } from './fixtures';

// Names of this run only, so a journey run twice on one database finds its own users.
const RUN = Date.now().toString(36);
const LDAP_LABEL = `Corp directory ${RUN}`;
const CSV_LABEL = `HR export ${RUN}`;
/** In the directory and, by e-mail, in the HR file: one user of two connections. */
const SHARED = { uid: `quill${RUN}`, mail: `quill.${RUN}@corp.example.test`, givenName: 'Zora', sn: `Quill${RUN}` };
/** Only in the directory. */
const DIRECTORY_ONLY = { uid: `vantor${RUN}`, mail: `vantor.${RUN}@corp.example.test`, givenName: 'Ivo', sn: `Vantor${RUN}` };

/** Adds a connection to the adapter whose card is named `adapter`, filling the form with `fill`. */
async function addConnection(page: Page, adapter: string, fill: (form: Locator) => Promise<void>): Promise<void> {
  await page.goto('/adapters');
  await page.getByRole('link', { name: adapter, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: adapter })).toBeVisible();
  await page.getByRole('button', { name: 'Add connection' }).click();
  const form = page.getByRole('dialog', { name: `Add a ${adapter} connection` });
  await fill(form);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form).toHaveCount(0, { timeout: 15_000 });
}

/** Tests the connection `label` on its adapter's page and expects it to succeed with `fetched`. */
async function testConnection(page: Page, label: string, fetched: RegExp): Promise<void> {
  await page.getByRole('button', { name: `Test connection ${label}` }).click();
  const outcome = page.getByText(`Test of "${label}" succeeded`);
  await expect(outcome).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(fetched).first()).toBeVisible();
}

test.describe('discovery from real sources', () => {
  let slapd: Slapd;
  test.beforeAll(async () => {
    slapd = await startSlapd([
      { ...SHARED, password: 'unused-1' },
      { ...DIRECTORY_ONLY, password: 'unused-2' },
    ]);
  });
  test.afterAll(async () => {
    await slapd.stop();
  });

  test('an admin adds an LDAP and a CSV connection, tests them, runs discovery from the top bar, finds the new users in global search and reads their events', async ({ page, checkA11y }) => {
    test.setTimeout(150_000);
    await ensureAdmin();
    await page.setViewportSize({ width: 1440, height: 1200 });
    await page.goto('/adapters');
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Adapters' })).toBeVisible({ timeout: 15_000 });
    await checkA11y(page);

    // The directory, bound as its read-only service account with an entered password.
    await addConnection(page, 'LDAP Directory', async (form) => {
      await form.getByRole('textbox', { name: 'Label' }).fill(LDAP_LABEL);
      await form.getByRole('textbox', { name: 'Server address' }).fill(slapd.url);
      await form.getByRole('textbox', { name: 'Bind DN' }).fill(READER.dn);
      await form.getByRole('textbox', { name: 'Base DN' }).fill(`ou=people,${SUFFIX}`);
      // By keyboard: react-aria keeps the radio input itself visually hidden.
      await form.getByRole('radio', { name: 'Enter the secrets' }).focus();
      await page.keyboard.press('Space');
      await form.getByLabel('Bind password').fill(READER.password);
      await checkA11y(page);
    });
    await expect(page.getByRole('row').filter({ hasText: LDAP_LABEL })).toContainText('Never connected');
    await testConnection(page, LDAP_LABEL, /Fetched: 2 users/);
    await expect(page.getByRole('row').filter({ hasText: LDAP_LABEL })).toContainText('Connected');

    // The HR file: the shared user by e-mail, with a title the directory does not have.
    const csv = ['username,mail,display_name,title,department', `zquill${RUN},${SHARED.mail},Zora Quill,Security Analyst,Security`].join('\n') + '\n';
    await addConnection(page, 'CSV / JSON File', async (form) => {
      await form.getByRole('textbox', { name: 'Label' }).fill(CSV_LABEL);
      await form.getByRole('button', { name: /Asset type/ }).click();
      await page.getByRole('option', { name: 'users', exact: true }).click();
      const chooser = page.waitForEvent('filechooser');
      await form.getByRole('button', { name: 'Choose file' }).click();
      await (await chooser).setFiles({ name: 'hr.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    });
    await expect(page.getByText('The file "hr.csv" was uploaded.')).toBeVisible({ timeout: 15_000 });
    await testConnection(page, CSV_LABEL, /Fetched: 1 users/);

    // Discovery from the top bar: Initiating..., then Stop Discovery while it runs, then done.
    const bar = page.getByRole('banner', { name: 'Top bar' });
    await bar.getByRole('button', { name: 'Discover Now' }).click();
    await page.getByRole('alertdialog', { name: 'Start Discovery' }).getByRole('button', { name: 'Discover Now' }).click();
    await expect(bar.getByRole('button', { name: 'Initiating...' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Stop Discovery' })).toBeVisible({ timeout: 15_000 });
    await expect(bar.getByRole('button', { name: 'Discover Now' })).toBeVisible({ timeout: 60_000 });

    // Both connections' fetches are in the history.
    await page.goto('/adapters_fetch_history');
    const history = page.getByRole('region', { name: 'Fetch history list' });
    await expect(history.getByRole('row').filter({ hasText: LDAP_LABEL }).first()).toContainText('Success', { timeout: 15_000 });
    await expect(history.getByRole('row').filter({ hasText: CSV_LABEL }).first()).toContainText('Success');
    await checkA11y(page);

    // Global search finds the directory's users; the shared one carries the file's title too.
    const search = page.getByRole('dialog', { name: 'Search' });
    await expect(async () => {
      if (!(await search.isVisible())) await page.keyboard.press('Control+KeyY');
      await expect(search.getByText('Start searching')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await search.getByRole('searchbox', { name: 'Search assets' }).fill(DIRECTORY_ONLY.uid);
    await expect(search.getByRole('option').filter({ hasText: DIRECTORY_ONLY.uid }).first()).toBeVisible({ timeout: 15_000 });
    await search.getByRole('searchbox', { name: 'Search assets' }).fill(SHARED.mail);
    const result = search.getByRole('option').filter({ hasText: SHARED.mail }).first();
    await expect(result).toBeVisible({ timeout: 15_000 });
    await result.click();
    await expect(page).toHaveURL(/\/assets\/users\/\d+$/);

    // Its investigation: both connections started reporting it in this run.
    await page.getByRole('tab', { name: 'Investigation' }).click();
    const events = page.getByRole('grid', { name: 'Investigation events' });
    await expect(events.getByRole('row').filter({ hasText: LDAP_LABEL }).first()).toBeVisible({ timeout: 15_000 });
    await expect(events.getByRole('row').filter({ hasText: CSV_LABEL }).first()).toBeVisible();
    await checkA11y(page);
  });
});
