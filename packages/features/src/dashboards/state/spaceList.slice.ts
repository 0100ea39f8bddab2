import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BulkPermissionChange, Space } from '@vigil/openapi';
import type { SpacesPage } from '../api/dashboards.api';
import { DEFAULT_SPACES_SORT } from '../dashboards.constants';
import type { DashboardLoadStatus, DashboardNotice } from './dashboard.slice';

/** The bulk action being confirmed or sent. */
export type SpacesBulkAction = 'delete' | 'permission';

export interface SpaceListState {
  /** The search box as typed; `filters.search` is applied after the debounce. */
  searchText: string;
  filters: { search: string; sort: string; page: number; folderId: string | null };
  list: { status: DashboardLoadStatus; items: Space[]; total: number; error: string | null };
  /** The selected spaces' ids. */
  selected: string[];
  bulk: { action: SpacesBulkAction | null; busy: boolean; error: string | null };
  notice: DashboardNotice | null;
}

export const initialSpaceListState: SpaceListState = {
  searchText: '',
  filters: { search: '', sort: DEFAULT_SPACES_SORT, page: 0, folderId: null },
  list: { status: 'idle', items: [], total: 0, error: null },
  selected: [],
  bulk: { action: null, busy: false, error: null },
  notice: null,
};

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

export const spaceListSlice = createSlice({
  name: 'spaceList',
  initialState: initialSpaceListState,
  reducers: {
    spacesScreenOpened(state: SpaceListState, action: PayloadAction<{ folderId: string | null }>) {
      state.filters.folderId = action.payload.folderId;
      state.filters.page = 0;
      state.selected = [];
      reload(state);
    },
    spaceListRequested(state: SpaceListState) {
      reload(state);
    },
    spaceListLoaded(state: SpaceListState, action: PayloadAction<SpacesPage>) {
      state.list = { status: 'loaded', items: action.payload.items, total: action.payload.total, error: null };
      const shown = new Set(action.payload.items.map((space) => space.uuid));
      state.selected = state.selected.filter((id) => shown.has(id));
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
    spacesSelectionChanged(state: SpaceListState, action: PayloadAction<string[]>) {
      state.selected = action.payload;
    },
    spacesBulkOpened(state: SpaceListState, action: PayloadAction<SpacesBulkAction>) {
      state.bulk = { action: action.payload, busy: false, error: null };
      state.notice = null;
    },
    spacesBulkCancelled(state: SpaceListState) {
      state.bulk = initialSpaceListState.bulk;
    },
    spacesBulkDone(state: SpaceListState, action: PayloadAction<DashboardNotice>) {
      state.bulk = initialSpaceListState.bulk;
      state.selected = [];
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
    builder.addCase(spacesBulkDeleteConfirmed, busy).addCase(spacesBulkPermissionSubmitted, busy);
  },
});

export const {
  spacesScreenOpened,
  spaceListRequested,
  spaceListLoaded,
  spaceListFailed,
  spacesSearchTyped,
  spacesSearchApplied,
  spacesSortChanged,
  spacesPageChanged,
  spacesSelectionChanged,
  spacesBulkOpened,
  spacesBulkCancelled,
  spacesBulkDone,
  spacesBulkFailed,
  spaceListFavoriteSet,
  spaceListNoticeShown,
  spaceListNoticeDismissed,
} = spaceListSlice.actions;
