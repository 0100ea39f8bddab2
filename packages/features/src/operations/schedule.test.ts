import { describe, expect, it } from 'vitest';
import { cronParses, isTimeZone, parseRunTimes, previewRuns } from './schedule';

const from = new Date('2026-03-02T10:00:00Z'); // a Monday

describe('the scheduler preview', () => {
  it('lists the next three runs of a cron text or of times of day, in the time zone', () => {
    expect(previewRuns({ static_mode: true, cron: '0 6 * * *', timezone: 'Europe/Paris' }, from).map((date) => date.toISOString())).toEqual([
      '2026-03-03T05:00:00.000Z',
      '2026-03-04T05:00:00.000Z',
      '2026-03-05T05:00:00.000Z',
    ]);
    expect(previewRuns({ static_mode: true, run_times: ['18:00', '09:00'], weekdays: ['mon'] }, from).map((date) => date.toISOString())).toEqual([
      '2026-03-02T18:00:00.000Z',
      '2026-03-09T09:00:00.000Z',
      '2026-03-09T18:00:00.000Z',
    ]);
    expect(previewRuns({ static_mode: false, interval_hours: 12 }, from)).toEqual([]);
    expect(previewRuns({ static_mode: true, cron: 'not a cron' }, from)).toEqual([]);
  });

  it('tells cron texts, times of day and time zones that do not parse', () => {
    expect(cronParses('*/15 * * * *')).toBe(true);
    expect(cronParses('61 * * * *')).toBe(false);
    expect(parseRunTimes('06:00, 18:30,06:00')).toEqual(['06:00', '18:30']);
    expect(parseRunTimes('6 pm')).toBeNull();
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
