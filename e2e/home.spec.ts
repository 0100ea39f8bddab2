import { ensureAdmin, expect, signIn, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await ensureAdmin();
  await page.goto('/');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('the home page shows what the server reports about itself', async ({ page, checkA11y }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Vigil');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

  const constants = page.getByRole('region', { name: 'System constants' });
  await expect(constants.getByText('Vigil', { exact: true })).toBeVisible();
  await expect(constants.getByText('6.0.0', { exact: true })).toBeVisible();
  await checkA11y(page);

  const reloaded = page.waitForResponse((r) => r.url().endsWith('/api/get_constants') && r.ok());
  await constants.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(constants.getByText('Vigil', { exact: true })).toBeVisible();
});

test('an unknown address shows the not-found page with a way home', async ({ page, checkA11y }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await checkA11y(page);
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('the API answers under /api next to the console', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  expect(await health.json()).toEqual({ status: 'ok', version: '6_0_0' });
});
