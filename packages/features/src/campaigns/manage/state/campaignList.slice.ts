import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CampaignStatus, CampaignSummary } from '@vigil/openapi';
import type { CursorPage } from '../../../queries/api/queries.api';

export interface CampaignListState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  items: CampaignSummary[];
  total: number;
  /** The cursor of the page after the last one shown; null on the last page. */
  nextCursor: string | null;
  loadingMore: boolean;
  /** The status the list narrows to; null for all. */
  statusFilter: CampaignStatus | null;
  /** Why the last load failed (the server's sentence). */
  error: string | null;
}

export const initialCampaignListState: CampaignListState = {
  status: 'idle',
  items: [],
  total: 0,
  nextCursor: null,
  loadingMore: false,
  statusFilter: null,
  error: null,
};

export const campaignListSlice = createSlice({
  name: 'campaignList',
  initialState: initialCampaignListState,
  reducers: {
    /** The list screen mounted: the first page is fetched. */
    campaignsScreenOpened: (state) => {
      state.status = 'loading';
      state.error = null;
    },
    /** Fetch the first page again (Try again). */
    campaignsRequested: (state) => {
      state.status = 'loading';
      state.error = null;
    },
    campaignsStatusFilterChanged: (state, { payload }: PayloadAction<CampaignStatus | null>) => {
      state.statusFilter = payload;
      state.status = 'loading';
      state.error = null;
    },
    /** Load more: the page after the last one shown. */
    campaignsMoreRequested: (state) => {
      if (state.nextCursor) state.loadingMore = true;
    },
    campaignsLoaded: (state, { payload }: PayloadAction<{ page: CursorPage<CampaignSummary>; append: boolean }>) => {
      const { page, append } = payload;
      state.items = append ? [...state.items, ...page.items] : page.items;
      state.total = page.total;
      state.nextCursor = page.nextCursor;
      state.status = 'loaded';
      state.loadingMore = false;
      state.error = null;
    },
    campaignsFailed: (state, { payload }: PayloadAction<{ error: string; append: boolean }>) => {
      state.loadingMore = false;
      // A failed Load more keeps the pages already shown.
      if (payload.append) state.error = payload.error;
      else Object.assign(state, { status: 'failed', items: [], total: 0, nextCursor: null, error: payload.error });
    },
  },
});

export const { campaignsScreenOpened, campaignsRequested, campaignsStatusFilterChanged, campaignsMoreRequested, campaignsLoaded, campaignsFailed } =
  campaignListSlice.actions;
