import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DiscoveryLifecycle } from '@vigil/openapi';
import { discoveryLifecycleLoaded } from '../../topbar/state/topbar.slice';
import type { RecentSearchItems } from '../../search/api/search.api';
import type { AssetSummary } from '../api/home.api';

/** One part of the landing page: not asked for (the role does not see it), loading, loaded or failed. */
export type SectionStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface HomeSection<T> {
  status: SectionStatus;
  data: T | null;
}

export interface HomeState {
  /** The count per asset type (with Assets/View). */
  assets: HomeSection<AssetSummary>;
  /** Where discovery stands (with Dashboard/View); kept fresh by the top bar's polling. */
  discovery: HomeSection<DiscoveryLifecycle>;
  /** The user's recently viewed assets and searched values (with Assets/View). */
  recent: HomeSection<RecentSearchItems>;
}

const idle = { status: 'idle', data: null } as const;

export const initialHomeState: HomeState = { assets: idle, discovery: idle, recent: idle };

export type HomeSectionName = keyof HomeState;

export const homeSlice = createSlice({
  name: 'home',
  initialState: initialHomeState,
  reducers: {
    /** The landing page showed (or Retry was pressed): load what the role sees. */
    homeOpened() {},
    homeSectionRequested(state, action: PayloadAction<HomeSectionName>) {
      state[action.payload].status = 'loading';
    },
    homeSectionFailed(state, action: PayloadAction<HomeSectionName>) {
      state[action.payload] = { status: 'failed', data: null };
    },
    assetSummaryLoaded(state, action: PayloadAction<AssetSummary>) {
      state.assets = { status: 'loaded', data: action.payload };
    },
    recentItemsLoaded(state, action: PayloadAction<RecentSearchItems>) {
      state.recent = { status: 'loaded', data: action.payload };
    },
    homeDiscoveryLoaded(state, action: PayloadAction<DiscoveryLifecycle>) {
      state.discovery = { status: 'loaded', data: action.payload };
    },
  },
  extraReducers: (builder) => {
    // The top bar polls the same status every 3 s: the page follows it without asking again.
    builder.addCase(discoveryLifecycleLoaded, (state, action) => {
      state.discovery = { status: 'loaded', data: action.payload };
    });
  },
});

export const { homeOpened, homeSectionRequested, homeSectionFailed, assetSummaryLoaded, recentItemsLoaded, homeDiscoveryLoaded } = homeSlice.actions;
