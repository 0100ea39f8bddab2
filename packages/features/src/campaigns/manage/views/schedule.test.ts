import { type CalendarDate, today } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { CAMPAIGNS_MESSAGES as M } from '../campaigns.messages';
import { scheduleSchema, toScheduleRequest } from './schedule';

const utcToday = () => today('UTC');

describe('the schedule rules', () => {
  it('needs a start day from today on and an end day not before it', () => {
    const problems = (start: CalendarDate | null, end: CalendarDate | null) =>
      scheduleSchema.safeParse({ start, end }).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
    expect(problems(null, null)).toEqual([`start: ${M.startRequired}`]);
    expect(problems(utcToday().subtract({ days: 1 }), null)).toEqual([`start: ${M.startPast}`]);
    expect(problems(utcToday().add({ days: 3 }), utcToday().add({ days: 2 }))).toEqual([`end: ${M.endBeforeStart}`]);
    expect(problems(utcToday(), utcToday())).toEqual([]);
  });
});

describe('the request of the chosen days', () => {
  it('starts a later day at 00:00 UTC and closes the end day at its end', () => {
    const start = utcToday().add({ days: 2 });
    const request = toScheduleRequest(start, start.add({ days: 6 }));
    expect(request.start_date).toBe(`${start.toString()}T00:00:00.000Z`);
    expect(request.end_date).toBe(`${start.add({ days: 7 }).toString()}T00:00:00.000Z`);
  });

  it('starts today now, and leaves the end to the server when none is chosen', () => {
    const now = new Date();
    expect(toScheduleRequest(utcToday(), null, now)).toEqual({ start_date: now.toISOString() });
  });
});
