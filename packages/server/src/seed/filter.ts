import type { components } from '@vigil/openapi';

export type QueryFilter = components['schemas']['QueryFilter'];
type Condition = components['schemas']['QueryFilterCondition'];

/**
 * Whether an asset's fields match a filter, for the operators the sample queries use (equals,
 * in, contains, exists, greater_than, less_than): it gives the sample queries their history
 * counts from their own filters.
 */
export function matchesFilter(filter: QueryFilter, fields: Readonly<Record<string, unknown>>): boolean {
  const results = [...filter.conditions.map((condition) => matchesCondition(condition, fields)), ...filter.groups.map((group) => matchesFilter(group, fields))];
  return filter.operator === 'and' ? results.every(Boolean) : results.some(Boolean);
}

function matchesCondition(condition: Condition, fields: Readonly<Record<string, unknown>>): boolean {
  const actual = fields[condition.field];
  const wanted = condition.value;
  let result: boolean;
  switch (condition.operator) {
    case 'equals':
      result = actual === wanted;
      break;
    case 'in':
      result = Array.isArray(wanted) && (wanted as unknown[]).includes(actual);
      break;
    case 'contains':
      result = typeof wanted === 'string' && (Array.isArray(actual) ? actual : [actual]).some((item) => typeof item === 'string' && item.toLowerCase().includes(wanted.toLowerCase()));
      break;
    case 'exists':
      result = actual !== null && actual !== undefined && !(Array.isArray(actual) && actual.length === 0);
      break;
    case 'greater_than':
      result = typeof actual === 'number' && typeof wanted === 'number' && actual > wanted;
      break;
    case 'less_than':
      result = typeof actual === 'number' && typeof wanted === 'number' && actual < wanted;
      break;
    default:
      throw new Error(`the sample data does not evaluate the operator "${condition.operator}"`);
  }
  return condition.not ? !result : result;
}
