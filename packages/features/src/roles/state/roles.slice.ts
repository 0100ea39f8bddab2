import type { CsvExportChoice } from '../../csv-export/csvExportChoice';
import type { RolesCsvColumn } from '../rolesCsvExport';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccessChangePreview, DataScope, DataScopesSection, PermissionCategory, Permissions, Role } from '@vigil/openapi';

type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** What the role editor is doing: closed, or editing a new role or an existing one. */
export type RoleEditorTarget = { kind: 'create' } | { kind: 'edit'; role: Role };

/** A role about to be saved: its name and permissions as the matrix shows them. */
export interface RoleDraft {
  name: string;
  permissions: Permissions;
}

export interface RolesState {
  list: { status: LoadStatus; roles: Role[]; total: number; page: number; search: string; error: string | null };
  catalogue: { status: LoadStatus; categories: PermissionCategory[]; restrictPermissionAssignment: boolean; error: string | null };
  editor: {
    target: RoleEditorTarget | null;
    /** The edit awaiting confirmation after its preview. */
    draft: RoleDraft | null;
    preview: AccessChangePreview | null;
    status: 'editing' | 'previewing' | 'reviewing' | 'saving';
    error: string | null;
  };
  deletion: { role: Role | null; deleting: boolean; error: string | null };
  /** The last outcome to announce (saved, deleted, export failed). */
  notice: { tone: 'success' | 'error'; text: string } | null;
  dataScopes: { status: LoadStatus; scopes: DataScope[]; error: string | null };
  /** The data scope settings modal: its load, its save, and the server's problems by field. */
  dataScopeSettings: {
    open: boolean;
    status: LoadStatus;
    value: DataScopesSection | null;
    saving: boolean;
    error: string | null;
    fieldErrors: Record<string, string>;
    /** Set once a save went through, for the screen's notice. */
    saved: boolean;
  };
}

export const initialRolesState: RolesState = {
  list: { status: 'idle', roles: [], total: 0, page: 0, search: '', error: null },
  catalogue: { status: 'idle', categories: [], restrictPermissionAssignment: false, error: null },
  editor: { target: null, draft: null, preview: null, status: 'editing', error: null },
  deletion: { role: null, deleting: false, error: null },
  notice: null,
  dataScopes: { status: 'idle', scopes: [], error: null },
  dataScopeSettings: { open: false, status: 'idle', value: null, saving: false, error: null, fieldErrors: {}, saved: false },
};

const closedEditor = initialRolesState.editor;

export const rolesSlice = createSlice({
  name: 'roles',
  initialState: initialRolesState,
  reducers: {
    rolesScreenOpened(state) {
      state.list.status = 'loading';
      state.list.error = null;
    },
    rolesRequested(state) {
      state.list.status = 'loading';
      state.list.error = null;
    },
    rolesSearchChanged(state, action: PayloadAction<string>) {
      state.list.search = action.payload;
      state.list.page = 0;
      state.list.status = 'loading';
    },
    rolesPageChanged(state, action: PayloadAction<number>) {
      state.list.page = action.payload;
      state.list.status = 'loading';
    },
    rolesLoaded(state, action: PayloadAction<{ roles: Role[]; total: number }>) {
      state.list.status = 'loaded';
      state.list.roles = action.payload.roles;
      state.list.total = action.payload.total;
    },
    rolesFailed(state, action: PayloadAction<string>) {
      state.list.status = 'failed';
      state.list.error = action.payload;
    },
    permissionCatalogueLoaded(state, action: PayloadAction<{ categories: PermissionCategory[]; restrictPermissionAssignment: boolean }>) {
      state.catalogue = { status: 'loaded', ...action.payload, error: null };
    },
    permissionCatalogueFailed(state, action: PayloadAction<string>) {
      state.catalogue.status = 'failed';
      state.catalogue.error = action.payload;
    },
    roleCreateStarted(state) {
      state.editor = { ...closedEditor, target: { kind: 'create' } };
      state.notice = null;
    },
    roleEditStarted(state, action: PayloadAction<Role>) {
      state.editor = { ...closedEditor, target: { kind: 'edit', role: action.payload } };
      state.notice = null;
    },
    roleEditorClosed(state) {
      state.editor = closedEditor;
    },
    /** Submitted from the editor: a new role is created at once, an edit is previewed first. */
    roleSubmitted(state, action: PayloadAction<RoleDraft>) {
      state.editor.draft = action.payload;
      state.editor.error = null;
      state.editor.status = state.editor.target?.kind === 'edit' ? 'previewing' : 'saving';
    },
    rolePreviewLoaded(state, action: PayloadAction<AccessChangePreview>) {
      state.editor.preview = action.payload;
      state.editor.status = 'reviewing';
    },
    /** Back from the preview to the matrix, the draft kept. */
    rolePreviewDismissed(state) {
      state.editor.preview = null;
      state.editor.status = 'editing';
    },
    roleSaveConfirmed(state) {
      state.editor.status = 'saving';
      state.editor.error = null;
    },
    roleSaved(state, action: PayloadAction<string>) {
      state.editor = closedEditor;
      state.notice = { tone: 'success', text: action.payload };
    },
    roleSaveFailed(state, action: PayloadAction<string>) {
      state.editor.status = 'editing';
      state.editor.preview = null;
      state.editor.error = action.payload;
    },
    roleDeleteRequested(state, action: PayloadAction<Role>) {
      state.deletion = { role: action.payload, deleting: false, error: null };
      state.notice = null;
    },
    roleDeleteCancelled(state) {
      state.deletion = initialRolesState.deletion;
    },
    roleDeleteConfirmed(state) {
      state.deletion.deleting = true;
      state.deletion.error = null;
    },
    roleDeleted(state, action: PayloadAction<string>) {
      state.deletion = initialRolesState.deletion;
      state.notice = { tone: 'success', text: action.payload };
    },
    roleDeleteFailed(state, action: PayloadAction<string>) {
      state.deletion.deleting = false;
      state.deletion.error = action.payload;
    },
    /** Export CSV with the export config modal's choice (default: every column, the current search). */
    rolesCsvRequested: {
      reducer(state) {
        state.notice = null;
      },
      prepare: (choice?: CsvExportChoice<RolesCsvColumn>) => ({ payload: choice }),
    },
    rolesCsvFailed(state, action: PayloadAction<string>) {
      state.notice = { tone: 'error', text: action.payload };
    },
    dataScopeSettingsOpened(state) {
      state.dataScopeSettings = { ...initialRolesState.dataScopeSettings, open: true, status: 'loading' };
    },
    dataScopeSettingsLoaded(state, action: PayloadAction<DataScopesSection>) {
      state.dataScopeSettings.status = 'loaded';
      state.dataScopeSettings.value = action.payload;
    },
    dataScopeSettingsLoadFailed(state, action: PayloadAction<string>) {
      state.dataScopeSettings.status = 'failed';
      state.dataScopeSettings.error = action.payload;
    },
    dataScopeSettingsSubmitted: {
      reducer(state) {
        state.dataScopeSettings.saving = true;
        state.dataScopeSettings.error = null;
        state.dataScopeSettings.fieldErrors = {};
      },
      prepare: (value: DataScopesSection) => ({ payload: value }),
    },
    dataScopeSettingsSaved(state, action: PayloadAction<DataScopesSection>) {
      state.dataScopeSettings = { ...initialRolesState.dataScopeSettings, status: 'loaded', value: action.payload, saved: true };
    },
    dataScopeSettingsSaveFailed(state, action: PayloadAction<{ message: string; fieldErrors: Record<string, string> }>) {
      state.dataScopeSettings.saving = false;
      state.dataScopeSettings.error = action.payload.message;
      state.dataScopeSettings.fieldErrors = action.payload.fieldErrors;
    },
    dataScopeSettingsClosed(state) {
      state.dataScopeSettings.open = false;
      state.dataScopeSettings.saved = false;
    },
    rolesNoticeDismissed(state) {
      state.notice = null;
    },
    dataScopesRequested(state) {
      state.dataScopes.status = 'loading';
      state.dataScopes.error = null;
    },
    dataScopesLoaded(state, action: PayloadAction<DataScope[]>) {
      state.dataScopes = { status: 'loaded', scopes: action.payload, error: null };
    },
    dataScopesFailed(state, action: PayloadAction<string>) {
      state.dataScopes.status = 'failed';
      state.dataScopes.error = action.payload;
    },
  },
});

export const {
  rolesScreenOpened,
  rolesRequested,
  rolesSearchChanged,
  rolesPageChanged,
  rolesLoaded,
  rolesFailed,
  permissionCatalogueLoaded,
  permissionCatalogueFailed,
  roleCreateStarted,
  roleEditStarted,
  roleEditorClosed,
  roleSubmitted,
  rolePreviewLoaded,
  rolePreviewDismissed,
  roleSaveConfirmed,
  roleSaved,
  roleSaveFailed,
  roleDeleteRequested,
  roleDeleteCancelled,
  roleDeleteConfirmed,
  roleDeleted,
  roleDeleteFailed,
  rolesCsvRequested,
  rolesCsvFailed,
  rolesNoticeDismissed,
  dataScopesRequested,
  dataScopesLoaded,
  dataScopesFailed,
  dataScopeSettingsOpened,
  dataScopeSettingsLoaded,
  dataScopeSettingsLoadFailed,
  dataScopeSettingsSubmitted,
  dataScopeSettingsSaved,
  dataScopeSettingsSaveFailed,
  dataScopeSettingsClosed,
} = rolesSlice.actions;
