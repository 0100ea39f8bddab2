import { Button, Icon, IconButton, Select, SelectItem } from '@vigil/ui';
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { ListBoxSection } from 'react-aria-components';
import {
  isOptionGroupArray,
  type ActionProps,
  type CombinatorSelectorProps,
  type FieldSelectorProps,
  type FullOption,
  type FullOptionList,
  type NotToggleProps,
  type OperatorSelectorProps,
  type ValueSelectorProps,
} from 'react-querybuilder';
import { operatorOptions, type BuilderField } from '../../builder';
import { useRow } from './builderContext';
import { QUERY_BUILDER_MESSAGES as M } from './QueryBuilder.messages';
import { CONTROL_WIDTH_PX, ControlSlot, NotButton, Segment, Segments, SectionHeader, StaticValue } from './QueryBuilder.styles';

/**
 * Equal props for a control that reads only its state, handler and disabled flag (and its row
 * from context): react-querybuilder also hands every control the whole rule, which changes with
 * each typed character.
 */
function sameUse(before: object, after: object): boolean {
  const keys = ['checked', 'handleOnChange', 'handleOnClick', 'disabled'] as const;
  return keys.every((key) => Object.is((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key]));
}

/**
 * A stable function that calls the control's latest `handleOnChange`, so the memoised Select
 * behind it is not drawn again when react-querybuilder hands the control new props.
 */
function useChangeHandler(props: { handleOnChange(value: unknown): void }): (value: string) => void {
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  return useCallback((value: string) => {
    latest.current.handleOnChange(value);
  }, []);
}

const flatten = (options: FullOptionList<FullOption>): FullOption[] =>
  isOptionGroupArray(options) ? options.flatMap((group) => group.options) : options;

const labelOf = (options: FullOptionList<FullOption>, value: string | undefined) => flatten(options).find((option) => option.name === value)?.label;

/** The options of a select, in sections when they come grouped (the field picker). */
function renderOptions(options: FullOptionList<FullOption>) {
  if (!isOptionGroupArray(options)) {
    return options.map((option) => (
      <SelectItem key={option.name} id={option.name} textValue={option.label}>
        {option.label}
      </SelectItem>
    ));
  }
  return options.map((group) => (
    <ListBoxSection key={group.label} id={group.label}>
      <SectionHeader>{group.label}</SectionHeader>
      {group.options.map((option) => (
        <SelectItem key={option.name} id={option.name} textValue={option.label}>
          {option.label}
        </SelectItem>
      ))}
    </ListBoxSection>
  ));
}

interface PickerProps {
  label: string;
  placeholder: string;
  width: number;
  options: FullOptionList<FullOption>;
  value: string | undefined;
  onChange: (value: string) => void;
  disabled: boolean | undefined;
  /** Marks the control that takes focus when its row is added. */
  focusTarget?: boolean;
}

/** A design-system Select named for its row, or the chosen option as text while read-only. */
function PickerBase({ label, placeholder, width, options, value, onChange, disabled, focusTarget }: PickerProps) {
  const { problemsId } = useRow();
  const items = useMemo(() => renderOptions(options), [options]);
  const known = flatten(options).some((option) => option.name === value);
  if (disabled) return <StaticValue data-muted={known ? undefined : true}>{labelOf(options, value) ?? (value || placeholder)}</StaticValue>;
  return (
    <ControlSlot $width={width} data-focus-target={focusTarget || undefined}>
      <Select
        aria-label={label}
        aria-describedby={problemsId}
        placeholder={placeholder}
        value={known ? (value ?? null) : null}
        onChange={(key) => {
          if (key !== null) onChange(String(key));
        }}
      >
        {items}
      </Select>
    </ControlSlot>
  );
}

/** Not drawn again while the row's value is typed: its options are the same objects. */
const Picker = memo(PickerBase);

/** The field of a row, from the fields in sections (common, the entity's own, relationships). */
export function FieldSelector(props: FieldSelectorProps) {
  const { label } = useRow();
  const onChange = useChangeHandler(props);
  return (
    <Picker
      label={M.fieldOf(label)}
      placeholder={M.fieldPlaceholder}
      width={CONTROL_WIDTH_PX.field}
      options={props.options}
      value={props.value}
      onChange={onChange}
      disabled={props.disabled}
      focusTarget
    />
  );
}

/** The operator of a row: those of its field's kind, and the current one even when it does not fit. */
export function OperatorSelector(props: OperatorSelectorProps) {
  const { label } = useRow();
  const onChange = useChangeHandler(props);
  const { value } = props;
  const dataField = (props.fieldData as Partial<BuilderField>).dataField;
  const options = useMemo(() => operatorOptions(dataField, value), [dataField, value]);
  return (
    <Picker
      label={M.operatorOf(label)}
      placeholder={M.operatorPlaceholder}
      width={CONTROL_WIDTH_PX.operator}
      options={options}
      value={value}
      onChange={onChange}
      disabled={props.disabled}
    />
  );
}

/** A plain select of options (react-querybuilder's generic value selector). */
export function ValueSelector(props: ValueSelectorProps) {
  const { label } = useRow();
  const onChange = useChangeHandler(props);
  return (
    <Picker
      label={M.valueOf(label)}
      placeholder={M.valuePlaceholder}
      width={CONTROL_WIDTH_PX.value}
      options={props.options}
      value={props.value}
      onChange={onChange}
      disabled={props.disabled}
    />
  );
}

/** and / or of a group, as two segments; neither is pressed when the group has no valid operator. */
export function CombinatorSelector(props: CombinatorSelectorProps) {
  const { options, value, disabled } = props;
  const { label, problemsId } = useRow();
  const choices = flatten(options);
  const selected = choices.some((option) => option.name === value) && value ? [value] : [];
  if (disabled) return <StaticValue data-strong>{labelOf(options, value) ?? '—'}</StaticValue>;
  return (
    <Segments
      aria-label={M.logicalOperatorOf(label)}
      aria-describedby={problemsId}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={selected}
      onSelectionChange={(keys) => {
        const [key] = keys;
        if (key !== undefined) props.handleOnChange(String(key));
      }}
      isDisabled={disabled}
      data-invalid={selected.length === 0 || undefined}
    >
      {choices.map((option) => (
        <Segment key={option.name} id={option.name}>
          {option.label}
        </Segment>
      ))}
    </Segments>
  );
}

/** Negates a group or a condition; drawn again only when what it shows or calls changes. */
export const NotToggle = memo(function NotToggle(props: NotToggleProps) {
  const { label } = useRow();
  if (props.disabled) return props.checked ? <StaticValue data-strong>{M.not}</StaticValue> : null;
  return (
    <NotButton
      aria-label={M.notOf(label)}
      isSelected={!!props.checked}
      onChange={(checked) => {
        props.handleOnChange(checked);
      }}
    >
      {M.not}
    </NotButton>
  );
}, sameUse);

/** A text button of react-querybuilder's actions; hidden while read-only. */
export function ActionElement(props: ActionProps) {
  if (props.disabled) return null;
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-label={props.title}
      onPress={() => {
        props.handleOnClick();
      }}
    >
      {props.label}
    </Button>
  );
}

export function AddRuleAction(props: ActionProps) {
  const { label } = useRow();
  if (props.disabled) return null;
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={M.addConditionTo(label)}
      onPress={() => {
        props.handleOnClick();
      }}
      data-add-rule
    >
      <Icon name="plus" size={14} />
      {M.addCondition}
    </Button>
  );
}

export function AddGroupAction(props: ActionProps) {
  const { label } = useRow();
  if (props.disabled) return null;
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-label={M.addGroupTo(label)}
      onPress={() => {
        props.handleOnClick();
      }}
    >
      <Icon name="plus" size={14} />
      {M.addGroup}
    </Button>
  );
}

/** Removes the row or group it sits in. */
export const RemoveAction = memo(function RemoveAction(props: ActionProps) {
  const { label } = useRow();
  if (props.disabled) return null;
  return (
    <IconButton
      icon="trash"
      size="sm"
      aria-label={M.remove(label)}
      onPress={() => {
        props.handleOnClick();
      }}
    />
  );
}, sameUse);
