import { QUERIES_MESSAGES } from '../queries/queries.messages';
import { TOPBAR_MESSAGES } from '../topbar/topbar.messages';

/** The global search modal's texts; quoted ones are the spec's (001 sections 2, 4 and 8), letter for letter. */
export const SEARCH_MESSAGES = {
  /** The modal's name and the field's: the top bar's. */
  title: TOPBAR_MESSAGES.search,
  field: TOPBAR_MESSAGES.searchPlaceholder,
  startSearching: TOPBAR_MESSAGES.startSearching,
  startSearchingHint: TOPBAR_MESSAGES.startSearchingHint,
  noResults: 'No results found',
  // The spec gives the hints' gist, not their words: designed.
  noResultsHint: 'Try adjusting your search to find what you are looking for.',
  error: 'Sorry, something went wrong',
  errorHint: 'Please try again, or contact support if the problem persists.',
  loading: 'Searching',
  loadingMore: 'Loading more results',
  results: 'Search results',
  recentlyViewed: 'Recently viewed',
  recentlySearched: 'Recently searched',
  /** The accessible name of a recent item's remove button. */
  remove: (value: string) => `Remove ${value}`,
  entityName: QUERIES_MESSAGES.entityName,
  /** A group's count: "N+" when the server stopped counting at its cap. */
  count: (count: number, capped: boolean) => `${count.toLocaleString('en-US')}${capped ? '+' : ''}`,
  adapters: 'Adapters',
} as const;
