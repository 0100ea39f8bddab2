// Signing in from a bench's browser, as a user does, against a running server.
import { newPage } from './browser.mjs';
import { ADMIN, CSRF_HEADERS } from './server.mjs';

/** Signs in over the page's own request context, so its cookies are the page's. */
export async function signInContext(page, url) {
  const reply = await page.context().request.post(`${url}/api/login`, {
    data: { user_name: ADMIN.user_name, password: ADMIN.password },
    headers: CSRF_HEADERS,
  });
  if (reply.status() !== 200) throw new Error(`login answered ${reply.status()}`);
}

/**
 * A page whose context signed in through the login screen (the console keeps its own marker
 * beside the cookie), left on a blank page so the next load is measured from its start.
 */
export async function signedInPage(browser, url) {
  return signIn(await newPage(browser), url);
}

/** Signs `page` in through the login screen, as `signedInPage` does, and leaves it on a blank page. */
export async function signIn(page, url) {
  await page.goto(url);
  await page.getByRole('textbox', { name: 'User name' }).fill(ADMIN.user_name);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
  return page;
}

/** Marks the onboarding as done, so no popup covers the pages measured. */
export async function skipOnboarding(browser, url) {
  const page = await newPage(browser);
  await signInContext(page, url);
  const request = page.context().request;
  for (const announcement of ['version_6_0', 'new_dashboard']) await request.put(`${url}/api/seen_announcement`, { data: { announcement }, headers: CSRF_HEADERS });
  await request.put(`${url}/api/settings/getting_started`, { data: { settings: { autoOpen: false } }, headers: CSRF_HEADERS });
  await page.context().close();
}
