import { createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import type { AssetColumn, AssetPage, AssetRow, SavedQuery } from '@vigil/openapi';
import type { AssetColumns, AssetView } from '../api/assets.api';

/** Why a list is not shown: within a data scope the scope hides it (spec 2), else the type does not exist. */
export type AssetsUnavailableReason = 'not-in-data-scope' | 'not-found';

export type ExportStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

export interface AssetListState {
  view: AssetView | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  error: string | null;
  unavailable: AssetsUnavailableReason | null;
  /** Every row fetched so far, page after page, for the grid (never the whole list). */
  rows: AssetRow[];
  /** The first page's ETag: reopening the same view asks with it, and a 304 keeps the rows. */
  etag: string | null;
  columns: AssetColumn[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
  loadingMore: boolean;
  moreError: string | null;
  /** The column chooser: the caller's columns and every column the type offers. */
  columnChoice: (AssetColumns & { saving: boolean; error: string | null }) | null;
  /** The saved queries over the entity type, for the picker. */
  savedQueries: { entity: string; items: SavedQuery[] } | null;
  export: { status: ExportStatus; rows: number; total: number | null; fileName: string | null; error: string | null };
}

export const initialAssetListState: AssetListState = {
  view: null,
  status: 'idle',
  error: null,
  unavailable: null,
  rows: [],
  etag: null,
  columns: [],
  total: 0,
  totalCapped: false,
  nextCursor: null,
  loadingMore: false,
  moreError: null,
  columnChoice: null,
  savedQueries: null,
  export: { status: 'idle', rows: 0, total: null, fileName: null, error: null },
};

/** The view's identity: a reply for another view is not this list's. */
export const viewKey = (view: AssetView) => JSON.stringify([view.entity, view.queryId, view.filter, view.sort]);

export const assetListSlice = createSlice({
  name: 'assetList',
  initialState: initialAssetListState,
  reducers: {
    /** `/assets` opened: the data fields name the asset types. */
    assetTypesRequested: () => {},
    /** The screen shows `view` (from the address); `force` reloads a view already held. */
    assetListOpened: (state: AssetListState, action: PayloadAction<{ view: AssetView; force?: boolean }>) => {
      const { view } = action.payload;
      const same = state.view !== null && viewKey(state.view) === viewKey(view);
      if (!same && state.view?.entity !== view.entity) {
        state.columnChoice = null;
        state.savedQueries = null;
      }
      state.view = view;
      state.error = null;
      state.unavailable = null;
      state.moreError = null;
      if (!same || state.status !== 'loaded' || action.payload.force) {
        state.status = 'loading';
        state.rows = [];
        state.etag = null;
        state.loadingMore = false;
      }
    },
    assetListLoaded: (state: AssetListState, action: PayloadAction<{ page: AssetPage; etag: string | null }>) => {
      const { page, etag } = action.payload;
      state.status = 'loaded';
      state.rows = page.data;
      state.etag = etag;
      state.columns = page.meta.columns;
      state.total = page.meta.total;
      state.totalCapped = page.meta.total_capped;
      state.nextCursor = page.meta.next_cursor;
      state.loadingMore = false;
    },
    /** A 304: the rows held are still the list's. */
    assetListUnchanged: (state: AssetListState) => {
      state.status = 'loaded';
    },
    assetListFailed: (state: AssetListState, action: PayloadAction<{ message: string; unavailable?: AssetsUnavailableReason }>) => {
      state.status = 'failed';
      state.error = action.payload.message;
      state.unavailable = action.payload.unavailable ?? null;
    },
    /** The grid's view nears the last row fetched. */
    assetsMoreRequested: () => {},
    assetsMoreStarted: (state: AssetListState) => {
      state.loadingMore = true;
      state.moreError = null;
    },
    assetsMoreLoaded: (state: AssetListState, action: PayloadAction<AssetPage>): AssetListState => {
      // A new state from the base, its rows frozen here: a draft edit (or reading the rows through the
      // draft, or an unfrozen array) makes immer walk every row held, on each page (measured at a
      // million rows: 0.17 s to 5 s a page, against milliseconds this way).
      const base = original(state);
      return {
        ...base,
        rows: Object.freeze(base.rows.concat(action.payload.data)) as AssetRow[],
        total: action.payload.meta.total,
        totalCapped: action.payload.meta.total_capped,
        nextCursor: action.payload.meta.next_cursor,
        loadingMore: false,
      };
    },
    assetsMoreFailed: (state: AssetListState, action: PayloadAction<string>) => {
      state.loadingMore = false;
      state.moreError = action.payload;
    },
    savedQueriesLoaded: (state: AssetListState, action: PayloadAction<{ entity: string; items: SavedQuery[] }>) => {
      state.savedQueries = action.payload;
    },
    columnsLoaded: (state: AssetListState, action: PayloadAction<AssetColumns>) => {
      state.columnChoice = { ...action.payload, saving: false, error: null };
    },
    /** Keep these columns (data field names, in order); an empty list puts the defaults back. */
    columnsSaveRequested: { reducer: (state: AssetListState) => {
      if (state.columnChoice) {
        state.columnChoice.saving = true;
        state.columnChoice.error = null;
      }
    }, prepare: (columns: string[]) => ({ payload: columns }) },
    columnsSaveFailed: (state: AssetListState, action: PayloadAction<string>) => {
      if (state.columnChoice) {
        state.columnChoice.saving = false;
        state.columnChoice.error = action.payload;
      }
    },
    exportRequested: (state: AssetListState) => {
      state.export = { status: 'running', rows: 0, total: null, fileName: null, error: null };
    },
    exportStarted: (state: AssetListState, action: PayloadAction<{ total: number | null; fileName: string }>) => {
      state.export.total = action.payload.total;
      state.export.fileName = action.payload.fileName;
    },
    exportProgressed: (state: AssetListState, action: PayloadAction<number>) => {
      state.export.rows = action.payload;
    },
    exportFinished: (state: AssetListState, action: PayloadAction<number>) => {
      state.export.status = 'done';
      state.export.rows = action.payload;
    },
    exportCancelClicked: () => {},
    exportCancelled: (state: AssetListState) => {
      state.export.status = 'cancelled';
    },
    exportFailed: (state: AssetListState, action: PayloadAction<string>) => {
      state.export.status = 'failed';
      state.export.error = action.payload;
    },
  },
});

export const {
  assetTypesRequested,
  assetListOpened,
  assetListLoaded,
  assetListUnchanged,
  assetListFailed,
  assetsMoreRequested,
  assetsMoreStarted,
  assetsMoreLoaded,
  assetsMoreFailed,
  savedQueriesLoaded,
  columnsLoaded,
  columnsSaveRequested,
  columnsSaveFailed,
  exportRequested,
  exportStarted,
  exportProgressed,
  exportFinished,
  exportCancelClicked,
  exportCancelled,
  exportFailed,
} = assetListSlice.actions;
