import { createSelector } from '@reduxjs/toolkit';
import type { SearchResultItem } from '@vigil/openapi';
import { SEARCH_MESSAGES as M } from '../search.messages';
import { searchSlice, type SearchState } from './search.slice';

export const selectSearchState = (state: { [searchSlice.reducerPath]: SearchState }) => searchSlice.selectSlice(state);

/** What the modal shows (spec 001 section 2): the error state also while the searchable fields failed (section 8). */
export type SearchView = 'empty' | 'loading' | 'results' | 'no-results' | 'error';

export const selectSearchView = createSelector(selectSearchState, (state): SearchView => {
  if (state.fields.status === 'failed' || state.status === 'failed') return 'error';
  if (state.query === '') return 'empty';
  if (state.status !== 'loaded' || state.fields.status !== 'loaded') return 'loading';
  return state.results.length === 0 ? 'no-results' : 'results';
});

export const selectRecentSearchItems = createSelector(selectSearchState, (state) => state.recent);
export const selectSearchQuery = createSelector(selectSearchState, (state) => state.query);
export const selectSearchPaging = createSelector(selectSearchState, (state) => ({ hasMore: state.hasMore, loadingMore: state.loadingMore }));

/** The results of one entity type, with the server's count of them ("N+" when capped). */
export interface SearchResultGroup {
  entityType: string;
  title: string;
  /** null when the counts do not name the entity type. */
  count: string | null;
  items: SearchResultItem[];
}

/** The results grouped by entity type, the groups in the order of their best match (the server ranks the results). */
export const selectSearchResultGroups = createSelector(selectSearchState, ({ results, count }): SearchResultGroup[] => {
  const byType = new Map<string, SearchResultItem[]>();
  for (const item of results) {
    const group = byType.get(item.entity_type);
    if (group) group.push(item);
    else byType.set(item.entity_type, [item]);
  }
  return [...byType].map(([entityType, items]) => {
    const counted = count?.entity_types.find((entry) => entry.entity_type === entityType);
    return {
      entityType,
      title: M.entityName(entityType),
      count: counted ? M.count(counted.count, count?.capped === true && counted.count >= count.cap) : null,
      items,
    };
  });
});
