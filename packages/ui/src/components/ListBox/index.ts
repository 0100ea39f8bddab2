export {
  Autocomplete,
  ListBox,
  ListBoxItem,
  ListBoxLoadMore,
  ListBoxSection,
  type AutocompleteProps,
  type ListBoxItemProps,
  type ListBoxLoadMoreProps,
  type ListBoxProps,
  type ListBoxSectionProps,
} from './ListBox';
