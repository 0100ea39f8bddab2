import { Cron } from 'croner';
import type { SchedulerConfig } from '@vigil/openapi';

/** Runs shown in the Scheduler tab's preview. */
export const SCHEDULE_PREVIEW_COUNT = 3;

const TIME_OF_DAY = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** The times of a comma-separated text ('06:00, 18:00'), or null when one is not HH:MM. */
export function parseRunTimes(text: string): string[] | null {
  const times = text
    .split(',')
    .map((time) => time.trim())
    .filter(Boolean);
  return times.every((time) => TIME_OF_DAY.test(time)) ? [...new Set(times)] : null;
}

/** Whether the browser knows the IANA time zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Whether croner parses the cron text (no code is compiled: croner runs under the console's CSP). */
export function cronParses(text: string, timezone?: string): boolean {
  try {
    new Cron(text, { timezone: timezone ?? 'UTC' });
    return true;
  } catch {
    return false;
  }
}

/** The croner patterns of a static schedule, as the server reads them: the cron text, or one per time of day on the weekdays. */
function patternsOf(config: SchedulerConfig): string[] {
  if (config.cron) return [config.cron];
  const days = config.weekdays?.length ? config.weekdays.join(',') : '*';
  return (config.run_times ?? []).map((time) => {
    const [hours = '0', minutes = '0'] = time.split(':');
    return `${String(Number(minutes))} ${String(Number(hours))} * * ${days}`;
  });
}

/** The next `count` start times of a static schedule after `from` (none for an interval schedule, which counts from the last run). */
export function previewRuns(config: SchedulerConfig, from: Date, count = SCHEDULE_PREVIEW_COUNT): Date[] {
  if (!config.static_mode) return [];
  try {
    return patternsOf(config)
      .flatMap((pattern) => new Cron(pattern, { timezone: config.timezone || 'UTC' }).nextRuns(count, from))
      .sort((a, b) => a.getTime() - b.getTime())
      .slice(0, count);
  } catch {
    return [];
  }
}
