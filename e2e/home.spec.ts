import { ensureAdmin, expect, signIn, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await ensureAdmin();
  await page.goto('/');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('the home page is an overview of the inventory, not a developer card', async ({ page, checkA11y }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Vigil');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'System constants' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Assets' }).getByRole('link', { name: /^Devices: / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Discovery' })).toBeVisible();
  await checkA11y(page);
  // The tab's icon is the logo's shield, served beside the console.
  const iconPath = await page.locator('link[rel="icon"]').getAttribute('href');
  const icon = await page.request.get(iconPath ?? '/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
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
