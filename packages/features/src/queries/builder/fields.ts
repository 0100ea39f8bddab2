import { fieldKind, isQueryDate, operatorsFor, QUERY_OPERATOR_LABELS, type DataField, type QueryOperator } from '@vigil/openapi';
import type { FullField, FullOperator, OptionGroup } from 'react-querybuilder';

/** The fields every asset has (the server's common data fields), offered first. */
export const COMMON_FIELD_NAMES: readonly string[] = ['name', 'adapters', 'tags', 'first_seen', 'last_seen'];

/** A field as react-querybuilder holds it, with its data field for the operators and editors. */
export type BuilderField = FullField & { dataField: DataField };

export interface FieldSectionTitles {
  common: string;
  own: string;
  relationships: string;
}

const toBuilderField = (dataField: DataField): BuilderField => ({
  name: dataField.name,
  value: dataField.name,
  label: dataField.title,
  dataField,
});

/**
 * The field picker's sections: the common fields, the entity's own fields, then its relationships.
 * Empty sections are left out.
 */
export function fieldSections(fields: readonly DataField[], titles: FieldSectionTitles): OptionGroup<BuilderField>[] {
  const common = COMMON_FIELD_NAMES.flatMap((name) => fields.filter((field) => field.name === name));
  const own = fields.filter((field) => !COMMON_FIELD_NAMES.includes(field.name) && field.type !== 'relationship');
  const relationships = fields.filter((field) => field.type === 'relationship');
  return [
    { label: titles.common, options: common.map(toBuilderField) },
    { label: titles.own, options: own.map(toBuilderField) },
    { label: titles.relationships, options: relationships.map(toBuilderField) },
  ].filter((section) => section.options.length > 0);
}

/** An object's sub-fields: one flat list. */
export const subFieldOptions = (fields: readonly DataField[]): BuilderField[] => fields.map(toBuilderField);

const isQueryOperator = (operator: string): operator is QueryOperator => operator in QUERY_OPERATOR_LABELS;

export const operatorLabel = (operator: string): string => (isQueryOperator(operator) ? QUERY_OPERATOR_LABELS[operator] : operator);

/** The operators offered for a field, labelled; an unknown or unfitting current one stays listed so the row shows it. */
export function operatorOptions(field: DataField | undefined, current?: string): FullOperator[] {
  const operators: string[] = field ? [...operatorsFor(field)] : [];
  if (current && !operators.includes(current)) operators.push(current);
  return operators.map((operator) => ({ name: operator, value: operator, label: operatorLabel(operator) }));
}

/** What a row's value is, which picks its editor. */
export type ValueShape =
  | 'none'
  | 'text'
  | 'number'
  | 'integer'
  | 'bool'
  | 'date'
  | 'textList'
  | 'numberList'
  | 'count'
  | 'relationship'
  | 'nested';

export function valueShape(field: DataField | undefined, operator: string): ValueShape {
  const kind = field ? fieldKind(field) : 'string';
  switch (operator) {
    case 'exists':
      return 'none';
    case 'equals':
      return kind === 'bool' ? 'bool' : kind === 'number' ? 'number' : 'text';
    case 'in':
      return kind === 'number' ? 'numberList' : 'textList';
    case 'greater_than':
    case 'less_than':
      return kind === 'date' ? 'date' : 'number';
    case 'last_days':
    case 'last_hours':
    case 'size_greater_than':
    case 'size_less_than':
      return 'integer';
    case 'count':
      return 'count';
    case 'has':
      return 'relationship';
    case 'match':
      return 'nested';
    default:
      return 'text';
  }
}

/** A value a fresh row starts with for an operator; whole-number operators start within their range. */
export function defaultValue(shape: ValueShape, operator: string): unknown {
  switch (shape) {
    case 'text':
      return '';
    case 'bool':
      return true;
    case 'textList':
    case 'numberList':
      return [];
    case 'integer':
      return ({ last_days: 7, last_hours: 24, size_greater_than: 0, size_less_than: 1 } as Partial<Record<string, number>>)[operator];
    default:
      return undefined;
  }
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Whether a value kept from the previous operator still fits the new one. */
export function valueFits(shape: ValueShape, value: unknown): boolean {
  switch (shape) {
    case 'text':
      return typeof value === 'string';
    case 'number':
      return isNumber(value);
    case 'integer':
      return Number.isInteger(value);
    case 'bool':
      return typeof value === 'boolean';
    case 'date':
      return isQueryDate(value);
    case 'textList':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    case 'numberList':
      return Array.isArray(value) && value.every(isNumber);
    default:
      return value === undefined || value === null;
  }
}

/** The value carried over to a new operator: as it was when it fits, a one-item list from a text, else the default. */
export function carryValue(shape: ValueShape, operator: string, value: unknown): unknown {
  if (valueFits(shape, value)) return value;
  if (shape === 'textList' && typeof value === 'string' && value !== '') return [value];
  if (shape === 'numberList' && isNumber(value)) return [value];
  if (shape === 'text' && Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return defaultValue(shape, operator);
}
