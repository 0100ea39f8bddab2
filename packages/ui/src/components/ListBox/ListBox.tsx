import { useRef, useState, type ReactNode } from 'react';
import { useAutocomplete } from 'react-aria';
import {
  AutocompleteStateContext,
  FieldInputContext,
  Provider,
  SelectableCollectionContext,
  VisuallyHidden,
  type Key,
} from 'react-aria-components';
import { Spinner } from '../Spinner';
import { ItemDescription, ItemLabel, SectionHeader, StyledItem, StyledListBox, StyledLoadMore, StyledSection } from './ListBox.styles';

export interface ListBoxProps {
  /** Names the list for assistive technology. */
  'aria-label': string;
  /** `ListBoxSection`s and `ListBoxItem`s, then an optional `ListBoxLoadMore`. */
  children: ReactNode;
  /** An option was chosen: click, Enter, or Enter in the field of an `Autocomplete` around the list. */
  onAction?: (key: Key) => void;
}

/** A list of options moved through with the arrow keys; Enter or a click acts on one. */
export function ListBox({ children, ...props }: ListBoxProps) {
  return (
    <StyledListBox {...props} selectionMode="none">
      {children}
    </StyledListBox>
  );
}

export interface ListBoxSectionProps {
  /** The section's id among the list's children. */
  id: Key;
  /** Shown above the section's options; it names the group. */
  title: string;
  /** Shown at the end of the title's line (a count); the group's name is "title, detail". */
  detail?: string;
  children: ReactNode;
}

/** A titled group of options. */
export function ListBoxSection({ id, title, detail, children }: ListBoxSectionProps) {
  return (
    <StyledSection id={id}>
      <SectionHeader>
        <span>{title}</span>
        {detail !== undefined && (
          <>
            <VisuallyHidden>, </VisuallyHidden>
            <span>{detail}</span>
          </>
        )}
      </SectionHeader>
      {children}
    </StyledSection>
  );
}

export interface ListBoxItemProps {
  /** The option's key, handed to `onAction`. */
  id: Key;
  /** The option's plain text (typeahead, announcements). */
  textValue: string;
  /** The option's name. */
  label: ReactNode;
  /** Shown under the label; it describes the option for assistive technology. */
  description?: ReactNode;
}

/** One option: its label names it, its description describes it. */
export function ListBoxItem({ label, description, ...props }: ListBoxItemProps) {
  return (
    <StyledItem {...props}>
      <ItemLabel slot="label">{label}</ItemLabel>
      {description !== undefined && <ItemDescription slot="description">{description}</ItemDescription>}
    </StyledItem>
  );
}

export interface ListBoxLoadMoreProps {
  /** Called when the end of the list scrolls into view. */
  onLoadMore?: () => void;
  /**
   * Shows a spinner while the next items load.
   * @default false
   */
  isLoading?: boolean;
  /**
   * The spinner's accessible name.
   * @default 'Loading more'
   */
  label?: string;
}

/** The end of a list that loads more items when it is scrolled into view (the last child of a `ListBox`). */
export function ListBoxLoadMore({ onLoadMore, isLoading = false, label = 'Loading more' }: ListBoxLoadMoreProps) {
  return (
    <StyledLoadMore {...(onLoadMore ? { onLoadMore } : {})} isLoading={isLoading}>
      <Spinner size="sm" label={label} />
    </StyledLoadMore>
  );
}

export interface AutocompleteProps {
  /** The field's text (controlled). */
  inputValue: string;
  onInputChange: (value: string) => void;
  /** A `SearchField` and a `ListBox` (or another content in the list's place). */
  children: ReactNode;
}

/**
 * Joins a `SearchField` to the `ListBox` beside it: the arrow keys in the field move through the
 * options and Enter acts on the one in focus; typing forward puts the first option in focus. The
 * options are not filtered here: the caller shows the ones matching the text (a server search).
 */
export function Autocomplete({ inputValue, onInputChange, children }: AutocompleteProps) {
  // react-aria's hook under the contexts its SearchField and ListBox read, rather than its
  // Autocomplete component: that component shares a module with the contexts every TextField
  // reads, so using it would put the autocomplete code on the login page.
  const [focusedNodeId, setFocusedNodeId] = useState<string | null>(null);
  const state = { inputValue, setInputValue: onInputChange, focusedNodeId, setFocusedNodeId };
  const inputRef = useRef<HTMLInputElement>(null);
  const collectionRef = useRef<HTMLElement>(null);
  const { inputProps, collectionProps, collectionRef: listRef, filter } = useAutocomplete({ inputRef, collectionRef }, state);
  return (
    <Provider
      values={[
        [AutocompleteStateContext, state],
        [FieldInputContext, { ...inputProps, ref: inputRef }],
        [SelectableCollectionContext, { ...collectionProps, filter, ref: listRef }],
      ]}
    >
      {children}
    </Provider>
  );
}
