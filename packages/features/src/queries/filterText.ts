import { QUERY_OPERATOR_LABELS, type DataField, type QueryFilterCondition } from '@vigil/openapi';

/** The labels by any operator name: a newer server may send one this console does not know. */
const OPERATOR_LABELS: Readonly<Record<string, string | undefined>> = QUERY_OPERATOR_LABELS;

const COUNT_WORDS = { equals: 'equals', above: 'above', below: 'below' } as const;

function valueText(value: QueryFilterCondition['value']): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? `"${item}"` : String(item))).join(', ');
  return typeof value === 'string' ? `"${value}"` : String(value);
}

/** A condition as a line of text: its field's title, the operator's label and the value ('Host Name starts with "WS-"'). */
export function conditionText(condition: QueryFilterCondition, fields: readonly DataField[] = []): string {
  const field = fields.find((candidate) => candidate.name === condition.field)?.title ?? condition.field;
  const operator = OPERATOR_LABELS[condition.operator] ?? condition.operator;
  const count = condition.count?.operator ? ` ${COUNT_WORDS[condition.count.operator]} ${String(condition.count.count ?? '')}` : '';
  const value = valueText(condition.value);
  return [`${condition.not ? 'not ' : ''}${field}`, `${operator}${count}`, value].filter(Boolean).join(' ');
}

/** The words a group's operator reads as, before its items. */
export const groupWords = (operator: 'and' | 'or', not = false): string =>
  `${not ? 'Not: ' : ''}${operator === 'and' ? 'All of' : 'Any of'}`;
