import type { components } from '@vigil/openapi';
import type { Database } from '../db/index.js';
import { errorBody } from '../errors.js';
import type { Handlers } from '../openapi/index.js';
import { signedInUser } from '../auth/plugin.js';
import { isUniqueViolation } from '../admin/access.js';
import { pageMeta, pageWindow } from '../admin/listQuery.js';
import { addNotification } from '../notifications.js';
import { emitWebhookEvent } from '../webhooks/index.js';
import { readEnvironment } from '../settings/environment.js';
import { readFeatureFlags } from '../settings/featureFlags.js';
import { nextScheduledRunTime } from '../operations/schedule.js';
import { DISCOVERY_FINISHED, DISCOVERY_STOPPED, discoveryTimingFrom, endOf, phasesAt, statusAt, type DiscoveryTiming, type RunTimes } from '../discovery/lifecycle.js';

type Schemas = components['schemas'];

export const DISCOVERY_IN_PROGRESS = 'A discovery run is already in progress; stop it or wait until it is done.';
export const NO_RUNNING_DISCOVERY = 'No discovery run is running.';

interface RunRow extends RunTimes {
  id: string;
  trigger: Schemas['DiscoveryRun']['trigger'];
  started_by: string | null;
  assets: Record<string, number>;
  /** The database's clock when the row was read: every instance tells the status by the same clock. */
  now: Date;
}

const RUN_COLUMNS = `id::text as id, trigger, started_by, started_at, finished_at, stop_requested_at, starting_ms, running_ms, stopping_ms, assets, now() as now`;
/** The run not done first (there is at most one), then the newest. */
const CURRENT_FIRST = `order by (status <> 'done') desc, started_at desc, id`;

/** When the run finished: stored once observed, else derived from its times once they say done. */
function finishedAt(run: RunRow): string | null {
  if (run.finished_at) return run.finished_at.toISOString();
  return statusAt(run, run.now.getTime()) === 'done' ? new Date(endOf(run)).toISOString() : null;
}

const toRun = (run: RunRow): Schemas['DiscoveryRun'] => ({
  id: run.id,
  status: statusAt(run, run.now.getTime()),
  started_at: run.started_at.toISOString(),
  finished_at: finishedAt(run),
  trigger: run.trigger,
  started_by: run.started_by,
  assets: run.assets,
});

/**
 * The discovery control of the top bar and what the console loads with it (see
 * discovery/lifecycle.ts for how a run's status follows from its times and the environment
 * variables that set its lengths).
 */
export function discoveryControl(db: Database, timing: DiscoveryTiming = discoveryTimingFrom(process.env)) {
  /**
   * Records the end of the run that is not done when its times say it is, once whichever request
   * sees it first (the conditional update lets one through): its finish time, its phases and the
   * assets of the latest snapshot, and an unread notification.
   */
  const settle = async (): Promise<void> => {
    const [run] = await db.query<RunRow>(`select ${RUN_COLUMNS} from discovery_runs where status <> 'done'`);
    if (!run || statusAt(run, run.now.getTime()) !== 'done') return;
    const end = endOf(run);
    await db.transaction(async (tx) => {
      const finished = await tx.query(
        `update discovery_runs set status = 'done', finished_at = $2, phases = $3,
           assets = coalesce((select jsonb_object_agg(entity, count) from asset_daily_counts
                              where day = (select max(day) from asset_daily_counts)), '{}')
         where id = $1 and status <> 'done' returning id`,
        [run.id, new Date(end).toISOString(), JSON.stringify(phasesAt(run, end))],
      );
      if (!finished.length) return;
      await addNotification(tx, run.stop_requested_at ? DISCOVERY_STOPPED : DISCOVERY_FINISHED);
      await emitWebhookEvent(tx, run.stop_requested_at ? 'discovery.stopped' : 'discovery.finished', {
        run_id: run.id,
        trigger: run.trigger,
        started_by: run.started_by,
        started_at: run.started_at.toISOString(),
        finished_at: new Date(end).toISOString(),
      });
    });
  };

  /**
   * Starts a run unless one is not done yet (then false): the top bar's start and the scheduler's,
   * or a "fetch now" of the connections named (`connectionIds`; every fetchable one when left out).
   */
  const start = async (trigger: Schemas['DiscoveryRun']['trigger'], startedBy: string | null, connectionIds?: readonly string[]): Promise<boolean> => {
    await settle();
    try {
      await db.query(
        `insert into discovery_runs (status, trigger, started_by, starting_ms, running_ms, stopping_ms, connection_ids)
         values ('starting', $1, $2, $3, $4, $5, $6::uuid[])`,
        [trigger, startedBy, timing.starting_ms, timing.running_ms, timing.stopping_ms, connectionIds ? [...connectionIds] : null],
      );
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  };

  return { settle, start };
}

export type DiscoveryControl = ReturnType<typeof discoveryControl>;

export function discoveryHandlers(db: Database, control: DiscoveryControl = discoveryControl(db)) {
  const { settle } = control;

  const currentRun = async (): Promise<RunRow | undefined> => {
    await settle();
    const [run] = await db.query<RunRow>(`select ${RUN_COLUMNS} from discovery_runs ${CURRENT_FIRST} limit 1`);
    return run;
  };

  const lifecycleReply = async (): Promise<Schemas['DiscoveryLifecycleReply']> => {
    const run = await currentRun();
    if (!run) {
      const nextRunTime = await nextScheduledRunTime(db, new Date());
      return { data: { attributes: { status: 'done', subPhases: [], nextRunTime, lastStartTime: null, lastFinishedTime: null } } };
    }
    const now = run.now.getTime();
    const status = statusAt(run, now);
    const [last] = await db.query<{ at: Date | null }>('select max(finished_at) as at from discovery_runs');
    const finished = [finishedAt(run), last?.at?.toISOString()].filter((at): at is string => typeof at === 'string').sort();
    return {
      data: {
        attributes: {
          status,
          subPhases: status === 'done' ? [] : phasesAt(run, now),
          nextRunTime: await nextScheduledRunTime(db, new Date(now)),
          lastStartTime: run.started_at.toISOString(),
          lastFinishedTime: finished.at(-1) ?? null,
        },
      },
    };
  };

  const listRuns = async (limit: number | null) => {
    await settle();
    return db.query<RunRow>(`select ${RUN_COLUMNS} from discovery_runs order by started_at desc, id limit $1`, [limit]);
  };

  return {
    getDiscoveryLifecycle: lifecycleReply,

    startDiscovery: async ({ request, reply }) => {
      if (!(await control.start('manual', signedInUser(request).user_name))) return void reply.code(409).send(errorBody(409, DISCOVERY_IN_PROGRESS));
      void reply.code(202);
      return lifecycleReply();
    },

    stopDiscovery: async ({ reply }) => {
      await settle();
      // Only a run that is running (past starting, before its end, not stopping yet) can stop.
      const stopped = await db.query(
        `update discovery_runs set status = 'stopping', stop_requested_at = now()
         where status <> 'done' and stop_requested_at is null
           and now() >= started_at + starting_ms * interval '1 millisecond'
           and now() < started_at + (starting_ms + running_ms) * interval '1 millisecond'
         returning id`,
      );
      if (!stopped.length) return void reply.code(409).send(errorBody(409, NO_RUNNING_DISCOVERY));
      void reply.code(202);
      return lifecycleReply();
    },

    getDiscoveryRun: async () => {
      const run = await currentRun();
      return { data: { attributes: run ? toRun(run) : null } };
    },

    listDiscoveryHistory: async ({ query }) => {
      const size = query.count ?? 20;
      const runs = await listRuns(size);
      const [total] = await db.query<{ count: number }>('select count(*)::int as count from discovery_runs');
      return { data: runs.map(toRun), meta: { page: 0, size, total: total?.count ?? 0, next_cursor: null } };
    },

    listDiscoveryRunIds: async () => ({ data: { attributes: { value: (await listRuns(null)).map((run) => run.id) } } }),

    getFirstHistoricalDate: async () => {
      const [row] = await db.query<{ day: string | null }>("select to_char(min(day), 'YYYY-MM-DD') as day from asset_daily_counts");
      return { data: { attributes: { value: row?.day ?? null } } };
    },

    getAllowedDates: async () => {
      const rows = await db.query<{ day: string }>("select distinct to_char(day, 'YYYY-MM-DD') as day from asset_daily_counts order by day");
      return { data: { attributes: { value: rows.map((row) => row.day) } } };
    },

    listImplementedAssetTypes: async ({ query }) => {
      // The generic_assets feature flag hides generic asset types, never the built-in ones.
      const flags = await readFeatureFlags(db, 'FeatureFlags');
      const hidden = 'generic_assets' in flags ? flags.generic_assets.hidden_generic_assets : [];
      const window = pageWindow(query);
      const shown = 'from asset_types where not (is_generic_asset and value = any($1::text[]))';
      const rows = await db.query<Schemas['ImplementedAssetType']>(
        `select value, product, is_generic_asset ${shown} order by value limit $2 offset $3`,
        [hidden, window.size, window.offset],
      );
      const [total] = await db.query<{ count: number }>(`select count(*)::int as count ${shown}`, [hidden]);
      return { data: rows, meta: pageMeta(window, rows.length, total?.count ?? 0) };
    },

    getEnvironment: async () => ({ data: { attributes: await readEnvironment(db) } }),
  } satisfies Handlers;
}
