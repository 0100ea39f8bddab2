import type { ReactNode } from 'react';
import type { Key, TagGroupProps as AriaTagGroupProps, TagProps as AriaTagProps } from 'react-aria-components';
import { FieldDescription, FieldLabel } from '../Field/Field.styles';
import { ErrorText, RemoveButton, StyledTag, StyledTagGroup, StyledTagList } from './TagGroup.styles';

export interface TagGroupProps<T extends object>
  extends Omit<AriaTagGroupProps, 'children' | 'className' | 'style' | 'onRemove'> {
  /** The visible label. Without one, give the group an `aria-label`. */
  label?: ReactNode;
  /** Help text under the tags. */
  description?: ReactNode;
  /** An error shown under the tags. */
  errorMessage?: ReactNode;
  /** The tags as data; `children` then renders one. Leave out for static `Tag` children. */
  items?: Iterable<T>;
  /**
   * Called with the keys of the tags the user removes (the remove button, Delete or Backspace).
   * Tags show a remove button only when this is given; the caller drops them from its data.
   */
  onRemove?: (keys: Set<Key>) => void;
  /**
   * Shown in place of the tags when there are none.
   * @default 'No tags'
   */
  emptyText?: ReactNode;
  /** `Tag` elements, or a function that renders a `Tag` for each of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * A list of short labels (filters, scopes, asset tags) that may be removed one by one and,
 * with `selectionMode`, selected; the default is no selection.
 */
export function TagGroup<T extends object>({
  label,
  description,
  errorMessage,
  items,
  emptyText = 'No tags',
  children,
  ...props
}: TagGroupProps<T>) {
  return (
    <StyledTagGroup {...props}>
      {label !== undefined && <FieldLabel>{label}</FieldLabel>}
      <StyledTagList<T> items={items} renderEmptyState={() => emptyText}>
        {children}
      </StyledTagList>
      {description !== undefined && <FieldDescription slot="description">{description}</FieldDescription>}
      {errorMessage !== undefined && <ErrorText slot="errorMessage">{errorMessage}</ErrorText>}
    </StyledTagGroup>
  );
}

export interface TagProps extends Omit<AriaTagProps, 'children' | 'className' | 'style'> {
  /** The tag's text; pass `textValue` too when it is not plain text. */
  children: ReactNode;
}

/** One tag of a TagGroup; it shows a remove button when the group has `onRemove`. */
export function Tag({ children, ...props }: TagProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <StyledTag {...props} textValue={textValue}>
      {({ allowsRemoving }) => (
        <>
          {children}
          {allowsRemoving && (
            <RemoveButton slot="remove">
              <svg viewBox="0 0 10 10" aria-hidden="true">
                <path d="M2 2l6 6M8 2l-6 6" />
              </svg>
            </RemoveButton>
          )}
        </>
      )}
    </StyledTag>
  );
}
