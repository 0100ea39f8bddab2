import { all, takeEvery } from 'redux-saga/effects';
import type { DiscoveryLifecycleStatus } from '@vigil/openapi';
import { navigationSlice } from '../../navigation/state/navigation.slice';
import { manualClock, type ManualClock } from '../../session/manualClock';
import { sessionSlice } from '../../session/state/session.slice';
import { shellSaga } from '../../shell/state/shell.sagas';
import { gettingStartedToggled, shellSlice } from '../../shell/state/shell.slice';
import { discoveryDataSlice } from '../state/discoveryData.slice';
import { createTopbarSaga } from '../state/topbar.sagas';
import { discoveryFinished, topbarSlice } from '../state/topbar.slice';
import type { DiscoveryServer } from './topbar.handlers';

/** What a top bar story can look at and drive. */
export interface TopbarStoryKit {
  /** Moves the 3 s polling on. */
  clock: ManualClock;
  /** Where discovery stands on the story's server. */
  server: DiscoveryServer;
  /** The cross-feature events the top bar sent, in order ('gettingStartedToggled', 'discoveryFinished'). */
  events: string[];
  /** The addresses the Help menu opened, in order. */
  opened: string[];
  /** The opener to give `TopBar`: it records instead of opening a tab. */
  openExternal: (url: string) => void;
  /** `parameters.store` of the story: the session, shell, navigation (the Notifications count) and top bar stores with the shell's and top bar's sagas. */
  store: {
    slices: [typeof sessionSlice, typeof shellSlice, typeof topbarSlice, typeof discoveryDataSlice, typeof navigationSlice];
    saga: () => Generator;
  };
}

/** The environment of one top bar story: a manual clock for the polling and a server at `status`. */
export function topbarStoryKit(status: DiscoveryLifecycleStatus = 'done'): TopbarStoryKit {
  const clock = manualClock();
  const opened: string[] = [];
  const events: string[] = [];
  const record = ({ type }: { type: string }) => {
    events.push(type.replace(/^.*\//, ''));
  };
  const topbarSaga = createTopbarSaga({ sleep: clock.sleep });
  const server = { status };
  return {
    clock,
    server,
    events,
    opened,
    openExternal: (url) => {
      opened.push(url);
    },
    store: {
      slices: [sessionSlice, shellSlice, topbarSlice, discoveryDataSlice, navigationSlice],
      // Each render of the story makes a store and starts this saga: a retried story starts with
      // the server at `status`, the clock at its start and nothing recorded.
      saga: function* topbarStorySaga() {
        server.status = status;
        clock.reset();
        events.length = 0;
        opened.length = 0;
        yield all([shellSaga(), topbarSaga(), takeEvery([gettingStartedToggled.type, discoveryFinished.type], record)]);
      },
    },
  };
}
