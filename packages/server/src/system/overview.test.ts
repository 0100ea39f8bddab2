import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../buildServer.js';
import { SMTP_KEY, sendMail } from '../mail/index.js';
import { LICENSE_KEY } from '../settings/license.js';
import { writeSetting } from '../settings/store.js';
import { startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { startSmtpServer } from '../testing/smtp.js';
import { VERSION } from '../constants.js';
import { ADMINS_ONLY_OVERVIEW } from './index.js';

describe('GET /system/overview', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.asAdmin();
  });
  afterAll(() => server.close());

  const overview = async (cookie = admin) => {
    const reply = await server.send({ method: 'GET', url: '/api/system/overview', cookie });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<Schemas['SystemOverviewReply']>().data.attributes;
  };

  it('gives an admin every part of the system state', async () => {
    const state = await overview();
    expect(state.version).toBe(VERSION);
    expect(state.build).toMatch(/^[0-9a-f]{16}$/);
    expect(state.license).toEqual({ trial_end: null, contract_end: null });
    expect(state.database.kind).toBe(server.db.engine);
    expect(state.database.size_bytes).toBeGreaterThan(1_000_000);
    expect(state.discovery).toMatchObject({ status: 'done', lastStartTime: null });
    expect(state.nodes).toHaveLength(1);
    expect(state.nodes[0]).toMatchObject({ status: 'up', current: true, version: VERSION, pid: process.pid });
    expect(state.mail).toEqual({ delivery: 'outbox', queued: 0, oldest_queued_at: null, failed: 0, last_failed_at: null });
    expect(Date.parse(state.generated_at)).not.toBeNaN();
  });

  it('refuses every other role, whatever its permissions (403), and callers without a session (401)', async () => {
    const owner = await server.asUserWith({ Settings: ['View', 'Update'], Dashboard: ['View'] });
    const refused = await server.send({ method: 'GET', url: '/api/system/overview', cookie: owner });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Schemas['Error']>().message).toBe(ADMINS_ONLY_OVERVIEW);
    expect((await server.send({ method: 'GET', url: '/api/system/overview' })).statusCode).toBe(401);
  });

  it('shows the license and contract end the settings keep', async () => {
    await writeSetting(server.db, LICENSE_KEY, { trial_end: null, contract_end: '2027-01-31T00:00:00.000Z' });
    try {
      expect((await overview()).license).toEqual({ trial_end: null, contract_end: '2027-01-31T00:00:00.000Z' });
    } finally {
      await writeSetting(server.db, LICENSE_KEY, {});
    }
  });

  it('counts the mails kept in the outbox and the sends that failed', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await sendMail(server.db, { to: 'ann@example.com', subject: 'First', text: 'one' });
    await sendMail(server.db, { to: 'bob@example.com', subject: 'Second', text: 'two' });
    const [first] = await server.db.query<{ at: Date }>('select min(created_at) as at from outbox');
    const queued = (await overview()).mail;
    expect(queued).toMatchObject({ delivery: 'outbox', queued: 2, oldest_queued_at: first?.at.toISOString(), failed: 0 });

    // An SMTP server that is gone: the send fails, and is counted.
    const smtp = await startSmtpServer();
    await smtp.close();
    await writeSetting(server.db, SMTP_KEY, { host: '127.0.0.1', port: smtp.port });
    try {
      await expect(sendMail(server.db, { to: 'carol@example.com', subject: 'Lost', text: '-' })).rejects.toThrow();
      const failed = (await overview()).mail;
      expect(failed).toMatchObject({ delivery: 'smtp', queued: 2, failed: 1 });
      expect(Date.parse(failed.last_failed_at ?? '')).not.toBeNaN();
    } finally {
      await writeSetting(server.db, SMTP_KEY, {});
      vi.restoreAllMocks();
    }
  });

  it('follows a discovery run', async () => {
    const started = await server.send({ method: 'POST', url: '/api/dashboard/discovery/start', cookie: admin });
    expect(started.statusCode).toBe(202);
    const { discovery } = await overview();
    expect(discovery.status).not.toBe('done');
    expect(discovery.lastStartTime).not.toBeNull();
  });

  it('lists the instances sharing the database, and forgets one that closes', async () => {
    const other = await buildServer({ db: { ...server.db, close: async () => {} }, checkReplies: true });
    await other.ready();
    try {
      const nodes = (await overview()).nodes;
      expect(nodes).toHaveLength(2);
      expect(nodes.map((node) => node.current)).toEqual([true, false]);
      expect(nodes.every((node) => node.status === 'up')).toBe(true);
    } finally {
      await other.close();
    }
    expect((await overview()).nodes).toHaveLength(1);

    // An instance unheard for over 90 s is shown as unresponsive.
    const [current] = (await overview()).nodes;
    await server.db.query(
      `insert into system_nodes (id, hostname, pid, version, last_seen_at) values (gen_random_uuid(), 'gone', 1, $1, now() - interval '5 minutes')`,
      [VERSION],
    );
    const nodes = (await overview()).nodes;
    expect(nodes[0]?.id).toBe(current?.id);
    expect(nodes.find((node) => node.hostname === 'gone')).toMatchObject({ status: 'unresponsive', current: false });
  });
});
