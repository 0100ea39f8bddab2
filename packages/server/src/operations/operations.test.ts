import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { discoveryControl } from '../routes/discovery.js';
import { createDiscoveryScheduler } from './discoveryScheduler.js';
import { DEFAULT_MAINTENANCE_CONFIG, effectiveMaintenance } from './maintenance.js';
import { DEFAULT_SCHEDULER_CONFIG, nextRunAt, saveSchedulerConfig } from './schedule.js';
import { changedPaths } from './changes.js';

const MAINTENANCE = '/api/settings/maintenance';
const SCHEDULER = '/api/settings/schedule_config';
const HOUR_MS = 3_600_000;

describe('maintenance and scheduler settings', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.asAdmin();
  });
  afterAll(() => server.close());

  const maintenance = async (cookie = admin) =>
    (await server.send({ method: 'GET', url: MAINTENANCE, cookie })).json<Schemas['MaintenanceConfigReply']>().data.attributes.value;
  const scheduler = async (cookie = admin) =>
    (await server.send({ method: 'GET', url: SCHEDULER, cookie })).json<Schemas['SchedulerConfigReply']>().data.attributes.value;
  const audit = (action: string) =>
    server.db.query<{ actor_name: string; details: Record<string, unknown> }>('select actor_name, details from audit_log where action = $1 order by id', [action]);

  it('reads maintenance with Settings View, saves it with Settings Update, audited with the change', async () => {
    const viewer = await server.asUserWith({ Settings: ['View'] }, 'ops-viewer');
    expect(await maintenance(viewer)).toEqual(DEFAULT_MAINTENANCE_CONFIG);
    expect((await server.send({ method: 'GET', url: MAINTENANCE })).statusCode).toBe(401);
    expect((await server.send({ method: 'GET', url: MAINTENANCE, cookie: await server.asUserWith({}, 'ops-none') })).statusCode).toBe(403);
    const config = { provision: true, analytics: false, troubleshooting: false, timeout: null };
    expect((await server.send({ method: 'PUT', url: MAINTENANCE, cookie: viewer, payload: config })).statusCode).toBe(403);

    const saved = await server.send({ method: 'PUT', url: MAINTENANCE, cookie: admin, payload: config });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Schemas['MaintenanceConfigReply']>().data.attributes.value).toEqual(config);
    expect(await maintenance(viewer)).toEqual(config);
    expect(await audit('maintenance.updated')).toEqual([{ actor_name: 'admin', details: { changed: ['provision'] } }]);
  });

  it('refuses a troubleshooting end in the past or a body of the wrong shape, changing nothing', async () => {
    const before = await maintenance();
    const past = await server.send({
      method: 'PUT',
      url: MAINTENANCE,
      cookie: admin,
      payload: { ...before, troubleshooting: true, timeout: '2000-01-01T00:00:00.000Z' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json<Schemas['Error']>().details).toEqual([{ field: 'body/timeout', message: 'is not in the future' }]);
    for (const payload of [{ ...before, provision: 'yes' }, { ...before, extra: true }, { provision: true }]) {
      expect((await server.send({ method: 'PUT', url: MAINTENANCE, cookie: admin, payload })).statusCode).toBe(400);
    }
    for (const payload of [{ duration_hours: 0 }, { duration_hours: 721 }, { duration_hours: 1.5 }, {}]) {
      expect((await server.send({ method: 'POST', url: MAINTENANCE, cookie: admin, payload })).statusCode).toBe(400);
    }
    expect(await maintenance()).toEqual(before);
  });

  it('starts troubleshooting for a number of hours and stops it, both audited', async () => {
    const startedAt = Date.now();
    const started = await server.send({ method: 'POST', url: MAINTENANCE, cookie: admin, payload: { duration_hours: 4 } });
    expect(started.statusCode).toBe(200);
    const value = started.json<Schemas['MaintenanceConfigReply']>().data.attributes.value;
    expect(value.troubleshooting).toBe(true);
    const end = new Date(value.timeout ?? '').getTime();
    expect(end).toBeGreaterThanOrEqual(startedAt + 4 * HOUR_MS);
    expect(end).toBeLessThan(Date.now() + 4 * HOUR_MS + 1000);
    expect((await audit('maintenance.troubleshooting_started')).map((entry) => entry.details)).toEqual([{ duration_hours: 4, timeout: value.timeout }]);

    const stopped = await server.send({ method: 'DELETE', url: MAINTENANCE, cookie: admin });
    expect(stopped.json<Schemas['MaintenanceConfigReply']>().data.attributes.value).toMatchObject({ troubleshooting: false, timeout: null });
    // Stopping with no window open changes nothing and records nothing.
    expect((await server.send({ method: 'DELETE', url: MAINTENANCE, cookie: admin })).statusCode).toBe(200);
    expect(await audit('maintenance.troubleshooting_stopped')).toHaveLength(1);
  });

  it('turns troubleshooting off once its end has passed, without a timer', async () => {
    const open = { provision: true, analytics: true, troubleshooting: true, timeout: '2030-01-01T00:00:00.000Z' };
    expect(effectiveMaintenance(open, new Date('2029-12-31T23:59:59Z'))).toEqual(open);
    expect(effectiveMaintenance(open, new Date('2030-01-01T00:00:00Z'))).toEqual({ ...open, troubleshooting: false, timeout: null });
    await server.db.query("update settings set value = jsonb_set(jsonb_set(value, '{troubleshooting}', 'true'), '{timeout}', '\"2001-01-01T00:00:00.000Z\"') where key = 'maintenance'");
    expect(await maintenance()).toMatchObject({ troubleshooting: false, timeout: null });
  });

  it('refuses a cron text that does not parse, an unknown time zone and a static schedule without times, naming the field', async () => {
    expect(await scheduler()).toEqual(DEFAULT_SCHEDULER_CONFIG);
    const cases: [object, string][] = [
      [{ static_mode: true, cron: '61 * * * *' }, 'body/cron'],
      [{ static_mode: true, cron: 'every day' }, 'body/cron'],
      [{ static_mode: true, run_times: ['08:00'], timezone: 'Mars/Olympus' }, 'body/timezone'],
      [{ static_mode: true }, 'body/run_times'],
      [{ static_mode: true, run_times: ['25:00'] }, 'body/run_times/0'],
      [{ static_mode: false, interval_hours: 0 }, 'body/interval_hours'],
    ];
    for (const [payload, field] of cases) {
      const reply = await server.send({ method: 'POST', url: SCHEDULER, cookie: admin, payload });
      expect(reply.statusCode).toBe(400);
      expect(reply.json<Schemas['Error']>().details?.[0]?.field).toBe(field);
    }
    expect((await server.send({ method: 'POST', url: SCHEDULER, cookie: await server.asUserWith({ Settings: ['View'] }, 'sched-viewer'), payload: { static_mode: false } })).statusCode).toBe(403);
    expect(await scheduler()).toEqual(DEFAULT_SCHEDULER_CONFIG);
    expect(await audit('scheduler.updated')).toEqual([]);
  });

  it('saves a schedule, audited, and the discovery status tells its next run', async () => {
    const config = { static_mode: true, cron: '30 6 * * *', timezone: 'Europe/Paris' };
    const saved = await server.send({ method: 'POST', url: SCHEDULER, cookie: admin, payload: config });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Schemas['SchedulerConfigReply']>().data.attributes.value).toEqual({ ...DEFAULT_SCHEDULER_CONFIG, ...config });
    expect((await audit('scheduler.updated')).map((entry) => entry.details)).toEqual([{ changed: ['cron', 'static_mode', 'timezone'] }]);

    const status = (await server.send({ method: 'GET', url: '/api/dashboard/lifecycle', cookie: admin })).json<Schemas['DiscoveryLifecycleReply']>();
    const next = new Date(status.data.attributes.nextRunTime ?? '');
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime()).toBeLessThanOrEqual(Date.now() + 24 * HOUR_MS);
    const paris = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(next);
    expect(paris).toBe('06:30');
  });

  it('starts a scheduled discovery run when one is due and none runs', async () => {
    const control = discoveryControl(server.db, { timing: { starting_ms: 0, running_ms: 60_000 } });
    const savedAt = new Date();
    await saveSchedulerConfig(server.db, { static_mode: false, interval_hours: 2 }, savedAt);
    const at = (hours: number) => () => new Date(savedAt.getTime() + hours * HOUR_MS);
    expect(await createDiscoveryScheduler(server.db, control, at(1.5)).runDue()).toBe(false);
    expect(await createDiscoveryScheduler(server.db, control, at(2)).runDue()).toBe(true);
    const runs = await server.db.query<{ trigger: string; started_by: string | null }>("select trigger, started_by from discovery_runs where status <> 'done'");
    expect(runs).toEqual([{ trigger: 'scheduled', started_by: null }]);
    // The run is still running: nothing more starts.
    expect(await createDiscoveryScheduler(server.db, control, at(5)).runDue()).toBe(false);
    expect(await server.db.query('select id from discovery_runs')).toHaveLength(1);
    await control.close();
  });

  it('starts a scheduled run at the times of a static cron schedule, in its time zone', async () => {
    const control = discoveryControl(server.db, { timing: { starting_ms: 0, running_ms: 0 } });
    await server.db.query('delete from discovery_runs');
    await saveSchedulerConfig(server.db, { static_mode: true, cron: '0 3 * * *', timezone: 'Asia/Tokyo', interval_hours: 1 }, new Date('2030-01-01T00:00:00Z'));
    // 03:00 in Tokyo is 18:00 UTC; the interval of one hour does not count in static mode.
    expect(await createDiscoveryScheduler(server.db, control, () => new Date('2030-01-01T17:59:00Z')).runDue()).toBe(false);
    expect(await createDiscoveryScheduler(server.db, control, () => new Date('2030-01-01T18:00:00Z')).runDue()).toBe(true);
    await control.idle();
    expect(await server.db.query('select trigger, outcome from discovery_runs')).toEqual([{ trigger: 'scheduled', outcome: 'completed' }]);
    await control.close();
  });
});

describe('the next scheduled run', () => {
  const savedAt = new Date('2026-03-02T10:00:00Z'); // a Monday
  const idle = { savedAt, lastStart: null, lastFinish: null, active: false };

  it('counts an interval from the last run or the save, and schedules nothing while running or before a save', () => {
    const config = { static_mode: false, interval_hours: 6 };
    expect(nextRunAt(config, idle, savedAt)).toEqual(new Date('2026-03-02T16:00:00Z'));
    expect(nextRunAt(config, { ...idle, lastFinish: new Date('2026-03-02T12:00:00Z') }, savedAt)).toEqual(new Date('2026-03-02T18:00:00Z'));
    expect(nextRunAt(config, { ...idle, active: true }, savedAt)).toBeNull();
    expect(nextRunAt(config, { ...idle, savedAt: null }, savedAt)).toBeNull();
  });

  it('takes the first fixed time after the last run, on the weekdays, in the time zone', () => {
    const config = { static_mode: true, run_times: ['09:00', '18:00'], weekdays: ['wed' as const], timezone: 'America/New_York' };
    expect(nextRunAt(config, idle, savedAt)).toEqual(new Date('2026-03-04T14:00:00Z'));
    const after = { ...idle, lastStart: new Date('2026-03-04T14:00:00Z'), lastFinish: new Date('2026-03-04T14:01:00Z') };
    expect(nextRunAt(config, after, savedAt)).toEqual(new Date('2026-03-04T23:00:00Z'));
    expect(nextRunAt({ static_mode: true, cron: '0 0 1 * *' }, idle, savedAt)).toEqual(new Date('2026-04-01T00:00:00Z'));
  });

  it('lists the changed paths of a config for the audit log', () => {
    expect(changedPaths({ a: { b: 1, c: [1] }, d: true }, { a: { b: 1, c: [2] }, d: false, e: 1 })).toEqual(['a.c', 'd', 'e']);
  });
});
