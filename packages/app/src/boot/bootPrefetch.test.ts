import { describe, expect, it, vi } from 'vitest';
import { BOOT_PREFETCH_MAX_AGE_MS, createBootPrefetch } from './bootPrefetch';

const API = 'http://vigil.test/api';

/** A network that answers each request with its URL as the body, and logs `METHOD url`. */
function network() {
  const sent: string[] = [];
  const send = vi.fn((request: Request) => {
    sent.push(`${request.method} ${request.url}`);
    return Promise.resolve(new Response(`answer ${sent.length} to ${request.url}`));
  });
  return { sent, send };
}

describe('createBootPrefetch', () => {
  it('sends each path at once as the API client would: with the cookie and its header', () => {
    const { send } = network();
    createBootPrefetch(API, { send }).start(['/users/me', '/dashboard?all_spaces=true&size=500']);
    const requests = send.mock.calls.map(([request]) => request);
    expect(requests.map((request) => request.url)).toEqual([`${API}/users/me`, `${API}/dashboard?all_spaces=true&size=500`]);
    for (const request of requests) {
      expect(request.method).toBe('GET');
      expect(request.credentials).toBe('include');
      expect(request.headers.get('x-requested-with')).toBe('vigil');
    }
  });

  it('answers the first GET of an address fetched ahead with that answer, once', async () => {
    const { sent, send } = network();
    const prefetch = createBootPrefetch(API, { send });
    prefetch.start(['/users/me']);
    expect(await (await prefetch.fetch(new Request(`${API}/users/me`))).text()).toBe(`answer 1 to ${API}/users/me`);
    expect(sent).toEqual([`GET ${API}/users/me`]);
    expect(await (await prefetch.fetch(new Request(`${API}/users/me`))).text()).toBe(`answer 2 to ${API}/users/me`);
    expect(await (await prefetch.fetch(new Request(`${API}/environment`))).text()).toBe(`answer 3 to ${API}/environment`);
  });

  it('gives a refusal fetched ahead as it came: the client applies its rules to it (a 401 refreshes)', async () => {
    const send = vi.fn(() => Promise.resolve(new Response(null, { status: 401 })));
    const prefetch = createBootPrefetch(API, { send });
    prefetch.start(['/users/me']);
    expect((await prefetch.fetch(new Request(`${API}/users/me`))).status).toBe(401);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends the call itself when the fetch ahead failed, and leaves no rejection unhandled', async () => {
    const send = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(new Response('from the call'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const prefetch = createBootPrefetch(API, { send });
      prefetch.start(['/users/me', '/session/config']);
      expect(await (await prefetch.fetch(new Request(`${API}/users/me`))).text()).toBe('from the call');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('drops every answer fetched ahead at the first call of another method: it may change them', async () => {
    const { sent, send } = network();
    const prefetch = createBootPrefetch(API, { send });
    prefetch.start(['/users/me']);
    await prefetch.fetch(new Request(`${API}/login`, { method: 'POST', body: '{}' }));
    expect(await (await prefetch.fetch(new Request(`${API}/users/me`))).text()).toBe(`answer 3 to ${API}/users/me`);
    expect(sent).toEqual([`GET ${API}/users/me`, `POST ${API}/login`, `GET ${API}/users/me`]);
  });

  it(`drops an answer fetched ahead more than ${BOOT_PREFETCH_MAX_AGE_MS} ms before the call`, async () => {
    const { send } = network();
    let now = 0;
    const prefetch = createBootPrefetch(API, { send, now: () => now });
    prefetch.start(['/users/me', '/session/config']);
    now = BOOT_PREFETCH_MAX_AGE_MS;
    expect(await (await prefetch.fetch(new Request(`${API}/users/me`))).text()).toBe(`answer 1 to ${API}/users/me`);
    now = BOOT_PREFETCH_MAX_AGE_MS + 1;
    expect(await (await prefetch.fetch(new Request(`${API}/session/config`))).text()).toBe(`answer 3 to ${API}/session/config`);
  });
});
