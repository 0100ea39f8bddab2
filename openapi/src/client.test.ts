import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError.js';
import { createApiClient, REFRESH_BEFORE_EXPIRY_MS } from './client.js';
import { memorySessionStore } from './session.js';
import { unwrap, unwrapValue } from './unwrap.js';

const BASE = 'http://vigil.test/api';
const NOW = 1_800_000_000_000;
const constants = { product_name: 'Vigil', version: '6_0_0', default_page_size: 20, limits: { user_name_max: 30, password_max: 40, email_max: 50, code_length: 6 } };
const ok = () => Response.json({ data: { attributes: { value: constants } } });
const refreshed = (expiresIn = 900) => Response.json({ meta: { expires_in: expiresIn, user_data: {} } });
const status = (code: number, message = 'Unauthorized') => Response.json({ status: code, message }, { status: code });

/** A client whose HTTP is answered in turn by `answers`; records what was sent. */
function clientAnswering(...answers: ((request: Request) => Response | Promise<Response>)[]) {
  const sent: Request[] = [];
  const session = memorySessionStore();
  const client = createApiClient({
    baseUrl: BASE,
    session,
    now: () => NOW,
    fetch: async (request) => {
      sent.push(request);
      const answer = answers.shift();
      if (!answer) throw new Error(`unexpected request ${request.method} ${request.url}`);
      return answer(request);
    },
  });
  const signedOut = vi.fn();
  const errors = vi.fn();
  client.events.on('signed-out', signedOut);
  client.events.on('error', errors);
  const calls = () => sent.map((r) => `${r.method} ${r.url.replace(BASE, '')}`);
  return { client, session, sent, calls, signedOut, errors };
}

describe('the API client', () => {
  it('sends credentials and the console header with every request', async () => {
    const { client, sent } = clientAnswering(ok);
    await client.GET('/get_constants');
    expect(sent[0]?.credentials).toBe('include');
    expect(sent[0]?.headers.get('x-requested-with')).toBe('vigil');
  });

  it('sends the headers it was made with, such as an API key pair', async () => {
    const sent: Request[] = [];
    const client = createApiClient({
      baseUrl: BASE,
      headers: { 'api-key': 'k', 'api-secret': 's' },
      fetch: (request) => {
        sent.push(request);
        return Promise.resolve(ok());
      },
    });
    await client.GET('/get_constants');
    expect(sent[0]?.headers.get('api-key')).toBe('k');
    expect(sent[0]?.headers.get('api-secret')).toBe('s');
  });

  it('refreshes the access token first when fewer than 120 s remain', async () => {
    const { client, session, calls } = clientAnswering(() => refreshed(900), ok);
    session.setAccessExpiry(NOW + REFRESH_BEFORE_EXPIRY_MS - 1);
    const value = await unwrapValue(client.GET('/get_constants'));
    expect(calls()).toEqual(['GET /token/refresh', 'GET /get_constants']);
    expect(value.product_name).toBe('Vigil');
    expect(session.getAccessExpiry()).toBe(NOW + 900_000);
  });

  it('does not refresh while 120 s or more remain', async () => {
    const { client, session, calls } = clientAnswering(ok);
    session.setAccessExpiry(NOW + REFRESH_BEFORE_EXPIRY_MS);
    await client.GET('/get_constants');
    expect(calls()).toEqual(['GET /get_constants']);
  });

  it('answers a 401 with one refresh and one retry', async () => {
    const { client, calls, signedOut } = clientAnswering(() => status(401), () => refreshed(), ok);
    const value = await unwrapValue(client.GET('/get_constants'));
    expect(calls()).toEqual(['GET /get_constants', 'GET /token/refresh', 'GET /get_constants']);
    expect(value.version).toBe('6_0_0');
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('retries only once: a second 401 is the answer', async () => {
    const { client, calls } = clientAnswering(() => status(401), () => refreshed(), () => status(401));
    await expect(unwrap(client.GET('/get_constants'))).rejects.toMatchObject({ status: 401 });
    expect(calls()).toHaveLength(3);
  });

  it('clears the local session and signs out when the refresh fails', async () => {
    const { client, session, calls, signedOut } = clientAnswering(() => status(401), () => status(401));
    session.setAccessExpiry(NOW + 600_000);
    await expect(unwrap(client.GET('/get_constants'))).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(calls()).toEqual(['GET /get_constants', 'GET /token/refresh']);
    expect(signedOut).toHaveBeenCalledWith({ reason: 'refresh-failed' });
    expect(session.getAccessExpiry()).toBeNull();
  });

  it('shares one refresh between calls that fail together', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { client, calls } = clientAnswering(
      () => status(401),
      () => status(401),
      async () => {
        await gate;
        return refreshed();
      },
      ok,
      ok,
    );
    const both = Promise.all([unwrap(client.GET('/get_constants')), unwrap(client.GET('/get_constants'))]);
    await vi.waitFor(() => {
      expect(calls()).toContain('GET /token/refresh');
    });
    release();
    await both;
    expect(calls().filter((c) => c === 'GET /token/refresh')).toHaveLength(1);
  });

  it('keeps the access expiry from a login reply', async () => {
    const { client, session } = clientAnswering(() => Response.json({ meta: { expires_in: 900, user_data: { uuid: 'u1', user_name: 'admin', source: 'internal' } } }));
    await client.POST('/login', { body: { user_name: 'admin', password: 'secret' } });
    expect(session.getAccessExpiry()).toBe(NOW + 900_000);
  });

  it('neither refreshes nor retries a failed login', async () => {
    const { client, calls, signedOut } = clientAnswering(() => status(401, 'Login failed.'));
    await expect(unwrap(client.POST('/login', { body: { user_name: 'admin', password: 'wrong' } }))).rejects.toMatchObject({
      status: 401,
      message: 'Login failed.',
    });
    expect(calls()).toEqual(['POST /login']);
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('retries a 401 with the same request body', async () => {
    const { client, sent } = clientAnswering(() => status(401), () => refreshed(), () => Response.json({ data: { attributes: { value: {} } } }));
    await client.PATCH('/self', { body: { department: 'SecOps' } });
    expect(sent.map((r) => r.method)).toEqual(['PATCH', 'GET', 'PATCH']);
    expect(await sent[2]?.json()).toEqual({ department: 'SecOps' });
  });

  it('reports failures as error events with the server sentence', async () => {
    const { client, errors } = clientAnswering(() =>
      Response.json({ status: 400, message: 'Invalid payload', details: [{ field: '/user_name', message: 'required' }] }, { status: 400 }),
    );
    const failure = await unwrap(client.GET('/get_constants')).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, message: 'Invalid payload', details: [{ field: '/user_name', message: 'required' }] });
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ status: 400, message: 'Invalid payload' }));
  });

  it('does not report a 304 (Not Modified) as an error', async () => {
    const { client, errors } = clientAnswering(() => new Response(null, { status: 304 }));
    const { response } = await client.GET('/assets/{entity}', { params: { path: { entity: 'devices' }, header: { 'If-None-Match': '"page-1"' } } });
    expect(response.status).toBe(304);
    expect(errors).not.toHaveBeenCalled();
  });

  it('carries the lockout minutes and protection of a 429', async () => {
    const { client } = clientAnswering(() =>
      Response.json({ status: 429, title: 'Too Many Login Attempts', message: 'locked', minutes: 15, protection: 'ip' }, { status: 429 }),
    );
    await expect(unwrap(client.GET('/get_constants'))).rejects.toMatchObject({ status: 429, title: 'Too Many Login Attempts', minutes: 15, protection: 'ip' });
  });

  it('turns an unreachable server into a Network Error', async () => {
    const { client, errors } = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(unwrap(client.GET('/get_constants'))).rejects.toMatchObject({ status: 0, message: 'Network Error' });
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it('does not report a cancelled request as an error', async () => {
    const { client, errors } = clientAnswering(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')));
    const controller = new AbortController();
    controller.abort();
    await expect(client.GET('/get_constants', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(errors).not.toHaveBeenCalled();
  });
});
