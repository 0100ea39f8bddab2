import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IT_ROLE_ID, OWNER_READ_ONLY_ROLE_ID } from '../auth/ids.js';
import { DISCOVERY_FINISHED, DISCOVERY_PHASES, DISCOVERY_STOPPED } from '../discovery/lifecycle.js';
import { saveFeatureFlags, DEFAULT_FEATURE_FLAGS } from '../settings/featureFlags.js';
import { addUser, startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { DISCOVERY_IN_PROGRESS, NO_RUNNING_DISCOVERY } from './discovery.js';

/*
 * Runs do real work here (the test database has no connection to fetch, so little of it), in
 * short states: starting 0.3 s and running at least 0.8 s. The tests wait for the state they need.
 */
describe('discovery', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    vi.stubEnv('VIGIL_DISCOVERY_STARTING_SECONDS', '0.3');
    vi.stubEnv('VIGIL_DISCOVERY_RUN_SECONDS', '0.8');
    server = await startTestServer();
    vi.unstubAllEnvs();
    admin = await server.asAdmin();
  });
  afterAll(() => server.close());
  afterEach(async () => {
    await until('done');
    await server.db.query('delete from discovery_runs');
    await server.db.query('delete from notifications');
  });

  const get = (url: string, cookie = admin) => server.send({ method: 'GET', url: `/api${url}`, cookie });
  const post = (url: string, cookie = admin) => server.send({ method: 'POST', url: `/api${url}`, cookie });
  const lifecycle = async (cookie = admin) => {
    const reply = await get('/dashboard/lifecycle', cookie);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<Schemas['DiscoveryLifecycleReply']>().data.attributes;
  };
  /** The lifecycle once it has this status (polled; at most 5 s). */
  const until = async (status: Schemas['DiscoveryLifecycleStatus']) => {
    for (let tries = 0; ; tries++) {
      const now = await lifecycle();
      if (now.status === status || tries >= 100) return now;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const unread = async () => (await server.db.query<{ title: string }>('select title from notifications where read_at is null order by created_at')).map((n) => n.title);
  const runs = () => server.db.query<{ status: string; outcome: string | null; started_by: string }>('select status, outcome, started_by from discovery_runs order by started_at');

  it('is done with nothing known before the first run', async () => {
    expect(await lifecycle()).toEqual({ status: 'done', subPhases: [], nextRunTime: null, lastStartTime: null, lastFinishedTime: null });
    expect((await get('/dashboard/discovery')).json<Schemas['DiscoveryRunReply']>().data.attributes).toBeNull();
  });

  it('starts (202, starting), runs its phases, then is done once, with a notification', async () => {
    const started = await post('/dashboard/discovery/start');
    expect(started.statusCode, started.body).toBe(202);
    const startedLifecycle = started.json<Schemas['DiscoveryLifecycleReply']>().data.attributes;
    expect(startedLifecycle).toMatchObject({ status: 'starting', lastFinishedTime: null });
    expect(startedLifecycle.subPhases.map((phase) => phase.status)).toEqual(DISCOVERY_PHASES.map(() => 'pending'));
    expect(Date.parse(startedLifecycle.lastStartTime ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const running = await until('running');
    expect(running.status).toBe('running');
    expect(running.subPhases.map((phase) => phase.name)).toEqual([...DISCOVERY_PHASES]);
    expect(await unread()).toEqual([]);

    const done = await until('done');
    expect(done).toMatchObject({ status: 'done', subPhases: [], lastStartTime: startedLifecycle.lastStartTime });
    // It ran at least its starting and running times.
    expect(Date.parse(done.lastFinishedTime ?? '') - Date.parse(done.lastStartTime ?? '')).toBeGreaterThanOrEqual(1000);
    expect(await unread()).toEqual([DISCOVERY_FINISHED]);
    expect(await runs()).toEqual([{ status: 'done', outcome: 'completed', started_by: 'admin' }]);

    const run = (await get('/dashboard/discovery')).json<Schemas['DiscoveryRunReply']>().data.attributes;
    expect(run).toMatchObject({ status: 'done', outcome: 'completed', connection_ids: null, trigger: 'manual', started_by: 'admin', finished_at: done.lastFinishedTime });
    expect(run?.phases?.map((phase) => [phase.name, phase.status])).toEqual(DISCOVERY_PHASES.map((name) => [name, 'done']));
    expect(run?.phases?.every((phase) => phase.started_at && phase.finished_at)).toBe(true);
  });

  it('refuses a second start while one is not done (409), and changes nothing', async () => {
    expect((await post('/dashboard/discovery/start')).statusCode).toBe(202);
    const again = await post('/dashboard/discovery/start');
    expect(again.statusCode).toBe(409);
    expect(again.json<Schemas['Error']>().message).toBe(DISCOVERY_IN_PROGRESS);
    await until('running');
    expect((await post('/dashboard/discovery/start')).statusCode).toBe(409);
    expect(await runs()).toHaveLength(1);
    // Once the first is done, a new one starts.
    await until('done');
    expect((await post('/dashboard/discovery/start')).statusCode).toBe(202);
    expect((await runs()).map((run) => run.status)).toEqual(['done', 'starting']);
  });

  it('stops a running run: stopping, then done, stopped', async () => {
    expect((await post('/dashboard/discovery/stop')).statusCode).toBe(409);
    expect((await post('/dashboard/discovery/start')).statusCode).toBe(202);
    // Still starting: nothing runs yet.
    const early = await post('/dashboard/discovery/stop');
    expect(early.statusCode).toBe(409);
    expect(early.json<Schemas['Error']>().message).toBe(NO_RUNNING_DISCOVERY);

    await until('running');
    const stopped = await post('/dashboard/discovery/stop');
    expect(stopped.statusCode, stopped.body).toBe(202);
    // The worker ends it at once: the reply may already tell it done.
    expect(['stopping', 'done']).toContain(stopped.json<Schemas['DiscoveryLifecycleReply']>().data.attributes.status);
    expect((await post('/dashboard/discovery/stop')).statusCode).toBe(409);

    expect(await until('done')).toMatchObject({ status: 'done', subPhases: [] });
    expect(await runs()).toEqual([{ status: 'done', outcome: 'stopped', started_by: 'admin' }]);
    const [stored] = await server.db.query<{ finished_at: Date; stop_requested_at: Date }>('select finished_at, stop_requested_at from discovery_runs');
    expect(stored?.finished_at.getTime()).toBeGreaterThanOrEqual(stored?.stop_requested_at.getTime() ?? Infinity);
    expect(await unread()).toEqual([DISCOVERY_STOPPED]);
  });

  it('lists the history newest first with the total, and the ids', async () => {
    await server.db.query(
      `insert into discovery_runs (id, status, outcome, trigger, started_at, finished_at, assets) values
        ('00000000-0000-4000-8000-000000000001', 'done', 'completed', 'scheduled', '2026-01-01T02:00:00Z', '2026-01-01T02:30:00Z', '{"devices": 10}'),
        ('00000000-0000-4000-8000-000000000002', 'done', 'completed', 'scheduled', '2026-01-02T02:00:00Z', '2026-01-02T02:40:00Z', '{"devices": 12}'),
        ('00000000-0000-4000-8000-000000000003', 'done', 'completed', 'scheduled', '2026-01-03T02:00:00Z', '2026-01-03T02:20:00Z', '{"devices": 13}')`,
    );
    const reply = await get('/dashboard/discovery/history?count=2');
    expect(reply.statusCode, reply.body).toBe(200);
    const history = reply.json<Schemas['DiscoveryRunListReply']>();
    expect(history.data).toEqual([
      { id: '00000000-0000-4000-8000-000000000003', status: 'done', trigger: 'scheduled', started_by: null, started_at: '2026-01-03T02:00:00.000Z', finished_at: '2026-01-03T02:20:00.000Z', assets: { devices: 13 }, outcome: 'completed', connection_ids: null, phases: [] },
      { id: '00000000-0000-4000-8000-000000000002', status: 'done', trigger: 'scheduled', started_by: null, started_at: '2026-01-02T02:00:00.000Z', finished_at: '2026-01-02T02:40:00.000Z', assets: { devices: 12 }, outcome: 'completed', connection_ids: null, phases: [] },
    ]);
    expect(history.meta).toEqual({ page: 0, size: 2, total: 3, next_cursor: null });
    expect((await get('/dashboard/discovery/history')).json<Schemas['DiscoveryRunListReply']>().data).toHaveLength(3);

    const ids = (await get('/dashboard/discovery/ids')).json<Schemas['DiscoveryRunIdsReply']>().data.attributes.value;
    expect(ids).toEqual(['00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001']);
    // The last run when none runs; the running one when one does.
    expect((await get('/dashboard/discovery')).json<Schemas['DiscoveryRunReply']>().data.attributes?.id).toBe(ids[0]);
    expect(await lifecycle()).toMatchObject({ status: 'done', lastStartTime: '2026-01-03T02:00:00.000Z', lastFinishedTime: '2026-01-03T02:20:00.000Z' });
    await post('/dashboard/discovery/start');
    const current = (await get('/dashboard/discovery')).json<Schemas['DiscoveryRunReply']>().data.attributes;
    expect(current).toMatchObject({ status: 'starting', finished_at: null, trigger: 'manual' });
  });

  it('refuses a bad history count (400)', async () => {
    for (const count of ['0', '2001', 'many']) {
      expect((await get(`/dashboard/discovery/history?count=${count}`)).statusCode).toBe(400);
    }
  });

  it('needs RunManualDiscovery to start or stop, and Dashboard View to watch', async () => {
    const watcher = await server.asUserWith({ Dashboard: ['View'], Settings: ['View', 'Update'] });
    expect((await post('/dashboard/discovery/start', watcher)).statusCode).toBe(403);
    expect((await lifecycle(watcher)).status).toBe('done');
    expect(await runs()).toEqual([]);
    const runner = await server.asUserWith({ Settings: ['RunManualDiscovery'] });
    for (const url of ['/dashboard/lifecycle', '/dashboard/discovery', '/dashboard/discovery/history', '/dashboard/discovery/ids', '/dashboard/first_historical_date', '/dashboard/get_allowed_dates']) {
      expect((await get(url, runner)).statusCode, url).toBe(403);
    }
    const started = await post('/dashboard/discovery/start', runner);
    expect(started.statusCode, started.body).toBe(202);
    await until('running');
    expect((await post('/dashboard/discovery/stop', watcher)).statusCode).toBe(403);
    expect((await post('/dashboard/discovery/stop', runner)).statusCode).toBe(202);
  });

  it('lets the predefined read-only owner and IT run discovery', async () => {
    await addUser(server.db, { userName: 'ro.owner', password: 'An0ther&long!', roleId: OWNER_READ_ONLY_ROLE_ID });
    await addUser(server.db, { userName: 'it.staff', password: 'An0ther&long!', roleId: IT_ROLE_ID });
    const owner = await server.signIn('ro.owner', 'An0ther&long!');
    const it = await server.signIn('it.staff', 'An0ther&long!');
    expect((await post('/dashboard/discovery/start', owner)).statusCode).toBe(202);
    await until('running');
    expect((await post('/dashboard/discovery/stop', it)).statusCode).toBe(202);
    expect((await runs())[0]?.started_by).toBe('ro.owner');
  });

  describe('history dates', () => {
    afterAll(() => server.db.query('delete from asset_daily_counts'));

    it('are null and empty before the first snapshot, then the snapshot days, oldest first', async () => {
      // The runs of the tests before wrote today's snapshot.
      await server.db.query('delete from asset_daily_counts');
      expect((await get('/dashboard/first_historical_date')).json<Schemas['FirstHistoricalDateReply']>().data.attributes.value).toBeNull();
      expect((await get('/dashboard/get_allowed_dates')).json<Schemas['AllowedDatesReply']>().data.attributes.value).toEqual([]);
      await server.db.query(
        `insert into asset_daily_counts (day, entity, count) values
          ('2026-03-05', 'devices', 3), ('2026-03-03', 'devices', 1), ('2026-03-03', 'users', 2), ('2026-03-04', 'users', 2)`,
      );
      expect((await get('/dashboard/first_historical_date')).json<Schemas['FirstHistoricalDateReply']>().data.attributes.value).toBe('2026-03-03');
      expect((await get('/dashboard/get_allowed_dates')).json<Schemas['AllowedDatesReply']>().data.attributes.value).toEqual(['2026-03-03', '2026-03-04', '2026-03-05']);
    });

    it("give a finished run the snapshot it saved: today's assets", async () => {
      await server.db.query("insert into asset_daily_counts (day, entity, count) values ('2026-03-06', 'devices', 5), ('2026-03-06', 'users', 4)");
      await server.db.query("insert into assets (entity, name, first_seen, last_seen, last_updated) values ('devices', 'pc-1', now(), now(), now()), ('devices', 'pc-2', now(), now(), now())");
      await post('/dashboard/discovery/start');
      await until('done');
      const run = (await get('/dashboard/discovery')).json<Schemas['DiscoveryRunReply']>().data.attributes;
      expect(run?.assets).toMatchObject({ devices: 2 });
      await server.db.query("delete from assets where name in ('pc-1', 'pc-2')");
    });
  });

  describe('implemented asset types', () => {
    afterAll(async () => {
      await saveFeatureFlags(server.db, 'FeatureFlags', DEFAULT_FEATURE_FLAGS);
      await server.db.query("delete from asset_types where value = 'printers'");
    });

    it('lists the asset types in pages, to any signed-in user, without the hidden generic ones', async () => {
      await server.db.query("insert into asset_types (value, title, product, is_generic_asset) values ('printers', 'Printers', 'Cyber Asset Management', true)");
      const signedIn = await server.asUserWith({});
      const list = async (query = '') => {
        const reply = await get(`/services/implemented_asset_types${query}`, signedIn);
        expect(reply.statusCode, reply.body).toBe(200);
        return reply.json<Schemas['ImplementedAssetTypeListReply']>();
      };
      const all = await list();
      expect(all.data.map((type) => type.value)).toEqual(['devices', 'printers', 'software', 'users', 'vulnerabilities']);
      expect(all.data[1]).toEqual({ value: 'printers', product: 'Cyber Asset Management', is_generic_asset: true });
      const first = await list('?size=2');
      expect(first.data.map((type) => type.value)).toEqual(['devices', 'printers']);
      expect(first.meta).toMatchObject({ total: 5, size: 2 });
      const next = await list(`?size=2&cursor=${first.meta.next_cursor ?? ''}`);
      expect(next.data.map((type) => type.value)).toEqual(['software', 'users']);

      // The flag hides generic types only: the built-in ones stay.
      await saveFeatureFlags(server.db, 'FeatureFlags', { ...DEFAULT_FEATURE_FLAGS, generic_assets: { hidden_generic_assets: ['printers', 'devices'] } });
      const shown = await list();
      expect(shown.data.map((type) => type.value)).toEqual(['devices', 'software', 'users', 'vulnerabilities']);
      expect(shown.meta.total).toBe(4);
    });

    it('refuses a bad page or cursor (400)', async () => {
      expect((await get('/services/implemented_asset_types?size=0')).statusCode).toBe(400);
      expect((await get('/services/implemented_asset_types?cursor=bzotMQ')).statusCode).toBe(400);
      expect((await get('/services/implemented_asset_types', '')).statusCode).toBe(401);
    });
  });
});
