import type { components } from '@vigil/openapi';

type Schemas = components['schemas'];

/**
 * A discovery run's lifecycle is derived from its stored times, so every instance tells the same
 * status and no timer runs: `starting` for `starting_ms` after `started_at`, then `running` for
 * `running_ms` (its phases advancing with the elapsed time), then `done`. A stop asked while
 * running makes it `stopping` for `stopping_ms`, then `done`. The lengths are fixed when the run
 * starts, from the environment:
 *
 * - VIGIL_DISCOVERY_STARTING_SECONDS (default 2): how long a run is `starting`;
 * - VIGIL_DISCOVERY_RUN_SECONDS (default 60): how long it is `running`;
 * - VIGIL_DISCOVERY_STOPPING_SECONDS (default 2): how long a stopped run is `stopping`.
 *
 * Seconds may have decimals (short runs for end-to-end tests).
 */
export interface DiscoveryTiming {
  starting_ms: number;
  running_ms: number;
  stopping_ms: number;
}

/** Longest phase a run may be given: a day (the columns hold whole milliseconds in an integer). */
const MAX_SECONDS = 86_400;

/** The run lengths the environment sets; throws on a value that is not a number of seconds from 0 to a day. */
export function discoveryTimingFrom(env: Record<string, string | undefined>): DiscoveryTiming {
  const ms = (name: string, fallback: number) => {
    const text = env[name]?.trim() ?? '';
    const seconds = text === '' ? fallback : Number(text);
    if (!Number.isFinite(seconds) || seconds < 0 || seconds > MAX_SECONDS) {
      throw new Error(`${name} must be a number of seconds from 0 to ${String(MAX_SECONDS)}, not "${text}".`);
    }
    return Math.round(seconds * 1000);
  };
  return {
    starting_ms: ms('VIGIL_DISCOVERY_STARTING_SECONDS', 2),
    running_ms: ms('VIGIL_DISCOVERY_RUN_SECONDS', 60),
    stopping_ms: ms('VIGIL_DISCOVERY_STOPPING_SECONDS', 2),
  };
}

/** The phases of a run, in order (designed names; the spec lists subPhases without them). */
export const DISCOVERY_PHASES = ['Fetch_Devices_Data', 'Clean_Devices', 'Pre_Correlation', 'Run_Correlations', 'Post_Correlation', 'Save_Historical'] as const;

/** The notifications of a run's end. */
export const DISCOVERY_FINISHED = 'Discovery finished';
export const DISCOVERY_STOPPED = 'Discovery stopped';

/** A stored run, as the lifecycle reads it. */
export interface RunTimes extends DiscoveryTiming {
  started_at: Date;
  finished_at: Date | null;
  stop_requested_at: Date | null;
}

const runningFrom = (run: RunTimes) => run.started_at.getTime() + run.starting_ms;

/** When the run is (or was) done: at the end of its stopping after a stop, else at the end of its running. */
export const endOf = (run: RunTimes): number =>
  run.stop_requested_at ? run.stop_requested_at.getTime() + run.stopping_ms : runningFrom(run) + run.running_ms;

export function statusAt(run: RunTimes, now: number): Schemas['DiscoveryLifecycleStatus'] {
  if (run.finished_at || now >= endOf(run)) return 'done';
  if (run.stop_requested_at) return 'stopping';
  return now < runningFrom(run) ? 'starting' : 'running';
}

/**
 * The phases at `now`: the running time is split evenly among them. A stopped run's phases stay
 * where the stop found them.
 */
export function phasesAt(run: RunTimes, now: number): Schemas['DiscoverySubPhase'][] {
  const at = Math.min(now, run.stop_requested_at?.getTime() ?? now);
  const elapsed = at - runningFrom(run);
  const share = elapsed <= 0 ? 0 : Math.min(run.running_ms === 0 ? 1 : elapsed / run.running_ms, 1);
  return DISCOVERY_PHASES.map((name, index) => {
    const done = share * DISCOVERY_PHASES.length - index;
    if (done >= 1) return { name, status: 'done', progress: 100 };
    if (done <= 0) return { name, status: 'pending', progress: 0 };
    return { name, status: 'running', progress: Math.floor(done * 100) };
  });
}
