import { describe, expect, it } from 'vitest';
import { createApiClient } from '@vigil/openapi';
import { mockApiServer } from '../../testing/mockApiServer';
import { deliveriesFixture, webhooksFixture } from '../fixtures/webhooks';
import { MOCK_CREATED_SECRET, webhooksHandlers, type WebhooksServerOptions } from '../mocks/webhooks.handlers';
import { WEBHOOKS_MESSAGES as M } from '../webhooks.messages';
import { selectWebhooks } from './webhooks.selectors';
import { deliveriesOpened, redeliverRequested, webhookDeleteConfirmed, webhookFormOpened, webhooksTabOpened, webhookSubmitted, webhookTestRequested } from './webhooks.slice';
import { webhooksTestStore } from './webhooksTestStore';

const server = mockApiServer();
const SIEM = webhooksFixture[0]?.config_id ?? '';

/** The real reducer and saga against the mock webhooks server, every call logged; the tab loaded. */
async function setup(options: WebhooksServerOptions = {}) {
  const calls: string[] = [];
  server.use(...webhooksHandlers({ ...options, record: (call) => calls.push(call) }));
  const store = webhooksTestStore(createApiClient({ baseUrl: 'http://vigil.test/api' }));
  const state = () => selectWebhooks(store.getState());
  store.dispatch(webhooksTabOpened());
  await expect.poll(() => state().status).toBe('loaded');
  return { store, state, calls };
}

describe('the webhooks saga', () => {
  it('loads the webhooks, the form schema and the events together', async () => {
    const { state, calls } = await setup();
    expect(state().items.map((item) => item.config_id)).toEqual(webhooksFixture.map((item) => item.config_id));
    expect(state().schema?.required).toEqual(['name', 'url', 'events']);
    expect(state().events).toHaveLength(5);
    expect([...calls].sort()).toEqual(['GET /settings/webhook/config?size=200', 'GET /settings/webhook/events', 'GET /settings/webhook/schema']);
  });

  it('keeps the secret of a new webhook once, masked in the list', async () => {
    const { store, state } = await setup();
    store.dispatch(webhookFormOpened(null));
    store.dispatch(webhookSubmitted({ configId: null, config: { name: 'Lake', url: 'https://lake.example.com', events: ['ping'], enabled: true, secret: '' } }));
    await expect.poll(() => state().form).toBeNull();
    expect(state().createdSecret).toEqual({ name: 'Lake', secret: MOCK_CREATED_SECRET });
    expect(state().items.at(-1)?.config['secret']).toBe('********');
  });

  it('puts the server\'s problems on the form\'s fields and keeps it open', async () => {
    const { store, state } = await setup({ saveRefusal: [{ field: '/config/url', message: 'Not this server.' }] });
    store.dispatch(webhookFormOpened(SIEM));
    store.dispatch(webhookSubmitted({ configId: SIEM, config: { name: 'x', url: 'https://x.example.com', events: ['ping'] } }));
    await expect.poll(() => state().form?.saving).toBe(false);
    expect(state().form?.fieldErrors).toEqual({ url: 'Not this server.' });
  });

  it('sends a test, pages and redelivers in the open log, and deletes', async () => {
    const { store, state, calls } = await setup({ receiverStatus: 500 });
    store.dispatch(deliveriesOpened(SIEM));
    await expect.poll(() => state().log?.status).toBe('loaded');
    expect(state().log?.items).toHaveLength(deliveriesFixture.length);
    store.dispatch(webhookTestRequested(SIEM));
    await expect.poll(() => state().notice).toEqual({ tone: 'error', text: M.testSent('SIEM collector', 'failed', 500) });
    expect(state().log?.items[0]?.event).toBe('ping');
    store.dispatch(redeliverRequested('1005'));
    await expect.poll(() => state().log?.items[0]?.redelivery_of).toBe('1005');
    store.dispatch(webhookDeleteConfirmed(SIEM));
    await expect.poll(() => state().items.some((item) => item.config_id === SIEM)).toBe(false);
    expect(state().log).toBeNull();
    expect(calls).toContain(`DELETE /settings/webhook/config/${SIEM}`);
  });
});
