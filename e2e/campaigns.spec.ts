import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ADMIN, adminClient, apiClient, ensureAdmin, expect, signIn, skipOnboarding, test } from './fixtures';

const RUN = Date.now().toString(36);
const REVIEWER = { user_name: `reviewer-${RUN}`, password: 'E2e&reviewer-pass', email: `reviewer-${RUN}@example.com` } as const;
const CAMPAIGN = `E2E access review ${RUN}`;
const QUERY = 'EMEA engineers';

/** The approval link of the newest invitation mailed to `to`, read from the server's outbox. */
async function invitationLink(to: string): Promise<string> {
  const client = await apiClient();
  let link = '';
  await expect
    .poll(async () => {
      const mails = (await (await client.get(`/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { text: string }[];
      link = mails.map((mail) => /https?:\/\/\S*[?&]campaign_approval_id=[\w-]{43}/.exec(mail.text)?.[0] ?? '').find(Boolean) ?? '';
      return link;
    })
    .not.toBe('');
  await client.dispose();
  return link;
}

/** Adds an approver through the picker: types the address, picks the user found, then e-mail as the notify method. */
async function addApprover(page: Page, mail: string): Promise<void> {
  const search = page.getByRole('combobox', { name: 'Add an approver' });
  await search.pressSequentially(mail.split('@')[0] ?? mail);
  // Once the search has answered for the whole text, the user is the one match.
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText([mail]);
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page.getByRole('list', { name: 'Chosen approvers' }).getByText(mail, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`Notify ${mail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} by`) }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'E-mail', exact: true }).click();
}

test('an admin schedules a campaign with two approvers; an approver answers without signing in; the admin sees the progress and the evidence', async ({
  browser,
  page,
  checkA11y,
}) => {
  test.setTimeout(90_000);
  await ensureAdmin();
  const admin = await adminClient();
  const created = await admin.post('/api/settings/users', { data: { user_name: REVIEWER.user_name, password: REVIEWER.password, email: REVIEWER.email } });
  expect(created.status()).toBe(201);
  await admin.dispose();
  await skipOnboarding(REVIEWER.user_name, REVIEWER.password);

  // The admin creates the campaign over a saved query of users, with two approvers.
  await page.goto('/campaigns');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await page.getByRole('button', { name: 'New campaign' }).first().click();
  await expect(page).toHaveURL(/\/campaigns\/new$/);
  await page.getByRole('textbox', { name: 'Name' }).fill(CAMPAIGN);
  await page.getByRole('textbox', { name: 'Message to approvers' }).fill('Please review the access of these engineers.');
  await page.getByRole('button', { name: /Saved query/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: QUERY, exact: true }).click();
  await addApprover(page, ADMIN.email);
  await addApprover(page, REVIEWER.email);

  // The live preview: users under review and the entitlements they hold.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('list', { name: 'Entitlements reviewed' }).getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
  await checkA11y(page);

  // Scheduled for today: it starts now and the approvers are invited.
  const today = new Date();
  const month = page.getByRole('spinbutton', { name: /month/ }).first();
  await month.click();
  await page.keyboard.type(`${String(today.getUTCMonth() + 1).padStart(2, '0')}${String(today.getUTCDate()).padStart(2, '0')}${today.getUTCFullYear()}`);
  await page.getByRole('button', { name: 'Schedule campaign' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Schedule this campaign?' });
  await confirm.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page).toHaveURL(/\/campaigns\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: CAMPAIGN })).toBeVisible();
  await expect(page.getByText('The campaign is scheduled.')).toBeVisible();
  const campaignUrl = page.url();

  // The reviewer opens the invitation's link in a browser that never signed in.
  const link = await invitationLink(REVIEWER.email);
  const context = await browser.newContext();
  const approver = await context.newPage();
  await approver.goto(link);
  await expect(approver.getByRole('heading', { name: CAMPAIGN })).toBeVisible();
  await expect(approver.getByText('Please review the access of these engineers.')).toBeVisible();
  await expect(approver.getByRole('textbox', { name: 'User name' })).toHaveCount(0);
  const actions = approver.getByRole('group', { name: /^Action for / });
  await expect(actions.first()).toBeVisible();
  await checkA11y(approver);

  // Approves two, revokes one, submits.
  await actions.nth(0).getByRole('button', { name: 'Approve', exact: true }).click();
  await actions.nth(1).getByRole('button', { name: 'Approve', exact: true }).click();
  await actions.nth(2).getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(approver.getByText('3 unsaved changes')).toBeVisible();
  await approver.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(approver.getByText('Response Submitted')).toBeVisible();
  // Reloaded: the answered rows show their decision and their controls are disabled.
  const answered = approver.getByRole('group', { name: /^Action for / }).filter({ has: approver.getByRole('button', { disabled: true }) });
  await expect(answered).toHaveCount(3);
  await expect(approver.getByText('Revoked', { exact: true })).toHaveCount(1);
  await expect(approver.getByText('Approved', { exact: true })).toHaveCount(2);
  await context.close();

  // The admin sees the progress and downloads the evidence: three decisions, hash-chained.
  await page.goto(campaignUrl);
  await expect(page.getByText(/^3 \/ \d+$/).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download evidence' }).click();
  const file = await (await download).path();
  const rows = readFileSync(file, 'utf8').trim().split('\r\n');
  expect(rows).toHaveLength(4);
  expect(rows.slice(1).filter((row) => row.includes(',revoke,'))).toHaveLength(1);
  expect(rows.slice(1).every((row) => row.includes(REVIEWER.user_name))).toBe(true);
});
