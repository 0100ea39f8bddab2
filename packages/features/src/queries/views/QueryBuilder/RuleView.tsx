import type { DataField, QueryCountFilter } from '@vigil/openapi';
import { memo, useCallback, useMemo } from 'react';
import { useRule, type RuleProps } from 'react-querybuilder';
import { Button, Icon } from '@vigil/ui';
import { emptyGroup, seedNested, valueShape, type BuilderField, type BuilderGroup, type BuilderRule } from '../../builder';
import { RowContext, useBuilderEnv, type RowInfo } from './builderContext';
import { BuilderTree, useEntityFieldOptions, useSubFieldOptions } from './BuilderTree';
import { NotToggle } from './controls';
import { CountEditor } from './CountEditor';
import { useNodeStatus } from './nodeStatus';
import { CountBadge, Problems, sameNodeProps } from './NodeParts';
import { QUERY_BUILDER_MESSAGES as M } from './QueryBuilder.messages';
import { InnerCaption, InnerFilter, RuleLine, RuleRow, Spacer } from './QueryBuilder.styles';

interface RelatedFilterProps {
  field: DataField & { entity: string };
  filter: BuilderGroup;
  onChange: (filter: BuilderGroup) => void;
  disabled: boolean;
}

/** The filter over the related entity under a relationship row ("Installed Software where …"). */
function RelatedFilter({ field, filter, onChange, disabled }: RelatedFilterProps) {
  const fields = useEntityFieldOptions(field.entity);
  return (
    <>
      <InnerCaption>{M.relatedWhere(field.title)}</InnerCaption>
      <BuilderTree query={filter} onQueryChange={onChange} fields={fields} disabled={disabled} emptyText={M.emptyInner} />
    </>
  );
}

interface NestedFilterProps {
  field: DataField;
  filter: BuilderGroup;
  onChange: (filter: BuilderGroup) => void;
  disabled: boolean;
}

/** The conditions over an object's sub-fields under an object row ("An item of Network Interfaces where …"). */
function NestedFilter({ field, filter, onChange, disabled }: NestedFilterProps) {
  const fields = useSubFieldOptions(field.sub_fields);
  return (
    <>
      <InnerCaption>{M.itemsWhere(field.title)}</InnerCaption>
      <BuilderTree query={filter} onQueryChange={onChange} fields={fields} disabled={disabled} />
    </>
  );
}

/** Starts an inner filter a row lacks (a relationship without its filter, an object row without conditions). */
function StartButton({ onPress, children }: { onPress: () => void; children: string }) {
  return (
    <span>
      <Button size="sm" variant="secondary" onPress={onPress}>
        <Icon name="plus" size={14} />
        {children}
      </Button>
    </span>
  );
}

/**
 * One condition: not, field, operator, its value (or count), its live count and remove button,
 * its problems under it, and for relationship and object rows the inner filter.
 */
function RuleViewBase(props: RuleProps) {
  const r = useRule(props);
  const { store } = useBuilderEnv();
  const status = useNodeStatus(store, r.id);
  const rule = r.rule as BuilderRule;
  const dataField: DataField | undefined = (r.fieldData as Partial<BuilderField>).dataField;
  const shape = valueShape(dataField, rule.operator);
  const { controls } = r.schema;
  const problemsId = status.problems.length > 0 && r.id ? `${r.id}-problems` : undefined;
  const row = useMemo<RowInfo>(() => ({ label: status.label, problemsId }), [status.label, problemsId]);
  const common = {
    path: r.path,
    level: r.path.length,
    disabled: r.disabled,
    schema: r.schema,
    context: r.context as unknown,
    validation: r.validationResult,
    rule: r.rule,
  };

  // The condition's parts beyond RuleType (not, count, nested, relationship_filter) change as its value does.
  const changeOf = r.generateOnChangeHandler as unknown as (prop: keyof BuilderRule) => (value: unknown) => void;
  const onNot = useMemo(() => changeOf('not') as (checked: boolean) => void, [changeOf]);
  const onCount = useMemo(() => changeOf('count') as (count: QueryCountFilter | undefined) => void, [changeOf]);
  const onNested = useMemo(() => changeOf('nested') as (group: BuilderGroup) => void, [changeOf]);
  const onRelationship = useMemo(() => changeOf('relationship_filter'), [changeOf]);
  const relationship = rule.relationship_filter?.relationship;
  const onRelated = useCallback(
    (value: BuilderGroup) => {
      onRelationship({ relationship, value });
    },
    [onRelationship, relationship],
  );

  return (
    <RowContext.Provider value={row}>
      <RuleRow role="group" aria-label={status.label} data-node-id={r.id} data-invalid={problemsId ? true : undefined}>
        <RuleLine>
          <NotToggle {...common} checked={!!rule.not} handleOnChange={onNot} ruleGroup={{ combinator: '', rules: [] }} />
          <controls.fieldSelector {...common} options={r.schema.fields} value={rule.field} operator={rule.operator} handleOnChange={r.onChangeField} />
          <controls.operatorSelector
            {...common}
            options={r.operators}
            value={rule.operator}
            field={rule.field}
            fieldData={r.fieldData}
            handleOnChange={r.onChangeOperator}
          />
          {(shape === 'count' || shape === 'relationship') && (
            <CountEditor count={rule.count} optional={shape === 'relationship'} onChange={onCount} disabled={!!r.disabled} />
          )}
          <controls.valueEditor
            {...common}
            field={rule.field}
            fieldData={r.fieldData}
            operator={rule.operator}
            value={rule.value}
            valueSource="value"
            type={r.valueEditorType}
            inputType={r.inputType}
            values={r.values}
            listsAsArrays={r.schema.listsAsArrays}
            parseNumbers={r.schema.parseNumbers}
            separator={r.valueEditorSeparator}
            handleOnChange={r.onChangeValue}
          />
          <Spacer />
          <CountBadge count={status.count} />
          <controls.removeRuleAction {...common} handleOnClick={r.removeRule} ruleOrGroup={r.rule} />
        </RuleLine>
        <Problems id={problemsId} messages={status.problems} />
        {shape === 'relationship' && dataField?.entity && (
          <InnerFilter>
            {rule.relationship_filter?.value ? (
              <RelatedFilter field={{ ...dataField, entity: dataField.entity }} filter={rule.relationship_filter.value} onChange={onRelated} disabled={!!r.disabled} />
            ) : (
              !r.disabled && (
                <StartButton
                  onPress={() => {
                    onRelationship({ relationship: rule.field, value: emptyGroup() });
                  }}
                >
                  {M.addRelatedFilter(dataField.title)}
                </StartButton>
              )
            )}
          </InnerFilter>
        )}
        {shape === 'nested' && dataField?.sub_fields && (
          <InnerFilter>
            {rule.nested ? (
              <NestedFilter field={dataField} filter={rule.nested} onChange={onNested} disabled={!!r.disabled} />
            ) : (
              !r.disabled && (
                <StartButton
                  onPress={() => {
                    onNested(seedNested(dataField));
                  }}
                >
                  {M.addNested(dataField.title)}
                </StartButton>
              )
            )}
          </InnerFilter>
        )}
      </RuleRow>
    </RowContext.Provider>
  );
}

/** react-querybuilder's `rule` control: drawn again only when its own props change. */
export const RuleView = memo(RuleViewBase, sameNodeProps);
