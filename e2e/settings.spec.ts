import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { ensureAdmin, expect, signIn, test } from './fixtures';

const RUN = Date.now().toString(36);
const WEBHOOK = `E2E receiver ${RUN}`;
const HOST = `vigil-${RUN}.example.com`;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver of webhooks on a free local port: keeps every POST it gets and answers 204. */
async function startReceiver(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${String(port)}/hooks`, received, close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** Whether the sidebar offers an entry, shown or under More. */
async function sidebarHas(page: Page, title: string): Promise<boolean> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  if ((await nav.getByRole('link', { name: title, exact: true }).count()) > 0) return true;
  const more = nav.getByRole('button', { name: 'More' });
  if ((await more.count()) === 0) return false;
  await more.click();
  const found = (await page.getByRole('menu', { name: 'More' }).getByRole('menuitem', { name: title, exact: true }).count()) > 0;
  await page.keyboard.press('Escape');
  return found;
}

/** Flips one internal feature flag on the open flags tab and saves it through the diff confirmation. */
async function flipFlag(page: Page, flag: string, to: boolean): Promise<void> {
  const toggle = page.getByRole('switch', { name: flag, exact: true });
  await expect(toggle).toBeChecked({ checked: !to });
  // By keyboard: react-aria keeps the input itself visually hidden.
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked({ checked: to });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Save these changes?' });
  await expect(confirm.getByRole('listitem')).toHaveText(`${flag}: ${String(!to)} → ${String(to)}`);
  await confirm.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
}

test('an admin turns a feature flag on and the console follows, makes a CSR, adds a webhook that receives a signed delivery of a discovery run, and finds it all in the audit log', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  await ensureAdmin();
  const receiver = await startReceiver();
  await page.setViewportSize({ width: 1440, height: 1400 });

  // Feature flags: campaigns off hides the sidebar entry, on shows it again, both without a reload.
  await page.goto('/settings/internal-feature-flags');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'enable_campaigns', exact: true })).toBeVisible({ timeout: 15_000 });
  expect(await sidebarHas(page, 'Campaigns')).toBe(true);
  await flipFlag(page, 'enable_campaigns', false);
  await expect.poll(() => sidebarHas(page, 'Campaigns')).toBe(false);
  await flipFlag(page, 'enable_campaigns', true);
  await expect.poll(() => sidebarHas(page, 'Campaigns')).toBe(true);
  await checkA11y(page);

  // Certificate Settings: a signing request made on the server, downloaded as a PEM file.
  await page.getByRole('tab', { name: 'Certificate Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/certificate-settings$/);
  const csrForm = page.getByRole('region', { name: 'Create signing request' });
  await csrForm.getByRole('textbox', { name: /Common name/ }).fill(HOST);
  await csrForm.getByRole('textbox', { name: 'Organization', exact: true }).fill('Vigil E2E');
  await csrForm.getByRole('button', { name: 'Create signing request' }).click();
  const pending = page.getByRole('region', { name: 'Signing request pending' });
  await expect(pending).toBeVisible({ timeout: 15_000 });
  await checkA11y(page);
  const download = page.waitForEvent('download');
  await pending.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${HOST}.csr`);
  const csr = readFileSync(await file.path(), 'utf8');
  expect(csr).toMatch(/^-----BEGIN CERTIFICATE REQUEST-----\r?\n[\s\S]+-----END CERTIFICATE REQUEST-----\s*$/);
  expect(csr).not.toContain('PRIVATE KEY');

  // Webhooks: one for discovery runs, to the local receiver, with a signing secret of our own.
  await page.getByRole('tab', { name: 'Webhooks' }).click();
  await expect(page).toHaveURL(/\/settings\/webhooks$/);
  await page.getByRole('button', { name: 'Add webhook' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add webhook' });
  await form.getByRole('textbox', { name: 'Name' }).fill(WEBHOOK);
  await form.getByRole('textbox', { name: 'Payload URL' }).fill(receiver.url);
  await form.getByRole('checkbox', { name: 'Discovery finished' }).focus();
  await page.keyboard.press('Space');
  await expect(form.getByRole('checkbox', { name: 'Discovery finished' })).toBeChecked();
  const secretField = form.getByLabel('Signing secret');
  const ownSecret = (await secretField.count()) > 0;
  const SECRET = `e2e-secret-${RUN}`;
  if (ownSecret) await secretField.fill(SECRET);
  await checkA11y(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  const shown = page.getByRole('status').filter({ hasText: 'Copy the signing secret now' });
  await expect(shown).toBeVisible();
  const secret = ownSecret ? SECRET : ((await shown.locator('code').first().textContent()) ?? '').trim();
  expect(secret).not.toBe('');
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByRole('region', { name: 'Webhooks list' }).getByText(WEBHOOK)).toBeVisible();

  // Discovery from the top bar; its end is delivered to the receiver, signed over timestamp and body.
  const bar = page.getByRole('banner', { name: 'Top bar' });
  await bar.getByRole('button', { name: 'Discover Now' }).click();
  await page.getByRole('alertdialog', { name: 'Start Discovery' }).getByRole('button', { name: 'Discover Now' }).click();
  await expect(bar.getByRole('button', { name: 'Stop Discovery' })).toBeVisible({ timeout: 15_000 });
  await expect(bar.getByRole('button', { name: 'Discover Now' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => receiver.received.filter((hit) => hit.headers['x-vigil-event'] === 'discovery.finished').length, { timeout: 30_000 }).toBeGreaterThan(0);
  const hit = receiver.received.find((candidate) => candidate.headers['x-vigil-event'] === 'discovery.finished');
  const timestamp = String(hit?.headers['x-vigil-timestamp'] ?? '');
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${hit?.body ?? ''}`).digest('hex')}`;
  expect(hit?.headers['x-vigil-signature']).toBe(expected);
  await receiver.close();

  // The delivery log says it was delivered.
  await page.getByRole('button', { name: `Deliveries of ${WEBHOOK}` }).click();
  const log = page.getByRole('region', { name: 'Delivery log' });
  await expect(log.getByRole('row').filter({ hasText: 'Delivered' }).first()).toBeVisible({ timeout: 15_000 });
  await checkA11y(page);
  await page.keyboard.press('Escape');

  // The audit log holds each change, newest first.
  await page.goto('/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity Logs' })).toBeVisible();
  const entries = page.getByRole('grid', { name: 'Activity log entries' }).or(page.getByRole('table', { name: 'Activity log entries' }));
  for (const text of ['Webhook created', 'Certificate signing request created', 'Feature flags updated', 'Signed in']) {
    await expect(entries.getByRole('row').filter({ hasText: text }).first(), text).toBeVisible({ timeout: 15_000 });
  }
  await checkA11y(page);
});
