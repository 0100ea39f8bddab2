export { globalSearchHandlers } from './globalSearch.js';
export { recentItemsHandlers } from './recentItems.js';
