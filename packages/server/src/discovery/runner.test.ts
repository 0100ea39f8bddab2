import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../db/index.js';
import { sealSecret } from '../secrets/box.js';
import { openTestDatabase } from '../testing/harness.js';
import type { AdapterRegistry } from './adapters/registry.js';
import { AdapterError, type Adapter, type FetchContext, type FetchedRecord } from './adapters/types.js';
import type { CORRELATION_STEPS } from './correlate.js';
import { DISCOVERY_FINISHED, DISCOVERY_PHASES, DISCOVERY_STOPPED, type StoredPhase } from './lifecycle.js';
import { discoveryControl, FETCH_FAILED_UNEXPECTEDLY, SERVER_STOPPED_FETCH, type DiscoveryControl, type DiscoveryOptions } from './runner.js';

type Step = (typeof CORRELATION_STEPS)[number];

const SECRET = 'S3cret-never-shown';
const device = (id: string): FetchedRecord => ({ entity: 'devices', id, name: id, fields: { hostname: id } });

/** A fake adapter: `fetch` does what the test sets for the connection, by its config's `mode`. */
const fakeAdapter = (module: string, behaviours: Record<string, (context: FetchContext) => AsyncIterable<FetchedRecord[]>>): Adapter => ({
  module,
  entities: ['devices'],
  configSchema: {},
  secretFields: [{ name: 'password', title: 'Password', required: true }],
  takesFile: false,
  fetch: (context) => {
    const behaviour = behaviours[String(context.config['mode'])];
    if (!behaviour) throw new AdapterError(`no behaviour ${String(context.config['mode'])}`);
    return behaviour(context);
  },
});

/** Resolves once the signal aborts, then throws as an adapter does. */
const untilAborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    const fail = () => {
      reject(new AdapterError('aborted'));
    };
    if (signal.aborted) fail();
    signal.addEventListener('abort', fail);
  });

let release: () => void = () => undefined;
const BEHAVIOURS: Record<string, (context: FetchContext) => AsyncIterable<FetchedRecord[]>> = {
  async *two() {
    yield [device('a1'), device('a2')];
    yield [device('a3')];
  },
  async *one(context) {
    context.rowError({ line: 3, message: 'no id' });
    yield [device('b1')];
  },
  // eslint-disable-next-line require-yield -- fails before its first batch
  async *refused() {
    throw new AdapterError('The server refused the credentials.', 'disconnected');
  },
  async *leaky(context) {
    yield [device('c1')];
    throw new Error(`bug with ${context.secrets['password'] ?? ''}`);
  },
  async *hangs(context) {
    yield [device('h1')];
    release();
    await untilAborted(context.signal);
  },
  async *checksSecret(context) {
    if (context.secrets['password'] !== SECRET) throw new AdapterError('the secret was not given');
    yield [device('s1')];
  },
};

describe('the discovery runner', () => {
  let db: Database;
  const registry: AdapterRegistry = new Map([['fake_adapter', fakeAdapter('fake_adapter', BEHAVIOURS)]]);
  const calls: { phase: string; fetched: string[]; staged: number }[] = [];
  /** The run's stored phase statuses as each step saw them. */
  const observed: string[][] = [];
  const steps: Step[] = DISCOVERY_PHASES.slice(1).map((phase) => ({
    phase: phase as Step['phase'],
    async run(tx: Queryable, scope) {
      const [staged] = await tx.query<{ count: number }>('select count(*)::int as count from discovery_staging where run_id = $1', [scope.runId]);
      calls.push({ phase, fetched: [...scope.fetched].sort(), staged: staged?.count ?? 0 });
      const [run] = await tx.query<{ phases: StoredPhase[] }>('select phases from discovery_runs where id = $1', [scope.runId]);
      observed.push(run?.phases.map((stored) => stored.status) ?? []);
      await tx.query('insert into notifications (title, severity) values ($1, $2)', [`step ${phase}`, 'info']);
      // Run_Correlations "makes" an asset per staged record.
      return { newAssets: phase === 'Run_Correlations' ? [{ entity: 'devices', ids: Array.from({ length: staged?.count ?? 0 }, (_, i) => i + 1) }] : [] };
    },
  }));
  const controls: DiscoveryControl[] = [];
  const control = (options: DiscoveryOptions = {}) => {
    const made = discoveryControl(db, { registry, steps, timing: { starting_ms: 0, running_ms: 0 }, heartbeatMs: 20, ...options });
    controls.push(made);
    return made;
  };
  const connection = async (label: string, mode: string, extra = '') => {
    const [row] = await db.query<{ id: string }>(
      `insert into adapter_connections (adapter, label, config ${extra ? ', credentials, secret_sealed' : ''}) values ('fake_adapter', $1, $2 ${extra ? ', $3, $4' : ''}) returning id::text as id`,
      extra ? [label, JSON.stringify({ mode }), JSON.stringify({ source: 'entered', fields_set: ['password'] }), extra] : [label, JSON.stringify({ mode })],
    );
    return row?.id ?? '';
  };
  const runs = () =>
    db.query<{ id: string; status: string; outcome: string | null; phases: StoredPhase[]; connection_ids: string[] | null }>(
      'select id::text as id, status, outcome, phases, connection_ids::text[] as connection_ids from discovery_runs order by started_at',
    );
  const history = () =>
    db.query<{ connection_label: string; status: string; fetched: Record<string, number>; error_count: number; error: string | null; row_errors: unknown[] }>(
      'select connection_label, status, fetched, error_count, error, row_errors from fetch_history order by connection_label',
    );
  const titles = async () => (await db.query<{ title: string }>('select title from notifications order by created_at, title')).map((row) => row.title);

  beforeAll(async () => {
    db = await openTestDatabase({ migrated: true });
    await db.query("insert into adapters (module, title, category, fetchable) values ('fake_adapter', 'Fake Source', 'Custom', true)");
  });
  afterAll(() => db.close());
  afterEach(async () => {
    await Promise.all(controls.splice(0).map((made) => made.close()));
    calls.length = 0;
    observed.length = 0;
    for (const table of ['discovery_runs', 'notifications', 'adapter_connections']) await db.query(`delete from ${table}`);
  });

  it('fetches every connection, runs the phases in order, then is done (completed) with its findings', async () => {
    const first = await connection('First', 'two');
    const second = await connection('Second', 'one');
    const runner = control({ timing: { starting_ms: 100, running_ms: 0 } });
    expect(await runner.start('manual', 'admin')).toBe(true);
    const [started] = await runs();
    expect(started?.status).toBe('starting');
    expect(started?.phases.map((phase) => phase.status)).toEqual(DISCOVERY_PHASES.map(() => 'pending'));
    await runner.idle();

    const [run] = await runs();
    expect(run).toMatchObject({ status: 'done', outcome: 'completed', connection_ids: null });
    expect(run?.phases.map((phase) => [phase.name, phase.status, phase.progress])).toEqual(DISCOVERY_PHASES.map((name) => [name, 'done', 100]));
    expect(run?.phases.every((phase) => phase.started_at && phase.finished_at && phase.started_at <= phase.finished_at)).toBe(true);
    // The steps ran in order, each seeing the staged records and the fetched connections; staging is emptied after.
    expect(calls).toEqual(DISCOVERY_PHASES.slice(1).map((phase) => ({ phase, fetched: [first, second].sort(), staged: 4 })));
    // The phases advanced as the work did: the one of each step running, those before it done.
    expect(observed).toEqual(DISCOVERY_PHASES.slice(1).map((_, step) => DISCOVERY_PHASES.map((__, index) => (index <= step ? 'done' : index === step + 1 ? 'running' : 'pending'))));
    expect(await db.query('select 1 from discovery_staging')).toEqual([]);
    expect(await history()).toEqual([
      { connection_label: 'First', status: 'success', fetched: { devices: 3 }, error_count: 0, error: null, row_errors: [] },
      { connection_label: 'Second', status: 'success', fetched: { devices: 1 }, error_count: 1, error: null, row_errors: [{ line: 3, message: 'no id' }] },
    ]);
    const connections = await db.query<{ status: string; error: string | null; last_fetch_at: Date | null }>('select status, error, last_fetch_at from adapter_connections');
    expect(connections.every((row) => row.status === 'connected' && row.error === null && row.last_fetch_at)).toBe(true);
    const findings = await db.query<{ title: string; kind: string; details: unknown }>("select title, kind, details from notifications where kind <> 'other' order by kind");
    expect(findings).toEqual([
      { title: DISCOVERY_FINISHED, kind: 'discovery', details: { run_id: run?.id, outcome: 'completed' } },
      { title: '4 new devices', kind: 'new_assets', details: { entity: 'devices', count: 4, asset_ids: [1, 2, 3, 4], run_id: run?.id } },
    ]);
  });

  it('records a failing connection and still saves the others', async () => {
    const good = await connection('Good', 'two');
    const bad = await connection('Bad', 'refused');
    const runner = control();
    await runner.start('scheduled', null);
    await runner.idle();
    expect((await runs())[0]?.outcome).toBe('completed');
    expect(await history()).toEqual([
      { connection_label: 'Bad', status: 'failed', fetched: {}, error_count: 0, error: 'The server refused the credentials.', row_errors: [] },
      { connection_label: 'Good', status: 'success', fetched: { devices: 3 }, error_count: 0, error: null, row_errors: [] },
    ]);
    expect(calls[0]).toEqual({ phase: 'Clean_Devices', fetched: [good], staged: 3 });
    const [failed] = await db.query<{ status: string; error: string }>('select status, error from adapter_connections where id = $1', [bad]);
    expect(failed).toEqual({ status: 'disconnected', error: 'The server refused the credentials.' });
    const [finding] = await db.query<{ title: string; severity: string; details: unknown }>("select title, severity, details from notifications where kind = 'connection_failed'");
    expect(finding).toEqual({
      title: 'Connection "Bad" of Fake Source failed: The server refused the credentials.',
      severity: 'error',
      details: { connection_id: bad, adapter: "fake_adapter", run_id: (await runs())[0]?.id },
    });
  });

  it('stops mid-fetch: the fetch is stopped, no further phase runs, nothing is left staged', async () => {
    await connection('Slow', 'hangs');
    const fetching = new Promise<void>((resolve) => (release = resolve));
    const runner = control();
    await runner.start('manual', 'admin');
    await fetching;
    expect(await runner.stop()).toBe(true);
    // Stopping already: a second stop is refused.
    expect(await runner.stop()).toBe(false);
    await runner.idle();
    const [run] = await runs();
    expect(run).toMatchObject({ status: 'done', outcome: 'stopped' });
    expect(run?.phases.map((phase) => phase.status)).toEqual(['stopped', 'pending', 'pending', 'pending', 'pending', 'pending']);
    expect(calls).toEqual([]);
    expect((await history()).map((row) => [row.status, row.error])).toEqual([['stopped', null]]);
    expect(await db.query('select 1 from discovery_staging')).toEqual([]);
    expect(await titles()).toEqual([DISCOVERY_STOPPED]);
  });

  it('lets the phase in progress at a stop commit whole, and starts no further phase', async () => {
    await connection('First', 'two');
    let inStep: () => void = () => undefined;
    const stepStarted = new Promise<void>((resolve) => (inStep = resolve));
    let finishStep: () => void = () => undefined;
    const stepMayFinish = new Promise<void>((resolve) => (finishStep = resolve));
    const slowStep: Step = {
      phase: 'Clean_Devices',
      async run(tx) {
        await tx.query("insert into notifications (title, severity) values ('cleaned', 'info')");
        inStep();
        await stepMayFinish;
        await tx.query("insert into notifications (title, severity) values ('cleaned again', 'info')");
        return { newAssets: [] };
      },
    };
    const runner = control({ steps: [slowStep, ...steps.slice(1)] });
    await runner.start('manual', 'admin');
    await stepStarted;
    const stopping = runner.stop();
    finishStep();
    expect(await stopping).toBe(true);
    await runner.idle();
    const [run] = await runs();
    expect(run?.outcome).toBe('stopped');
    expect(run?.phases.map((phase) => phase.status)).toEqual(['done', 'done', 'pending', 'pending', 'pending', 'pending']);
    expect(calls).toEqual([]);
    expect(await titles()).toEqual(['cleaned', 'cleaned again', DISCOVERY_STOPPED]);
  });

  it('fails the run when a step throws: the step rolls back whole, no further phase runs', async () => {
    await connection('First', 'two');
    const errors: unknown[] = [];
    const broken: Step = {
      phase: 'Pre_Correlation',
      async run(tx) {
        await tx.query("insert into notifications (title, severity) values ('half', 'info')");
        throw new Error('a bug in the step');
      },
    };
    const runner = control({ steps: [steps[0] as Step, broken, ...steps.slice(2)], onError: (error) => errors.push(error) });
    await runner.start('manual', 'admin');
    await runner.idle();
    const [run] = await runs();
    expect(run?.outcome).toBe('failed');
    expect(run?.phases.map((phase) => phase.status)).toEqual(['done', 'done', 'failed', 'pending', 'pending', 'pending']);
    expect(calls.map((call) => call.phase)).toEqual(['Clean_Devices']);
    expect(await titles()).toEqual(['step Clean_Devices', 'Discovery failed']);
    expect(errors).toHaveLength(1);
    expect(await db.query('select 1 from discovery_staging')).toEqual([]);
  });

  it('refuses a second start while a run is not done, and a stop while none runs', async () => {
    await connection('Slow', 'hangs');
    const fetching = new Promise<void>((resolve) => (release = resolve));
    const runner = control();
    expect(await runner.stop()).toBe(false);
    expect(await runner.start('manual', 'admin')).toBe(true);
    expect(await runner.start('manual', 'admin')).toBe(false);
    // Another instance sharing the database is refused too, and its stop reaches the run at its heartbeat.
    const other = control();
    expect(await other.start('scheduled', null)).toBe(false);
    await fetching;
    expect(await other.stop()).toBe(true);
    await runner.idle();
    expect((await runs()).map((run) => run.outcome)).toEqual(['stopped']);
  });

  it('fetches only the connections of a "fetch now"', async () => {
    await connection('First', 'two');
    const only = await connection('Second', 'one');
    const runner = control();
    await runner.start('manual', 'admin', [only]);
    await runner.idle();
    expect((await runs())[0]).toMatchObject({ outcome: 'completed', connection_ids: [only] });
    expect((await history()).map((row) => row.connection_label)).toEqual(['Second']);
    expect(await db.query("select title from notifications where kind = 'new_assets'")).toEqual([{ title: '1 new device' }]);
  });

  it('marks a run whose instance stopped interrupted: at the next start, and by the periodic check', async () => {
    const slow = await connection('Slow', 'hangs');
    const phases = DISCOVERY_PHASES.map((name, index) => ({ name, status: index === 0 ? 'running' : 'pending', progress: 0, started_at: index === 0 ? '2026-03-10T10:00:00.000Z' : null, finished_at: null }));
    const crashed = async () => {
      const [run] = await db.query<{ id: string }>(
        `insert into discovery_runs (status, trigger, heartbeat_at, phases) values ('running', 'manual', now() - interval '1 minute', $1) returning id::text as id`,
        [JSON.stringify(phases)],
      );
      await db.query("insert into fetch_history (run_id, connection_id, adapter, connection_label) values ($1, $2, 'fake_adapter', 'Slow')", [run?.id, slow]);
      await db.query("insert into discovery_staging (run_id, connection_id, entity, source_id, name, fields) values ($1, $2, 'devices', 'x', 'x', '{}')", [run?.id, slow]);
    };
    await crashed();
    // A fresh heartbeat is not stale.
    await db.query("insert into discovery_runs (status, trigger, heartbeat_at) values ('done', 'manual', now())");
    const runner = control();
    await runner.settle();
    const [interrupted] = await runs();
    expect(interrupted).toMatchObject({ status: 'done', outcome: 'interrupted' });
    expect(interrupted?.phases.map((phase) => phase.status)).toEqual(['failed', 'pending', 'pending', 'pending', 'pending', 'pending']);
    expect((await history()).map((row) => [row.status, row.error])).toEqual([['failed', SERVER_STOPPED_FETCH]]);
    expect(await db.query('select 1 from discovery_staging')).toEqual([]);

    await db.query('delete from discovery_runs');
    await crashed();
    const worker = control({ staleMs: 1000 });
    await worker.startWorker();
    expect((await runs())[0]?.outcome).toBe('interrupted');
    // A run this instance runs is not taken for stale while it beats.
    await db.query('delete from discovery_runs');
    await db.query("update adapter_connections set config = '{\"mode\":\"two\"}'");
    const beating = control({ staleMs: 1000, timing: { starting_ms: 0, running_ms: 1500 } });
    await beating.start('manual', 'admin');
    await beating.idle();
    expect((await runs())[0]?.outcome).toBe('completed');
  });

  it('marks its own run interrupted when the server closes mid-fetch', async () => {
    await connection('Slow', 'hangs');
    const fetching = new Promise<void>((resolve) => (release = resolve));
    const runner = control();
    await runner.start('manual', 'admin');
    await fetching;
    await runner.close();
    expect((await runs())[0]).toMatchObject({ status: 'done', outcome: 'interrupted' });
    expect((await history()).map((row) => [row.status, row.error])).toEqual([['failed', SERVER_STOPPED_FETCH]]);
    expect(await runner.start('manual', 'admin')).toBe(false);
  });

  it('gives the adapter its secrets and never writes them in the history or the findings', async () => {
    await connection('Sealed', 'checksSecret', sealSecret(JSON.stringify({ password: SECRET })));
    await connection('Leaky', 'leaky', sealSecret(JSON.stringify({ password: SECRET })));
    const errors: unknown[] = [];
    const runner = control({ onError: (error) => errors.push(error) });
    await runner.start('manual', 'admin');
    await runner.idle();
    expect((await history()).map((row) => [row.connection_label, row.status, row.error])).toEqual([
      ['Leaky', 'failed', FETCH_FAILED_UNEXPECTEDLY],
      ['Sealed', 'success', null],
    ]);
    // The bug goes to the server log only.
    expect(errors).toHaveLength(1);
    const written = JSON.stringify([await db.query('select * from fetch_history'), await db.query('select * from notifications'), await db.query('select status, error from adapter_connections')]);
    expect(written).not.toContain(SECRET);
    expect(written).toContain(FETCH_FAILED_UNEXPECTEDLY);
  });
});
