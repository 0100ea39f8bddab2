import type { components } from './schema.gen.js';

/**
 * The rules of a query filter (spec 001 sections 3 and 5), shared by the server (which compiles
 * a checked tree into SQL) and the console (which shows the same sentences on the row at fault).
 * The semantics of every operator are written down in packages/server/src/queries/README.md.
 */

export type QueryFilter = components['schemas']['QueryFilter'];
export type QueryFilterCondition = components['schemas']['QueryFilterCondition'];
export type DataField = components['schemas']['DataField'];

/** The spec's sentences, letter for letter, and ours for what it does not word. */
export const QUERY_FILTER_MESSAGES = {
  logicalOperator: 'Logical operator is needed to add expression to the filter',
  selectObject: 'Select an object to add nested conditions',
  invalidExpression: 'Invalid expression',
  sizeGreaterRange: 'Value must be between 0 to 10',
  sizeLessRange: 'Value must be between 1 to 10',
  emptyGroup: 'A group needs at least one condition',
  tooDeep: 'Filters nest at most 10 levels deep',
  tooMany: 'A filter has at most 200 conditions',
  countValue: 'The count must be a whole number of at least 0',
} as const;

export const QUERY_MAX_DEPTH = 10;
export const QUERY_MAX_CONDITIONS = 200;
export const QUERY_MAX_TEXT_LENGTH = 1000;
export const QUERY_MAX_REGEX_LENGTH = 200;
export const QUERY_MAX_LIST_ITEMS = 200;
/** "last N days": at most a hundred years back; "last N hours" the same span. */
export const QUERY_MAX_LAST_DAYS = 36_500;
export const QUERY_MAX_LAST_HOURS = 876_000;

/** How the engine treats a field, from its data field's type. */
export type QueryFieldKind = 'string' | 'number' | 'bool' | 'date' | 'list' | 'objects' | 'object' | 'relationship';

export type QueryOperator =
  | 'exists'
  | 'equals'
  | 'in'
  | 'contains'
  | 'starts_with'
  | 'ends_with'
  | 'regex'
  | 'greater_than'
  | 'less_than'
  | 'last_days'
  | 'last_hours'
  | 'size_greater_than'
  | 'size_less_than'
  | 'count'
  | 'has'
  | 'match';

/** Operators by label, in the order the builder offers them. */
export const QUERY_OPERATOR_LABELS: Readonly<Record<QueryOperator, string>> = {
  exists: 'exists',
  equals: 'equals',
  in: 'in',
  contains: 'contains',
  starts_with: 'starts with',
  ends_with: 'ends with',
  regex: 'matches regex',
  greater_than: 'greater than',
  less_than: 'less than',
  last_days: 'in the last days',
  last_hours: 'in the last hours',
  size_greater_than: 'size greater than',
  size_less_than: 'size less than',
  count: 'count',
  has: 'has',
  match: 'has an item where',
};

const TEXT: readonly QueryOperator[] = ['exists', 'equals', 'in', 'contains', 'starts_with', 'ends_with', 'regex'];
const SIZE: readonly QueryOperator[] = ['size_greater_than', 'size_less_than'];

export const QUERY_OPERATORS_BY_KIND: Readonly<Record<QueryFieldKind, readonly QueryOperator[]>> = {
  string: TEXT,
  number: ['exists', 'equals', 'in', 'greater_than', 'less_than'],
  bool: ['exists', 'equals'],
  date: ['exists', 'greater_than', 'less_than', 'last_days', 'last_hours'],
  list: [...TEXT, ...SIZE, 'count'],
  objects: ['exists', 'match', ...SIZE, 'count'],
  object: ['exists', 'match'],
  relationship: ['has', 'exists'],
};

export function fieldKind(field: DataField): QueryFieldKind {
  switch (field.type) {
    case 'integer':
    case 'number':
      return 'number';
    case 'bool':
      return 'bool';
    case 'date':
      return 'date';
    case 'object':
      return 'object';
    case 'relationship':
      return 'relationship';
    case 'array':
      return field.items_type === 'object' || field.sub_fields ? 'objects' : 'list';
    default:
      return 'string';
  }
}

/** The operators that fit a field; `count` only on the list fields that support it. */
export function operatorsFor(field: DataField): readonly QueryOperator[] {
  const operators = QUERY_OPERATORS_BY_KIND[fieldKind(field)];
  return field.supports_count || fieldKind(field) === 'relationship' ? operators : operators.filter((operator) => operator !== 'count');
}

/** The fields a filter over one entity may name, and the related entities' for relationships. */
export interface QueryFieldCatalog {
  fields(entity: string): readonly DataField[] | undefined;
}

/** One thing wrong in a tree: where (`g0.c1`, as the per-node counts name nodes) and the sentence. */
export interface QueryFilterProblem {
  path: string;
  message: string;
}

/** The path of a node: `""` the root, `g0` its first group, `g0.c1` that group's second condition. */
export const childPath = (parent: string, kind: 'c' | 'g', index: number): string => `${parent ? `${parent}.` : ''}${kind}${String(index)}`;

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= QUERY_MAX_TEXT_LENGTH;

/**
 * A date the engine compares with: `YYYY-MM-DD` or an ISO date-time, a real day of years 1 to 9999,
 * with an offset of at most 15:59 (PostgreSQL refuses a greater one, and a refused cast would fail
 * the whole statement). The server's vigil_timestamp reads the same.
 */
export const QUERY_DATE_PATTERN =
  /^(000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])([T ]([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\.[0-9]{1,6})?)?)?(Z|[+-](0[0-9]|1[0-5])(:?[0-5][0-9])?)?$/;

export function isQueryDate(value: unknown): value is string {
  if (typeof value !== 'string' || !QUERY_DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const lastDay = new Date(0);
  lastDay.setUTCFullYear(year, month, 0);
  return day <= lastDay.getUTCDate();
}

/**
 * A regular expression both JavaScript and PostgreSQL read the same way: no back-references or
 * look-behind (PostgreSQL lacks them or reads them otherwise), bounded in length.
 */
export function regexProblem(pattern: string): string | undefined {
  if (pattern.length === 0 || pattern.length > QUERY_MAX_REGEX_LENGTH) return `A regular expression has 1 to ${String(QUERY_MAX_REGEX_LENGTH)} characters`;
  if (/\\[1-9kbBAZzmMyY]|\(\?<?[=!]|\(\?</.test(pattern)) return 'Regular expressions may not use back-references, look-arounds or word boundaries';
  try {
    new RegExp(pattern, 'u');
  } catch {
    return `"${pattern}" is not a valid regular expression`;
  }
  return undefined;
}

function valueProblem(kind: QueryFieldKind, condition: QueryFilterCondition, field: DataField): string | undefined {
  const { operator, value } = condition;
  const scalar = kind === 'list' ? 'string' : kind;
  switch (operator as QueryOperator) {
    case 'exists':
      return value === undefined || value === null ? undefined : `"exists" takes no value`;
    case 'equals':
      if (scalar === 'bool') return typeof value === 'boolean' ? undefined : `${field.name} equals true or false`;
      if (scalar === 'number') return typeof value === 'number' && Number.isFinite(value) ? undefined : `${field.name} equals a number`;
      return isText(value) ? undefined : `${field.name} equals a text of 1 to ${String(QUERY_MAX_TEXT_LENGTH)} characters`;
    case 'in': {
      const want = scalar === 'number' ? 'number' : 'string';
      return Array.isArray(value) && value.length > 0 && value.length <= QUERY_MAX_LIST_ITEMS && value.every((item) => (want === 'number' ? typeof item === 'number' && Number.isFinite(item) : isText(item)))
        ? undefined
        : `"in" takes a list of 1 to ${String(QUERY_MAX_LIST_ITEMS)} ${want === 'number' ? 'numbers' : 'texts'}`;
    }
    case 'contains':
    case 'starts_with':
    case 'ends_with':
      return isText(value) ? undefined : `"${operator}" takes a text of 1 to ${String(QUERY_MAX_TEXT_LENGTH)} characters`;
    case 'regex':
      return typeof value === 'string' ? regexProblem(value) : '"regex" takes a regular expression';
    case 'greater_than':
    case 'less_than':
      if (kind === 'date') return isQueryDate(value) ? undefined : `${field.name} is compared with a date (YYYY-MM-DD)`;
      return typeof value === 'number' && Number.isFinite(value) ? undefined : `${field.name} is compared with a number`;
    case 'last_days':
      return isInteger(value) && value >= 1 && value <= QUERY_MAX_LAST_DAYS ? undefined : `"last_days" takes a whole number of days from 1 to ${String(QUERY_MAX_LAST_DAYS)}`;
    case 'last_hours':
      return isInteger(value) && value >= 1 && value <= QUERY_MAX_LAST_HOURS ? undefined : `"last_hours" takes a whole number of hours from 1 to ${String(QUERY_MAX_LAST_HOURS)}`;
    case 'size_greater_than':
      return isInteger(value) && value >= 0 && value <= 10 ? undefined : QUERY_FILTER_MESSAGES.sizeGreaterRange;
    case 'size_less_than':
      return isInteger(value) && value >= 1 && value <= 10 ? undefined : QUERY_FILTER_MESSAGES.sizeLessRange;
    default:
      return undefined;
  }
}

interface Walk {
  catalog: QueryFieldCatalog;
  problems: QueryFilterProblem[];
  conditions: number;
}

function checkCondition(walk: Walk, fields: readonly DataField[], condition: QueryFilterCondition, path: string, depth: number): void {
  const problem = (message: string) => walk.problems.push({ path, message });
  walk.conditions += 1;
  const field = fields.find((candidate) => candidate.name === condition.field);
  if (!field) return void problem(`Unknown field "${condition.field}"`);
  const kind = fieldKind(field);
  const operator = condition.operator as QueryOperator;
  if (condition.nested !== undefined && kind !== 'object' && kind !== 'objects') return void problem(QUERY_FILTER_MESSAGES.selectObject);
  if (condition.nested !== undefined && operator !== 'match') return void problem(QUERY_FILTER_MESSAGES.invalidExpression);
  if (!operatorsFor(field).includes(operator)) {
    if (operator === 'match') return void problem(QUERY_FILTER_MESSAGES.selectObject);
    return void problem(`The operator "${condition.operator}" does not apply to ${field.name} (${kind})`);
  }
  if (condition.relationship_filter !== undefined && operator !== 'has') return void problem(QUERY_FILTER_MESSAGES.invalidExpression);
  if (condition.count !== undefined && operator !== 'count' && operator !== 'has') return void problem(QUERY_FILTER_MESSAGES.invalidExpression);
  if (operator === 'count' || (operator === 'has' && condition.count !== undefined)) {
    const count = condition.count;
    if (!count?.operator || count.count === undefined) return void problem(QUERY_FILTER_MESSAGES.invalidExpression);
    if (!isInteger(count.count) || count.count < 0) return void problem(QUERY_FILTER_MESSAGES.countValue);
  }
  if (operator === 'count' || operator === 'match' || operator === 'has') {
    if (condition.value !== undefined && condition.value !== null) return void problem(`"${operator}" takes no value`);
  } else {
    const message = valueProblem(kind, condition, field);
    if (message) return void problem(message);
  }
  if (operator === 'match') {
    if (!condition.nested) return void problem(QUERY_FILTER_MESSAGES.selectObject);
    checkGroup(walk, field.sub_fields ?? [], condition.nested, childPath(path, 'g', 0), depth + 1);
  }
  if (operator === 'has') {
    const relation = condition.relationship_filter;
    if (!relation?.relationship || !relation.value || relation.relationship !== field.name || !field.entity) return void problem(QUERY_FILTER_MESSAGES.invalidExpression);
    const related = walk.catalog.fields(field.entity);
    if (!related) return void problem(QUERY_FILTER_MESSAGES.invalidExpression);
    checkGroup(walk, related, relation.value, childPath(path, 'g', 0), depth + 1, true);
  }
}

function checkGroup(walk: Walk, fields: readonly DataField[], group: QueryFilter, path: string, depth: number, mayBeEmpty = false): void {
  if (depth > QUERY_MAX_DEPTH) return void walk.problems.push({ path, message: QUERY_FILTER_MESSAGES.tooDeep });
  // Trees also come from the console's own state, where nothing checked them yet.
  const operator: string = group.operator;
  if (operator !== 'and' && operator !== 'or') return void walk.problems.push({ path, message: QUERY_FILTER_MESSAGES.logicalOperator });
  // The root may be empty (every asset); a bracket with nothing in it is a mistake. A relationship's
  // filter may be empty too: "has any installed software".
  if (path !== '' && !mayBeEmpty && group.conditions.length + group.groups.length === 0) walk.problems.push({ path, message: QUERY_FILTER_MESSAGES.emptyGroup });
  group.conditions.forEach((condition, index) => {
    if (walk.conditions < QUERY_MAX_CONDITIONS) checkCondition(walk, fields, condition, childPath(path, 'c', index), depth);
    else walk.conditions += 1;
  });
  group.groups.forEach((child, index) => {
    checkGroup(walk, fields, child, childPath(path, 'g', index), depth + 1);
  });
}

/**
 * Everything wrong with a filter over `entity`, each with its node's path; empty when it may run.
 * At most 10 levels and 200 conditions (relationship and nested filters count too).
 */
export function queryFilterProblems(catalog: QueryFieldCatalog, entity: string, filter: QueryFilter): QueryFilterProblem[] {
  const fields = catalog.fields(entity);
  if (!fields) return [{ path: '', message: `Unknown entity type "${entity}"` }];
  const walk: Walk = { catalog, problems: [], conditions: 0 };
  checkGroup(walk, fields, filter, '', 1);
  if (walk.conditions > QUERY_MAX_CONDITIONS) walk.problems.unshift({ path: '', message: QUERY_FILTER_MESSAGES.tooMany });
  return walk.problems;
}

/** Every node's path in the tree, conditions and groups (nested and relationship filters are inside their condition). */
export function queryFilterPaths(filter: QueryFilter, path = ''): string[] {
  return [
    path,
    ...filter.conditions.map((_, index) => childPath(path, 'c', index)),
    ...filter.groups.flatMap((group, index) => queryFilterPaths(group, childPath(path, 'g', index))),
  ];
}
