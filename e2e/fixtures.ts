import { test as base, expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';

/**
 * Journeys run against the URL `npm start` printed, check every page they visit with axe, and
 * fail on any Content-Security-Policy violation of their pages.
 */
export const test = base.extend<{ checkA11y: (page: Page) => Promise<void> }>({
  context: async ({ context }, use) => {
    const violations: string[] = [];
    // Chromium reports every blocked script, style or connection on the console.
    context.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await use(context);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  baseURL: async ({}, use) => {
    const url = process.env['VIGIL_URL'];
    if (!url) throw new Error('VIGIL_URL is not set: run the journeys through e2e/playwright.config.ts');
    await use(url);
  },
  checkA11y: async ({}, use) => {
    await use(async (page) => {
      // Colours are judged as they end: a toast or a button still fading in would read as low contrast.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      );
      const { violations } = await new AxeBuilder({ page })
        // react-aria's hidden live region (see .storybook/preview.tsx).
        .exclude('[data-live-announcer]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
    });
  },
});

export { expect };

/** The admin every journey signs in as; the first journey signs it up through the console. */
export const ADMIN = { user_name: 'admin', password: 'E2e&admin-pass', email: 'admin@example.com' } as const;

/** An API client of its own, as a browser of the console (cookies kept, the CSRF header sent). */
export const apiClient = (): Promise<APIRequestContext> =>
  playwrightRequest.newContext({ baseURL: process.env['VIGIL_URL'], extraHTTPHeaders: { 'x-requested-with': 'vigil' } });

/** Signs up the admin over the API unless it exists (journeys may run alone). */
export async function ensureAdmin(): Promise<void> {
  const client = await apiClient();
  const status = (await (await client.get('/api/signup')).json()) as { data: { attributes: { value: { admin_exists: boolean } } } };
  if (!status.data.attributes.value.admin_exists) {
    const signup = { user_name: ADMIN.user_name, contact_email: ADMIN.email, new_password: ADMIN.password, confirm_new_password: ADMIN.password };
    expect((await client.post('/api/signup', { data: signup })).status()).toBe(204);
  }
  await client.dispose();
  await skipOnboarding(ADMIN.user_name, ADMIN.password);
  // The getting-started drawer would open after every sign-in; the onboarding journey shows it.
  const admin = await adminClient();
  expect((await admin.put('/api/settings/getting_started', { data: { settings: { autoOpen: false } } })).status()).toBeLessThan(300);
  await admin.dispose();
}

/** An API client signed in as the admin (its session is its own, apart from the page's). */
export async function adminClient(): Promise<APIRequestContext> {
  const client = await apiClient();
  expect((await client.post('/api/login', { data: { user_name: ADMIN.user_name, password: ADMIN.password } })).status()).toBe(200);
  return client;
}

/** Signs in on the login screen with a user name and password. */
export async function signIn(page: Page, userName: string = ADMIN.user_name, password: string = ADMIN.password): Promise<void> {
  await page.getByRole('textbox', { name: 'User name' }).fill(userName);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Logs out through the user menu at the bottom of the sidebar (its button carries the user's name). */
export async function logout(page: Page, userName: string | RegExp = ADMIN.user_name): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await page.getByRole('button', { name: userName, exact: typeof userName === 'string' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

/**
 * Prepares a user for journeys that are not about onboarding: a sign-in over the API makes the
 * next one not the first (no account-profile popup), and the version 6.0 carousel is marked seen.
 */
export async function skipOnboarding(userName: string, password: string): Promise<void> {
  const client = await apiClient();
  expect((await client.post('/api/login', { data: { user_name: userName, password } })).status()).toBe(200);
  expect((await client.put('/api/seen_announcement', { data: { announcement: 'version_6_0' } })).status()).toBeLessThan(300);
  await client.dispose();
}
