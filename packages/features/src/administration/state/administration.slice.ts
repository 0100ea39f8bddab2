import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SystemOverview } from '@vigil/openapi';

export interface AdministrationState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The last overview loaded; kept while a refresh loads or fails. */
  overview: SystemOverview | null;
  error: string | null;
}

export const initialAdministrationState: AdministrationState = { status: 'idle', overview: null, error: null };

export const administrationSlice = createSlice({
  name: 'administration',
  initialState: initialAdministrationState,
  reducers: {
    systemOverviewRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    systemOverviewLoaded(state, action: PayloadAction<SystemOverview>) {
      state.status = 'loaded';
      state.overview = action.payload;
    },
    systemOverviewFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
});

export const { systemOverviewRequested, systemOverviewLoaded, systemOverviewFailed } = administrationSlice.actions;
