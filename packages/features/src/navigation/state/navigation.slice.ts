import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DataScopeOptions, Tenant, Workspace } from '@vigil/openapi';
import { dataScopeConnectRequested } from '../../shell/state/shell.slice';

/** A list fetched on demand (when a menu opens, when a page shows). */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface NavigationState {
  /** Unread notifications (the Findings entry's badge); null until counted. */
  notificationCount: number | null;
  /** The Connect As menu's scopes, fetched each time the menu opens. */
  dataScopeOptions: { status: LoadStatus; options: DataScopeOptions | null };
  /** The scope the user picked in Connect As, waiting for confirmation; null when none. */
  pendingDataScope: { uuid: string; name: string } | null;
  /** An identity switch (impersonation, Connect As, tenant, or the way back) is under way. */
  switchingIdentity: boolean;
  /** The switcher's workspaces, fetched each time it opens. */
  workspaces: { status: LoadStatus; items: Workspace[] };
  /** The workspace switched to in this session; until then the current user's. */
  switchedWorkspace: Workspace | null;
  /** The spec's flag: raised when the switch moved into the global workspace from another. */
  enteredGlobalWorkspace: boolean;
  /** The Tenants Management list. */
  tenants: { status: LoadStatus; items: Tenant[] };
}

export const initialNavigationState: NavigationState = {
  notificationCount: null,
  dataScopeOptions: { status: 'idle', options: null },
  pendingDataScope: null,
  switchingIdentity: false,
  workspaces: { status: 'idle', items: [] },
  switchedWorkspace: null,
  enteredGlobalWorkspace: false,
  tenants: { status: 'idle', items: [] },
};

/** A workspace picked in the switcher, with the path the user is on (for where to go after). */
export const workspaceSelected = createAction<{ id: string; pathname: string }>('navigation/workspaceSelected');

export const navigationSlice = createSlice({
  name: 'navigation',
  initialState: initialNavigationState,
  reducers: {
    notificationCountLoaded(state, action: PayloadAction<{ count: number }>) {
      state.notificationCount = action.payload.count;
    },
    /** The count is not for this user (in a data scope, or without Notifications View). */
    notificationCountCleared(state) {
      state.notificationCount = null;
    },

    /** The Connect As submenu opened: fetch the scopes. */
    connectAsMenuOpened(state) {
      state.dataScopeOptions.status = 'loading';
    },
    dataScopeOptionsLoaded(state, action: PayloadAction<DataScopeOptions>) {
      state.dataScopeOptions = { status: 'loaded', options: action.payload };
    },
    dataScopeOptionsFailed(state) {
      state.dataScopeOptions = { status: 'failed', options: null };
    },
    /** Connect in the confirmation. */
    dataScopeConnectConfirmed() {},
    /** Cancel in the confirmation. */
    dataScopeConnectCancelled(state) {
      state.pendingDataScope = null;
    },
    identitySwitchStarted(state) {
      state.switchingIdentity = true;
    },
    /** The switch failed: nothing changed, the confirmation (if any) closes. */
    identitySwitchFailed(state) {
      state.switchingIdentity = false;
      state.pendingDataScope = null;
    },

    /** The switcher opened: fetch the workspaces. */
    workspaceMenuOpened(state) {
      state.workspaces.status = 'loading';
    },
    workspacesLoaded(state, action: PayloadAction<Workspace[]>) {
      state.workspaces = { status: 'loaded', items: action.payload };
    },
    workspacesFailed(state) {
      state.workspaces = { status: 'failed', items: [] };
    },
    workspaceSwitched(state, action: PayloadAction<{ workspace: Workspace; previous: Workspace | null }>) {
      const { workspace, previous } = action.payload;
      state.switchedWorkspace = workspace;
      state.enteredGlobalWorkspace = (workspace.is_global ?? false) && previous !== null && !(previous.is_global ?? false);
    },

    /** The Tenants Management page wants its list. */
    tenantsRequested(state) {
      state.tenants.status = 'loading';
    },
    tenantsLoaded(state, action: PayloadAction<Tenant[]>) {
      state.tenants = { status: 'loaded', items: action.payload };
    },
    tenantsFailed(state) {
      state.tenants = { status: 'failed', items: [] };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(dataScopeConnectRequested, (state, action) => {
      state.pendingDataScope = { uuid: action.payload.uuid, name: action.payload.name };
    });
  },
});

export const {
  notificationCountLoaded,
  notificationCountCleared,
  connectAsMenuOpened,
  dataScopeOptionsLoaded,
  dataScopeOptionsFailed,
  dataScopeConnectConfirmed,
  dataScopeConnectCancelled,
  identitySwitchStarted,
  identitySwitchFailed,
  workspaceMenuOpened,
  workspacesLoaded,
  workspacesFailed,
  workspaceSwitched,
  tenantsRequested,
  tenantsLoaded,
  tenantsFailed,
} = navigationSlice.actions;
