export { CLEAR_SEARCH_LABEL, SearchField, type SearchFieldProps } from './SearchField';
