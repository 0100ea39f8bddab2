import type { CsvExportChoice } from '../../csv-export/csvExportChoice';
import type { UsersCsvColumn } from '../usersCsvExport';
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  AccessChangePreview,
  BulkActionReply,
  DataScope,
  PasswordPolicy,
  Role,
  SkippedUser,
  UserCreate,
  UserFilters,
  UserListItem,
} from '@vigil/openapi';

export type UsersLoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';
export type UsersBulkAction = 'delete' | 'assignRole' | 'assignDataScope';

/**
 * The rows a bulk action applies to, as the contract's `Selection`: `include` true = exactly
 * `ids`; false = every user matching the filters except `ids`.
 */
export interface UsersSelection {
  include: boolean;
  ids: string[];
}

/** A line shown above the table after a bulk action or save. */
export interface UsersNotice {
  tone: 'success' | 'info' | 'error';
  text: string;
  /** Users the server left unchanged (the user named admin). */
  skipped: SkippedUser[];
}

/** The form's values; `password` empty = unchanged (edit) or invite (create). */
export type UserFormValues = Required<Pick<UserCreate, 'user_name' | 'first_name' | 'last_name' | 'email' | 'password'>> & {
  role_id: string | null;
  data_scope_id: string | null;
};

export interface UsersState {
  page: number;
  sort: string | null;
  /** Applied filters, search included (the search after its debounce). */
  filters: UserFilters;
  /** The search box's text as typed. */
  searchText: string;
  list: { status: UsersLoadStatus; items: UserListItem[]; total: number };
  selection: UsersSelection;
  roles: Role[];
  dataScopes: { status: UsersLoadStatus; items: DataScope[] };
  passwordPolicy: PasswordPolicy | null;
  bulk: { action: UsersBulkAction | null; submitting: boolean; error: string | null };
  preview: { status: UsersLoadStatus; value: AccessChangePreview | null };
  form: { open: boolean; user: UserListItem | null; submitting: boolean; error: string | null };
  notice: UsersNotice | null;
}

const noSelection: UsersSelection = { include: true, ids: [] };

export const initialUsersState: UsersState = {
  page: 0,
  sort: null,
  filters: {},
  searchText: '',
  list: { status: 'idle', items: [], total: 0 },
  selection: noSelection,
  roles: [],
  dataScopes: { status: 'idle', items: [] },
  passwordPolicy: null,
  bulk: { action: null, submitting: false, error: null },
  preview: { status: 'idle', value: null },
  form: { open: false, user: null, submitting: false, error: null },
  notice: null,
};

/** New filters or search: back to the first page, and the selection no longer means the same rows. */
function restart(state: UsersState) {
  state.page = 0;
  state.selection = noSelection;
}

function bulkClosed(state: UsersState) {
  state.bulk = { action: null, submitting: false, error: null };
  state.preview = { status: 'idle', value: null };
  state.selection = noSelection;
}

/** Save in Assign Role. */
export const usersRoleAssigned = createAction<{ roleId: string }>('users/usersRoleAssigned');
/** A data scope chosen in Assign Data Scope (the bulk selection) or in Edit (`userId`): preview what it changes. */
export const dataScopePreviewRequested = createAction<{ dataScopeId: string; userId?: string }>('users/dataScopePreviewRequested');
/** Save in Assign Data Scope. */
export const usersDataScopeAssigned = createAction<{ dataScopeId: string }>('users/usersDataScopeAssigned');
/** The user form sent with valid values. */
export const userFormSubmitted = createAction<UserFormValues>('users/userFormSubmitted');

export const usersSlice = createSlice({
  name: 'users',
  initialState: initialUsersState,
  reducers: {
    /** The screen showed: fetch roles, data scopes, the password policy and the first page. */
    usersScreenOpened(state) {
      state.list.status = 'loading';
    },
    /** Fetch the current page again (Try again, or after background work). */
    usersRequested(state) {
      state.list.status = 'loading';
    },
    usersLoaded(state, action: PayloadAction<{ items: UserListItem[]; total: number }>) {
      state.list = { status: 'loaded', ...action.payload };
    },
    usersFailed(state) {
      state.list.status = 'failed';
    },
    rolesLoaded(state, action: PayloadAction<Role[]>) {
      state.roles = action.payload;
    },
    dataScopesLoaded(state, action: PayloadAction<DataScope[]>) {
      state.dataScopes = { status: 'loaded', items: action.payload };
    },
    dataScopesFailed(state) {
      state.dataScopes = { status: 'failed', items: [] };
    },
    passwordPolicyLoaded(state, action: PayloadAction<PasswordPolicy>) {
      state.passwordPolicy = action.payload;
    },

    /** A keystroke in the search box; the saga applies it after the debounce. */
    usersSearchTyped(state, action: PayloadAction<string>) {
      state.searchText = action.payload;
    },
    usersSearchApplied(state, action: PayloadAction<string>) {
      if (action.payload) state.filters.search = action.payload;
      else delete state.filters.search;
      restart(state);
      state.list.status = 'loading';
    },
    /** Role, source or last-login filters changed (the search is kept). */
    usersFiltersChanged(state, action: PayloadAction<Omit<UserFilters, 'search'>>) {
      state.filters = { ...(state.filters.search ? { search: state.filters.search } : {}), ...action.payload };
      restart(state);
      state.list.status = 'loading';
    },
    /** A column header pressed: `sort` is the field, with a leading `-` for descending. */
    usersSortChanged(state, action: PayloadAction<string | null>) {
      state.sort = action.payload;
      state.page = 0;
      state.list.status = 'loading';
    },
    usersPageChanged(state, action: PayloadAction<number>) {
      state.page = action.payload;
      state.list.status = 'loading';
    },

    usersSelectionChanged(state, action: PayloadAction<UsersSelection>) {
      state.selection = action.payload;
    },
    /** Select every user matching the filters, on every page. */
    usersAllMatchingSelected(state) {
      state.selection = { include: false, ids: [] };
    },
    usersSelectionCleared(state) {
      state.selection = noSelection;
    },

    bulkActionOpened(state, action: PayloadAction<UsersBulkAction>) {
      state.bulk = { action: action.payload, submitting: false, error: null };
      state.preview = { status: 'idle', value: null };
      state.notice = null;
    },
    bulkActionCancelled(state) {
      state.bulk = { action: null, submitting: false, error: null };
      state.preview = { status: 'idle', value: null };
    },
    usersDeleteConfirmed(state) {
      state.bulk.submitting = true;
    },
    dataScopePreviewLoaded(state, action: PayloadAction<AccessChangePreview>) {
      state.preview = { status: 'loaded', value: action.payload };
    },
    dataScopePreviewFailed(state) {
      state.preview = { status: 'failed', value: null };
    },
    /** Edit is back at the user's own data scope, or at none: nothing to preview. */
    dataScopePreviewCleared(state) {
      state.preview = { status: 'idle', value: null };
    },
    /** 200: the list changes in place (spec 4, User bulk actions). */
    bulkActionDone(state, action: PayloadAction<{ action: UsersBulkAction; reply: BulkActionReply; text: string }>) {
      const { reply } = action.payload;
      if (action.payload.action === 'delete') {
        const gone = new Set(reply.ids);
        const before = state.list.items.length;
        state.list.items = state.list.items.filter((user) => !gone.has(user.uuid));
        state.list.total = Math.max(0, state.list.total - Math.max(reply.ids.length, before - state.list.items.length));
      } else {
        const changed = new Map(reply.data.map((user) => [user.uuid, user]));
        state.list.items = state.list.items.map((user) => changed.get(user.uuid) ?? user);
      }
      state.notice = { tone: 'success', text: action.payload.text, skipped: reply.skipped };
      bulkClosed(state);
    },
    /** 202: the work goes on in the background; the saga refetches the list. */
    bulkActionAccepted(state, action: PayloadAction<{ text: string }>) {
      state.notice = { tone: 'info', text: action.payload.text, skipped: [] };
      bulkClosed(state);
    },
    bulkActionFailed(state, action: PayloadAction<string>) {
      state.bulk.submitting = false;
      state.bulk.error = action.payload;
    },
    usersNoticeDismissed(state) {
      state.notice = null;
    },

    /** Add User (null) or Edit on a row. */
    userFormOpened(state, action: PayloadAction<UserListItem | null>) {
      state.form = { open: true, user: action.payload, submitting: false, error: null };
      state.preview = { status: 'idle', value: null };
    },
    userFormClosed(state) {
      state.form = { open: false, user: null, submitting: false, error: null };
      state.preview = { status: 'idle', value: null };
    },
    /** Saved: an edited user changes in place; a created one appears when the list refetches. */
    userSaved(state, action: PayloadAction<{ user: UserListItem; text: string }>) {
      const { user } = action.payload;
      state.list.items = state.list.items.map((item) => (item.uuid === user.uuid ? user : item));
      state.form = { open: false, user: null, submitting: false, error: null };
      state.preview = { status: 'idle', value: null };
      state.notice = { tone: 'success', text: action.payload.text, skipped: [] };
    },
    userSaveFailed(state, action: PayloadAction<string>) {
      state.form.submitting = false;
      state.form.error = action.payload;
    },

    /** Export CSV under the current sort, with the export config modal's choice (default: every column, the current filters). */
    usersExportRequested: {
      reducer() {},
      prepare: (choice?: CsvExportChoice<UsersCsvColumn>) => ({ payload: choice }),
    },
    usersExportFailed(state, action: PayloadAction<string>) {
      state.notice = { tone: 'error', text: action.payload, skipped: [] };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(usersRoleAssigned, (state) => {
        state.bulk.submitting = true;
      })
      .addCase(usersDataScopeAssigned, (state) => {
        state.bulk.submitting = true;
      })
      .addCase(dataScopePreviewRequested, (state) => {
        state.preview = { status: 'loading', value: null };
      })
      .addCase(userFormSubmitted, (state) => {
        state.form.submitting = true;
        state.form.error = null;
      });
  },
});

export const {
  usersScreenOpened,
  usersRequested,
  usersLoaded,
  usersFailed,
  rolesLoaded,
  dataScopesLoaded,
  dataScopesFailed,
  passwordPolicyLoaded,
  usersSearchTyped,
  usersSearchApplied,
  usersFiltersChanged,
  usersSortChanged,
  usersPageChanged,
  usersSelectionChanged,
  usersAllMatchingSelected,
  usersSelectionCleared,
  bulkActionOpened,
  bulkActionCancelled,
  usersDeleteConfirmed,
  dataScopePreviewLoaded,
  dataScopePreviewFailed,
  dataScopePreviewCleared,
  bulkActionDone,
  bulkActionAccepted,
  bulkActionFailed,
  usersNoticeDismissed,
  userFormOpened,
  userFormClosed,
  userSaved,
  userSaveFailed,
  usersExportRequested,
  usersExportFailed,
} = usersSlice.actions;
