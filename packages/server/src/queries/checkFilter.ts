import { queryFilterProblems, type QueryFilter, type QueryFilterCondition, type QueryFilterProblem } from '@vigil/openapi/queryFilter';
import type { components } from '@vigil/openapi';
import { MAX_DETAILS } from '../openapi/registerRoutes.js';
import { dataFieldCatalog, QUERY_ENTITY_TYPES } from './catalog.js';

type ErrorDetail = components['schemas']['ErrorDetail'];

/** A 400's sentence and its details, for `errorBody(400, message, { details })`. */
export interface FilterRefusal {
  message: string;
  details: ErrorDetail[];
}

export const unknownEntity = (entity: string): string => `Unknown entity type "${entity}"; use one of: ${QUERY_ENTITY_TYPES.join(', ')}.`;

/**
 * The JSON pointer of a node of `filter` from its path (`g0.c1`, as `childPath` makes them):
 * `/groups/0/conditions/1`. Under a condition, `g0` is its relationship filter's value for `has`
 * and its nested filter otherwise (what `queryFilterProblems` walks into).
 */
export function filterPointer(filter: QueryFilter, path: string): string {
  let pointer = '';
  let group: QueryFilter | undefined = filter;
  let condition: QueryFilterCondition | undefined;
  for (const segment of path === '' ? [] : path.split('.')) {
    const index = Number(segment.slice(1));
    if (segment.startsWith('c')) {
      pointer += `/conditions/${index}`;
      condition = group?.conditions[index];
      group = undefined;
    } else if (condition) {
      const viaRelationship = condition.operator === 'has';
      pointer += viaRelationship ? '/relationship_filter/value' : '/nested';
      group = viaRelationship ? condition.relationship_filter?.value : condition.nested;
      condition = undefined;
    } else {
      pointer += `/groups/${index}`;
      group = group?.groups[index];
    }
  }
  return pointer;
}

/**
 * What is wrong with a filter over `entity` (the shared rules of @vigil/openapi, with the spec's
 * sentences), as a 400: the first problem's sentence, and every problem (up to the usual cap)
 * with the pointer of its node under `/filter`. Undefined when the filter may be saved.
 */
export function filterRefusal(entity: string, filter: QueryFilter): FilterRefusal | undefined {
  if (!dataFieldCatalog.fields(entity)) {
    const message = unknownEntity(entity);
    return { message, details: [{ field: '/entity', message }] };
  }
  const problems: QueryFilterProblem[] = queryFilterProblems(dataFieldCatalog, entity, filter);
  const [first] = problems;
  if (!first) return undefined;
  return {
    message: first.message,
    details: problems.slice(0, MAX_DETAILS).map((problem) => ({ field: `/filter${filterPointer(filter, problem.path)}`, message: problem.message })),
  };
}
