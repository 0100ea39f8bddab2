import type { Saga } from 'redux-saga';
import { all, call, delay, fork, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { RecentSearchItemCreate, SearchCount, SearchFields } from '@vigil/openapi';
import { callAbortable } from '../../queries/state/sagaHelpers';
import { callApi } from '../../store/callApi';
import { searchChanged, searchCleared, searchClosed, searchSubmitted } from '../../topbar/state/topbar.slice';
import {
  addRecentSearchItem,
  countGlobalSearch,
  deleteRecentSearchItem,
  getGlobalSearchFields,
  globalSearch,
  listRecentSearchItems,
  type RecentSearchItems,
  type SearchPage,
} from '../api/search.api';
import { GLOBAL_SEARCH_DEBOUNCE_MS } from '../search.constants';
import { selectSearchState } from './search.selectors';
import {
  assetOpened,
  fieldsFailed,
  fieldsLoaded,
  globalSearchShown,
  moreResultsFailed,
  moreResultsLoaded,
  moreResultsRequested,
  recentFailed,
  recentLoaded,
  recentRemoved,
  resultsFailed,
  resultsLoaded,
  type SearchState,
} from './search.slice';

/** What changes the value searched: typing, Enter, the clear buttons, and the modal's opening with the top bar's value. */
const VALUE_CHANGES = [searchChanged.type, searchSubmitted.type, searchCleared.type, globalSearchShown.type];

function* loadRecent() {
  try {
    const recent: RecentSearchItems = yield* callApi(listRecentSearchItems);
    yield put(recentLoaded(recent));
  } catch {
    yield put(recentFailed());
  }
}

/** POST /global_search/recent; the reply is the list after it. A failure only leaves the list as it was. */
function* record(item: RecentSearchItemCreate) {
  try {
    const recent: RecentSearchItems = yield* callApi(addRecentSearchItem, item);
    yield put(recentLoaded(recent));
  } catch {
    // Recording is a convenience: the search or the opening it follows went on.
  }
}

/**
 * The first page and the counts of the value in the reducer's `query`. takeLatest restarts this at
 * each change, so a keystroke cancels the wait or the requests (aborted) of the one before.
 */
function* search(action: { type: string }) {
  const { query, status } = (yield select(selectSearchState)) as SearchState;
  if (status !== 'loading') return;
  // Typing waits for a pause; Enter, and a value already there when the modal opens, search at once.
  if (searchChanged.match(action)) yield delay(GLOBAL_SEARCH_DEBOUNCE_MS);
  try {
    const [page, count] = (yield all([
      call(callAbortable<SearchPage>, (client, signal) => globalSearch(client, query, 0, signal)),
      call(callAbortable<SearchCount>, (client, signal) => countGlobalSearch(client, query, signal)),
    ])) as [SearchPage, SearchCount];
    yield put(resultsLoaded({ query, ...page, count }));
    if (page.items.length > 0) yield fork(record, { kind: 'searched', value: query });
  } catch {
    yield put(resultsFailed({ query }));
  }
}

/** The page after the results shown; a change of the value abandons it. */
function* loadMore() {
  const { query, results, loadingMore } = (yield select(selectSearchState)) as SearchState;
  if (!loadingMore) return;
  const skip = results.length;
  try {
    const { page } = (yield race({
      page: call(callAbortable<SearchPage>, (client, signal) => globalSearch(client, query, skip, signal)),
      changed: take(VALUE_CHANGES),
    })) as { page?: SearchPage };
    yield put(page ? moreResultsLoaded({ query, skip, ...page }) : moreResultsFailed());
  } catch {
    yield put(moreResultsFailed());
  }
}

function* loadFields() {
  try {
    const fields: SearchFields[] = yield* callApi(getGlobalSearchFields);
    yield put(fieldsLoaded(fields));
  } catch {
    yield put(fieldsFailed());
  }
}

function* shown() {
  const { fields } = (yield select(selectSearchState)) as SearchState;
  if (fields.status === 'loading') yield fork(loadFields);
  yield fork(loadRecent);
}

/** Opening an asset closes the modal (the view navigates) and records it as viewed. */
function* opened({ payload }: ReturnType<typeof assetOpened>) {
  yield put(searchClosed());
  yield call(record, { kind: 'viewed', entity_type: payload.entityType, asset_id: payload.assetId });
}

function* removed({ payload }: ReturnType<typeof recentRemoved>) {
  try {
    const recent: RecentSearchItems = yield* callApi(deleteRecentSearchItem, payload);
    yield put(recentLoaded(recent));
  } catch {
    // The server still has it: show its list again.
    yield call(loadRecent);
  }
}

/** The global search's root saga, started once when the modal first opens. */
export function createSearchSaga(): Saga {
  return function* searchSaga() {
    yield all([
      takeLatest(VALUE_CHANGES, search),
      takeLeading(moreResultsRequested.type, loadMore),
      takeLatest(globalSearchShown.type, shown),
      takeEvery(assetOpened.type, opened),
      takeEvery(recentRemoved.type, removed),
    ]);
  };
}
