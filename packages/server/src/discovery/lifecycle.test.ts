import { describe, expect, it } from 'vitest';
import { discoveryTimingFrom, endOf, phasesAt, statusAt, type RunTimes } from './lifecycle.js';

const START = Date.parse('2026-03-10T10:00:00Z');
const run = (changes: Partial<RunTimes> = {}): RunTimes => ({
  started_at: new Date(START),
  finished_at: null,
  stop_requested_at: null,
  starting_ms: 2000,
  running_ms: 60_000,
  stopping_ms: 2000,
  ...changes,
});
const at = (seconds: number) => START + seconds * 1000;

describe('the discovery lifecycle', () => {
  it('reads its lengths from the environment, with defaults of 2, 60 and 2 seconds', () => {
    expect(discoveryTimingFrom({})).toEqual({ starting_ms: 2000, running_ms: 60_000, stopping_ms: 2000 });
    expect(
      discoveryTimingFrom({ VIGIL_DISCOVERY_STARTING_SECONDS: '0.5', VIGIL_DISCOVERY_RUN_SECONDS: ' 6 ', VIGIL_DISCOVERY_STOPPING_SECONDS: '0' }),
    ).toEqual({ starting_ms: 500, running_ms: 6000, stopping_ms: 0 });
    for (const bad of ['-1', 'soon', '86401', 'Infinity']) {
      expect(() => discoveryTimingFrom({ VIGIL_DISCOVERY_RUN_SECONDS: bad })).toThrow(`VIGIL_DISCOVERY_RUN_SECONDS must be a number of seconds from 0 to 86400, not "${bad}".`);
    }
  });

  it('is starting, then running, then done at the end of its running', () => {
    expect(statusAt(run(), at(0))).toBe('starting');
    expect(statusAt(run(), at(1.999))).toBe('starting');
    expect(statusAt(run(), at(2))).toBe('running');
    expect(statusAt(run(), at(61.999))).toBe('running');
    expect(statusAt(run(), at(62))).toBe('done');
    expect(endOf(run())).toBe(at(62));
    // Once its end is recorded it stays done.
    expect(statusAt(run({ finished_at: new Date(at(62)) }), at(10))).toBe('done');
  });

  it('is stopping for its stopping length after a stop, whatever its running length', () => {
    const stopped = run({ stop_requested_at: new Date(at(10)) });
    expect(statusAt(stopped, at(11))).toBe('stopping');
    expect(statusAt(stopped, at(12))).toBe('done');
    expect(endOf(run({ stop_requested_at: new Date(at(61)) }))).toBe(at(63));
  });

  it('advances its phases evenly over the running time, and keeps them where a stop found them', () => {
    const statuses = (time: number, times = run()) => phasesAt(times, time).map((phase) => phase.status);
    expect(statuses(at(1))).toEqual(['pending', 'pending', 'pending', 'pending', 'pending', 'pending']);
    expect(phasesAt(run(), at(7))[0]).toEqual({ name: 'Fetch_Devices_Data', status: 'running', progress: 50 });
    expect(statuses(at(37))).toEqual(['done', 'done', 'done', 'running', 'pending', 'pending']);
    expect(statuses(at(62))).toEqual(['done', 'done', 'done', 'done', 'done', 'done']);
    const stopped = run({ stop_requested_at: new Date(at(17)) });
    expect(phasesAt(stopped, at(19))).toEqual(phasesAt(run(), at(17)));
    // A run with no running time has nothing left to do.
    expect(statuses(at(1), run({ running_ms: 0 }))).toEqual(['pending', 'pending', 'pending', 'pending', 'pending', 'pending']);
    expect(statuses(at(2.001), run({ running_ms: 0 }))).toEqual(['done', 'done', 'done', 'done', 'done', 'done']);
  });
});
