import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { IT_ROLE_ID } from '../packages/server/src/auth/ids.js';
import { TestIdp, readAuthnRequest } from '../packages/server/src/testing/samlIdp.js';
import { adminClient, apiClient, ensureAdmin, expect, test } from './fixtures';

/** The SAML user of this journey; the IdP ends its sessions this long after signing it in. */
const NAME_ID = 'sam.expiry@idp.example.test';
const IDP_SESSION_MS = 75_000;

type Section = Record<string, unknown>;

/**
 * The test IdP of the server tests behind a little HTTP server: its sign-on page reads the
 * AuthnRequest of the redirect and offers a signed answer, posted to the console by a button.
 */
async function startIdp(idp: TestIdp, sessionMs: () => number): Promise<{ server: Server; url: string }> {
  const server = createServer((request, reply) => {
    const location = new URL(request.url ?? '/', 'http://idp.test');
    if (location.pathname !== '/sso') {
      reply.writeHead(404).end();
      return;
    }
    const authn = readAuthnRequest(location.href);
    const answer = idp.answer({ request: authn, nameId: NAME_ID, sessionNotOnOrAfter: new Date(Date.now() + sessionMs()) });
    const field = (name: string, value: string) => `<input type="hidden" name="${name}" value="${value.replaceAll('"', '&quot;')}">`;
    reply.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><html lang="en"><head><title>Test IdP</title></head><body><main>` +
        `<form method="post" action="${authn.acsUrl}">${field('SAMLResponse', answer)}${field('RelayState', authn.relayState)}` +
        `<button type="submit">Continue to Vigil</button></form></main></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}` };
}

const sectionOf = async (client: APIRequestContext) =>
  ((await (await client.get('/api/settings/sections/saml')).json()) as { data: { attributes: { value: Section } } }).data.attributes.value;

/** A SAML sign-in of an API client (the browser's steps, without a browser), so the journey's is not the first. */
async function signInOverApi(idp: TestIdp, sessionMs: number): Promise<APIRequestContext> {
  const client = await apiClient();
  const start = await client.get('/api/login/saml?idp=test-idp', { maxRedirects: 0 });
  expect(start.status()).toBe(302);
  const authn = readAuthnRequest(start.headers()['location'] ?? '');
  const SAMLResponse = idp.answer({ request: authn, nameId: NAME_ID, sessionNotOnOrAfter: new Date(Date.now() + sessionMs) });
  const acs = await client.post(authn.acsUrl, { form: { SAMLResponse, RelayState: authn.relayState }, maxRedirects: 0 });
  const token = new URL(acs.headers()['location'] ?? '/', authn.acsUrl).searchParams.get('saml_token') ?? '';
  expect((await client.post('/api/login', { data: { saml_token: token } })).status()).toBe(200);
  expect((await client.put('/api/seen_announcement', { data: { announcement: 'version_6_0' } })).status()).toBeLessThan(300);
  return client;
}

test('a SAML session ends when the IdP says: the modal 60 s before, then the forced logout', async ({ page, checkA11y }) => {
  test.setTimeout(90_000);
  await ensureAdmin();
  const idp = new TestIdp();
  const { server: idpServer, url: idpUrl } = await startIdp(idp, () => IDP_SESSION_MS);
  const admin = await adminClient();
  const saved = await sectionOf(admin);
  try {
    const saml = {
      ...saved,
      enabled: true,
      default_role_id: IT_ROLE_ID,
      idps: [{ idp_name: 'Test IdP', idp_unique_name: 'test-idp', entry_point: `${idpUrl}/sso`, idp_cert: idp.credentials.certificatePem, issuer: null, legacy: false }],
    };
    expect((await admin.put('/api/settings/sections/saml', { data: saml })).status()).toBe(200);

    // A first sign-in over the API whose IdP session lasts 3 s: the server ends it by itself.
    const early = await signInOverApi(idp, 3_000);
    expect((await early.get('/api/users/me')).status()).toBe(200);

    // The browser signs in through the IdP; its clock is the page's, moved on below.
    await page.clock.install();
    await page.goto('/api/login/saml?idp=test-idp');
    await page.getByRole('button', { name: 'Continue to Vigil' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const me = (await (await page.request.get('/api/users/me')).json()) as { data: { attributes: { value: { saml_expiration_timestamp: string | null } } } };
    const endsAt = Date.parse(me.data.attributes.value.saml_expiration_timestamp ?? '');
    expect(endsAt - Date.now()).toBeGreaterThan(IDP_SESSION_MS - 15_000);
    expect(endsAt - Date.now()).toBeLessThanOrEqual(IDP_SESSION_MS);

    const modal = page.getByRole('alertdialog', { name: 'Your single sign-on session is ending' });
    await page.clock.pauseAt(endsAt - 61_000);
    await expect(modal).toBeHidden();
    await page.clock.runFor(1_000);
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('60 seconds');
    await expect(modal.getByRole('button')).toHaveCount(0);
    // It cannot be closed.
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();
    await page.clock.runFor(30_000);
    await expect(modal).toContainText('30 seconds');
    // axe waits on timers of its own: the clock runs again while it looks.
    await page.clock.resume();
    await checkA11y(page);

    await page.clock.fastForward(40_000);
    await expect(modal).toBeHidden();
    await expect(page).toHaveTitle('Login');
    expect((await page.request.get('/api/users/me')).status()).toBe(401);

    // The API client's session, past its 3 s, is over on the server: a 401 like an expired session.
    await expect.poll(async () => (await early.get('/api/users/me')).status(), { timeout: 10_000 }).toBe(401);
    expect(await (await early.get('/api/users/me')).json()).toEqual({ status: 401, message: 'Not logged in' });
    await early.dispose();
  } finally {
    await admin.put('/api/settings/sections/saml', { data: saved });
    await admin.dispose();
    await new Promise((resolve) => idpServer.close(resolve));
  }
});
