import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../db/index.js';
import { openTestDatabase } from '../testing/harness.js';
import { JOB_MAX_ATTEMPTS, createJobRunner, type JobRunner } from './jobs.js';

describe('stored background jobs', () => {
  let db: Database;
  let runner: JobRunner | undefined;
  const errors: unknown[] = [];

  beforeAll(async () => {
    db = await openTestDatabase({ migrated: true, embedded: true });
  });
  beforeEach(async () => {
    await db.query('delete from jobs');
    await db.query("insert into settings (key, value) values ('counter', '0') on conflict (key) do update set value = '0'");
    errors.length = 0;
  });
  afterEach(async () => {
    await runner?.stop();
  });
  afterAll(() => db.close());

  const work = {
    add: async (tx: Queryable, { by }: { by: number }) => {
      await tx.query("update settings set value = to_jsonb(value::text::int + $1::int) where key = 'counter'", [by]);
    },
    // Changes something, then fails: the change must not stay.
    broken: async (tx: Queryable) => {
      await tx.query("update settings set value = '100' where key = 'counter'");
      throw new Error('boom');
    },
  };
  const counter = async () => (await db.query<{ value: number }>("select value from settings where key = 'counter'"))[0]?.value;
  const status = async (id: string) => (await db.query<{ status: string; attempts: number }>('select status, attempts from jobs where id = $1', [id]))[0];

  it('runs a job at once, in the background, and marks it done', async () => {
    runner = createJobRunner(db, work, (error) => errors.push(error));
    const id = await runner.enqueue('add', { by: 2 }, null);
    await expect.poll(() => status(id)).toMatchObject({ status: 'done', attempts: 1 });
    expect(await counter()).toBe(2);
  });

  it('takes over, at start, the jobs of an instance that stopped: pending, or running with its lease over', async () => {
    await db.query(`insert into jobs (kind, payload) values ('add', '{"by": 5}')`);
    await db.query(`insert into jobs (kind, payload, status, attempts, locked_until) values ('add', '{"by": 7}', 'running', 1, now() - interval '1 minute')`);
    // Another live instance holds this one: it is left alone.
    await db.query(`insert into jobs (kind, payload, status, attempts, locked_until) values ('add', '{"by": 100}', 'running', 1, now() + interval '5 minutes')`);
    runner = createJobRunner(db, work, (error) => errors.push(error));
    runner.kick();
    await expect.poll(counter).toBe(12);
    await runner.stop();
    expect((await db.query<{ status: string }>('select status from jobs order by status')).map((row) => row.status)).toEqual(['done', 'done', 'running']);
  });

  it('rolls a failing job back and marks it failed after its last attempt', async () => {
    runner = createJobRunner(db, work, (error) => errors.push(error));
    const id = await runner.enqueue('broken', {}, null);
    await expect.poll(() => status(id)).toMatchObject({ status: 'failed', attempts: JOB_MAX_ATTEMPTS });
    expect(await counter()).toBe(0);
    expect(errors).toHaveLength(JOB_MAX_ATTEMPTS);
  });
});
