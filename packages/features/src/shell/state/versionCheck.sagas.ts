import { call, delay } from 'redux-saga/effects';
import type { Saga } from 'redux-saga';
import { callApi } from '../../store/callApi';
import { fetchVersionInfo } from '../api/shell.api';

/** How often the console asks whether a new build is served (spec 9: 600000 ms). */
export const VERSION_CHECK_INTERVAL_MS = 600_000;

export interface VersionCheckOptions {
  /** The hash of the running build, as its version file states it. */
  buildHash: string;
  /** Where the console is served: the version file's base URL. */
  consoleBaseUrl: string;
  /** Reloads the page (window.location.reload in the browser). */
  reload: () => void;
  /** The time, for the cache-busting `t` parameter. */
  now?: () => number;
}

/**
 * Every 10 minutes, reads the served build's version file and reloads the page when its hash
 * differs from the running build's; a failed read is tried again at the next round.
 */
export function createVersionCheckSaga({ buildHash, consoleBaseUrl, reload, now = Date.now }: VersionCheckOptions): Saga {
  return function* versionCheckSaga() {
    for (;;) {
      yield delay(VERSION_CHECK_INTERVAL_MS);
      try {
        const served = yield* callApi(fetchVersionInfo, consoleBaseUrl, now());
        if (served.hash !== buildHash) {
          yield call(reload);
          return;
        }
      } catch {
        // Offline or the server restarting: ask again next time.
      }
    }
  };
}
