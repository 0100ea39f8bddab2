import type { components } from '@vigil/openapi';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/index.js';
import { isUniqueViolation } from '../admin/access.js';
import { addNotification } from '../notifications.js';
import { emitWebhookEvent } from '../webhooks/index.js';
import { ADAPTERS, type AdapterRegistry } from './adapters/registry.js';
import { AdapterError, type RowError } from './adapters/types.js';
import { prepareFetch } from './connectionContext.js';
import { CORRELATION_STEPS, stageRecords } from './correlate.js';
import { assetCount, DISCOVERY_FAILED, DISCOVERY_FINISHED, DISCOVERY_STOPPED, discoveryTimingFrom, pendingPhases, type DiscoveryTiming, type StoredPhase } from './lifecycle.js';

type Schemas = components['schemas'];
type Trigger = Schemas['DiscoveryRun']['trigger'];
type Outcome = NonNullable<Schemas['DiscoveryRun']['outcome']>;
type CorrelationStep = (typeof CORRELATION_STEPS)[number];

/** The error of a fetch cut by the server stopping (or found so after a crash). */
export const SERVER_STOPPED_FETCH = 'The server stopped during the fetch';
/** The error of a fetch that failed for a reason that is not the source's (a bug): the log tells it. */
export const FETCH_FAILED_UNEXPECTEDLY = 'The fetch failed unexpectedly; the server log tells why.';
/** How many unreadable records a fetch history entry keeps. */
const MAX_ROW_ERRORS = 100;
/** How many new assets' ids a new-assets notification names. */
const MAX_NOTIFIED_ASSETS = 20;

export interface DiscoveryOptions {
  /** How long a run is starting and the least it is running (default: from the environment). */
  timing?: DiscoveryTiming;
  /** The adapters fetched from (default: the server's). */
  registry?: AdapterRegistry;
  /** The phases after the fetch (default: correlate.ts's). */
  steps?: readonly CorrelationStep[];
  /** How often the running instance tells it is alive and looks for runs left by a stopped instance (default 5 s). */
  heartbeatMs?: number;
  /** How old a run's heartbeat may be before the run counts as interrupted (default 30 s). */
  staleMs?: number;
  /** Connections fetched at once (default 2). */
  concurrency?: number;
  /** Where failures that are bugs go (the server log). */
  onError?: (error: unknown) => void;
}

/** Why a local run was cut: a user's stop, the server closing, or another instance having ended it. */
type Cut = 'stopped' | 'closing' | 'lost';

interface LocalRun {
  id: string;
  connectionIds: string[] | null;
  controller: AbortController;
  cut: Cut | null;
  /** Past its starting (claimed): a stop applies. */
  running: boolean;
  done: Promise<void>;
}

interface ConnectionToFetch {
  id: string;
  label: string;
  title: string;
  adapter: string;
}

const now = () => new Date().toISOString();

/** Resolves after `ms`, or at once when the signal aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

/**
 * Discovery runs, done by a worker in this process (never inside a request); see
 * discovery/README.md. `start` stores a run and has it run in the background; `stop` asks the
 * running one to stop; `settle` marks runs whose instance stopped (stale heartbeat) interrupted.
 */
export function discoveryControl(db: Database, options: DiscoveryOptions = {}) {
  const timing = options.timing ?? discoveryTimingFrom(process.env);
  const registry = options.registry ?? ADAPTERS;
  const steps = options.steps ?? CORRELATION_STEPS;
  const heartbeatMs = options.heartbeatMs ?? 5000;
  const staleMs = options.staleMs ?? 30_000;
  const concurrency = options.concurrency ?? 2;
  const onError = options.onError ?? (() => undefined);

  let local: LocalRun | undefined;
  let closed = false;
  let sweeper: NodeJS.Timeout | undefined;

  const cut = (run: LocalRun, why: Cut) => {
    run.cut ??= why;
    run.controller.abort();
  };

  /** Marks done, as interrupted, the runs not done whose instance stopped beating (a restart or crash). */
  const settle = async (): Promise<void> => {
    const stale = await db.query<{ id: string; phases: StoredPhase[] }>(
      `select id::text as id, phases from discovery_runs
        where status <> 'done' and coalesce(heartbeat_at, started_at) < now() - $1 * interval '1 millisecond'`,
      [staleMs],
    );
    for (const run of stale) {
      if (run.id === local?.id) continue;
      const at = now();
      const phases = run.phases.map((phase) => (phase.status === 'running' ? { ...phase, status: 'failed', finished_at: at } : phase));
      await db.transaction(async (tx) => {
        const ended = await tx.query(
          `update discovery_runs set status = 'done', outcome = 'interrupted', finished_at = now(), phases = $2
            where id = $1 and status <> 'done' and coalesce(heartbeat_at, started_at) < now() - $3 * interval '1 millisecond' returning id`,
          [run.id, JSON.stringify(phases), staleMs],
        );
        if (!ended.length) return;
        await tx.query(`update fetch_history set status = 'failed', finished_at = now(), error = $2 where run_id = $1 and status = 'running'`, [run.id, SERVER_STOPPED_FETCH]);
        await tx.query('delete from discovery_staging where run_id = $1', [run.id]);
      });
    }
  };

  /** Fetches one connection into the staging table, with its fetch history entry; true when it succeeded. */
  const fetchConnection = async (run: LocalRun, connection: ConnectionToFetch): Promise<boolean> => {
    const [history] = await db.query<{ id: string }>(
      'insert into fetch_history (run_id, connection_id, adapter, connection_label) values ($1, $2, $3, $4) returning id::text as id',
      [run.id, connection.id, connection.adapter, connection.label],
    );
    const fetched: Record<string, number> = {};
    const rowErrors: RowError[] = [];
    let errorCount = 0;
    const rowError = (error: RowError) => {
      errorCount += 1;
      if (rowErrors.length < MAX_ROW_ERRORS) rowErrors.push(error);
    };
    const signal = run.controller.signal;
    const record = (tx: Pick<Database, 'query'>, status: 'success' | 'failed' | 'stopped', error: string | null) =>
      tx.query('update fetch_history set status = $2, finished_at = now(), fetched = $3, error_count = $4, row_errors = $5, error = $6 where id = $1', [
        history?.id,
        status,
        JSON.stringify(fetched),
        errorCount,
        JSON.stringify(rowErrors),
        error,
      ]);
    try {
      const { adapter, context } = await prepareFetch(db, connection.id, { signal, rowError, registry });
      for await (const batch of adapter.fetch(context)) {
        signal.throwIfAborted();
        await stageRecords(db, run.id, connection.id, batch);
        for (const item of batch) fetched[item.entity] = (fetched[item.entity] ?? 0) + 1;
      }
      signal.throwIfAborted();
      await db.transaction(async (tx) => {
        await record(tx, 'success', null);
        await tx.query("update adapter_connections set status = 'connected', error = null, last_fetch_at = now() where id = $1", [connection.id]);
      });
      return true;
    } catch (error) {
      // Nothing of a fetch that did not succeed is correlated.
      await db.query('delete from discovery_staging where run_id = $1 and connection_id = $2', [run.id, connection.id]);
      if (signal.aborted) {
        await record(db, run.cut === 'stopped' ? 'stopped' : 'failed', run.cut === 'stopped' ? null : SERVER_STOPPED_FETCH);
        return false;
      }
      if (!(error instanceof AdapterError)) onError(error);
      const message = error instanceof AdapterError ? error.message : FETCH_FAILED_UNEXPECTEDLY;
      await db.transaction(async (tx) => {
        await record(tx, 'failed', message);
        await tx.query('update adapter_connections set status = $2, error = $3, last_fetch_at = now() where id = $1', [
          connection.id,
          error instanceof AdapterError ? error.status : 'disconnected',
          message,
        ]);
        await addNotification(tx, `Connection "${connection.label}" of ${connection.title} failed: ${message}`, 'error', {
          kind: 'connection_failed',
          details: { connection_id: connection.id, adapter: connection.adapter, run_id: run.id },
        });
      });
      return false;
    }
  };

  /** The run's work, phase after phase, with its stored state kept up to date; ends it whatever happens. */
  const execute = async (run: LocalRun): Promise<void> => {
    const phases = pendingPhases();
    const save = () => db.query('update discovery_runs set phases = $2 where id = $1', [run.id, JSON.stringify(phases)]);
    const begin = async (phase: StoredPhase) => {
      Object.assign(phase, { status: 'running', started_at: now() });
      await save();
    };
    const end = async (phase: StoredPhase) => {
      Object.assign(phase, { status: 'done', progress: 100, finished_at: now() });
      await save();
    };
    const signal = run.controller.signal;
    // Read through a call: the signal aborts while awaiting, which narrowing cannot see.
    const cutNow = () => signal.aborted;
    const beat = setInterval(() => {
      db.query<{ status: string; stop: boolean }>('update discovery_runs set heartbeat_at = now() where id = $1 returning status, stop_requested_at is not null as stop', [run.id])
        .then(([row]) => {
          if (!row || row.status === 'done') cut(run, 'lost');
          else if (row.stop) cut(run, 'stopped');
        })
        .catch(onError);
    }, heartbeatMs);
    const created = new Map<string, number[]>();
    let failed = false;
    try {
      await pause(timing.starting_ms, signal);
      if (cutNow()) return;
      const claimed = await db.query("update discovery_runs set status = 'running', heartbeat_at = now() where id = $1 and status = 'starting' returning id", [run.id]);
      if (!claimed.length) {
        cut(run, 'lost');
        return;
      }
      run.running = true;
      const runningSince = Date.now();
      const at = new Date();

      const [fetchPhase, ...others] = phases as [StoredPhase, ...StoredPhase[]];
      await begin(fetchPhase);
      const connections = await db.query<ConnectionToFetch>(
        `select c.id::text as id, c.label, a.title, c.adapter from adapter_connections c join adapters a on a.module = c.adapter
          where a.fetchable and ($1::uuid[] is null or c.id = any($1::uuid[])) order by a.title, c.label`,
        [run.connectionIds],
      );
      const fetched: string[] = [];
      let next = 0;
      let finished = 0;
      const fetchAll = async () => {
        while (next < connections.length && !cutNow()) {
          const connection = connections[next++] as ConnectionToFetch;
          if (await fetchConnection(run, connection)) fetched.push(connection.id);
          finished += 1;
          fetchPhase.progress = Math.floor((finished * 100) / connections.length);
          await save();
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, connections.length) }, fetchAll));
      if (cutNow()) return;
      await end(fetchPhase);
      // Correlation matches connections one after another: in the listing order, not the order fetches ended.
      fetched.sort((a, b) => connections.findIndex((c) => c.id === a) - connections.findIndex((c) => c.id === b));

      // Each step is one transaction, which a stop lets finish: no phase is half-written.
      for (const phase of others) {
        if (cutNow()) return;
        await begin(phase);
        for (const step of steps.filter((candidate) => candidate.phase === phase.name)) {
          const { newAssets } = await db.transaction((tx) => step.run(tx, { runId: run.id, at, fetched }));
          for (const { entity, ids } of newAssets) created.set(entity, [...(created.get(entity) ?? []), ...ids]);
        }
        await end(phase);
      }
      await pause(runningSince + timing.running_ms - Date.now(), signal);
    } catch (error) {
      failed = true;
      onError(error);
    } finally {
      clearInterval(beat);
      await finish(run, phases, failed, created).catch(onError);
    }
  };

  /** Records the run's end once (unless another instance ended it) with its findings. */
  const finish = async (run: LocalRun, phases: StoredPhase[], failed: boolean, created: Map<string, number[]>) => {
    // A stop another instance received since the last heartbeat counts too.
    const [asked] = await db.query<{ stop: boolean }>('select stop_requested_at is not null as stop from discovery_runs where id = $1', [run.id]);
    if (asked?.stop) run.cut ??= 'stopped';
    const outcome: Outcome = run.cut === 'stopped' ? 'stopped' : run.cut ? 'interrupted' : failed ? 'failed' : 'completed';
    const at = now();
    for (const phase of phases) {
      if (phase.status === 'running') Object.assign(phase, { status: outcome === 'stopped' ? 'stopped' : 'failed', finished_at: at });
    }
    await db.transaction(async (tx) => {
      await tx.query('delete from discovery_staging where run_id = $1', [run.id]);
      const [ended] = await tx.query<{ trigger: Trigger; started_by: string | null; started_at: Date; finished_at: Date }>(
        `update discovery_runs set status = 'done', outcome = $2, finished_at = now(), heartbeat_at = now(), phases = $3,
           assets = coalesce((select jsonb_object_agg(entity, count) from asset_daily_counts
                              where day = (select max(day) from asset_daily_counts)), '{}')
          where id = $1 and status <> 'done' returning trigger, started_by, started_at, finished_at`,
        [run.id, outcome, JSON.stringify(phases)],
      );
      if (!ended) return;
      // Assets a committed phase made are told whatever ended the run.
      for (const [entity, ids] of created) {
        if (!ids.length) continue;
        await addNotification(tx, assetCount(ids.length, entity, 'new'), 'info', {
          kind: 'new_assets',
          details: { entity, count: ids.length, asset_ids: ids.slice(0, MAX_NOTIFIED_ASSETS), run_id: run.id },
        });
      }
      if (outcome === 'interrupted') return;
      const title = { completed: DISCOVERY_FINISHED, stopped: DISCOVERY_STOPPED, failed: DISCOVERY_FAILED }[outcome];
      await addNotification(tx, title, outcome === 'failed' ? 'error' : 'info', { kind: 'discovery', details: { run_id: run.id, outcome } });
      await emitWebhookEvent(tx, outcome === 'stopped' ? 'discovery.stopped' : 'discovery.finished', {
        run_id: run.id,
        trigger: ended.trigger,
        started_by: ended.started_by,
        started_at: ended.started_at.toISOString(),
        finished_at: ended.finished_at.toISOString(),
        ...(outcome === 'failed' && { outcome }),
      });
    });
  };

  /**
   * Starts a run (of every fetchable connection, or only of `connectionIds`: "fetch now") unless
   * one is not done yet (then false): the top bar's start, a connection's fetch now and the
   * scheduler's. The run goes on in the background.
   */
  const start = async (trigger: Trigger, startedBy: string | null, connectionIds?: string[]): Promise<boolean> => {
    if (closed) return false;
    await settle();
    let id: string;
    try {
      const [row] = await db.query<{ id: string }>(
        `insert into discovery_runs (status, trigger, started_by, starting_ms, running_ms, connection_ids, heartbeat_at, phases)
         values ('starting', $1, $2, $3, $4, $5, now(), $6) returning id::text as id`,
        [trigger, startedBy, timing.starting_ms, timing.running_ms, connectionIds ?? null, JSON.stringify(pendingPhases())],
      );
      if (!row) throw new Error('the discovery run was not stored');
      id = row.id;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
    const run: LocalRun = { id, connectionIds: connectionIds ?? null, controller: new AbortController(), cut: null, running: false, done: Promise.resolve() };
    local = run;
    run.done = execute(run)
      .catch(onError)
      .finally(() => {
        if (local === run) local = undefined;
      });
    return true;
  };

  /** Asks the running run to stop (false when none is running: starting, stopping or done). */
  const stop = async (): Promise<boolean> => {
    // This instance's run stops at once (before the update, which may wait for the phase in progress to commit).
    const mine = local?.running && !local.cut ? local : undefined;
    if (mine) cut(mine, 'stopped');
    await settle();
    const [row] = await db.query<{ id: string }>("update discovery_runs set status = 'stopping', stop_requested_at = now() where status = 'running' returning id::text as id");
    // Another instance's run hears of it at its next heartbeat.
    return Boolean(row ?? mine);
  };

  return {
    settle,
    start,
    stop,
    /** Ends the runs a stopped instance left, now and every heartbeat. */
    async startWorker(): Promise<void> {
      if (closed || sweeper) return;
      sweeper = setInterval(() => void settle().catch(onError), heartbeatMs);
      sweeper.unref();
      await settle();
    },
    /** Takes no more runs, cuts the one running (its phase in progress finishes) and waits for its end. */
    async close(): Promise<void> {
      closed = true;
      clearInterval(sweeper);
      if (local) {
        cut(local, 'closing');
        await local.done;
      }
    },
    /** Resolves once this instance runs nothing (tests). */
    async idle(): Promise<void> {
      while (local) await local.done;
    },
  };
}

export type DiscoveryControl = ReturnType<typeof discoveryControl>;

/** The server's discovery worker: it ends runs left by a stopped instance once ready, and cuts its own run before closing. */
export function startDiscoveryWorker(app: FastifyInstance, control: DiscoveryControl): void {
  app.addHook('onReady', () => control.startWorker());
  app.addHook('preClose', () => control.close());
}
