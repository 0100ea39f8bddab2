import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, fetchAll } from '../../testing/adapters.js';
import { httpJsonAdapter } from './http.js';
import { AdapterError } from './types.js';

const TOKEN = 'tok-3f9a1c';
const PASSWORD = 'pw-secret-77';

describe('the HTTP JSON adapter (against a local server)', () => {
  let server: Server;
  let base: string;
  const seen: { url: string; authorization?: string }[] = [];

  const routes: Record<string, (request: IncomingMessage, response: ServerResponse) => void> = {
    '/devices': (request, response) => {
      const page = Number(new URL(request.url ?? '', base).searchParams.get('page') ?? '1');
      const items = page === 1 ? [{ id: 'd1', host: { name: 'ws-01' }, macs: ['aa:bb:cc:00:00:01'] }, { id: 'd2', host: { name: 'ws-02' } }] : [{ id: 'd3', host: { name: 'ws-03' }, ips: '10.0.0.3,10.0.0.4' }, 'junk'];
      // The second page's link is absolute, the first's relative.
      const next = page === 1 ? 'devices?page=2' : null;
      json(response, 200, { data: { items }, links: { next } });
    },
    '/bearer': (request, response) => {
      if (request.headers.authorization === `Bearer ${TOKEN}`) json(response, 200, [{ username: 'jdoe', is_enabled: 'yes' }]);
      else json(response, 401, { error: 'no' });
    },
    '/basic': (request, response) => {
      if (request.headers.authorization === `Basic ${Buffer.from(`svc:${PASSWORD}`).toString('base64')}`) json(response, 200, { records: [{ username: 'asmith' }] });
      else json(response, 401, { error: 'no' });
    },
    '/echo': (request, response) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(`broken; you sent ${request.headers.authorization ?? ''}`);
    },
    '/error': (_request, response) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(`Database down ${'x'.repeat(1000)}`);
    },
    '/html': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html><body>Sign in</body></html>');
    },
    '/endless': (request, response) => {
      const page = Number(new URL(request.url ?? '', base).searchParams.get('page') ?? '1');
      json(response, 200, { items: [{ hostname: `h-${page}` }], next: `${base}/endless?page=${page + 1}` });
    },
    '/cross': (_request, response) => {
      // The same server under another name: another origin.
      json(response, 200, { items: [], next: `${base.replace('127.0.0.1', 'localhost')}/bearer` });
    },
    '/slow': () => {
      // Never answers.
    },
  };

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push({ url: request.url ?? '', ...(request.headers.authorization && { authorization: request.headers.authorization }) });
      const route = routes[new URL(request.url ?? '', 'http://x').pathname];
      if (route) route(request, response);
      else json(response, 404, {});
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const config = (path: string, more: Record<string, unknown> = {}) => ({ url: `${base}${path}`, entity: 'devices', ...more });
  const messageOf = (error: unknown) => {
    expect(error).toBeInstanceOf(AdapterError);
    return (error as AdapterError).message;
  };

  it('follows next links (relative and absolute) and maps records by path, reporting items that are not records', async () => {
    const { records, rowErrors, error } = await fetchAll(httpJsonAdapter, {
      config: config('/devices', { records_path: '$.data.items', next_path: 'links.next', id_path: '$.id', mapping: { hostname: '$.host.name' } }),
    });
    expect(error).toBeUndefined();
    expect(records).toEqual([
      { entity: 'devices', id: 'd1', name: 'ws-01', fields: { hostname: 'ws-01', macs: ['aa:bb:cc:00:00:01'] } },
      { entity: 'devices', id: 'd2', name: 'ws-02', fields: { hostname: 'ws-02' } },
      { entity: 'devices', id: 'd3', name: 'ws-03', fields: { hostname: 'ws-03', ips: ['10.0.0.3', '10.0.0.4'] } },
    ]);
    expect(rowErrors).toEqual([{ line: 4, message: 'Record 4 (page 2) is not an object' }]);
  });

  it('fetches one page for a connection test (limit)', async () => {
    seen.length = 0;
    const { records } = await fetchAll(httpJsonAdapter, { config: config('/devices', { records_path: '$.data.items', next_path: 'links.next', mapping: { hostname: 'host.name' } }), limit: 1 });
    expect(records.map((r) => r.id)).toEqual(['ws-01']);
    expect(seen).toHaveLength(1);
  });

  it('sends a bearer token or basic credentials, and says when they are refused without quoting them', async () => {
    const bearer = await fetchAll(httpJsonAdapter, { config: config('/bearer', { entity: 'users', auth: 'bearer' }), secrets: { secret: TOKEN } });
    expect(bearer.records.map((r) => r.fields)).toEqual([{ username: 'jdoe', is_enabled: true }]);
    const basic = await fetchAll(httpJsonAdapter, { config: config('/basic', { entity: 'users', auth: 'basic', username: 'svc', records_path: '$.records' }), secrets: { secret: PASSWORD } });
    expect(basic.records.map((r) => r.id)).toEqual(['asmith']);

    const refused = await fetchAll(httpJsonAdapter, { config: config('/bearer', { entity: 'users', auth: 'bearer' }), secrets: { secret: 'wrong' } });
    expect(messageOf(refused.error)).toBe(`${new URL(base).host} refused the credentials (401 Unauthorized)`);
    expect((refused.error as AdapterError).status).toBe('disconnected');
    const missing = await fetchAll(httpJsonAdapter, { config: config('/bearer', { auth: 'bearer' }) });
    expect(messageOf(missing.error)).toBe('Bearer authentication needs a token');
  });

  it('sends the credentials only to the configured origin, not to a next link elsewhere', async () => {
    seen.length = 0;
    const { error } = await fetchAll(httpJsonAdapter, { config: config('/cross', { entity: 'users', auth: 'bearer', records_path: 'items', next_path: 'next' }), secrets: { secret: TOKEN } });
    expect(messageOf(error)).toMatch(/^localhost:\d+ refused the credentials \(401 Unauthorized\)$/);
    expect(seen).toEqual([
      { url: '/cross', authorization: `Bearer ${TOKEN}` },
      { url: '/bearer' },
    ]);
  });

  it('names the status of a failed page, quoting at most 200 characters of its body and never the credentials', async () => {
    const failed = await fetchAll(httpJsonAdapter, { config: config('/error') });
    const message = messageOf(failed.error);
    expect(message).toMatch(/answered 500 Internal Server Error on page 1: Database down x+$/);
    expect(message.length).toBeLessThan(300);
    const echoed = await fetchAll(httpJsonAdapter, { config: config('/echo', { auth: 'bearer' }), secrets: { secret: TOKEN } });
    expect(messageOf(echoed.error)).toBe(`${new URL(base).host} answered 500 Internal Server Error on page 1`);
    const userinfo = await fetchAll(httpJsonAdapter, { config: config('/error', { url: base.replace('http://', 'http://admin:hunter2@') + '/error' }) });
    expect(messageOf(userinfo.error)).not.toContain('hunter2');
  });

  it('refuses an answer that is not JSON, and a records path that leads nowhere', async () => {
    const html = await fetchAll(httpJsonAdapter, { config: config('/html') });
    expect(messageOf(html.error)).toMatch(/^The endpoint did not answer JSON/);
    const nowhere = await fetchAll(httpJsonAdapter, { config: config('/devices', { records_path: '$.items' }) });
    expect(messageOf(nowhere.error)).toBe('Page 1 has no list of records at $.items');
    const badPath = await fetchAll(httpJsonAdapter, { config: config('/devices', { records_path: '$..items' }) });
    expect(messageOf(badPath.error)).toBe('The records path “$..items” is not a path like $.a.b or a[0].b');
  });

  it('stops endless pages at the most pages configured', async () => {
    seen.length = 0;
    const { error } = await fetchAll(httpJsonAdapter, { config: config('/endless', { records_path: 'items', next_path: 'next', max_pages: 5 }) });
    expect(messageOf(error)).toBe('The endpoint returned more than 5 pages');
    expect(seen).toHaveLength(5);
  });

  it('gives up on a slow page after the timeout, and stops at once when the run is stopped', async () => {
    const started = Date.now();
    const slow = await fetchAll(httpJsonAdapter, { config: config('/slow', { timeout_seconds: 1 }) });
    expect(messageOf(slow.error)).toBe(`${new URL(base).host} did not answer page 1 within 1 seconds`);
    expect((slow.error as AdapterError).status).toBe('not_available');
    expect(Date.now() - started).toBeLessThan(5_000);

    const controller = new AbortController();
    setTimeout(() => {
      controller.abort();
    }, 100);
    const aborted = await fetchAll(httpJsonAdapter, { config: config('/slow'), signal: controller.signal });
    expect((aborted.error as Error).name).toBe('AbortError');
  });

  it('says when the endpoint cannot be reached', async () => {
    const port = await closedPort();
    const closed = await fetchAll(httpJsonAdapter, { config: { url: `http://127.0.0.1:${port}/x`, entity: 'devices' } });
    expect(messageOf(closed.error)).toBe(`127.0.0.1:${port} cannot be reached (ECONNREFUSED)`);
    expect((closed.error as AdapterError).status).toBe('not_available');
  });
});
