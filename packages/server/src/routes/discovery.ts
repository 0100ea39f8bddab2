import type { components } from '@vigil/openapi';
import type { Database } from '../db/index.js';
import { errorBody } from '../errors.js';
import type { Handlers } from '../openapi/index.js';
import { signedInUser } from '../auth/plugin.js';
import { pageMeta, pageWindow } from '../admin/listQuery.js';
import { readEnvironment } from '../settings/environment.js';
import { readFeatureFlags } from '../settings/featureFlags.js';
import { nextScheduledRunTime } from '../operations/schedule.js';
import { runPhasesOf, subPhasesOf, type StoredPhase } from '../discovery/lifecycle.js';
import { discoveryControl, type DiscoveryControl } from '../discovery/runner.js';

export { discoveryControl, type DiscoveryControl } from '../discovery/runner.js';

type Schemas = components['schemas'];

export const DISCOVERY_IN_PROGRESS = 'A discovery run is already in progress; stop it or wait until it is done.';
export const NO_RUNNING_DISCOVERY = 'No discovery run is running.';

interface RunRow {
  id: string;
  status: Schemas['DiscoveryLifecycleStatus'];
  trigger: Schemas['DiscoveryRun']['trigger'];
  started_by: string | null;
  started_at: Date;
  finished_at: Date | null;
  outcome: Schemas['DiscoveryRun']['outcome'];
  connection_ids: string[] | null;
  phases: StoredPhase[];
  assets: Record<string, number>;
}

const RUN_COLUMNS = `id::text as id, status, trigger, started_by, started_at, finished_at, outcome, connection_ids::text[] as connection_ids, phases, assets`;
/** The run not done first (there is at most one), then the newest. */
const CURRENT_FIRST = `order by (status <> 'done') desc, started_at desc, id`;

const toRun = (run: RunRow): Schemas['DiscoveryRun'] => ({
  id: run.id,
  status: run.status,
  started_at: run.started_at.toISOString(),
  finished_at: run.finished_at?.toISOString() ?? null,
  trigger: run.trigger,
  started_by: run.started_by,
  assets: run.assets,
  outcome: run.outcome,
  connection_ids: run.connection_ids,
  phases: runPhasesOf(run.phases),
});

/**
 * The discovery control of the top bar and what the console loads with it: the runs' stored
 * state, which the discovery worker (discovery/runner.ts) keeps up to date.
 */
export function discoveryHandlers(db: Database, control: DiscoveryControl = discoveryControl(db)) {
  const { settle } = control;

  const currentRun = async (): Promise<RunRow | undefined> => {
    await settle();
    const [run] = await db.query<RunRow>(`select ${RUN_COLUMNS} from discovery_runs ${CURRENT_FIRST} limit 1`);
    return run;
  };

  const lifecycleReply = async (): Promise<Schemas['DiscoveryLifecycleReply']> => {
    const run = await currentRun();
    const nextRunTime = await nextScheduledRunTime(db, new Date());
    if (!run) return { data: { attributes: { status: 'done', subPhases: [], nextRunTime, lastStartTime: null, lastFinishedTime: null } } };
    const [last] = await db.query<{ at: Date | null }>('select max(finished_at) as at from discovery_runs');
    return {
      data: {
        attributes: {
          status: run.status,
          subPhases: run.status === 'done' ? [] : subPhasesOf(run.phases),
          nextRunTime,
          lastStartTime: run.started_at.toISOString(),
          lastFinishedTime: last?.at?.toISOString() ?? null,
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
      // Only a run that is running (past starting, not stopping yet) can stop.
      if (!(await control.stop())) return void reply.code(409).send(errorBody(409, NO_RUNNING_DISCOVERY));
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
