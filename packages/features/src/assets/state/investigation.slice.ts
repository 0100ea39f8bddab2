import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { InvestigationEvent } from '@vigil/openapi';
import type { InvestigationFilters, InvestigationPage } from '../api/assets.api';

export interface InvestigationState {
  entity: string | null;
  id: string | null;
  /** Today's date (YYYY-MM-DD) when the tab opened: the default range ends on it and no date after it is picked. */
  today: string | null;
  filters: InvestigationFilters | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  events: InvestigationEvent[];
  total: number;
  nextCursor: string | null;
  loadingMore: boolean;
  error: string | null;
}

export const initialInvestigationState: InvestigationState = {
  entity: null,
  id: null,
  today: null,
  filters: null,
  status: 'idle',
  events: [],
  total: 0,
  nextCursor: null,
  loadingMore: false,
  error: null,
};

export const investigationSlice = createSlice({
  name: 'investigation',
  initialState: initialInvestigationState,
  reducers: {
    /** The Investigation tab of an asset opened: the saga sets the default range (the last 7 days). */
    investigationOpened: (_state, action: PayloadAction<{ entity: string; id: string }>) => ({
      ...initialInvestigationState,
      entity: action.payload.entity,
      id: action.payload.id,
      status: 'loading',
    }),
    investigationFiltersChanged: (state: InvestigationState, action: PayloadAction<{ filters: InvestigationFilters; today?: string }>) => {
      state.filters = action.payload.filters;
      if (action.payload.today) state.today = action.payload.today;
      state.status = 'loading';
      state.events = [];
      state.nextCursor = null;
      state.loadingMore = false;
      state.error = null;
    },
    investigationLoaded: (state: InvestigationState, action: PayloadAction<InvestigationPage>) => {
      state.status = 'loaded';
      state.events = action.payload.events;
      state.total = action.payload.total;
      state.nextCursor = action.payload.nextCursor;
    },
    investigationFailed: (state: InvestigationState, action: PayloadAction<string>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
    investigationMoreRequested: (state: InvestigationState) => {
      if (state.nextCursor !== null && state.status === 'loaded') state.loadingMore = true;
    },
    investigationMoreLoaded: (state: InvestigationState, action: PayloadAction<InvestigationPage>) => {
      for (const event of action.payload.events) state.events.push(event);
      state.total = action.payload.total;
      state.nextCursor = action.payload.nextCursor;
      state.loadingMore = false;
    },
    investigationMoreFailed: (state: InvestigationState, action: PayloadAction<string>) => {
      state.loadingMore = false;
      state.error = action.payload;
    },
  },
});

export const {
  investigationOpened,
  investigationFiltersChanged,
  investigationLoaded,
  investigationFailed,
  investigationMoreRequested,
  investigationMoreLoaded,
  investigationMoreFailed,
} = investigationSlice.actions;
