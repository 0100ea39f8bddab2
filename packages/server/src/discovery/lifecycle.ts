import type { components } from '@vigil/openapi';

type Schemas = components['schemas'];

/**
 * How long a run stays in its first states, from the environment (see discovery/README.md):
 *
 * - VIGIL_DISCOVERY_STARTING_SECONDS (default 2): how long a run is `starting` (Initiating...)
 *   before its work begins;
 * - VIGIL_DISCOVERY_RUN_SECONDS (default 0): the least time a run stays `running`, even when its
 *   work is done sooner (end-to-end tests set a few seconds, so Stop Discovery can be seen).
 *
 * Seconds may have decimals.
 */
export interface DiscoveryTiming {
  starting_ms: number;
  running_ms: number;
}

/** Longest a state may be stretched: a day (the columns hold whole milliseconds in an integer). */
const MAX_SECONDS = 86_400;

/** The lengths the environment sets; throws on a value that is not a number of seconds from 0 to a day. */
export function discoveryTimingFrom(env: Record<string, string | undefined>): DiscoveryTiming {
  const ms = (name: string, fallback: number) => {
    const text = env[name]?.trim() ?? '';
    const seconds = text === '' ? fallback : Number(text);
    if (!Number.isFinite(seconds) || seconds < 0 || seconds > MAX_SECONDS) {
      throw new Error(`${name} must be a number of seconds from 0 to ${String(MAX_SECONDS)}, not "${text}".`);
    }
    return Math.round(seconds * 1000);
  };
  return { starting_ms: ms('VIGIL_DISCOVERY_STARTING_SECONDS', 2), running_ms: ms('VIGIL_DISCOVERY_RUN_SECONDS', 0) };
}

/** The phases of a run, in order (designed names; the spec lists subPhases without them). */
export const DISCOVERY_PHASES = ['Fetch_Devices_Data', 'Clean_Devices', 'Pre_Correlation', 'Run_Correlations', 'Post_Correlation', 'Save_Historical'] as const;

export type DiscoveryPhaseName = (typeof DISCOVERY_PHASES)[number];

/** The notifications of a run's end. */
export const DISCOVERY_FINISHED = 'Discovery finished';
export const DISCOVERY_STOPPED = 'Discovery stopped';
export const DISCOVERY_FAILED = 'Discovery failed';

/** An entity type's name for one asset; software reads the same for one. */
const ONE: Readonly<Record<string, string>> = { devices: 'device', users: 'user', vulnerabilities: 'vulnerability' };

/** A number of assets of an entity type, as findings and fetch results say it: '1 device', '3 new users'. */
export const assetCount = (n: number, entity: string, adjective?: string): string =>
  [String(n), adjective, n === 1 ? (ONE[entity] ?? entity) : entity].filter(Boolean).join(' ');

/** A phase as discovery_runs.phases stores it. */
export interface StoredPhase {
  name: DiscoveryPhaseName;
  status: Schemas['DiscoveryRunPhase']['status'];
  progress: number;
  started_at: string | null;
  finished_at: string | null;
}

/** The phases of a run that has not begun its work. */
export const pendingPhases = (): StoredPhase[] =>
  DISCOVERY_PHASES.map((name) => ({ name, status: 'pending', progress: 0, started_at: null, finished_at: null }));

/** The top bar's sub-phases of the stored phases (a stopped or failed phase is over: done). */
export const subPhasesOf = (phases: readonly StoredPhase[]): Schemas['DiscoverySubPhase'][] =>
  phases.map(({ name, status, progress }) => ({ name, status: status === 'pending' || status === 'running' ? status : 'done', progress }));

/** The history's phases: the stored ones without their progress (runs stored before their times were kept have none). */
export const runPhasesOf = (phases: readonly Partial<StoredPhase>[]): Schemas['DiscoveryRunPhase'][] =>
  phases.map(({ name = '', status = 'pending', started_at = null, finished_at = null }) => ({ name, status, started_at, finished_at }));
