import { parseDate, type CalendarDate } from '@internationalized/date';
import { isQueryDate, type DataField } from '@vigil/openapi';
import { DatePicker, NumberField, Select, SelectItem, TextField } from '@vigil/ui';
import { VisuallyHidden } from 'react-aria-components';
import type { ValueEditorProps } from 'react-querybuilder';
import { valueShape, type BuilderField } from '../../builder';
import { useRow } from './builderContext';
import { ListEditor } from './ListEditor';
import { QUERY_BUILDER_MESSAGES as M } from './QueryBuilder.messages';
import { CONTROL_WIDTH_PX, ControlSlot, StaticValue } from './QueryBuilder.styles';

/** Whole numbers only: sizes, counts, "in the last N days". */
const WHOLE_NUMBER = { maximumFractionDigits: 0, useGrouping: false } as const;

const toCalendarDate = (value: unknown): CalendarDate | null => (isQueryDate(value) ? parseDate(value.slice(0, 10)) : null);

/** How a value reads where it cannot be edited. */
export function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'string') return value === '' ? '—' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value === undefined || value === null ? '—' : JSON.stringify(value);
}

interface NumberEditorProps {
  label: string;
  value: unknown;
  onChange: (value: number | undefined) => void;
  whole?: boolean;
  width?: number;
}

/** A number of a row (a value, a size, a count); empty is no value. */
export function NumberEditor({ label, value, onChange, whole = false, width = CONTROL_WIDTH_PX.value }: NumberEditorProps) {
  const { problemsId } = useRow();
  return (
    <ControlSlot $width={width}>
      <NumberField
        label={<VisuallyHidden>{label}</VisuallyHidden>}
        aria-describedby={problemsId}
        value={typeof value === 'number' ? value : Number.NaN}
        onChange={(number) => {
          onChange(Number.isNaN(number) ? undefined : number);
        }}
        formatOptions={whole ? WHOLE_NUMBER : undefined}
        step={whole ? 1 : undefined}
      />
    </ControlSlot>
  );
}

/**
 * The value of a row, by its field's kind and operator: text, a number, a whole number, true or
 * false, a date, or a list for `in`. Operators without a value (exists, and those with their own
 * editors: count, has, match) show nothing here.
 */
export function ValueEditor(props: ValueEditorProps) {
  const { fieldData, operator, disabled } = props;
  const value: unknown = props.value;
  const handleOnChange = (next: unknown) => {
    props.handleOnChange(next);
  };
  const { label, problemsId } = useRow();
  const dataField: DataField | undefined = (fieldData as Partial<BuilderField>).dataField;
  const shape = valueShape(dataField, operator);
  if (shape === 'none' || shape === 'count' || shape === 'relationship' || shape === 'nested') return null;
  if (disabled) return <StaticValue>{valueText(value)}</StaticValue>;

  switch (shape) {
    case 'number':
    case 'integer':
      return <NumberEditor label={M.valueOf(label)} value={value} onChange={handleOnChange} whole={shape === 'integer'} />;
    case 'bool':
      return (
        <ControlSlot $width={CONTROL_WIDTH_PX.bool}>
          <Select
            aria-label={M.valueOf(label)}
            aria-describedby={problemsId}
            placeholder={M.valuePlaceholder}
            value={typeof value === 'boolean' ? String(value) : null}
            onChange={(key) => {
              if (key !== null) handleOnChange(key === 'true');
            }}
          >
            <SelectItem id="true">{M.yes}</SelectItem>
            <SelectItem id="false">{M.no}</SelectItem>
          </Select>
        </ControlSlot>
      );
    case 'date':
      return (
        <ControlSlot $width={CONTROL_WIDTH_PX.value}>
          <DatePicker<CalendarDate>
            aria-label={M.valueOf(label)}
            aria-describedby={problemsId}
            value={toCalendarDate(value)}
            onChange={(date) => {
              handleOnChange(date ? date.toString() : undefined);
            }}
          />
        </ControlSlot>
      );
    case 'textList':
    case 'numberList':
      return <ListEditor values={Array.isArray(value) ? (value as unknown[]) : []} numbers={shape === 'numberList'} onChange={handleOnChange} />;
    default:
      return (
        <ControlSlot $width={CONTROL_WIDTH_PX.value}>
          <TextField
            label={<VisuallyHidden>{M.valueOf(label)}</VisuallyHidden>}
            aria-describedby={problemsId}
            value={typeof value === 'string' ? value : ''}
            onChange={handleOnChange}
          />
        </ControlSlot>
      );
  }
}
