import { CANCEL } from 'redux-saga';
import type { SessionClock } from './environment';

/** A clock that only moves when told to: stories drive countdowns with it instead of waiting. */
export interface ManualClock extends SessionClock {
  /**
   * Moves time forward by `ms`, waking every sleeper due on the way in order and letting the
   * sagas run after each, so a 60 s countdown ticks 60 times.
   */
  advance(ms: number): Promise<void>;
  /** Back to the start, with no one asleep: a story that runs again (a retry) starts afresh. */
  reset(): void;
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Makes a manual clock starting at `startMs` (epoch milliseconds). */
export function manualClock(startMs = Date.parse('2026-11-01T09:30:00Z')): ManualClock {
  let now = startMs;
  let sleepers: { at: number; order: number; wake: () => void }[] = [];
  let order = 0;
  return {
    now: () => now,
    sleep(ms) {
      let sleeper: (typeof sleepers)[number] | undefined;
      const promise = new Promise<void>((wake) => {
        sleeper = { at: now + ms, order: (order += 1), wake };
        sleepers.push(sleeper);
      });
      return Object.assign(promise, { [CANCEL]: () => (sleepers = sleepers.filter((s) => s !== sleeper)) });
    },
    async advance(ms) {
      const target = now + ms;
      for (;;) {
        await settle();
        sleepers.sort((a, b) => a.at - b.at || a.order - b.order);
        const next = sleepers[0];
        if (!next || next.at > target) break;
        sleepers.shift();
        now = Math.max(now, next.at);
        next.wake();
      }
      now = target;
      await settle();
    },
    reset() {
      now = startMs;
      sleepers = [];
    },
  };
}
