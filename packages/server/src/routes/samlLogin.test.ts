import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN_ROLE_ID, IT_ROLE_ID } from '../auth/ids.js';
import { EULA_KEY } from '../auth/login.js';
import { hashPassword } from '../auth/passwords.js';
import { TWO_FACTOR_KEY } from '../auth/twoFactor.js';
import { writeSetting } from '../settings/store.js';
import { samlSessionEnd } from '../sso/saml.js';
import { DEFAULT_SAML, SAML_KEY, type SamlSettings } from '../sso/settings.js';
import { issueCertificate } from '../testing/certs.js';
import { startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { IDP_ENTITY_ID, TestIdp, readAuthnRequest, type AnswerOptions, type AuthnRequestSeen } from '../testing/samlIdp.js';

const SP_ENTITY_ID = 'https://vigil.example.test/saml';
const FLOW_COOKIE = 'vigil_saml_flow';

describe('SAML single sign-on', () => {
  let server: TestServer;
  const idp = new TestIdp();

  const settings = (overrides: Partial<SamlSettings> = {}) =>
    writeSetting(server.db, SAML_KEY, {
      ...DEFAULT_SAML,
      enabled: true,
      default_role_id: IT_ROLE_ID,
      idps: [
        {
          idp_name: 'Test IdP',
          idp_unique_name: 'test-idp',
          entry_point: 'https://idp.example.test/sso',
          idp_cert: idp.credentials.certificatePem,
          issuer: SP_ENTITY_ID,
          legacy: false,
        },
        { idp_name: 'Half configured', idp_unique_name: 'no-cert', entry_point: 'https://other.example.test/sso', idp_cert: null, issuer: null, legacy: false },
      ],
      ...overrides,
    });

  /** The browser goes to /api/login/saml (a navigation: no CSRF header) and on to the IdP. */
  async function startFlow(query = '?idp=test-idp'): Promise<{ request: AuthnRequestSeen; flowCookie: string; location: string }> {
    const reply = await server.app.inject({ method: 'GET', url: `/api/login/saml${query}` });
    expect(reply.statusCode).toBe(302);
    const location = String(reply.headers.location);
    const flow = reply.cookies.find((c) => c.name === FLOW_COOKIE);
    expect(flow).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    return { request: readAuthnRequest(location), flowCookie: `${FLOW_COOKIE}=${flow?.value ?? ''}`, location };
  }

  /** The IdP's page posts the answer from its own origin, as a form. */
  const postAnswer = (SAMLResponse: string, RelayState: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/login/saml/acs',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://idp.example.test' },
      payload: new URLSearchParams({ SAMLResponse, RelayState }).toString(),
    });

  const redirectQuery = (reply: LightMyRequestResponse) => {
    expect(reply.statusCode).toBe(302);
    const location = new URL(String(reply.headers.location), 'http://console.test');
    expect(location.pathname).toBe('/');
    return location.searchParams;
  };

  const expectRefusedAnswer = (reply: LightMyRequestResponse) => {
    const query = redirectQuery(reply);
    expect(Object.fromEntries(query)).toEqual({ redirect: 'false', error: 'Login failed.' });
  };

  const tokenLogin = (saml_token: string, cookie?: string) => server.send({ method: 'POST', url: '/api/login', payload: { saml_token }, ...(cookie && { cookie }) });

  /** A whole sign-on: the browser's redirect, the IdP's answer, the console's token login. */
  async function signOn(nameId: string, attributes: Record<string, string> = {}, answer: Partial<AnswerOptions> = {}) {
    const { request, flowCookie } = await startFlow();
    const token = redirectQuery(await postAnswer(idp.answer({ request, nameId, attributes, ...answer }), request.relayState)).get('saml_token') ?? '';
    return { login: await tokenLogin(token, flowCookie), token, flowCookie };
  }

  beforeAll(async () => {
    server = await startTestServer();
    await settings();
  });

  afterAll(() => server.close());

  it('sends the browser to the IdP with an AuthnRequest for this server, tied to the browser', async () => {
    const { request, location } = await startFlow();
    expect(location.startsWith('https://idp.example.test/sso?')).toBe(true);
    expect(request.id).toMatch(/^_/);
    expect(request.relayState.length).toBeGreaterThanOrEqual(43);
    expect(request.issuer).toBe(SP_ENTITY_ID);
    expect(request.acsUrl).toMatch(/\/api\/login\/saml\/acs$/);
    // The request is remembered only as hashes of the secrets tied to it.
    const [row] = await server.db.query<{ relay_state_hash: string; flow_hash: string }>('select * from saml_requests where request_id = $1', [request.id]);
    expect(row?.relay_state_hash).not.toBe(request.relayState);
  });

  it('uses the default IdP without a query, and the configured address for the assertion consumer', async () => {
    await settings({ sp_base_url: 'https://vigil.example.test/' });
    const { request } = await startFlow('');
    expect(request.acsUrl).toBe('https://vigil.example.test/api/login/saml/acs');
    await settings();
  });

  it('signs the user in: signed answer, then a single-use token for POST /login, creating the user with the default role', async () => {
    const { login, token, flowCookie } = await signOn('jsaml', { email: 'jane@example.test', givenName: 'Jane', sn: 'Saml' });
    expect(login.statusCode).toBe(200);
    expect(login.json<Schemas['LoginReply']>().meta.user_data).toMatchObject({ user_name: 'jsaml', source: 'saml' });
    const session = login.cookies.find((c) => c.name === 'vigil_session');
    const me = await server.send({ method: 'GET', url: '/api/users/me', cookie: `vigil_session=${session?.value ?? ''}` });
    expect(me.json<Schemas['CurrentUserReply']>().data.attributes.value).toMatchObject({
      user_name: 'jsaml',
      source: 'saml',
      email: 'jane@example.test',
      first_name: 'Jane',
      last_name: 'Saml',
      role_name: 'IT',
    });
    const [row] = await server.db.query<{ external_id: string; password_hash: string | null }>("select external_id, password_hash from users where user_name = 'jsaml'");
    expect(row).toEqual({ external_id: `${IDP_ENTITY_ID}|jsaml`, password_hash: null });
    // The token is spent.
    const replay = await tokenLogin(token, flowCookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json<Schemas['Error']>()).toEqual({ status: 401, message: 'Login failed.' });
  });

  it('asks for the terms first, keeping the token for the repeat, and skips the e-mail code (the IdP signed the user on)', async () => {
    await writeSetting(server.db, EULA_KEY, { enabled: true, text: 'Be nice.' });
    await writeSetting(server.db, TWO_FACTOR_KEY, { enabled: true });
    try {
      const { login, token, flowCookie } = await signOn('eula-saml', { email: 'eula@example.test' });
      expect(login.json<Schemas['LoginReply']>().meta).toEqual({ request_eula: true, eula_text: 'Be nice.' });
      expect(login.cookies.find((c) => c.name === 'vigil_session')).toBeUndefined();
      const agreed = await server.send({ method: 'POST', url: '/api/login', payload: { saml_token: token, eula_agreed: true }, cookie: flowCookie });
      expect(agreed.statusCode).toBe(200);
      expect(agreed.json<Schemas['LoginReply']>().meta.user_data).toMatchObject({ user_name: 'eula-saml' });
      expect(agreed.cookies.find((c) => c.name === 'vigil_session')?.value).toBeTruthy();
    } finally {
      await writeSetting(server.db, EULA_KEY, { enabled: false });
      await writeSetting(server.db, TWO_FACTOR_KEY, { enabled: false });
    }
  });

  it("falls back to the user name for the e-mail when the IdP sends none", async () => {
    const { login } = await signOn('nomail@corp.test');
    const session = login.cookies.find((c) => c.name === 'vigil_session');
    const me = await server.send({ method: 'GET', url: '/api/users/me', cookie: `vigil_session=${session?.value ?? ''}` });
    expect(me.json<Schemas['CurrentUserReply']>().data.attributes.value.email).toBe('nomail@corp.test');
  });

  it('refuses an answer whose signed content was changed, or signed by another key', async () => {
    const { request } = await startFlow();
    const tampered = idp.answer({ request, nameId: 'jsaml', tamper: (xml) => xml.replace('>jsaml</saml:NameID>', '>admin</saml:NameID>') });
    expectRefusedAnswer(await postAnswer(tampered, request.relayState));
    const second = await startFlow();
    const forged = idp.answer({ request: second.request, nameId: 'admin', signer: issueCertificate({ commonName: 'Mallory' }) });
    expectRefusedAnswer(await postAnswer(forged, second.request.relayState));
    expect((await server.db.query("select 1 from users where source = 'saml' and user_name = 'admin'")).length).toBe(0);
  });

  it('accepts an answer once, only for the request its RelayState names, and only for this audience', async () => {
    const { request } = await startFlow();
    const answer = idp.answer({ request, nameId: 'once' });
    expect(redirectQuery(await postAnswer(answer, request.relayState)).get('saml_token')).toBeTruthy();
    expectRefusedAnswer(await postAnswer(answer, request.relayState));

    const other = await startFlow();
    // Another request's RelayState, an unknown one, and none (unsolicited, IdP-initiated).
    const third = await startFlow();
    expectRefusedAnswer(await postAnswer(idp.answer({ request: other.request, nameId: 'x' }), third.request.relayState));
    expectRefusedAnswer(await postAnswer(idp.answer({ request: other.request, nameId: 'x' }), 'unknown'));
    expectRefusedAnswer(await postAnswer(idp.answer({ request: { ...other.request, id: '_unsolicited' }, nameId: 'x' }), ''));
    const fourth = await startFlow();
    expectRefusedAnswer(await postAnswer(idp.answer({ request: fourth.request, nameId: 'x', audience: 'https://another-sp.test' }), fourth.request.relayState));
  });

  it('signs in only the browser that started the flow, before the token expires', async () => {
    const { request, flowCookie } = await startFlow();
    const token = redirectQuery(await postAnswer(idp.answer({ request, nameId: 'jsaml' }), request.relayState)).get('saml_token') ?? '';
    expect((await tokenLogin(token)).statusCode).toBe(401);
    // Refused tokens are spent too.
    expect((await tokenLogin(token, flowCookie)).statusCode).toBe(401);

    const again = await startFlow();
    const late = redirectQuery(await postAnswer(idp.answer({ request: again.request, nameId: 'jsaml' }), again.request.relayState)).get('saml_token') ?? '';
    await server.db.query("update saml_tokens set expires_at = now() - interval '1 second'");
    expect((await tokenLogin(late, again.flowCookie)).statusCode).toBe(401);
    expect((await tokenLogin('made-up', again.flowCookie)).statusCode).toBe(401);
  });

  it('never signs an IdP user in to a local account of the same name', async () => {
    await server.db.query("insert into users (user_name, password_hash) values ('local', $1)", [await hashPassword('Local-pass-1')]);
    const { request } = await startFlow();
    expectRefusedAnswer(await postAnswer(idp.answer({ request, nameId: 'local' }), request.relayState));
    expect(await server.db.query("select source from users where user_name = 'local'")).toEqual([{ source: 'internal' }]);
  });

  it("answers 'Empty SAML Certificate' when the IdP has no signing certificate, without asking it", async () => {
    const before = (await server.db.query('select 1 from saml_requests')).length;
    const reply = await server.app.inject({ method: 'GET', url: '/api/login/saml?idp=no-cert' });
    expect(reply.statusCode).toBe(500);
    expect(reply.json<Schemas['Error']>()).toEqual({
      status: 500,
      title: 'Empty SAML Certificate',
      message: 'Unable to complete the SSO login due to a missing IdP signing certificate. Please contact your system administrator for help',
    });
    expect(reply.headers.location).toBeUndefined();
    expect((await server.db.query('select 1 from saml_requests')).length).toBe(before);
  });

  it('answers 404 for an unknown IdP or while SAML is off, and 400 for an answer without SAMLResponse', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/login/saml?idp=nope' })).statusCode).toBe(404);
    await settings({ enabled: false });
    expect((await server.app.inject({ method: 'GET', url: '/api/login/saml?idp=test-idp' })).statusCode).toBe(404);
    await settings();
    const empty = await server.app.inject({
      method: 'POST',
      url: '/api/login/saml/acs',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'RelayState=abc',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<Schemas['Error']>().details).toContainEqual({ field: 'body/SAMLResponse', message: 'is required' });
  });

  describe('the end of the SAML session', () => {
    const SECOND = 1000;
    const MINUTE = 60 * SECOND;
    const sessionOf = (login: LightMyRequestResponse) => `vigil_session=${login.cookies.find((c) => c.name === 'vigil_session')?.value ?? ''}`;
    const me = (cookie: string) => server.send({ method: 'GET', url: '/api/users/me', cookie });
    const samlEnd = async (cookie: string) => (await me(cookie)).json<Schemas['CurrentUserReply']>().data.attributes.value.saml_expiration_timestamp;
    /** The end sent with the current user, in ms from now. */
    const endsInMs = async (cookie: string) => Date.parse((await samlEnd(cookie)) ?? 'no end') - Date.now();

    it("stores the assertion's SessionNotOnOrAfter with the session and sends it with the current user", async () => {
      const ends = new Date(Date.now() + 75 * SECOND);
      const { login } = await signOn('short-lived', {}, { sessionNotOnOrAfter: ends });
      expect(login.statusCode).toBe(200);
      // The console's access expiry is the SAML end, not the usual hour.
      const expiresIn = login.json<Schemas['LoginReply']>().meta.expires_in ?? 0;
      expect(expiresIn).toBeGreaterThan(70);
      expect(expiresIn).toBeLessThanOrEqual(75);
      const cookie = sessionOf(login);
      expect(await samlEnd(cookie)).toBe(ends.toISOString());
      const [row] = await server.db.query<{ saml_expires_at: Date; expires_at: Date }>(
        "select s.saml_expires_at, s.expires_at from sessions s join users u on u.uuid = s.user_uuid where u.user_name = 'short-lived'",
      );
      expect(row?.saml_expires_at.toISOString()).toBe(ends.toISOString());
      expect(row?.expires_at.getTime()).toBeLessThanOrEqual(ends.getTime());
      // A refresh extends nothing past it, and the expiry check says so.
      const refreshed = await server.send({ method: 'GET', url: '/api/token/refresh', cookie });
      expect(refreshed.json<Schemas['RefreshReply']>().meta.expires_in).toBeLessThanOrEqual(75);
      const expiry = await server.send({ method: 'GET', url: '/api/session/expiry', cookie });
      expect(expiry.json<Schemas['SessionExpiryReply']>().meta).toMatchObject({ can_refresh: false });
    });

    it('sends no end for a SAML sign-in that neither the IdP nor the settings bound, nor for a password sign-in', async () => {
      const { login } = await signOn('unbounded');
      expect(login.json<Schemas['LoginReply']>().meta.expires_in).toBe(3600);
      expect(await samlEnd(sessionOf(login))).toBeNull();
      expect(await samlEnd(await server.asAdmin())).toBeNull();
    });

    it("takes the settings' maximum session length without a SessionNotOnOrAfter, and caps a later one with it", async () => {
      await settings({ max_session_minutes: 10 });
      try {
        const plain = sessionOf((await signOn('capped-plain')).login);
        expect(await endsInMs(plain)).toBeGreaterThan(9 * MINUTE);
        expect(await endsInMs(plain)).toBeLessThanOrEqual(10 * MINUTE);
        const later = sessionOf((await signOn('capped-later', {}, { sessionNotOnOrAfter: new Date(Date.now() + 120 * MINUTE) })).login);
        expect(await endsInMs(later)).toBeLessThanOrEqual(10 * MINUTE);
        expect(await endsInMs(later)).toBeGreaterThan(9 * MINUTE);
        // An earlier end of the IdP's stays.
        const sooner = new Date(Date.now() + 2 * MINUTE);
        expect(await samlEnd(sessionOf((await signOn('capped-sooner', {}, { sessionNotOnOrAfter: sooner })).login))).toBe(sooner.toISOString());
      } finally {
        await settings();
      }
    });

    it('ends the session once the SAML session is over: the next request is a 401 like an expired session', async () => {
      const { login } = await signOn('ending', {}, { sessionNotOnOrAfter: new Date(Date.now() + 1500) });
      const cookie = sessionOf(login);
      expect((await me(cookie)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1600));
      const after = await me(cookie);
      expect(after.statusCode).toBe(401);
      expect(after.json<Schemas['Error']>()).toEqual({ status: 401, message: 'Not logged in' });
      expect((await server.send({ method: 'GET', url: '/api/token/refresh', cookie })).statusCode).toBe(401);
    });

    it('keeps the end across an identity switch (Connect As)', async () => {
      await settings({ default_role_id: ADMIN_ROLE_ID });
      try {
        const ends = new Date(Date.now() + 5 * MINUTE);
        const { login } = await signOn('switching-admin', {}, { sessionNotOnOrAfter: ends });
        const [scope] = await server.db.query<{ uuid: string }>("insert into data_scopes (name, type) values ('SAML scope', 'custom') returning uuid");
        const switched = await server.send({ method: 'POST', url: '/api/data_scope_impersonation_login', payload: { data_scope_id: scope?.uuid, origin: 'User login profile' }, cookie: sessionOf(login) });
        expect(switched.statusCode).toBe(200);
        expect(await samlEnd(sessionOf(switched))).toBe(ends.toISOString());
      } finally {
        await settings();
      }
    });

    it('takes the earlier of the IdP end and the cap, and tells a SessionNotOnOrAfter that is no date', () => {
      const now = Date.parse('2026-01-01T10:00:00.000Z');
      expect(samlSessionEnd(undefined, null, now)).toBeNull();
      expect(samlSessionEnd(undefined, 30, now)).toEqual(new Date('2026-01-01T10:30:00.000Z'));
      expect(samlSessionEnd('2026-01-01T11:00:00Z', null, now)).toEqual(new Date('2026-01-01T11:00:00.000Z'));
      expect(samlSessionEnd('2026-01-01T11:00:00Z', 30, now)).toEqual(new Date('2026-01-01T10:30:00.000Z'));
      expect(samlSessionEnd('2026-01-01T10:10:00Z', 30, now)).toEqual(new Date('2026-01-01T10:10:00.000Z'));
      expect(samlSessionEnd('tomorrow', 30, now)).toBe('invalid');
    });

    it('refuses an answer whose SessionNotOnOrAfter has passed', async () => {
      const { request } = await startFlow();
      expectRefusedAnswer(await postAnswer(idp.answer({ request, nameId: 'too-late', sessionNotOnOrAfter: new Date(Date.now() - SECOND) }), request.relayState));
      expect((await server.db.query("select 1 from users where user_name = 'too-late'")).length).toBe(0);
    });

    it('refuses a maximum session length that is not a positive whole number of minutes, changing nothing', async () => {
      const admin = await server.asAdmin();
      const before = await server.send({ method: 'GET', url: '/api/settings/sections/saml', cookie: admin });
      for (const max_session_minutes of [0, -5, 1.5, 'ten']) {
        const reply = await server.send({ method: 'PUT', url: '/api/settings/sections/saml', cookie: admin, payload: { ...DEFAULT_SAML, max_session_minutes } });
        expect(reply.statusCode).toBe(400);
        expect(reply.json<Schemas['Error']>().details?.[0]?.field).toBe('body/max_session_minutes');
      }
      expect((await server.send({ method: 'GET', url: '/api/settings/sections/saml', cookie: admin })).body).toBe(before.body);
    });
  });

  it('keeps the CSRF check on every other login call', async () => {
    const reply = await server.app.inject({ method: 'POST', url: '/api/login', payload: { saml_token: 'abc' }, headers: { origin: 'https://idp.example.test' } });
    expect(reply.statusCode).toBe(403);
  });
});
