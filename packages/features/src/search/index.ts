export {
  searchSlice,
  initialSearchState,
  globalSearchShown,
  moreResultsRequested,
  assetOpened,
  recentRemoved,
  type SearchState,
} from './state/search.slice';
export {
  selectSearchState,
  selectSearchView,
  selectSearchResultGroups,
  selectRecentSearchItems,
  type SearchView,
  type SearchResultGroup,
} from './state/search.selectors';
export { createSearchSaga } from './state/search.sagas';
export { searchFeature, searchFeatures } from './search.feature';
export { GLOBAL_SEARCH_PAGE_SIZE, GLOBAL_SEARCH_DEBOUNCE_MS, assetPath } from './search.constants';
export { SEARCH_MESSAGES } from './search.messages';
