import type { Locator, Page } from '@playwright/test';
import { ensureAdmin, expect, signIn, test } from './fixtures';

const NAME = 'Windows laptops with Chrome';

/** Opens a select of the builder and picks the option whose text starts with `option`. */
async function pick(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('listbox').getByRole('option', { name: new RegExp(`^${option}`) }).first().click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** The count badge the builder shows beside a row or group, as a number. */
async function countOf(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  return Number(text.replace(/[^0-9]/g, ''));
}

test('a user builds a nested query with a relationship and a count, sees live counts, saves it, edits it as text, compares versions and finds it in the list', async ({ page, checkA11y }) => {
  test.setTimeout(120_000);
  await ensureAdmin();
  await page.goto('/');
  await signIn(page);
  // Signed in (the session cookie set) before leaving the page: a navigation would cancel the login.
  await page.getByRole('navigation', { name: 'Main' }).waitFor();

  await page.goto('/queries');
  await expect(page.getByRole('grid', { name: 'Saved queries' })).toBeVisible();
  await page.getByRole('button', { name: 'New query' }).click();
  await expect(page).toHaveURL(/\/queries\/new$/);
  await page.getByRole('textbox', { name: 'Name' }).fill(NAME);

  // Condition 1: OS type equals Windows.
  await page.getByRole('button', { name: 'Add condition to the filter', exact: true }).click();
  await pick(page, page.getByRole('button', { name: /Field of condition 1$/ }), 'OS: Type');
  await pick(page, page.getByRole('button', { name: /Operator of condition 1$/ }), 'equals');
  await page.getByRole('textbox', { name: /Value of condition 1$/ }).fill('Windows');

  // Condition 2: a relationship, installed software whose name contains chrome.
  await page.getByRole('button', { name: 'Add condition to the filter', exact: true }).click();
  await pick(page, page.getByRole('button', { name: /Field of condition 2$/ }), 'Installed Software');
  await page.getByRole('button', { name: 'Add condition to the filter of condition 2' }).click();
  await pick(page, page.getByRole('button', { name: /Field of condition 1 in the filter of condition 2$/ }), 'Asset Name');
  await pick(page, page.getByRole('button', { name: /Operator of condition 1 in the filter of condition 2$/ }), 'contains');
  await page.getByRole('textbox', { name: /Value of condition 1 in the filter of condition 2$/ }).fill('chrome');

  // Group 1: laptops, or devices with more than one IP address (a count).
  await page.getByRole('button', { name: 'Add group to the filter', exact: true }).click();
  await pick(page, page.getByRole('button', { name: /Field of condition 1 in group 1$/ }), 'Device Type');
  await pick(page, page.getByRole('button', { name: /Operator of condition 1 in group 1$/ }), 'equals');
  await page.getByRole('textbox', { name: /Value of condition 1 in group 1$/ }).fill('Laptop');
  await page.getByRole('button', { name: 'Add condition to group 1', exact: true }).click();
  await pick(page, page.getByRole('button', { name: /Field of condition 2 in group 1$/ }), 'IP Addresses');
  await pick(page, page.getByRole('button', { name: /Operator of condition 2 in group 1$/ }), 'count');
  await page.getByRole('radiogroup', { name: 'Logical operator of group 1' }).getByRole('radio', { name: 'or' }).check({ force: true });

  // The live counts come from the server, beside every row and group: the whole filter matches no
  // more than any of its and-ed rows, and the or-group no fewer than either of its rows.
  const rowCount = async (node: string) => {
    const badge = page.getByRole('group', { name: node, exact: true }).getByText(/^[0-9,]+ assets?$/).first();
    await expect(badge).toBeVisible({ timeout: 15_000 });
    return countOf(badge);
  };
  const status = page.getByRole('status').getByText(/^[0-9,]+ matching assets?$/);
  await expect(status).toBeVisible({ timeout: 15_000 });
  const total = await countOf(status);
  expect(total).toBeGreaterThan(0);
  for (const row of ['condition 1', 'condition 2']) expect(await rowCount(row)).toBeGreaterThanOrEqual(total);
  expect(await rowCount('group 1')).toBeGreaterThanOrEqual(await rowCount('condition 1 in group 1'));
  await checkA11y(page);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/queries\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();

  // Edit it as text: the same filter reads as one line; narrow it to laptops only.
  await page.getByRole('tab', { name: 'Text' }).click();
  const text = page.getByRole('textbox', { name: 'Filter as text' });
  await expect(text).toHaveValue(/os_type = "Windows"/);
  await expect(text).toHaveValue(/installed_software has \(name contains "chrome"\)/);
  await expect(text).toHaveValue(/ips count > 0/);
  const edited = (await text.inputValue()).replace(/ or ips count > 0/, '');
  await text.fill(edited);
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('tab', { name: 'Tree' }).click();
  await expect(page.getByRole('button', { name: /Field of condition 2 in group 1$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`"${NAME}" was saved`).first()).toBeVisible();

  // The history: two versions; their diff shows the removed count condition.
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/history$/);
  await page.getByRole('checkbox', { name: 'Compare version 1' }).check({ force: true });
  await page.getByRole('checkbox', { name: 'Compare version 2' }).check({ force: true });
  await expect(page.getByRole('heading', { name: 'Version 1 compared with version 2' })).toBeVisible();
  const changes = page.getByRole('list', { name: 'Changes' });
  await expect(changes).toContainText('Removed');
  await expect(changes).toContainText('IP Addresses');
  await checkA11y(page);

  // The list finds it by its name.
  await page.goto('/queries');
  await page.getByRole('searchbox', { name: 'Search queries' }).or(page.getByRole('textbox', { name: 'Search queries' })).first().fill('chrome');
  const row = page.getByRole('grid', { name: 'Saved queries' }).getByRole('row', { name: new RegExp(NAME) });
  await expect(row).toBeVisible();
  await checkA11y(page);
});
