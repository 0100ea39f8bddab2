import { today, type CalendarDate } from '@internationalized/date';
import type { CampaignScheduleRequest } from '@vigil/openapi';
import { z } from '../../../forms/zod';
import { CAMPAIGNS_MESSAGES as M } from '../campaigns.messages';

// Campaign days are UTC days, as the console shows every date-time in UTC.
export const SCHEDULE_TIME_ZONE = 'UTC';

/** The first day a campaign may start: today (UTC). */
export const firstStartDay = (): CalendarDate => today(SCHEDULE_TIME_ZONE);

const day = z.custom<CalendarDate>((value) => value !== null && typeof value === 'object' && 'calendar' in value).nullable();

/** The schedule's fields as a form holds them. */
export const scheduleFields = { start: day, end: day };

/** The schedule's rules: a start day from today on, an end day (optional) not before it. */
export function checkSchedule(values: { start: CalendarDate | null; end: CalendarDate | null }, ctx: z.RefinementCtx): void {
  const { start, end } = values;
  if (!start) ctx.addIssue({ code: 'custom', path: ['start'], message: M.startRequired });
  else if (start.compare(firstStartDay()) < 0) ctx.addIssue({ code: 'custom', path: ['start'], message: M.startPast });
  if (start && end && end.compare(start) < 0) ctx.addIssue({ code: 'custom', path: ['end'], message: M.endBeforeStart });
}

/** The schedule form alone (the reschedule dialog). */
export const scheduleSchema = z.object(scheduleFields).superRefine(checkSchedule);
export type ScheduleValues = z.infer<typeof scheduleSchema>;

/**
 * The request for the chosen days: today starts now (the server starts a campaign within the
 * minute at once), a later day at its 00:00 UTC; the end day closes at its end (the next day's 00:00).
 */
export function toScheduleRequest(start: CalendarDate, end: CalendarDate | null, now: Date = new Date()): Pick<CampaignScheduleRequest, 'start_date' | 'end_date'> {
  const startsToday = start.compare(today(SCHEDULE_TIME_ZONE)) <= 0;
  return {
    start_date: startsToday ? now.toISOString() : start.toDate(SCHEDULE_TIME_ZONE).toISOString(),
    ...(end ? { end_date: end.add({ days: 1 }).toDate(SCHEDULE_TIME_ZONE).toISOString() } : {}),
  };
}

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: SCHEDULE_TIME_ZONE });

/** A chosen day as the confirmation reads it, for example 'Nov 2, 2026'. */
export const formatDay = (value: CalendarDate): string => dayFormat.format(value.toDate(SCHEDULE_TIME_ZONE));

/** A contract date-time as the screens show it, or '-' when there is none. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? `${dateTime.format(new Date(iso))} UTC` : M.noDate;
}
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: SCHEDULE_TIME_ZONE });

/** A contract date-time's day, as the list shows it (for example 'Nov 2, 2026'), or '-' when there is none. */
export function formatDate(iso: string | null | undefined): string {
  return iso ? dayFormat.format(new Date(iso)) : M.noDate;
}
