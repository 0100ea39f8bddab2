import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IT_ROLE_ID, OWNER_READ_ONLY_ROLE_ID } from '../auth/ids.js';
import { DISCOVERY_FINISHED, DISCOVERY_PHASES, DISCOVERY_STOPPED } from '../discovery/lifecycle.js';
import { saveFeatureFlags, DEFAULT_FEATURE_FLAGS } from '../settings/featureFlags.js';
import { addUser, startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { DISCOVERY_IN_PROGRESS, NO_RUNNING_DISCOVERY } from './discovery.js';

/*
 * The server's run lengths are the defaults (starting 2 s, running 60 s, stopping 2 s); the
 * tests move a run through its lifecycle by moving its stored times back, as time passing would.
 */
describe('discovery', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.asAdmin();
  });
  afterAll(() => server.close());
  afterEach(async () => {
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
  /** As if `seconds` had passed since the run started (and since a stop was asked). */
  const pass = (seconds: number) =>
    server.db.query(
      `update discovery_runs set started_at = started_at - $1 * interval '1 second',
         stop_requested_at = stop_requested_at - $1 * interval '1 second' where status <> 'done'`,
      [seconds],
    );
  const unread = async () => (await server.db.query<{ title: string }>('select title from notifications where read_at is null order by created_at')).map((n) => n.title);
  const runs = () => server.db.query<{ status: string; finished_at: Date | null; started_by: string }>('select status, finished_at, started_by from discovery_runs');

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

    // 2 s of starting, then 31 s of a 60 s run: half the phases done, the fourth under way.
    await pass(33);
    const running = await lifecycle();
    expect(running.status).toBe('running');
    expect(running.subPhases.map((phase) => phase.name)).toEqual([...DISCOVERY_PHASES]);
    expect(running.subPhases.map((phase) => phase.status)).toEqual(['done', 'done', 'done', 'running', 'pending', 'pending']);
    expect(running.subPhases[3]?.progress).toBeGreaterThan(0);
    expect(await unread()).toEqual([]);

    await pass(30);
    // Several requests see the end at once: it is recorded, and notified, once.
    const [done] = await Promise.all([lifecycle(), lifecycle(), get('/dashboard/discovery'), get('/dashboard/discovery/history')]);
    // The stored start moved back with the 63 s that passed.
    const startedAt = new Date(Date.parse(startedLifecycle.lastStartTime ?? '') - 63_000).toISOString();
    expect(done).toMatchObject({ status: 'done', subPhases: [], lastStartTime: startedAt });
    // The run ended at its start plus 62 s, whatever request saw it first.
    expect(Date.parse(done.lastFinishedTime ?? '') - Date.parse(done.lastStartTime ?? '')).toBe(62_000);
    expect(await unread()).toEqual([DISCOVERY_FINISHED]);
    expect(await runs()).toMatchObject([{ status: 'done', started_by: 'admin' }]);

    const run = (await get('/dashboard/discovery')).json<Schemas['DiscoveryRunReply']>().data.attributes;
    expect(run).toMatchObject({ status: 'done', trigger: 'manual', started_by: 'admin', finished_at: done.lastFinishedTime });
  });

  it('refuses a second start while one is not done (409), and changes nothing', async () => {
    expect((await post('/dashboard/discovery/start')).statusCode).toBe(202);
    const again = await post('/dashboard/discovery/start');
    expect(again.statusCode).toBe(409);
    expect(again.json<Schemas['Error']>().message).toBe(DISCOVERY_IN_PROGRESS);
    await pass(10);
    expect((await post('/dashboard/discovery/start')).statusCode).toBe(409);
    expect(await runs()).toHaveLength(1);
    // Once the first is done, a new one starts.
    await pass(70);
    expect((await post('/dashboard/discovery/start')).statusCode).toBe(202);
    expect((await runs()).map((run) => run.status).sort()).toEqual(['done', 'starting']);
  });

  it('stops a running run: stopping, then done, with its phases where the stop found them', async () => {
    expect((await post('/dashboard/discovery/stop')).statusCode).toBe(409);
    expect((await post('/dashboard/discovery/start')).statusCode).toBe(202);
    // Still starting: nothing runs yet.
    const early = await post('/dashboard/discovery/stop');
    expect(early.statusCode).toBe(409);
    expect(early.json<Schemas['Error']>().message).toBe(NO_RUNNING_DISCOVERY);

    await pass(15);
    const stopped = await post('/dashboard/discovery/stop');
    expect(stopped.statusCode, stopped.body).toBe(202);
    const stopping = stopped.json<Schemas['DiscoveryLifecycleReply']>().data.attributes;
    expect(stopping.status).toBe('stopping');
    expect(stopping.subPhases.map((phase) => phase.status)).toEqual(['done', 'running', 'pending', 'pending', 'pending', 'pending']);
    expect((await post('/dashboard/discovery/stop')).statusCode).toBe(409);
    expect((await post('/dashboard/discovery/start')).statusCode).toBe(409);

    // Long after the run would have ended: the phases stay where the stop found them.
    await pass(100);
    expect(await lifecycle()).toMatchObject({ status: 'done', subPhases: [] });
    const [stored] = await server.db.query<{ phases: Schemas['DiscoverySubPhase'][]; finished_at: Date; stop_requested_at: Date }>(
      'select phases, finished_at, stop_requested_at from discovery_runs',
    );
    expect(stored?.phases.map((phase) => phase.status)).toEqual(stopping.subPhases.map((phase) => phase.status));
    expect((stored?.finished_at.getTime() ?? 0) - (stored?.stop_requested_at.getTime() ?? 0)).toBe(2000);
    expect(await unread()).toEqual([DISCOVERY_STOPPED]);
  });

  it('lists the history newest first with the total, and the ids', async () => {
    await server.db.query(
      `insert into discovery_runs (id, status, trigger, started_at, finished_at, assets) values
        ('00000000-0000-4000-8000-000000000001', 'done', 'scheduled', '2026-01-01T02:00:00Z', '2026-01-01T02:30:00Z', '{"devices": 10}'),
        ('00000000-0000-4000-8000-000000000002', 'done', 'scheduled', '2026-01-02T02:00:00Z', '2026-01-02T02:40:00Z', '{"devices": 12}'),
        ('00000000-0000-4000-8000-000000000003', 'done', 'scheduled', '2026-01-03T02:00:00Z', '2026-01-03T02:20:00Z', '{"devices": 13}')`,
    );
    const reply = await get('/dashboard/discovery/history?count=2');
    expect(reply.statusCode, reply.body).toBe(200);
    const history = reply.json<Schemas['DiscoveryRunListReply']>();
    expect(history.data).toEqual([
      { id: '00000000-0000-4000-8000-000000000003', status: 'done', trigger: 'scheduled', started_by: null, started_at: '2026-01-03T02:00:00.000Z', finished_at: '2026-01-03T02:20:00.000Z', assets: { devices: 13 } },
      { id: '00000000-0000-4000-8000-000000000002', status: 'done', trigger: 'scheduled', started_by: null, started_at: '2026-01-02T02:00:00.000Z', finished_at: '2026-01-02T02:40:00.000Z', assets: { devices: 12 } },
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
    await pass(3);
    expect((await post('/dashboard/discovery/stop', watcher)).statusCode).toBe(403);
    expect((await post('/dashboard/discovery/stop', runner)).statusCode).toBe(202);
  });

  it('lets the predefined read-only owner and IT run discovery', async () => {
    await addUser(server.db, { userName: 'ro.owner', password: 'An0ther&long!', roleId: OWNER_READ_ONLY_ROLE_ID });
    await addUser(server.db, { userName: 'it.staff', password: 'An0ther&long!', roleId: IT_ROLE_ID });
    const owner = await server.signIn('ro.owner', 'An0ther&long!');
    const it = await server.signIn('it.staff', 'An0ther&long!');
    expect((await post('/dashboard/discovery/start', owner)).statusCode).toBe(202);
    await pass(3);
    expect((await post('/dashboard/discovery/stop', it)).statusCode).toBe(202);
    expect((await runs())[0]?.started_by).toBe('ro.owner');
  });

  describe('history dates', () => {
    afterAll(() => server.db.query('delete from asset_daily_counts'));

    it('are null and empty before the first snapshot, then the snapshot days, oldest first', async () => {
      expect((await get('/dashboard/first_historical_date')).json<Schemas['FirstHistoricalDateReply']>().data.attributes.value).toBeNull();
      expect((await get('/dashboard/get_allowed_dates')).json<Schemas['AllowedDatesReply']>().data.attributes.value).toEqual([]);
      await server.db.query(
        `insert into asset_daily_counts (day, entity, count) values
          ('2026-03-05', 'devices', 3), ('2026-03-03', 'devices', 1), ('2026-03-03', 'users', 2), ('2026-03-04', 'users', 2)`,
      );
      expect((await get('/dashboard/first_historical_date')).json<Schemas['FirstHistoricalDateReply']>().data.attributes.value).toBe('2026-03-03');
      expect((await get('/dashboard/get_allowed_dates')).json<Schemas['AllowedDatesReply']>().data.attributes.value).toEqual(['2026-03-03', '2026-03-04', '2026-03-05']);
    });

    it("give a finished run the latest snapshot's assets", async () => {
      await server.db.query("insert into asset_daily_counts (day, entity, count) values ('2026-03-06', 'devices', 5), ('2026-03-06', 'users', 4)");
      await post('/dashboard/discovery/start');
      await pass(70);
      const run = (await get('/dashboard/discovery')).json<Schemas['DiscoveryRunReply']>().data.attributes;
      expect(run?.assets).toEqual({ devices: 5, users: 4 });
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
