import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../buildServer.js';
import { writeSetting } from '../settings/store.js';
import { mailsTo, openTestDatabase, startTestServer, type TestServer } from '../testing/harness.js';
import { startSmtpServer } from '../testing/smtp.js';
import { SMTP_KEY, sendMail, type OutboxMail } from './index.js';

describe('mail', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  afterEach(() => vi.restoreAllMocks());

  it('keeps mails in the outbox and prints them when no SMTP server is set', async () => {
    const print = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await sendMail(server.db, { to: 'ann@example.com', subject: 'First', text: 'one' });
    await sendMail(server.db, { to: 'bob@example.com', subject: 'Other', text: 'two' });
    await sendMail(server.db, { to: 'Ann@Example.com', subject: 'Second', text: 'three' });
    expect(print).toHaveBeenCalledTimes(3);
    expect(print.mock.calls[0]?.[0]).toMatch(/To: ann@example\.com\nSubject: First\n\none/);

    const all = await server.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(all.statusCode).toBe(200);
    expect(all.json<OutboxMail[]>().map((mail) => mail.subject)).toEqual(['Second', 'Other', 'First']);

    const ann = await mailsTo(server, 'ann@example.com');
    expect(ann.map(({ to, subject, text }) => ({ to, subject, text }))).toEqual([
      { to: 'Ann@Example.com', subject: 'Second', text: 'three' },
      { to: 'ann@example.com', subject: 'First', text: 'one' },
    ]);
    expect(ann[0]?.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('sends through the SMTP server of the settings, and keeps nothing in the outbox', async () => {
    const smtp = await startSmtpServer();
    try {
      await writeSetting(server.db, SMTP_KEY, { host: '127.0.0.1', port: smtp.port, from: 'Vigil <vigil@example.com>' });
      await sendMail(server.db, { to: 'carol@example.com', subject: 'Over SMTP', text: 'Hello over the wire' });
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toMatch(/^To: carol@example\.com$/m);
      expect(smtp.messages[0]).toMatch(/^From: Vigil <vigil@example\.com>$/m);
      expect(smtp.messages[0]).toMatch(/^Subject: Over SMTP$/m);
      expect(smtp.messages[0]).toContain('Hello over the wire');
      expect(await mailsTo(server, 'carol@example.com')).toEqual([]);
    } finally {
      await writeSetting(server.db, SMTP_KEY, {});
      await smtp.close();
    }
  });

  it('fails loudly when the SMTP server cannot be reached', async () => {
    const smtp = await startSmtpServer();
    await smtp.close();
    await writeSetting(server.db, SMTP_KEY, { host: '127.0.0.1', port: smtp.port });
    try {
      await expect(sendMail(server.db, { to: 'dan@example.com', subject: 'Lost', text: '-' })).rejects.toThrow();
    } finally {
      await writeSetting(server.db, SMTP_KEY, {});
    }
  });

  it('serves no outbox in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const db = await openTestDatabase({ migrated: true, embedded: true });
    const app = await buildServer({ db });
    try {
      expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      vi.unstubAllEnvs();
      await app.close();
    }
  });
});
