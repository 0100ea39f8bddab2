import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { emitWebhookEvent } from './outbox.js';
import { messages, SECRET_MASK } from './config.js';
import { NO_SUCH_DELIVERY, NO_SUCH_WEBHOOK } from './handlers.js';
import { createWebhookWorker, disabledAfterFailures, disabledAfterRetries, disabledNotification, signatureOf, WEBHOOK_RETRY_DELAYS_MS, type WebhookWorker } from './worker.js';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/*
 * A real server listening on 127.0.0.1 (so it knows its own address) and a local receiver on
 * another port. The server's own worker never polls; the tests run a second worker (as a second
 * instance would) on a clock they move.
 */
describe('webhooks', () => {
  let server: TestServer;
  let admin: string;
  let receiver: Server;
  let receiverUrl: string;
  let serverPort: number;
  let worker: WebhookWorker;
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  const received: Received[] = [];
  /** What the receiver answers next (a status per request; 200 when the list is empty). */
  let answers: number[] = [];

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        const status = answers.shift() ?? 200;
        response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'thanks' : `failed with ${String(status)} ${'x'.repeat(2000)}`);
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${String((receiver.address() as AddressInfo).port)}/hook`;
    server = await startTestServer({ webhooks: { pollMs: 0, now: clock } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    serverPort = (server.app.server.address() as AddressInfo).port;
    admin = await server.asAdmin();
    worker = createWebhookWorker(server.db, { now: clock });
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => receiver.close(resolve));
  });
  afterEach(async () => {
    received.length = 0;
    answers = [];
    offsetMs = 0;
    await server.db.query('delete from webhooks');
    await server.db.query('delete from notifications');
  });

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    server.send({ method, url: `/api${url}`, cookie: admin, ...(payload && { payload }) });
  const config = (overrides: Record<string, unknown> = {}) => ({
    associated_plugin_name: 'vigil',
    config: { name: 'SIEM', url: receiverUrl, events: ['discovery.finished', 'finding.raised'], enabled: true, secret: '', ...overrides },
  });
  const add = async (overrides: Record<string, unknown> = {}) => {
    const reply = await api('POST', '/settings/webhook/config', config(overrides));
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json<Schemas['WebhookConfigReply']>().data.attributes;
  };
  const deliveries = async (configId: string) => {
    const reply = await api('GET', `/settings/webhook/config/${configId}/deliveries?size=50`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<Schemas['WebhookDeliveryList']>().data;
  };
  const hookRow = async (uuid: string) =>
    (await server.db.query<{ enabled: boolean; disabled_reason: string | null }>('select enabled, disabled_reason from webhooks where uuid = $1', [uuid]))[0];
  const countWebhooks = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from webhooks'))[0]?.n;
  const verifies = (secret: string, { headers, body }: Received) =>
    headers['x-vigil-signature'] === signatureOf(secret, String(headers['x-vigil-timestamp']), body);

  it('refuses a URL that is not http(s) or that is the server itself, naming the field, and stores nothing', async () => {
    const cases: [string, string][] = [
      ['ftp://files.example.com/hook', messages.urlScheme],
      [`http://127.0.0.1:${String(serverPort)}/api/login`, messages.urlSelf],
      [`http://localhost:${String(serverPort)}/`, messages.urlSelf],
      ['not a url', messages.urlInvalid],
    ];
    for (const [url, message] of cases) {
      const reply = await api('POST', '/settings/webhook/config', config({ url }));
      expect(reply.statusCode, url).toBe(400);
      expect(reply.json<Schemas['Error']>().details).toEqual([{ field: '/config/url', message }]);
    }
    const other = await api('POST', '/settings/webhook/config', config({ events: ['nope'], secret: 'short', extra: 1 }));
    expect(other.statusCode).toBe(400);
    expect(other.json<Schemas['Error']>().details).toEqual([
      { field: '/config/extra', message: messages.unknownField('extra') },
      { field: '/config/events', message: messages.eventUnknown('nope') },
      { field: '/config/secret', message: messages.secretShort },
    ]);
    expect(await countWebhooks()).toBe(0);
    // A receiver on this machine but another port is not the server.
    await add();
    expect(await countWebhooks()).toBe(1);
  });

  it('shows the secret once, when it is made, and never again; audits without it', async () => {
    const made = await add();
    const secret = made.config['secret'] as string;
    expect(secret).toMatch(/^whsec_.{40,}$/);
    const list = await api('GET', '/settings/webhook/config');
    expect(list.body).not.toContain(secret);
    expect(list.json<Schemas['WebhookConfigList']>().data[0]?.config['secret']).toBe(SECRET_MASK);

    // Sending the mask back keeps the secret; the reply masks it.
    const updated = await api('PUT', `/settings/webhook/config/${made.config_id}`, config({ name: 'SIEM 2', secret: SECRET_MASK }));
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<Schemas['WebhookConfigReply']>().data.attributes.config).toMatchObject({ name: 'SIEM 2', secret: SECRET_MASK });
    const ping = await api('POST', `/settings/webhook/config/${made.config_id}/test`);
    expect(ping.body).not.toContain(secret);
    expect(received[0] && verifies(secret, received[0])).toBe(true);

    // A secret given is stored sealed and is the one that signs.
    const chosen = 'my-own-secret-of-some-length';
    expect((await api('PUT', `/settings/webhook/config/${made.config_id}`, config({ secret: chosen }))).body).not.toContain(chosen);
    await api('POST', `/settings/webhook/config/${made.config_id}/test`);
    expect(received[1] && verifies(chosen, received[1])).toBe(true);
    const stored = await server.db.query<{ secret_sealed: string }>('select secret_sealed from webhooks');
    expect(stored[0]?.secret_sealed).not.toContain(chosen);

    const audit = await server.db.query<{ action: string; details: unknown }>('select action, details from audit_log where target_id = $1 order by id', [made.uuid]);
    expect(audit.map((entry) => entry.action)).toEqual(['webhook.created', 'webhook.updated', 'webhook.updated']);
    expect(audit.map((entry) => (entry.details as { changed?: string[] }).changed)).toEqual([undefined, ['name'], ['name', 'secret']]);
    expect(JSON.stringify(audit)).not.toContain(secret);
    expect(JSON.stringify(audit)).not.toContain(chosen);
  });

  it('sends a signed ping on "send test" and logs status, duration, attempts and the answer', async () => {
    const made = await add();
    const reply = await api('POST', `/settings/webhook/config/${made.config_id}/test`);
    expect(reply.statusCode, reply.body).toBe(200);
    const delivery = reply.json<Schemas['WebhookDeliveryReply']>().data.attributes;
    expect(delivery).toMatchObject({ event: 'ping', status: 'delivered', http_status: 200, attempts: 1, response_excerpt: 'thanks', next_attempt_at: null });
    expect(delivery.duration_ms).toBeGreaterThanOrEqual(0);
    const [request] = received;
    expect(request?.headers).toMatchObject({ 'x-vigil-event': 'ping', 'x-vigil-delivery': delivery.id, 'content-type': 'application/json' });
    expect(JSON.parse(request?.body ?? '')).toMatchObject({ event: 'ping', delivery: delivery.id, data: { webhook: { name: 'SIEM' } } });
    expect(request && verifies(made.config['secret'] as string, request)).toBe(true);
    expect(request && verifies('another-secret-entirely', request)).toBe(false);
    expect(await deliveries(made.config_id)).toEqual([delivery]);
  });

  it('delivers "discovery finished" once the run ends', async () => {
    const made = await add();
    expect((await api('POST', '/dashboard/discovery/start')).statusCode).toBe(202);
    // The run (with nothing to fetch) ends by itself after its starting time.
    for (let tries = 0; tries < 100; tries++) {
      if ((await server.db.query("select 1 from discovery_runs where status = 'done'")).length) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await worker.runDue()).toBe(2);
    const events = received.map((r) => JSON.parse(r.body) as { event: string; data: Record<string, unknown> });
    expect(events.map((e) => e.event).sort()).toEqual(['discovery.finished', 'finding.raised']);
    expect(events.find((e) => e.event === 'discovery.finished')?.data).toMatchObject({ trigger: 'manual', started_by: 'admin' });
    expect(received.every((r) => verifies(made.config['secret'] as string, r))).toBe(true);
    expect((await deliveries(made.config_id)).map((d) => d.status)).toEqual(['delivered', 'delivered']);
    // Sent once: another run finds nothing due.
    expect(await worker.runDue()).toBe(0);
    await server.db.query('delete from discovery_runs');
  });

  it('retries after a 500 with backoff, then disables the webhook and says so', async () => {
    const made = await add({ events: ['campaign.answered'] });
    answers = Array<number>(7).fill(500);
    await server.db.transaction((tx) => emitWebhookEvent(tx, 'campaign.answered', { campaign_id: 'c1' }));
    for (const [index, delay] of WEBHOOK_RETRY_DELAYS_MS.entries()) {
      expect(await worker.runDue()).toBe(1);
      const [delivery] = await deliveries(made.config_id);
      expect(delivery).toMatchObject({ status: 'retrying', attempts: index + 1, http_status: 500 });
      expect(delivery?.response_excerpt).toHaveLength(1024);
      expect(Date.parse(delivery?.next_attempt_at ?? '') - Date.parse(delivery?.last_attempt_at ?? '')).toBe(delay);
      // Not before its time.
      offsetMs += delay - 1000;
      expect(await worker.runDue()).toBe(0);
      offsetMs += 1000;
    }
    expect(await worker.runDue()).toBe(1);
    expect((await deliveries(made.config_id))[0]).toMatchObject({ status: 'failed', attempts: 7, next_attempt_at: null });
    expect(received).toHaveLength(7);
    expect(await hookRow(made.uuid)).toEqual({ enabled: false, disabled_reason: disabledAfterRetries });
    const notes = await server.db.query<{ title: string }>('select title from notifications');
    expect(notes.map((n) => n.title)).toEqual([disabledNotification('SIEM', disabledAfterRetries)]);
    const audit = await server.db.query("select 1 from audit_log where action = 'webhook.disabled' and target_id = $1", [made.uuid]);
    expect(audit).toHaveLength(1);
  });

  it('disables a webhook after 10 failed deliveries in a row and sends it nothing more', async () => {
    const made = await add({ events: ['campaign.answered'] });
    answers = Array<number>(12).fill(503);
    await server.db.transaction(async (tx) => {
      for (let i = 0; i < 12; i++) await emitWebhookEvent(tx, 'campaign.answered', { campaign_id: `c${String(i)}` });
    });
    expect(await worker.runDue()).toBe(12);
    expect(await hookRow(made.uuid)).toEqual({ enabled: false, disabled_reason: disabledAfterFailures });
    offsetMs = 3_600_000;
    expect(await worker.runDue()).toBe(0);
    const list = await api('GET', '/settings/webhook/config');
    expect(list.json<Schemas['WebhookConfigList']>().data[0]).toMatchObject({
      config: { enabled: false },
      state: { last_delivery_status: 'retrying', consecutive_failures: 12, disabled_reason: disabledAfterFailures },
    });
    // Enabling it again starts afresh.
    const enabled = await api('PUT', `/settings/webhook/config/${made.config_id}`, config({ events: ['campaign.answered'], enabled: true }));
    expect(enabled.json<Schemas['WebhookConfigReply']>().data.attributes.state).toMatchObject({ consecutive_failures: 0, disabled_reason: null });
  });

  it('sends each delivery once when two instances run at the same time', async () => {
    await add({ events: ['campaign.answered'] });
    await server.db.transaction(async (tx) => {
      for (let i = 0; i < 5; i++) await emitWebhookEvent(tx, 'campaign.answered', { campaign_id: `c${String(i)}` });
    });
    const other = createWebhookWorker(server.db, { now: clock });
    const [one, two] = await Promise.all([worker.runDue(), other.runDue()]);
    expect(one + two).toBe(5);
    const ids = received.map((r) => r.headers['x-vigil-delivery']);
    expect(new Set(ids).size).toBe(5);
    expect(ids).toHaveLength(5);
  });

  it('redelivers a failed delivery as a new one', async () => {
    const made = await add();
    answers = [500];
    const failed = (await api('POST', `/settings/webhook/config/${made.config_id}/test`)).json<Schemas['WebhookDeliveryReply']>().data.attributes;
    // A test is tried once: no retry.
    expect(failed).toMatchObject({ status: 'failed', http_status: 500, attempts: 1, next_attempt_at: null });
    const reply = await api('POST', `/settings/webhook/deliveries/${failed.id}/redeliver`);
    expect(reply.statusCode, reply.body).toBe(200);
    const again = reply.json<Schemas['WebhookDeliveryReply']>().data.attributes;
    expect(again).toMatchObject({ status: 'delivered', redelivery_of: failed.id, event: 'ping' });
    expect(received.map((r) => (JSON.parse(r.body) as { data: unknown }).data)).toEqual([
      (JSON.parse(received[0]?.body ?? '') as { data: unknown }).data,
      (JSON.parse(received[0]?.body ?? '') as { data: unknown }).data,
    ]);
    expect(received[1]?.headers['x-vigil-delivery']).toBe(again.id);
    expect((await deliveries(made.config_id)).map((d) => d.id)).toEqual([again.id, failed.id]);
    const unknown = await api('POST', '/settings/webhook/deliveries/999999/redeliver');
    expect([unknown.statusCode, unknown.json<Schemas['Error']>().message]).toEqual([404, NO_SUCH_DELIVERY]);
  });

  it('pages the delivery log by cursor and refuses a cursor it did not make', async () => {
    const made = await add();
    for (let i = 0; i < 3; i++) await api('POST', `/settings/webhook/config/${made.config_id}/test`);
    const first = (await api('GET', `/settings/webhook/config/${made.config_id}/deliveries?size=2`)).json<Schemas['WebhookDeliveryList']>();
    expect(first.data).toHaveLength(2);
    expect(first.meta).toMatchObject({ total: 3, size: 2 });
    const second = (await api('GET', `/settings/webhook/config/${made.config_id}/deliveries?size=2&cursor=${String(first.meta.next_cursor)}`)).json<Schemas['WebhookDeliveryList']>();
    expect(second.data).toHaveLength(1);
    expect(second.meta).toMatchObject({ page: 1, next_cursor: null });
    expect(Number(second.data[0]?.id)).toBeLessThan(Number(first.data[1]?.id));
    expect((await api('GET', `/settings/webhook/config/${made.config_id}/deliveries?cursor=bogus`)).statusCode).toBe(400);
    // A cursor is signed for one webhook's log (and page size): another log refuses it.
    const other = await add();
    expect((await api('GET', `/settings/webhook/config/${other.config_id}/deliveries?size=2&cursor=${String(first.meta.next_cursor)}`)).statusCode).toBe(400);
  });

  it('deletes a webhook with its log, audited; an unknown one is a 404', async () => {
    const made = await add();
    await api('POST', `/settings/webhook/config/${made.config_id}/test`);
    expect((await api('DELETE', `/settings/webhook/config/${made.config_id}`)).statusCode).toBe(204);
    expect(await server.db.query('select 1 from webhook_deliveries')).toHaveLength(0);
    expect(await server.db.query("select 1 from audit_log where action = 'webhook.deleted' and target_id = $1", [made.uuid])).toHaveLength(1);
    for (const reply of [
      await api('DELETE', `/settings/webhook/config/${made.config_id}`),
      await api('PUT', `/settings/webhook/config/${made.config_id}`, config()),
      await api('GET', '/settings/webhook/config/not-a-uuid/deliveries'),
      await api('POST', '/settings/webhook/config/not-a-uuid/test'),
    ]) {
      expect([reply.statusCode, reply.json<Schemas['Error']>().message]).toEqual([404, NO_SUCH_WEBHOOK]);
    }
  });

  it('serves the form schema and a payload preview per event', async () => {
    const schema = (await api('GET', '/settings/webhook/schema')).json<Schemas['WebhookFormSchemaReply']>().data.attributes.value;
    expect(schema.items.map((field) => field.name)).toEqual(['name', 'url', 'events', 'enabled', 'secret']);
    const events = (await api('GET', '/settings/webhook/events')).json<Schemas['WebhookEventList']>().data;
    expect(events.map((e) => e.event)).toEqual(['discovery.finished', 'discovery.stopped', 'campaign.answered', 'finding.raised', 'ping']);
    expect(events[0]?.payload).toMatchObject({ event: 'discovery.finished', data: { trigger: 'manual' } });
  });
});
