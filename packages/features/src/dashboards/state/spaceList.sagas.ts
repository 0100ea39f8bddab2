import type { Saga } from 'redux-saga';
import { all, delay, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { callApi } from '../../store/callApi';
import { deleteSpaces, listSpacesPage, updateSpace, type SpacesPage } from '../api/dashboards.api';
import { SPACES_SEARCH_DEBOUNCE_MS } from '../dashboards.constants';
import { DASHBOARDS_MESSAGES as M } from '../dashboards.messages';
import { selectSpaceListState } from './dashboards.selectors';
import {
  spaceListFailed,
  spaceListFavoriteSet,
  spaceListFavoriteToggled,
  spaceListLoaded,
  spaceListNoticeShown,
  spaceListRequested,
  spacesBulkDeleteConfirmed,
  spacesBulkDone,
  spacesBulkFailed,
  spacesBulkPermissionSubmitted,
  spacesPageChanged,
  spacesScreenOpened,
  spacesSearchApplied,
  spacesSearchTyped,
  spacesSortChanged,
  type SpaceListState,
} from './spaceList.slice';
import { errorText } from './sagaHelpers';

function* listState() {
  return (yield select(selectSpaceListState)) as SpaceListState;
}

function* loadList() {
  const { filters } = yield* listState();
  try {
    const page: SpacesPage = yield* callApi(listSpacesPage, filters, undefined);
    yield put(spaceListLoaded(page));
  } catch (error) {
    yield put(spaceListFailed(errorText(error, M.loadFailed)));
  }
}

/** takeLatest restarts this on each keystroke, so only the last text waits out the debounce. */
function* searchTyped({ payload }: ReturnType<typeof spacesSearchTyped>) {
  yield delay(SPACES_SEARCH_DEBOUNCE_MS);
  if (payload.trim() !== (yield* listState()).filters.search) yield put(spacesSearchApplied(payload.trim()));
}

function* bulkDelete() {
  const { selected } = yield* listState();
  try {
    const deleted: number = yield* callApi(deleteSpaces, { ids: selected, include: true });
    yield put(spacesBulkDone({ tone: 'success', text: M.bulkDeleted(deleted) }));
    yield put(spaceListRequested());
  } catch (error) {
    yield put(spacesBulkFailed(errorText(error, M.bulkDeleteFailed)));
  }
}

/** One PUT per selected space with its bulk_permission_change; the others go on when one is refused. */
function* bulkPermission({ payload }: ReturnType<typeof spacesBulkPermissionSubmitted>) {
  const { selected } = yield* listState();
  let done = 0;
  let reason: string | null = null;
  for (const id of selected) {
    try {
      yield* callApi(updateSpace, id, { bulk_permission_change: payload.change });
      done += 1;
    } catch (error) {
      reason ??= errorText(error, M.spaceSaveFailed);
    }
  }
  const failed = selected.length - done;
  yield put(
    spacesBulkDone(failed === 0 ? { tone: 'success', text: M.bulkPermissionDone(done) } : { tone: 'error', text: M.bulkPermissionPartly(done, failed, reason ?? '') }),
  );
  yield put(spaceListRequested());
}

function* favorite({ payload }: ReturnType<typeof spaceListFavoriteToggled>) {
  yield put(spaceListFavoriteSet(payload));
  try {
    yield* callApi(updateSpace, payload.spaceId, { favorite: payload.favorite });
  } catch (error) {
    yield put(spaceListFavoriteSet({ spaceId: payload.spaceId, favorite: !payload.favorite }));
    yield put(spaceListNoticeShown({ tone: 'error', text: errorText(error, M.favoriteFailed) }));
  }
}

/** The management list's saga. */
export function createSpaceListSaga(): Saga {
  return function* spaceListSaga() {
    yield all([
      takeLatest([spacesScreenOpened.type, spaceListRequested.type, spacesSearchApplied.type, spacesSortChanged.type, spacesPageChanged.type], loadList),
      takeLatest(spacesSearchTyped.type, searchTyped),
      takeLeading(spacesBulkDeleteConfirmed.type, bulkDelete),
      takeLeading(spacesBulkPermissionSubmitted.type, bulkPermission),
      takeEvery(spaceListFavoriteToggled.type, favorite),
    ]);
  };
}

