import type { Page } from '@playwright/test';
import { ADMIN, ensureAdmin, expect, logout, signIn, skipOnboarding, test } from './fixtures';

const USER = { user_name: 'rita.reader', password: 'E2e&reader-pass1' } as const;
const ROLE = 'Report Reader';

/** Whether each sidebar entry is usable, visible or under More. */
async function entryState(page: Page, title: string): Promise<'enabled' | 'disabled'> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const link = nav.getByRole('link', { name: title, exact: true });
  if ((await link.count()) > 0) return (await link.getAttribute('aria-disabled')) === 'true' ? 'disabled' : 'enabled';
  await nav.getByRole('button', { name: 'More' }).click();
  const item = page.getByRole('menu', { name: 'More' }).getByRole('menuitem', { name: title, exact: true });
  const state = (await item.getAttribute('aria-disabled')) === 'true' ? 'disabled' : 'enabled';
  await page.keyboard.press('Escape');
  return state;
}

/** The page goes to another tab and comes back, as a user does who left the console open. */
async function comeBack(page: Page): Promise<void> {
  const visibility = (hidden: boolean) =>
    page.evaluate((isHidden) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (isHidden ? 'hidden' : 'visible') });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => isHidden });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await visibility(true);
  await visibility(false);
}

test('an admin creates a user with a custom role; the user sees only what the role allows, and follows its change', async ({ browser, page, checkA11y }) => {
  await ensureAdmin();
  await page.goto('/');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

  // A role with the Dashboard, private Reports, and Settings to look at only.
  await page.getByRole('banner', { name: 'Top bar' }).getByRole('button', { name: 'System Settings' }).click();
  await page.getByRole('tab', { name: 'Roles' }).click();
  await expect(page).toHaveURL(/\/settings\/roles$/);
  await page.getByRole('button', { name: 'New role' }).click();
  const editor = page.getByRole('dialog', { name: 'New role' });
  await editor.getByRole('textbox', { name: 'Name' }).fill(ROLE);
  for (const permission of ['Dashboard: View', 'Reports: View', 'Reports: Private', 'Settings: View']) await editor.getByRole('checkbox', { name: permission, exact: true }).check({ force: true });
  await checkA11y(page);
  await editor.getByRole('button', { name: 'Create role' }).click();
  await expect(page.getByRole('grid', { name: 'Roles' }).getByText(ROLE)).toBeVisible();

  // A user with that role.
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('button', { name: 'Add User' }).click();
  const form = page.getByRole('dialog', { name: 'Add User' });
  await form.getByRole('textbox', { name: 'User name' }).fill(USER.user_name);
  await form.getByLabel('Password', { exact: true }).fill(USER.password);
  await form.getByRole('button', { name: /Role/ }).click();
  await page.getByRole('option', { name: ROLE }).click();
  await checkA11y(page);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('grid', { name: 'Users' }).getByText(USER.user_name)).toBeVisible();
  await skipOnboarding(USER.user_name, USER.password);

  // The user, in a browser of their own, sees what the role allows.
  const context = await browser.newContext();
  const userPage = await context.newPage();
  await userPage.goto('/');
  await signIn(userPage, USER.user_name, USER.password);
  await expect(userPage.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(await entryState(userPage, 'Reports')).toBe('enabled');
  expect(await entryState(userPage, 'Dashboard')).toBe('enabled');
  expect(await entryState(userPage, 'Assets')).toBe('disabled');
  expect(await entryState(userPage, 'Adapters')).toBe('disabled');
  // Settings/View without Update: the users list and its export, but nothing that changes users.
  await userPage.getByRole('banner', { name: 'Top bar' }).getByRole('button', { name: 'System Settings' }).click();
  await userPage.getByRole('tab', { name: 'Users' }).click();
  await expect(userPage.getByRole('grid', { name: 'Users' }).getByText(USER.user_name)).toBeVisible();
  await expect(userPage.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await expect(userPage.getByRole('button', { name: 'Add User' })).toHaveCount(0);
  await expect(userPage.getByRole('button', { name: `Actions for ${USER.user_name}` })).toHaveCount(0);

  // The admin lets the role see assets; the preview says what the users gain.
  await page.getByRole('tab', { name: 'Roles' }).click();
  await page.getByRole('button', { name: `Actions for ${ROLE}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit role' });
  await edit.getByRole('checkbox', { name: 'Assets: View', exact: true }).check({ force: true });
  await edit.getByRole('button', { name: 'Review changes' }).click();
  await expect(edit.getByText('Gained')).toBeVisible();
  await edit.getByRole('button', { name: 'Save role' }).click();
  await expect(edit).toBeHidden();

  // Back on the console, the user has Assets without signing in again.
  await comeBack(userPage);
  await expect.poll(() => entryState(userPage, 'Assets')).toBe('enabled');
  await logout(userPage, USER.user_name);
  await context.close();
  await logout(page, ADMIN.user_name);
});
