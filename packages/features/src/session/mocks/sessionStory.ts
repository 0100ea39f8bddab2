import type { Saga } from 'redux-saga';
import { memorySessionStore } from '@vigil/openapi';
import type { SessionNotifier } from '../environment';
import { manualClock, type ManualClock } from '../manualClock';
import { createSessionSaga } from '../state/session.sagas';
import { sessionSlice } from '../state/session.slice';
import { MemoryStorage } from './memoryStorage';

/** A browser notification the fake notifier showed. */
export interface FakeNotification {
  title: string;
  body: string;
  closed: boolean;
}

/** What a session story can look at and drive. */
export interface SessionStoryKit {
  clock: ManualClock;
  /** The outside effects in order: calls (from the story's handlers), toasts cleared, redirects. */
  log: string[];
  notifications: FakeNotification[];
  /** `parameters.store` of the story. */
  store: { slices: [typeof sessionSlice]; saga: Saga };
  /** `parameters.route`: every path renders the story, starting on /dashboard. */
  route: { path: string; initialEntries: string[] };
  /** Writes a call to `log`: give it to the handlers of the calls whose order matters. */
  record: (call: string) => void;
}

/**
 * The environment of one session story: a manual clock, a notifier that records (permission as
 * given), storage in memory, and a log of the toasts cleared and the redirects followed.
 */
export function sessionStoryKit({ permission = 'default' }: { permission?: NotificationPermission } = {}): SessionStoryKit {
  const clock = manualClock();
  const log: string[] = [];
  const notifications: FakeNotification[] = [];
  const notifier: SessionNotifier = {
    permission: () => permission,
    show: (title, body) => {
      const notification = { title, body, closed: false };
      notifications.push(notification);
      return {
        close: () => {
          notification.closed = true;
        },
      };
    },
  };
  const saga = createSessionSaga({
    clock,
    notifier,
    storage: new MemoryStorage(),
    accessExpiry: memorySessionStore(),
    assign: (url) => {
      log.push(`assign ${url}`);
    },
    toaster: {
      clear: () => {
        log.push('toasts cleared');
      },
    },
  });
  return {
    clock,
    log,
    notifications,
    // Each render of the story makes a store and starts this saga: a retried story starts with the
    // clock at its start and nothing recorded.
    store: {
      slices: [sessionSlice],
      *saga() {
        clock.reset();
        log.length = 0;
        notifications.length = 0;
        yield* saga();
      },
    },
    route: { path: '*', initialEntries: ['/dashboard'] },
    record: (call) => {
      log.push(call);
    },
  };
}
