import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { CLIENT_ERRORS_ADMINS_ONLY, CLIENT_REPORTS_TOO_MANY, CLIENT_REPORT_TOO_LARGE, ReportRateLimiter } from './clientErrors.js';

const URL = '/api/client_errors';

const anError = (message = 'TypeError: x is undefined'): Schemas['ClientError'] => ({
  kind: 'error',
  message,
  stack: `${message}\n    at Screen (screen.js:1:2)`,
  url: 'http://localhost/assets',
  user_agent: 'Chromium test',
  time: '2026-11-26T06:00:00.000Z',
});

const aSample: Schemas['ClientMemorySample'] = {
  used_js_heap_size: 10_000_000,
  total_js_heap_size: 20_000_000,
  js_heap_size_limit: 2_000_000_000,
  url: 'http://localhost/',
  user_agent: 'Chromium test',
  time: '2026-11-26T06:00:00.000Z',
};

describe('POST /client_errors', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true });
  });
  afterAll(() => server.close());

  // Each test reports from its own address, so their rate limits do not mix.
  const report = (ip: string, payload: unknown, cookie?: string) =>
    server.send({ method: 'POST', url: URL, payload: payload as object, cookie, headers: { 'x-forwarded-for': ip } });
  const stored = async (message: string) =>
    server.db.query<{ kind: string; stack: string | null; url: string; user_agent: string; occurred_at: Date; user_uuid: string | null }>(
      'select kind, stack, url, user_agent, occurred_at, user_uuid from client_errors where message = $1',
      [message],
    );

  it('keeps the errors of a signed-out page, and of a session with its user', async () => {
    expect((await report('10.0.0.1', { errors: [anError('signed out boom'), { ...anError('rejected boom'), kind: 'unhandledrejection', stack: null }] })).statusCode).toBe(204);
    expect(await stored('signed out boom')).toEqual([
      { kind: 'error', stack: 'signed out boom\n    at Screen (screen.js:1:2)', url: 'http://localhost/assets', user_agent: 'Chromium test', occurred_at: new Date('2026-11-26T06:00:00.000Z'), user_uuid: null },
    ]);
    expect((await stored('rejected boom'))[0]).toMatchObject({ kind: 'unhandledrejection', stack: null });

    const cookie = await server.asUserWith({}, 'reporter1');
    expect((await report('10.0.0.2', { errors: [anError('signed in boom')] }, cookie)).statusCode).toBe(204);
    const [row] = await stored('signed in boom');
    const [user] = await server.db.query<{ uuid: string }>("select uuid from users where user_name = 'reporter1'");
    expect(row?.user_uuid).toBe(user?.uuid);
  });

  it('takes memory samples without keeping them in the table', async () => {
    const before = await server.db.query<{ n: number }>('select count(*)::int as n from client_errors');
    expect((await report('10.0.0.3', { memory: [aSample] })).statusCode).toBe(204);
    expect(await server.db.query<{ n: number }>('select count(*)::int as n from client_errors')).toEqual(before);
  });

  it('refuses a body above 16 KB with 413, keeping nothing', async () => {
    const big = anError('too big boom');
    const reply = await report('10.0.0.4', { errors: [big, { ...big, stack: 'x'.repeat(8000) }, { ...big, stack: 'y'.repeat(8000) }] });
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual({ status: 413, message: CLIENT_REPORT_TOO_LARGE });
    expect(await stored('too big boom')).toEqual([]);
  });

  it('refuses what does not fit the contract with 400, keeping nothing', async () => {
    for (const payload of [
      {},
      { errors: [] },
      { errors: [{ ...anError('bad boom'), kind: 'warning' }] },
      { errors: [{ ...anError('bad boom'), time: 'yesterday' }] },
      { errors: [{ ...anError('bad boom'), message: 'm'.repeat(2001) }] },
      { errors: [{ ...anError('bad boom'), extra: 1 }] },
      { errors: Array.from({ length: 21 }, () => anError('bad boom')) },
      { memory: [{ ...aSample, used_js_heap_size: -1 }] },
      [anError('bad boom')],
    ]) {
      const reply = await report('10.0.0.5', payload);
      expect(reply.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(reply.json<Schemas['Error']>().message).toMatch(/\S/);
    }
    expect(await stored('bad boom')).toEqual([]);
  });

  it('allows 20 entries a minute per address with 429 in the common error shape beyond, other addresses unaffected', async () => {
    expect((await report('10.0.0.6', { errors: Array.from({ length: 15 }, () => anError('limit boom')) })).statusCode).toBe(204);
    expect((await report('10.0.0.6', { memory: Array.from({ length: 5 }, () => aSample) })).statusCode).toBe(204);
    const refused = await report('10.0.0.6', { errors: [anError('over limit boom')] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 429, message: CLIENT_REPORTS_TOO_MANY });
    expect(await stored('over limit boom')).toEqual([]);
    expect((await report('10.0.0.7', { errors: [anError('other address boom')] })).statusCode).toBe(204);
  });

  it('limits each session on its own, whatever the address', async () => {
    const [first, second] = [await server.asUserWith({}, 'reporter2'), await server.asUserWith({}, 'reporter3')];
    expect((await report('10.0.0.8', { errors: Array.from({ length: 20 }, () => anError('session boom')) }, first)).statusCode).toBe(204);
    expect((await report('10.0.0.9', { errors: [anError('session boom')] }, first)).statusCode).toBe(429);
    expect((await report('10.0.0.8', { errors: [anError('session boom')] }, second)).statusCode).toBe(204);
  });
});

describe('ReportRateLimiter', () => {
  it('opens a new window after a minute, and never takes part of a batch', () => {
    let now = 0;
    const limiter = new ReportRateLimiter(20, 60_000, () => now);
    expect(limiter.take('a', 15)).toBe(true);
    expect(limiter.take('a', 6)).toBe(false);
    expect(limiter.take('a', 5)).toBe(true);
    expect(limiter.take('a', 1)).toBe(false);
    now = 59_999;
    expect(limiter.take('a', 1)).toBe(false);
    now = 60_000;
    expect(limiter.take('a', 20)).toBe(true);
  });
});

describe('GET /client_errors', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lists the reported errors newest first, in pages, to admins only', async () => {
    for (const message of ['first', 'second', 'third']) {
      expect((await server.send({ method: 'POST', url: URL, payload: { errors: [anError(message)] } })).statusCode).toBe(204);
    }
    const admin = await server.asAdmin();
    const first = await server.send({ method: 'GET', url: `${URL}?size=2`, cookie: admin });
    expect(first.statusCode).toBe(200);
    const page = first.json<Schemas['ClientErrorsPage']>();
    expect(page.data.map((error) => error.message)).toEqual(['third', 'second']);
    expect(page.data[0]).toMatchObject({ kind: 'error', url: 'http://localhost/assets', user_agent: 'Chromium test', time: '2026-11-26T06:00:00.000Z', user_id: null });
    expect(page.meta.total).toBe(3);
    const next = await server.send({ method: 'GET', url: `${URL}?size=2&cursor=${page.meta.next_cursor ?? ''}`, cookie: admin });
    expect(next.json<Schemas['ClientErrorsPage']>().data.map((error) => error.message)).toEqual(['first']);

    expect((await server.send({ method: 'GET', url: URL })).statusCode).toBe(401);
    const settingsViewer = await server.asUserWith({ Settings: ['View'] }, 'errorsreader');
    const refused = await server.send({ method: 'GET', url: URL, cookie: settingsViewer });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 403, message: CLIENT_ERRORS_ADMINS_ONLY });
    expect((await server.send({ method: 'GET', url: `${URL}?cursor=bm90LWEtbnVtYmVy`, cookie: admin })).statusCode).toBe(400);
  });
});
