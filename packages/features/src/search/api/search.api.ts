import {
  unwrap,
  unwrapAttributes,
  unwrapValue,
  type ApiClient,
  type RecentSearchItemCreate,
  type RecentSearchedValue,
  type RecentViewedAsset,
  type SearchCount,
  type SearchFields,
  type SearchResultItem,
} from '@vigil/openapi';
import { GLOBAL_SEARCH_PAGE_SIZE } from '../search.constants';

/** One page of results and whether the server has more after it. */
export interface SearchPage {
  items: SearchResultItem[];
  hasMore: boolean;
}

/** The caller's recent items, newest first. */
export interface RecentSearchItems {
  viewed: RecentViewedAsset[];
  searched: RecentSearchedValue[];
}

/** GET /global_search: the page of results at `skip`, `GLOBAL_SEARCH_PAGE_SIZE` long. */
export async function globalSearch(client: ApiClient, searchValue: string, skip: number, signal?: AbortSignal): Promise<SearchPage> {
  const { data, meta } = await unwrap(
    client.GET('/global_search', { params: { query: { search_value: searchValue, limit: GLOBAL_SEARCH_PAGE_SIZE, skip } }, signal }),
  );
  // A short page is the last; a full one is too when the server says nothing follows.
  return { items: data, hasMore: data.length >= GLOBAL_SEARCH_PAGE_SIZE && (meta.next_cursor !== null || skip + data.length < meta.total) };
}

/** GET /global_search/count: the matches in total and per entity type. */
export function countGlobalSearch(client: ApiClient, searchValue: string, signal?: AbortSignal): Promise<SearchCount> {
  return unwrapAttributes(client.GET('/global_search/count', { params: { query: { search_value: searchValue } }, signal }));
}

/** GET /global_search/fields: the fields search matches, per entity type. */
export function getGlobalSearchFields(client: ApiClient): Promise<SearchFields[]> {
  return unwrapValue(client.GET('/global_search/fields'));
}

/** GET /global_search/recent. */
export function listRecentSearchItems(client: ApiClient): Promise<RecentSearchItems> {
  return unwrapAttributes(client.GET('/global_search/recent'));
}

/** POST /global_search/recent: a viewed asset or a searched value, moved to the top. */
export function addRecentSearchItem(client: ApiClient, body: RecentSearchItemCreate): Promise<RecentSearchItems> {
  return unwrapAttributes(client.POST('/global_search/recent', { body }));
}

/** DELETE /global_search/recent/{itemId}. */
export function deleteRecentSearchItem(client: ApiClient, itemId: string): Promise<RecentSearchItems> {
  return unwrapAttributes(client.DELETE('/global_search/recent/{itemId}', { params: { path: { itemId } } }));
}
