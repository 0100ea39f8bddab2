import { describe, expect, it } from 'vitest';
import { manualClock } from './manualClock';

describe('manualClock', () => {
  it('wakes sleepers as it advances, and reset puts it back at its start with no one asleep', async () => {
    const clock = manualClock(1_000);
    const woken: string[] = [];
    void clock.sleep(500).then(() => woken.push('first'));
    void clock.sleep(2_000).then(() => woken.push('second'));
    await clock.advance(1_000);
    expect(clock.now()).toBe(2_000);
    expect(woken).toEqual(['first']);

    clock.reset();
    expect(clock.now()).toBe(1_000);
    await clock.advance(5_000);
    // The sleeper of before the reset belonged to a run that is over: it never wakes.
    expect(woken).toEqual(['first']);
  });
});
