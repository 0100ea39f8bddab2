import { Cron } from 'croner';
import type { components } from '@vigil/openapi';
import type { Queryable } from '../db/index.js';
import type { RequestProblem } from '../openapi/validation.js';
import { readSetting, writeSetting } from '../settings/store.js';

type SchedulerConfig = components['schemas']['SchedulerConfig'];

const KEY = 'scheduler';

/** Every 12 hours after the last run ended (the contract's default interval). */
export const DEFAULT_SCHEDULER_CONFIG: SchedulerConfig = { static_mode: false, interval_hours: 12 };

/** The stored document: the config and when it was saved, from which a new schedule counts. */
type Stored = SchedulerConfig & { saved_at?: string };

/** The scheduler config and when it was last saved (null: never; the defaults then start no run). */
export async function readSchedulerState(db: Queryable): Promise<{ config: SchedulerConfig; savedAt: Date | null }> {
  const { saved_at, ...config } = await readSetting<Stored>(db, KEY, DEFAULT_SCHEDULER_CONFIG);
  return { config, savedAt: saved_at ? new Date(saved_at) : null };
}

export const readSchedulerConfig = async (db: Queryable): Promise<SchedulerConfig> => (await readSchedulerState(db)).config;

export const saveSchedulerConfig = (db: Queryable, config: SchedulerConfig, at: Date): Promise<void> =>
  writeSetting(db, KEY, { ...config, saved_at: at.toISOString() } satisfies Stored);

const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The croner patterns of a static schedule: the cron text, or one per time of day on the weekdays. */
function staticPatterns(config: SchedulerConfig): string[] {
  if (config.cron) return [config.cron];
  const days = config.weekdays?.length ? config.weekdays.join(',') : '*';
  return (config.run_times ?? []).map((time) => {
    const [hours, minutes] = time.split(':');
    return `${String(Number(minutes))} ${String(Number(hours))} * * ${days}`;
  });
}

/** What the contract cannot say about a config: a cron text or time zone that does not parse, a static schedule without times. */
export function schedulerProblems(config: SchedulerConfig): RequestProblem[] {
  if (config.timezone !== undefined && !isTimeZone(config.timezone)) return [{ field: 'body/timezone', message: 'is not a known IANA time zone' }];
  if (config.cron !== undefined) {
    try {
      new Cron(config.cron, { timezone: config.timezone ?? 'UTC' });
    } catch (error) {
      return [{ field: 'body/cron', message: `does not parse: ${(error as Error).message.replace(/^CronPattern: /, '')}` }];
    }
  }
  if (config.static_mode && !config.cron && !config.run_times?.length) {
    return [{ field: 'body/run_times', message: 'must name at least one time of day in static mode (or give cron)' }];
  }
  return [];
}

/** What the next run depends on besides the config. */
export interface RunHistory {
  /** When the config was saved (null: never). */
  savedAt: Date | null;
  lastStart: Date | null;
  lastFinish: Date | null;
  /** A run is not done. */
  active: boolean;
}

const latest = (...dates: (Date | null)[]): Date | null =>
  dates.reduce<Date | null>((max, date) => (date && (!max || date > max) ? date : max), null);

/**
 * When the schedule starts the next run. Static: the first of its times after the last run or
 * save (a time that passes while a run is running is skipped); at an interval: `interval_hours`
 * after the last run ended or the config was saved, and not while a run is running. Null when
 * nothing is scheduled (a config never saved starts no run).
 */
export function nextRunAt(config: SchedulerConfig, history: RunHistory, now: Date): Date | null {
  if (!history.savedAt) return null;
  if (config.static_mode) {
    const after = history.active ? latest(now, history.savedAt) : latest(history.savedAt, history.lastStart, history.lastFinish);
    const runs = staticPatterns(config)
      .map((pattern) => new Cron(pattern, { timezone: config.timezone ?? 'UTC' }).nextRun(after))
      .filter((date): date is Date => date !== null)
      .sort((a, b) => a.getTime() - b.getTime());
    return runs[0] ?? null;
  }
  if (history.active) return null;
  const base = latest(history.savedAt, history.lastFinish);
  return base && new Date(base.getTime() + (config.interval_hours ?? 12) * 3_600_000);
}

/** The next scheduled run as the discovery status tells it. */
export async function nextScheduledRunTime(db: Queryable, now: Date): Promise<string | null> {
  const { config, savedAt } = await readSchedulerState(db);
  if (!savedAt) return null;
  const [runs] = await db.query<{ last_start: Date | null; last_finish: Date | null; active: boolean | null }>(
    `select max(started_at) as last_start, max(finished_at) as last_finish, bool_or(status <> 'done') as active from discovery_runs`,
  );
  const next = nextRunAt(config, { savedAt, lastStart: runs?.last_start ?? null, lastFinish: runs?.last_finish ?? null, active: runs?.active ?? false }, now);
  return next?.toISOString() ?? null;
}
