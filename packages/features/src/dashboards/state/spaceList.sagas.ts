import type { Saga } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { all, call, delay, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { DashboardManagementFilters, DashboardSelection, Space } from '@vigil/openapi';
import { browserDownload } from '../../shell/download';
import { callApi } from '../../store/callApi';
import {
  deleteSpaces,
  exportSpaces,
  fetchManagementFilters,
  listAllSpaces,
  listMatchingSpaceIds,
  listSpacesPage,
  matchingFilters,
  moveSpacesToFolder,
  reorderSpace,
  updateSpace,
  type DownloadedFile,
  type SpacesPage,
} from '../api/dashboards.api';
import { SPACES_PAGE_SIZE, SPACES_SEARCH_DEBOUNCE_MS } from '../dashboards.constants';
import { DASHBOARDS_MESSAGES as M } from '../dashboards.messages';
import { selectSpaceListSelectedCount, selectSpaceListState } from './dashboards.selectors';
import {
  spaceListFailed,
  spaceListFavoriteSet,
  spaceListFavoriteToggled,
  spaceListLoaded,
  spaceListNoticeShown,
  spaceListRequested,
  spaceMoveOpened,
  spaceReorderDone,
  spaceReorderRequested,
  spacesBulkDeleteConfirmed,
  spacesBulkOpened,
  spacesBulkDone,
  spacesBulkExportRequested,
  spacesBulkFailed,
  spacesBulkPermissionSubmitted,
  spacesFilterChosen,
  spacesFilterOptionsLoaded,
  spacesFoldersLoaded,
  spacesMoveToFolderSubmitted,
  spacesPageChanged,
  spacesScreenOpened,
  spacesSearchApplied,
  spacesSearchTyped,
  spacesSortChanged,
  type SpaceListState,
} from './spaceList.slice';
import { errorText, type SaveFile } from './sagaHelpers';

function* listState() {
  return (yield select(selectSpaceListState)) as SpaceListState;
}

function* loadList() {
  const { filters } = yield* listState();
  try {
    const page: SpacesPage = yield* callApi(listSpacesPage, filters, undefined);
    // A page past the end (its last rows deleted, moved or no longer matching): the last page there is.
    if (page.items.length === 0 && page.total > 0 && filters.page > 0) {
      yield put(spacesPageChanged(Math.ceil(page.total / SPACES_PAGE_SIZE) - 1));
      return;
    }
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

/** The selection as the contract has it: the ids, or every match of the search, folder and filters but the exclusions. */
export function dashboardSelectionOf({ selected, allMatching, filters }: SpaceListState): DashboardSelection {
  if (!allMatching) return { ids: selected, include: true };
  return { ids: allMatching.excluded, include: false, filters: matchingFilters(filters) };
}

/** The management filters' values, each time the list opens (new creators appear); without them the list shows no filters. */
function* loadFilterOptions() {
  try {
    const { types, access, created_by }: DashboardManagementFilters = yield* callApi(fetchManagementFilters, undefined);
    yield put(spacesFilterOptionsLoaded({ types, access, created_by }));
  } catch {
    yield put(spacesFilterOptionsLoaded(null));
  }
}

/** The selected ids; with every match selected, listed from the server (move and permission changes take ids). */
function* selectedIds() {
  const current = yield* listState();
  if (current.bulk.spaceId !== null) return [current.bulk.spaceId];
  if (!current.allMatching) return current.selected;
  const excluded = new Set(current.allMatching.excluded);
  const ids: string[] = yield* callApi(listMatchingSpaceIds, current.filters);
  return ids.filter((id) => !excluded.has(id));
}

function* bulkDelete() {
  try {
    const deleted: number = yield* callApi(deleteSpaces, dashboardSelectionOf(yield* listState()));
    yield put(spacesBulkDone({ tone: 'success', text: M.bulkDeleted(deleted) }));
    yield put(spaceListRequested());
  } catch (error) {
    yield put(spacesBulkFailed(errorText(error, M.bulkDeleteFailed)));
  }
}

/** One PUT per selected space with its bulk_permission_change; the others go on when one is refused. */
function* bulkPermission({ payload }: ReturnType<typeof spacesBulkPermissionSubmitted>) {
  let selected: string[];
  try {
    selected = yield* selectedIds();
  } catch (error) {
    yield put(spacesBulkFailed(errorText(error, M.bulkSelectionFailed)));
    return;
  }
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

/** The folders the spaces are in now, for the move's choice (the contract has no list of folders). */
function* loadFolders() {
  try {
    const spaces: Space[] = yield* callApi(listAllSpaces, undefined);
    const folders = new Set(spaces.map((space) => space.folder_id).filter((folder): folder is string => Boolean(folder)));
    yield put(spacesFoldersLoaded([...folders].sort((a, b) => a.localeCompare(b))));
  } catch {
    // A new folder can still be typed.
    yield put(spacesFoldersLoaded([]));
  }
}

function* moveToFolder({ payload }: ReturnType<typeof spacesMoveToFolderSubmitted>) {
  try {
    const ids: string[] = yield* selectedIds();
    if (ids.length > 0) yield* callApi(moveSpacesToFolder, ids, payload.folderId);
    yield put(spacesBulkDone({ tone: 'success', text: M.movedToFolder(ids.length, payload.folderId) }));
    yield put(spaceListRequested());
  } catch (error) {
    yield put(spacesBulkFailed(errorText(error, M.moveFailed)));
  }
}

function* reorder({ payload }: ReturnType<typeof spaceReorderRequested>) {
  const name = (yield* listState()).list.items.find((space) => space.uuid === payload.spaceId)?.name ?? '';
  try {
    yield* callApi(reorderSpace, payload.spaceId, payload.index);
    yield put(spaceReorderDone({ tone: 'success', text: M.reordered(name, payload.index + 1) }));
    yield put(spaceListRequested());
  } catch (error) {
    yield put(spaceReorderDone({ tone: 'error', text: errorText(error, M.reorderFailed) }));
  }
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

export interface SpaceListSagaOptions {
  /** Hands the bulk export to the user; the browser's download by default. */
  saveFile?: SaveFile;
}

/** The management list's saga. */
export function createSpaceListSaga({ saveFile = browserDownload }: SpaceListSagaOptions = {}): Saga {
  /** The selection's documents as one file; the selection stays (an export changes nothing). */
  function* bulkExport() {
    const current = yield* listState();
    try {
      const { file, fileName }: DownloadedFile = yield* callApi(exportSpaces, dashboardSelectionOf(current));
      yield call(saveFile, file, fileName);
      const count = (yield select(selectSpaceListSelectedCount)) as number;
      yield put(spaceListNoticeShown({ tone: 'success', text: M.bulkExported(count) }));
    } catch (error) {
      yield put(spaceListNoticeShown({ tone: 'error', text: errorText(error, M.exportFailed) }));
    }
  }

  return function* spaceListSaga() {
    yield all([
      takeLatest([spacesScreenOpened.type, spaceListRequested.type, spacesSearchApplied.type, spacesFilterChosen.type, spacesSortChanged.type, spacesPageChanged.type], loadList),
      takeLatest(spacesScreenOpened.type, loadFilterOptions),
      takeLatest(spacesSearchTyped.type, searchTyped),
      takeLeading(spacesBulkDeleteConfirmed.type, bulkDelete),
      takeLeading(spacesBulkPermissionSubmitted.type, bulkPermission),
      takeEvery(spaceListFavoriteToggled.type, favorite),
      takeLatest((action: Action) => spaceMoveOpened.match(action) || (spacesBulkOpened.match(action) && action.payload === 'move'), loadFolders),
      takeLeading(spacesMoveToFolderSubmitted.type, moveToFolder),
      takeLeading(spaceReorderRequested.type, reorder),
      takeLeading(spacesBulkExportRequested.type, bulkExport),
    ]);
  };
}

