import type { DataField } from '@vigil/openapi';
import { useMemo } from 'react';
import {
  QueryBuilder as ReactQueryBuilder,
  type ControlElementsProp,
  type FullCombinator,
  type FullField,
  type FullOperator,
  type OptionGroup,
  type RuleType,
  type ValueEditorType,
} from 'react-querybuilder';
import { defaultValue, fieldSections, nextBuilderId, operatorOptions, subFieldOptions, valueShape, type BuilderField, type BuilderGroup } from '../../builder';
import { useBuilderEnv, type BuilderEnv } from './builderContext';
import {
  ActionElement,
  AddGroupAction,
  AddRuleAction,
  CombinatorSelector,
  FieldSelector,
  NotToggle,
  OperatorSelector,
  RemoveAction,
  ValueSelector,
} from './controls';
import { GroupView, type TreeContext } from './GroupView';
import { QUERY_BUILDER_MESSAGES as M } from './QueryBuilder.messages';
import { RuleView } from './RuleView';
import { ValueEditor } from './ValueEditor';

const COMBINATORS: FullCombinator[] = [
  { name: 'and', value: 'and', label: M.and },
  { name: 'or', value: 'or', label: M.or },
];

/**
 * Every control of react-querybuilder, replaced by the design system's parts; what the builder
 * does not offer (drag and drop, clone, lock, mute, shift, value sources, match modes, inline
 * combinators) is switched off. Made on first use: the views and this file import each other.
 */
let controlElements: ControlElementsProp<FullField, string> | undefined;
const getControlElements = (): ControlElementsProp<FullField, string> =>
  (controlElements ??= {
    ruleGroup: GroupView,
    rule: RuleView,
    combinatorSelector: CombinatorSelector,
    notToggle: NotToggle,
    fieldSelector: FieldSelector,
    operatorSelector: OperatorSelector,
    valueEditor: ValueEditor,
    valueSelector: ValueSelector,
    actionElement: ActionElement,
    addRuleAction: AddRuleAction,
    addGroupAction: AddGroupAction,
    removeRuleAction: RemoveAction,
    removeGroupAction: RemoveAction,
    cloneRuleAction: null,
    cloneGroupAction: null,
    ungroupAction: null,
    lockRuleAction: null,
    lockGroupAction: null,
    muteRuleAction: null,
    muteGroupAction: null,
    shiftActions: null,
    dragHandle: null,
    valueSourceSelector: null,
    matchModeEditor: null,
    inlineCombinator: null,
  });

const dataFieldOf = (fieldData: FullField | undefined): DataField | undefined => (fieldData as Partial<BuilderField> | undefined)?.dataField;

const getOperators = (_field: string, { fieldData }: { fieldData: FullField }): FullOperator[] => operatorOptions(dataFieldOf(fieldData));

const getDefaultValue = (rule: RuleType, { fieldData }: { fieldData: FullField }): unknown =>
  defaultValue(valueShape(dataFieldOf(fieldData), rule.operator), rule.operator);

const EDITOR_TYPES: Partial<Record<ReturnType<typeof valueShape>, ValueEditorType>> = {
  text: 'text',
  number: 'text',
  integer: 'text',
  date: 'text',
  bool: 'select',
  textList: 'multiselect',
  numberList: 'multiselect',
};

const getValueEditorType = (_field: string, operator: string, { fieldData }: { fieldData: FullField }): ValueEditorType =>
  EDITOR_TYPES[valueShape(dataFieldOf(fieldData), operator)] ?? null;

const getInputType = (_field: string, operator: string, { fieldData }: { fieldData: FullField }) => {
  const shape = valueShape(dataFieldOf(fieldData), operator);
  return shape === 'number' || shape === 'integer' ? 'number' : shape === 'date' ? 'date' : 'text';
};

type FieldOptions = OptionGroup<BuilderField>[] | BuilderField[];

/** One list of options per list of fields, shared by every builder that shows them. */
const sectionsCache = new WeakMap<readonly DataField[], Map<string, FieldOptions>>();

function cached(fields: readonly DataField[], key: string, make: () => FieldOptions): FieldOptions {
  const byKey = sectionsCache.get(fields) ?? new Map<string, FieldOptions>();
  sectionsCache.set(fields, byKey);
  const hit = byKey.get(key);
  if (hit) return hit;
  const made = make();
  byKey.set(key, made);
  return made;
}

const NO_FIELDS: readonly DataField[] = [];

/** The field picker's sections for an entity: common fields, its own, relationships. */
export function entityFieldOptions(dataFields: BuilderEnv['dataFields'], entity: string): FieldOptions {
  const fields = dataFields[entity] ?? NO_FIELDS;
  return cached(fields, entity, () =>
    fieldSections(fields, { common: M.commonFields, own: M.entityFields(entity), relationships: M.relationships }),
  );
}

/** The field sections of an entity, from the builder's data fields. */
export function useEntityFieldOptions(entity: string): FieldOptions {
  return entityFieldOptions(useBuilderEnv().dataFields, entity);
}

/** An object's sub-fields, as one list. */
export function useSubFieldOptions(fields: readonly DataField[] | undefined): FieldOptions {
  const list = fields ?? NO_FIELDS;
  return cached(list, '', () => subFieldOptions(list));
}

export interface BuilderTreeProps {
  query: BuilderGroup;
  onQueryChange: (query: BuilderGroup) => void;
  fields: FieldOptions;
  disabled: boolean;
  /** Shown when the top group is empty. */
  emptyText?: string;
}

/**
 * One react-querybuilder tree (the filter, or a relationship's or object's inner filter) with
 * the builder's controls and rules: not on groups, new groups start with a condition, a new
 * field resets the operator, no drag and drop.
 */
export function BuilderTree({ query, onQueryChange, fields, disabled, emptyText }: BuilderTreeProps) {
  const context = useMemo<TreeContext>(() => ({ emptyText }), [emptyText]);
  return (
    <ReactQueryBuilder
      query={query}
      onQueryChange={onQueryChange as (query: unknown) => void}
      fields={fields}
      combinators={COMBINATORS}
      controlElements={getControlElements()}
      getOperators={getOperators}
      getDefaultValue={getDefaultValue}
      getValueEditorType={getValueEditorType}
      getInputType={getInputType}
      idGenerator={nextBuilderId}
      context={context}
      disabled={disabled}
      showNotToggle
      addRuleToNewGroups
      resetOnFieldChange
      enableDragAndDrop={false}
      enableMountQueryChange={false}
      suppressStandardClassnames
    />
  );
}
