import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuditEntry } from '@vigil/openapi';
import type { CursorPage } from '../../queries/api/queries.api';
import { NO_AUDIT_FILTERS, type AuditAction, type AuditFilters } from '../api/audit.api';

/** A user the user filter offers. */
export interface AuditUserOption {
  uuid: string;
  name: string;
}

export interface AuditState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  entries: AuditEntry[];
  total: number;
  /** The cursor of the page after the last one shown; null on the last page. */
  nextCursor: string | null;
  loadingMore: boolean;
  /** Why the last load failed (the server's sentence). */
  error: string | null;
  filters: AuditFilters;
  /** The action catalogue (labels and areas); empty until it loads. */
  actions: AuditAction[];
  /** The console's users, for the user filter; empty for those who may not list users. */
  users: AuditUserOption[];
  /** The entry whose details are open. */
  openEntryId: string | null;
  exporting: boolean;
  exportError: string | null;
}

export const initialAuditState: AuditState = {
  status: 'idle',
  entries: [],
  total: 0,
  nextCursor: null,
  loadingMore: false,
  error: null,
  filters: NO_AUDIT_FILTERS,
  actions: [],
  users: [],
  openEntryId: null,
  exporting: false,
  exportError: null,
};

const reload = (state: AuditState) => {
  state.status = 'loading';
  state.error = null;
};

export const auditSlice = createSlice({
  name: 'audit',
  initialState: initialAuditState,
  reducers: {
    /** The page mounted: the first page, the catalogue and the users are fetched. */
    auditScreenOpened: reload,
    /** Fetch the first page again (Try again). */
    auditRequested: reload,
    /** Some filters changed (the others stay); the list starts again from the first page. */
    auditFiltersChanged: (state, { payload }: PayloadAction<Partial<AuditFilters>>) => {
      state.filters = { ...state.filters, ...payload };
      state.openEntryId = null;
      reload(state);
    },
    auditFiltersCleared: (state) => {
      state.filters = NO_AUDIT_FILTERS;
      state.openEntryId = null;
      reload(state);
    },
    /** Load more: the page after the last one shown. */
    auditMoreRequested: (state) => {
      if (state.nextCursor) state.loadingMore = true;
    },
    auditEntriesLoaded: (state, { payload }: PayloadAction<{ page: CursorPage<AuditEntry>; append: boolean }>) => {
      const { page, append } = payload;
      state.entries = append ? [...state.entries, ...page.items] : page.items;
      state.total = page.total;
      state.nextCursor = page.nextCursor;
      state.status = 'loaded';
      state.loadingMore = false;
      state.error = null;
    },
    auditEntriesFailed: (state, { payload }: PayloadAction<{ error: string; append: boolean }>) => {
      state.loadingMore = false;
      // A failed Load more keeps the pages already shown.
      if (payload.append) state.error = payload.error;
      else Object.assign(state, { status: 'failed', entries: [], total: 0, nextCursor: null, error: payload.error });
    },
    auditActionsLoaded: (state, { payload }: PayloadAction<AuditAction[]>) => {
      state.actions = payload;
    },
    auditUsersLoaded: (state, { payload }: PayloadAction<AuditUserOption[]>) => {
      state.users = payload;
    },
    /** An entry's details open (null closes them). */
    auditEntryOpened: (state, { payload }: PayloadAction<string | null>) => {
      state.openEntryId = payload;
    },
    auditExportRequested: (state) => {
      state.exporting = true;
      state.exportError = null;
    },
    auditExported: (state) => {
      state.exporting = false;
    },
    auditExportFailed: (state, { payload }: PayloadAction<string>) => {
      state.exporting = false;
      state.exportError = payload;
    },
    auditExportErrorDismissed: (state) => {
      state.exportError = null;
    },
  },
});

export const {
  auditScreenOpened,
  auditRequested,
  auditFiltersChanged,
  auditFiltersCleared,
  auditMoreRequested,
  auditEntriesLoaded,
  auditEntriesFailed,
  auditActionsLoaded,
  auditUsersLoaded,
  auditEntryOpened,
  auditExportRequested,
  auditExported,
  auditExportFailed,
  auditExportErrorDismissed,
} = auditSlice.actions;
