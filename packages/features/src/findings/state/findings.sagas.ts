import type { PayloadAction } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { all, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { notificationCountLoaded } from '../../navigation/state/navigation.slice';
import { errorText } from '../../queries/state/sagaHelpers';
import { callApi } from '../../store/callApi';
import { listNotifications, markNotificationsRead } from '../api/findings.api';
import { FINDINGS_MESSAGES as M } from '../findings.messages';
import { selectFindings } from './findings.selectors';
import {
  findingsFailed,
  findingsFilterChanged,
  findingsLoaded,
  findingsMoreRequested,
  findingsOpened,
  markedRead,
  markReadFailed,
  markReadRequested,
  type FindingsState,
  type MarkReadTarget,
} from './findings.slice';

function* load(append: boolean) {
  const { filter, nextCursor } = (yield select(selectFindings)) as FindingsState;
  try {
    const page = yield* callApi(listNotifications, filter === 'unread', append ? nextCursor : null);
    yield put(findingsLoaded({ page, append }));
  } catch (error) {
    yield put(findingsFailed({ error: errorText(error, M.loadFailed), append }));
  }
}

function* markRead({ payload }: PayloadAction<MarkReadTarget>) {
  try {
    const count = yield* callApi(markNotificationsRead, payload);
    yield put(markedRead(payload));
    // The sidebar's unread count follows at once, not at its next poll.
    yield put(notificationCountLoaded({ count }));
  } catch (error) {
    yield put(markReadFailed(errorText(error, M.markFailed)));
  }
}

/** The Findings route: load (a new filter starts over), Load more, Mark read. */
export function createFindingsSaga(): Saga {
  return function* findingsSaga() {
    yield all([
      takeLatest([findingsOpened.type, findingsFilterChanged.type], () => load(false)),
      takeLeading(findingsMoreRequested.type, () => load(true)),
      takeLeading(markReadRequested.type, markRead),
    ]);
  };
}
