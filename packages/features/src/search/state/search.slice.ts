import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SearchCount, SearchFields, SearchResultItem } from '@vigil/openapi';
import { searchChanged, searchCleared, searchSubmitted } from '../../topbar/state/topbar.slice';
import type { RecentSearchItems } from '../api/search.api';

type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface SearchState {
  /** GET /global_search/fields, once per sign-in; the modal shows the error state while it failed. */
  fields: { status: LoadStatus; value: SearchFields[] };
  /** The value the results are for (trimmed); '' while nothing is searched. */
  query: string;
  /** The results of `query`: loading from a keystroke until its first page and counts arrive. */
  status: LoadStatus;
  results: SearchResultItem[];
  count: SearchCount | null;
  hasMore: boolean;
  loadingMore: boolean;
  recent: RecentSearchItems & { status: LoadStatus };
}

export const initialSearchState: SearchState = {
  fields: { status: 'idle', value: [] },
  query: '',
  status: 'idle',
  results: [],
  count: null,
  hasMore: false,
  loadingMore: false,
  recent: { status: 'idle', viewed: [], searched: [] },
};

/** The value typed in the top bar's search: nothing to search once it is blank. */
function typed(state: SearchState, value: string) {
  const query = value.trim();
  if (query === '') {
    Object.assign(state, { query: '', status: 'idle', results: [], count: null, hasMore: false, loadingMore: false });
  } else if (query !== state.query || state.status === 'failed') {
    Object.assign(state, { query, status: 'loading', loadingMore: false });
  }
}

export const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    /** The modal's content mounted (at each opening): fields once, the recent items, the top bar's value searched. */
    globalSearchShown(state, action: PayloadAction<string>) {
      typed(state, action.payload);
      if (state.fields.status !== 'loaded') state.fields.status = 'loading';
      state.recent.status = 'loading';
    },
    fieldsLoaded(state, action: PayloadAction<SearchFields[]>) {
      state.fields = { status: 'loaded', value: action.payload };
    },
    fieldsFailed(state) {
      state.fields.status = 'failed';
    },
    /** The first page and the counts of `query`. */
    resultsLoaded(state, action: PayloadAction<{ query: string; items: SearchResultItem[]; hasMore: boolean; count: SearchCount }>) {
      if (action.payload.query !== state.query) return;
      Object.assign(state, { status: 'loaded', results: action.payload.items, hasMore: action.payload.hasMore, count: action.payload.count });
    },
    resultsFailed(state, action: PayloadAction<{ query: string }>) {
      if (action.payload.query !== state.query) return;
      Object.assign(state, { status: 'failed', results: [], count: null, hasMore: false });
    },
    /** The list was scrolled to its end. */
    moreResultsRequested(state) {
      if (state.status === 'loaded' && state.hasMore) state.loadingMore = true;
    },
    /** The page of `query` at `skip`: kept only when it still follows the results shown. */
    moreResultsLoaded(state, action: PayloadAction<{ query: string; skip: number; items: SearchResultItem[]; hasMore: boolean }>) {
      const { query, skip, items, hasMore } = action.payload;
      if (query !== state.query || skip !== state.results.length) return;
      state.results.push(...items);
      state.hasMore = hasMore;
      state.loadingMore = false;
    },
    /** A next page failed: the results shown stay, and scrolling to the end asks again. */
    moreResultsFailed(state) {
      state.loadingMore = false;
    },
    recentLoaded(state, action: PayloadAction<RecentSearchItems>) {
      state.recent = { status: 'loaded', ...action.payload };
    },
    recentFailed(state) {
      state.recent.status = 'failed';
    },
    /** A recent item's remove button: it goes at once; the server's reply is the list after. */
    recentRemoved(state, action: PayloadAction<string>) {
      state.recent.viewed = state.recent.viewed.filter((item) => item.id !== action.payload);
      state.recent.searched = state.recent.searched.filter((item) => item.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(searchChanged, (state, action) => {
        typed(state, action.payload);
      })
      .addCase(searchSubmitted, (state, action) => {
        typed(state, action.payload);
      })
      .addCase(searchCleared, (state) => {
        typed(state, '');
      });
  },
});

export const {
  globalSearchShown,
  fieldsLoaded,
  fieldsFailed,
  resultsLoaded,
  resultsFailed,
  moreResultsRequested,
  moreResultsLoaded,
  moreResultsFailed,
  recentLoaded,
  recentFailed,
  recentRemoved,
} = searchSlice.actions;

/** A result or a recently viewed asset was opened (the view navigated to its page). */
export const assetOpened = createAction<{ entityType: string; assetId: string }>('search/assetOpened');
