import type { ReactNode } from 'react';
import { useAsyncList, type ComboBoxProps as AriaComboBoxProps, type ListBoxItemProps } from 'react-aria-components';
import { FieldHelp } from '../Field/Field';
import { FieldOption } from '../Field/FieldOption';
import { FieldLabel } from '../Field/Field.styles';
import { Chevron, OptionsList, OptionsPopover } from '../Field/Options.styles';
import { FieldGroup, FieldInput, OpenButton, Spinner, StyledComboBox } from './ComboBox.styles';

/** Typing pauses this long before async options are requested. */
export const COMBOBOX_DEBOUNCE_MS = 300;

export interface ComboBoxProps<T extends object>
  extends Omit<
    AriaComboBoxProps<T>,
    'children' | 'className' | 'style' | 'selectionMode' | 'items' | 'defaultItems' | 'allowsEmptyCollection'
  > {
  /** The visible label. Without one, give the combo box an `aria-label`. */
  label?: ReactNode;
  /** Text shown in the empty input. */
  placeholder?: string;
  /** Help text under the field. */
  description?: ReactNode;
  /** The message shown when the combo box is invalid. */
  errorMessage?: ReactNode;
  /**
   * The options as data, filtered on the client by what the user types; `children` then renders
   * one. Leave out for static `ComboBoxItem` children, or when `loadOptions` is given.
   */
  items?: Iterable<T>;
  /**
   * Fetches the options for what the user typed (async mode). Called once typing pauses for
   * `debounceMs`; `signal` aborts when newer text supersedes the request. Items need an `id`.
   */
  loadOptions?: (filterText: string, signal: AbortSignal) => Promise<T[]>;
  /**
   * The pause in typing before `loadOptions` runs, in milliseconds.
   * @default COMBOBOX_DEBOUNCE_MS (300)
   */
  debounceMs?: number;
  /**
   * Shown in the list when no option matches.
   * @default 'No results'
   */
  emptyText?: ReactNode;
  /**
   * Accessible name of the spinner shown while options load, and the list text while there are none yet.
   * @default 'Loading…'
   */
  loadingText?: string;
  /** `ComboBoxItem` elements, or a function that renders a `ComboBoxItem` for each option. */
  children: ReactNode | ((item: T) => ReactNode);
}

interface FieldProps<T extends object> extends Omit<ComboBoxProps<T>, 'loadOptions' | 'debounceMs'> {
  isLoading: boolean;
  /** Options given from outside (async mode): shown as they are, without client filtering. */
  loadedItems?: Iterable<T>;
}

function ComboBoxField<T extends object>({
  label,
  placeholder,
  description,
  errorMessage,
  items,
  loadedItems,
  isLoading,
  emptyText = 'No results',
  loadingText = 'Loading…',
  children,
  ...props
}: FieldProps<T>) {
  return (
    <StyledComboBox<T> {...props} defaultItems={items} items={loadedItems} allowsEmptyCollection>
      {label !== undefined && <FieldLabel>{label}</FieldLabel>}
      <FieldGroup>
        <FieldInput placeholder={placeholder} />
        {isLoading && <Spinner role="progressbar" aria-label={loadingText} />}
        <OpenButton>
          <Chevron viewBox="0 0 12 12" aria-hidden="true">
            <path d="M2.5 4.5L6 8l3.5-3.5" />
          </Chevron>
        </OpenButton>
      </FieldGroup>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <OptionsPopover>
        <OptionsList<T> renderEmptyState={() => (isLoading ? loadingText : emptyText)}>{children}</OptionsList>
      </OptionsPopover>
    </StyledComboBox>
  );
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Superseded by newer input', 'AbortError'));
    });
  });
}

function AsyncComboBox<T extends object>({
  loadOptions,
  debounceMs,
  onInputChange,
  ...props
}: ComboBoxProps<T> & { loadOptions: NonNullable<ComboBoxProps<T>['loadOptions']>; debounceMs: number }) {
  const list = useAsyncList<T>({
    async load({ signal, filterText = '' }) {
      await wait(debounceMs, signal);
      return { items: await loadOptions(filterText, signal) };
    },
  });
  return (
    <ComboBoxField<T>
      {...props}
      loadedItems={list.items}
      isLoading={list.isLoading}
      inputValue={list.filterText}
      onInputChange={(text) => {
        list.setFilterText(text);
        onInputChange?.(text);
      }}
    />
  );
}

/**
 * A text field with a list of options that narrows as the user types; the options are either
 * filtered on the client or fetched with `loadOptions` (debounced, with a spinner and an empty state).
 */
export function ComboBox<T extends object>({ loadOptions, debounceMs = COMBOBOX_DEBOUNCE_MS, ...props }: ComboBoxProps<T>) {
  if (loadOptions) {
    return <AsyncComboBox<T> {...props} loadOptions={loadOptions} debounceMs={debounceMs} />;
  }
  return <ComboBoxField<T> {...props} isLoading={false} />;
}

export interface ComboBoxItemProps extends Omit<ListBoxItemProps, 'children' | 'className' | 'style'> {
  /** The option's content; pass `textValue` too when it is not plain text (the input shows it once chosen). */
  children: ReactNode;
}

/** One option of a ComboBox. */
export function ComboBoxItem(props: ComboBoxItemProps) {
  return <FieldOption {...props} />;
}
