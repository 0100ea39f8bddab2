import type { QueryCountFilter } from '@vigil/openapi';
import { Select, SelectItem } from '@vigil/ui';
import { useRow } from './builderContext';
import { QUERY_BUILDER_MESSAGES as M } from './QueryBuilder.messages';
import { CONTROL_WIDTH_PX, ControlSlot, StaticValue } from './QueryBuilder.styles';
import { NumberEditor } from './ValueEditor';

/** The option that means "no count" on a relationship row (has any related asset). */
const ANY = 'any';

type CountOperator = NonNullable<QueryCountFilter['operator']>;
const COUNT_OPERATORS: readonly CountOperator[] = ['equals', 'above', 'below'];

export interface CountEditorProps {
  count: QueryCountFilter | undefined;
  /** A relationship row may have no count ("any number"); a count row always has one. */
  optional: boolean;
  onChange: (count: QueryCountFilter | undefined) => void;
  disabled: boolean;
}

/** The count-based function of a row: equals, above or below a whole number. */
export function CountEditor({ count, optional, onChange, disabled }: CountEditorProps) {
  const { label, problemsId } = useRow();
  if (disabled) {
    if (!count) return optional ? null : <StaticValue data-muted>—</StaticValue>;
    return (
      <StaticValue>
        {count.operator ? M.countOperators[count.operator] : '—'} {count.count ?? '—'}
      </StaticValue>
    );
  }
  const selected = count ? (count.operator ?? null) : optional ? ANY : null;
  return (
    <>
      <ControlSlot $width={CONTROL_WIDTH_PX.countOperator}>
        <Select
          aria-label={M.countOperatorOf(label)}
          aria-describedby={problemsId}
          placeholder={M.operatorPlaceholder}
          value={selected}
          onChange={(key) => {
            if (key === null) return;
            if (key === ANY) onChange(undefined);
            else onChange({ ...count, operator: key as CountOperator, count: count?.count ?? 0 });
          }}
        >
          {[
            ...(optional ? [<SelectItem key={ANY} id={ANY}>{M.anyCount}</SelectItem>] : []),
            ...COUNT_OPERATORS.map((operator) => (
              <SelectItem key={operator} id={operator}>
                {M.countOperators[operator]}
              </SelectItem>
            )),
          ]}
        </Select>
      </ControlSlot>
      {count && (
        <NumberEditor
          label={M.countOf(label)}
          value={count.count}
          whole
          width={CONTROL_WIDTH_PX.count}
          onChange={(value) => {
            // Emptied: the count goes and the row says it is missing ('Invalid expression').
            onChange(value === undefined ? (count.operator ? { operator: count.operator } : {}) : { ...count, count: value });
          }}
        />
      )}
    </>
  );
}
