import { useRef, useState, type ReactNode } from 'react';
import { Input, type SearchFieldProps as AriaSearchFieldProps } from 'react-aria-components';
import { InputLabel, InputMessages, type FieldErrorMessage } from '../Field/Field';
import { ControlGroup, FieldIconButton } from '../Field/Field.styles';
import {
  ClearButton,
  SearchIconSlot,
  SearchRoot,
  ShortcutHint,
  TriggerBox,
  TriggerButton,
  TriggerLabel,
  TriggerRoot,
  TriggerText,
} from './SearchField.styles';

/** Accessible name of the clear button. */
export const CLEAR_SEARCH_LABEL = 'Clear search';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children' | 'className' | 'style' | 'render'> {
  /** Names the field; shown above it unless `isLabelHidden`. */
  label: string;
  /**
   * Keeps the label for assistive technology only, for a field whose purpose the layout
   * makes plain (the top bar's search).
   * @default false
   */
  isLabelHidden?: boolean;
  /** Help text under the field. */
  description?: ReactNode;
  /** The error shown while the field is invalid; without it, the validation errors are shown. */
  errorMessage?: FieldErrorMessage;
  /** Hint shown inside the empty field. */
  placeholder?: string;
  /**
   * Makes the field a read-only trigger: it looks like a search box, shows the current
   * value, and calls this on click, Enter or Space (e.g. to open a search modal). Typing is
   * left to what it opens; the clear button still clears the value.
   */
  onActivate?: () => void;
  /** A keyboard shortcut shown at the end of the field, e.g. 'Ctrl+Y'. Only shown; bind it yourself. */
  shortcutHint?: string;
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" aria-hidden="true">
      <circle cx="7" cy="7" r="4.5" />
      <path d="m10.5 10.5 3.5 3.5" />
    </svg>
  );
}

function ClearIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" aria-hidden="true">
      <path d="m4.5 4.5 7 7m0-7-7 7" />
    </svg>
  );
}

/**
 * A search input with a clear button: Enter submits, Escape clears. With `onActivate` it is
 * a read-only search box that opens something else (the top bar's global search).
 */
export function SearchField(props: SearchFieldProps) {
  return props.onActivate ? <SearchTrigger {...props} onActivate={props.onActivate} /> : <EditableSearchField {...props} />;
}

function EditableSearchField({
  label,
  isLabelHidden = false,
  description,
  errorMessage,
  placeholder,
  shortcutHint,
  ...props
}: SearchFieldProps) {
  return (
    <SearchRoot {...props} aria-label={isLabelHidden ? label : undefined}>
      {({ isInvalid }) => (
        <>
          {!isLabelHidden && <InputLabel>{label}</InputLabel>}
          <ControlGroup>
            <SearchIconSlot>
              <SearchIcon />
            </SearchIconSlot>
            <Input placeholder={placeholder} />
            {shortcutHint !== undefined && <ShortcutHint aria-hidden="true">{shortcutHint}</ShortcutHint>}
            <ClearButton aria-label={CLEAR_SEARCH_LABEL}>
              <ClearIcon />
            </ClearButton>
          </ControlGroup>
          {(description !== undefined || isInvalid) && (
            <InputMessages description={description} errorMessage={errorMessage} />
          )}
        </>
      )}
    </SearchRoot>
  );
}

function SearchTrigger({
  label,
  isLabelHidden = false,
  placeholder,
  shortcutHint,
  value: valueProp,
  defaultValue = '',
  onChange,
  onClear,
  onActivate,
  isDisabled = false,
  id,
}: SearchFieldProps & { onActivate: () => void }) {
  const [valueState, setValueState] = useState(defaultValue);
  const value = valueProp ?? valueState;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const isEmpty = value === '';

  return (
    <TriggerRoot>
      {!isLabelHidden && <TriggerLabel>{label}</TriggerLabel>}
      <TriggerBox isDisabled={isDisabled} role="presentation" data-empty={isEmpty || undefined}>
        <TriggerButton
          ref={triggerRef}
          id={id}
          aria-label={isEmpty ? label : `${label}: ${value}`}
          aria-haspopup="dialog"
          isDisabled={isDisabled}
          onPress={onActivate}
        >
          <SearchIconSlot>
            <SearchIcon />
          </SearchIconSlot>
          <TriggerText data-placeholder={isEmpty || undefined}>{isEmpty ? placeholder : value}</TriggerText>
        </TriggerButton>
        {shortcutHint !== undefined && <ShortcutHint aria-hidden="true">{shortcutHint}</ShortcutHint>}
        {!isEmpty && (
          <FieldIconButton
            aria-label={CLEAR_SEARCH_LABEL}
            isDisabled={isDisabled}
            onPress={() => {
              setValueState('');
              onChange?.('');
              onClear?.();
              // The clear button goes away with the value; keep focus in the field.
              triggerRef.current?.focus();
            }}
          >
            <ClearIcon />
          </FieldIconButton>
        )}
      </TriggerBox>
    </TriggerRoot>
  );
}
