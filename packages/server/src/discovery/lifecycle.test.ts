import { describe, expect, it } from 'vitest';
import { discoveryTimingFrom, pendingPhases, runPhasesOf, subPhasesOf, type StoredPhase } from './lifecycle.js';

describe('the discovery lifecycle', () => {
  it('reads its lengths from the environment, with defaults of 2 seconds starting and no least running time', () => {
    expect(discoveryTimingFrom({})).toEqual({ starting_ms: 2000, running_ms: 0 });
    expect(discoveryTimingFrom({ VIGIL_DISCOVERY_STARTING_SECONDS: '0.5', VIGIL_DISCOVERY_RUN_SECONDS: ' 6 ' })).toEqual({ starting_ms: 500, running_ms: 6000 });
    for (const bad of ['-1', 'soon', '86401', 'Infinity']) {
      expect(() => discoveryTimingFrom({ VIGIL_DISCOVERY_RUN_SECONDS: bad })).toThrow(`VIGIL_DISCOVERY_RUN_SECONDS must be a number of seconds from 0 to 86400, not "${bad}".`);
    }
  });

  it('tells the stored phases as sub-phases (stopped and failed ones are over) and as history phases (with their times)', () => {
    const phases: StoredPhase[] = pendingPhases();
    phases[0] = { name: 'Fetch_Devices_Data', status: 'stopped', progress: 50, started_at: '2026-03-10T10:00:00.000Z', finished_at: '2026-03-10T10:00:05.000Z' };
    phases[1] = { name: 'Clean_Devices', status: 'running', progress: 0, started_at: '2026-03-10T10:00:05.000Z', finished_at: null };
    expect(subPhasesOf(phases).map((phase) => phase.status)).toEqual(['done', 'running', 'pending', 'pending', 'pending', 'pending']);
    expect(subPhasesOf(phases)[0]).toEqual({ name: 'Fetch_Devices_Data', status: 'done', progress: 50 });
    // A run stored with phases without times (before they were kept) tells them null.
    expect(runPhasesOf([{ name: 'Clean_Devices', status: 'done', progress: 100 }])).toEqual([{ name: 'Clean_Devices', status: 'done', started_at: null, finished_at: null }]);
    expect(runPhasesOf(phases)[0]).toEqual({ name: 'Fetch_Devices_Data', status: 'stopped', started_at: '2026-03-10T10:00:00.000Z', finished_at: '2026-03-10T10:00:05.000Z' });
  });
});
