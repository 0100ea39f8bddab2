import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BulkPermissionChange, DashboardManagementFilters, Space } from '@vigil/openapi';
import type { SpaceFilterChoices, SpacesPage } from '../api/dashboards.api';
import { DEFAULT_SPACES_SORT } from '../dashboards.constants';
import type { DashboardLoadStatus, DashboardNotice } from './dashboard.slice';

/** The bulk action being confirmed or sent. */
export type SpacesBulkAction = 'delete' | 'permission' | 'move';

/** The list's own order (`sort` empty: the caller's order, which Move up / Move down change). */
export const CUSTOM_SPACES_ORDER = '';

export interface SpaceListState {
  /** The search box as typed; `filters.search` is applied after the debounce. */
  searchText: string;
  filters: { search: string; sort: string; page: number; folderId: string | null; choices: SpaceFilterChoices };
  /** The values the management filters offer (`GET /dashboard/management/filters`); null until loaded, or when they could not be. */
  filterOptions: Pick<DashboardManagementFilters, 'types' | 'access' | 'created_by'> | null;
  list: { status: DashboardLoadStatus; items: Space[]; total: number; error: string | null };
  /** The selected spaces' ids, on this page and the others the user paged through (kept as they page). */
  selected: string[];
  /** Every space matching the filters is selected, but these (`include: false` of a DashboardSelection); null: only `selected`. */
  allMatching: { excluded: string[] } | null;
  /**
   * The bulk action open: over the selection, or over `spaceId` alone (a row's Move to folder);
   * `folders` are the existing folders the move offers (null until loaded).
   */
  bulk: { action: SpacesBulkAction | null; spaceId: string | null; busy: boolean; error: string | null; folders: string[] | null };
  /** A Move up / Move down in flight. */
  reordering: boolean;
  notice: DashboardNotice | null;
}

/** No management filter chosen: every space. */
const NO_CHOICES: SpaceFilterChoices = { type: null, access: null, createdBy: null };

export const initialSpaceListState: SpaceListState = {
  searchText: '',
  filters: { search: '', sort: DEFAULT_SPACES_SORT, page: 0, folderId: null, choices: NO_CHOICES },
  filterOptions: null,
  list: { status: 'idle', items: [], total: 0, error: null },
  selected: [],
  allMatching: null,
  bulk: { action: null, spaceId: null, busy: false, error: null, folders: null },
  reordering: false,
  notice: null,
};

/** A changed search or folder selects other spaces: the selection goes. */
function clearSelection(state: SpaceListState) {
  state.selected = [];
  state.allMatching = null;
}

/** Other spaces listed (a search, filter or folder): the selection goes, and the notice about the list before. */
function otherSpaces(state: SpaceListState) {
  clearSelection(state);
  state.notice = null;
}

function reload(state: SpaceListState) {
  state.list.status = 'loading';
  state.list.error = null;
}

/** Delete the selected spaces (confirmed). */
export const spacesBulkDeleteConfirmed = createAction('spaceList/spacesBulkDeleteConfirmed');
/** Change the underlying queries' permissions of the selected spaces. */
export const spacesBulkPermissionSubmitted = createAction<{ change: BulkPermissionChange }>('spaceList/spacesBulkPermissionSubmitted');
/** Favourite on a row. */
export const spaceListFavoriteToggled = createAction<{ spaceId: string; favorite: boolean }>('spaceList/spaceListFavoriteToggled');
/** Download the selection's export documents (`POST /dashboard/export`). */
export const spacesBulkExportRequested = createAction('spaceList/spacesBulkExportRequested');
/** Move up / Move down: the space to `index` of the caller's own order. */
export const spaceReorderRequested = createAction<{ spaceId: string; index: number }>('spaceList/spaceReorderRequested');
/** Move the selected spaces (or the bulk's `spaceId`) to a folder; null: the top level. */
export const spacesMoveToFolderSubmitted = createAction<{ folderId: string | null }>('spaceList/spacesMoveToFolderSubmitted');

export const spaceListSlice = createSlice({
  name: 'spaceList',
  initialState: initialSpaceListState,
  reducers: {
    spacesScreenOpened(state: SpaceListState, action: PayloadAction<{ folderId: string | null }>) {
      state.filters.folderId = action.payload.folderId;
      state.filters.page = 0;
      otherSpaces(state);
      reload(state);
    },
    spaceListRequested(state: SpaceListState) {
      reload(state);
    },
    spaceListLoaded(state: SpaceListState, action: PayloadAction<SpacesPage>) {
      state.list = { status: 'loaded', items: action.payload.items, total: action.payload.total, error: null };
      // With every match selected, the page shows every row ticked but the exclusions; otherwise the ticks stay as they were.
      if (state.allMatching) {
        const excluded = new Set(state.allMatching.excluded);
        state.selected = action.payload.items.map((space) => space.uuid).filter((id) => !excluded.has(id));
      }
    },
    spaceListFailed(state: SpaceListState, action: PayloadAction<string>) {
      state.list = { status: 'failed', items: [], total: 0, error: action.payload };
    },
    spacesSearchTyped(state: SpaceListState, action: PayloadAction<string>) {
      state.searchText = action.payload;
    },
    spacesSearchApplied(state: SpaceListState, action: PayloadAction<string>) {
      state.filters.search = action.payload;
      state.filters.page = 0;
      otherSpaces(state);
      reload(state);
    },
    spacesFilterOptionsLoaded(state: SpaceListState, action: PayloadAction<SpaceListState['filterOptions']>) {
      state.filterOptions = action.payload;
    },
    /** One management filter's value (null: any); like a search, it selects other spaces. */
    spacesFilterChosen(state: SpaceListState, action: PayloadAction<Partial<SpaceFilterChoices>>) {
      state.filters.choices = { ...state.filters.choices, ...action.payload };
      state.filters.page = 0;
      otherSpaces(state);
      reload(state);
    },
    spacesSortChanged(state: SpaceListState, action: PayloadAction<string>) {
      state.filters.sort = action.payload;
      state.filters.page = 0;
      reload(state);
    },
    spacesPageChanged(state: SpaceListState, action: PayloadAction<number>) {
      state.filters.page = action.payload;
      reload(state);
    },
    /**
     * The page's selected ids, in place of the page's before (other pages' stay selected); with every
     * match selected, the page's unselected rows become exclusions.
     */
    spacesSelectionChanged(state: SpaceListState, action: PayloadAction<string[]>) {
      const onPage = new Set(state.list.items.map((space) => space.uuid));
      state.selected = state.allMatching ? action.payload : [...state.selected.filter((id) => !onPage.has(id)), ...action.payload];
      if (state.allMatching) {
        const kept = new Set(action.payload);
        const elsewhere = state.allMatching.excluded.filter((id) => !onPage.has(id));
        state.allMatching.excluded = [...elsewhere, ...[...onPage].filter((id) => !kept.has(id))];
      }
    },
    /** Every space matching the search and folder, on all pages. */
    spacesAllMatchingSelected(state: SpaceListState) {
      state.allMatching = { excluded: [] };
      state.selected = state.list.items.map((space) => space.uuid);
    },
    spacesSelectionCleared(state: SpaceListState) {
      clearSelection(state);
    },
    spacesBulkOpened(state: SpaceListState, action: PayloadAction<SpacesBulkAction>) {
      state.bulk = { ...initialSpaceListState.bulk, action: action.payload };
      state.notice = null;
    },
    /** A row's Move to folder: that space alone, whatever is selected. */
    spaceMoveOpened(state: SpaceListState, action: PayloadAction<string>) {
      state.bulk = { ...initialSpaceListState.bulk, action: 'move', spaceId: action.payload };
      state.notice = null;
    },
    spacesFoldersLoaded(state: SpaceListState, action: PayloadAction<string[]>) {
      state.bulk.folders = action.payload;
    },
    spaceReorderDone(state: SpaceListState, action: PayloadAction<DashboardNotice>) {
      state.reordering = false;
      state.notice = action.payload;
    },
    spacesBulkCancelled(state: SpaceListState) {
      state.bulk = initialSpaceListState.bulk;
    },
    spacesBulkDone(state: SpaceListState, action: PayloadAction<DashboardNotice>) {
      const single = state.bulk.spaceId !== null;
      state.bulk = initialSpaceListState.bulk;
      // A row's own move leaves the selection as it was.
      if (!single) clearSelection(state);
      state.notice = action.payload;
    },
    spacesBulkFailed(state: SpaceListState, action: PayloadAction<string>) {
      state.bulk.busy = false;
      state.bulk.error = action.payload;
    },
    spaceListFavoriteSet(state: SpaceListState, action: PayloadAction<{ spaceId: string; favorite: boolean }>) {
      state.list.items = state.list.items.map((space) => (space.uuid === action.payload.spaceId ? { ...space, favorite: action.payload.favorite } : space));
    },
    spaceListNoticeShown(state: SpaceListState, action: PayloadAction<DashboardNotice>) {
      state.notice = action.payload;
    },
    spaceListNoticeDismissed(state: SpaceListState) {
      state.notice = null;
    },
  },
  extraReducers: (builder) => {
    const busy = (state: SpaceListState) => {
      state.bulk.busy = true;
      state.bulk.error = null;
    };
    builder.addCase(spaceReorderRequested, (state) => {
      state.reordering = true;
      state.notice = null;
    });
    builder.addCase(spacesBulkDeleteConfirmed, busy).addCase(spacesBulkPermissionSubmitted, busy).addCase(spacesMoveToFolderSubmitted, busy);
  },
});

export const {
  spacesScreenOpened,
  spaceListRequested,
  spaceListLoaded,
  spaceListFailed,
  spacesSearchTyped,
  spacesSearchApplied,
  spacesFilterOptionsLoaded,
  spacesFilterChosen,
  spacesSortChanged,
  spacesPageChanged,
  spacesSelectionChanged,
  spacesAllMatchingSelected,
  spacesSelectionCleared,
  spacesBulkOpened,
  spaceMoveOpened,
  spacesFoldersLoaded,
  spaceReorderDone,
  spacesBulkCancelled,
  spacesBulkDone,
  spacesBulkFailed,
  spaceListFavoriteSet,
  spaceListNoticeShown,
  spaceListNoticeDismissed,
} = spaceListSlice.actions;
