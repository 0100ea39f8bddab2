import type { QueryFilter, QueryFilterCondition } from '@vigil/openapi';
import { isBuilderGroup, type BuilderGroup, type BuilderRule } from './types';

/** Makes the ids of new rules and groups; one counter for every builder on the page, so ids never clash. */
let lastId = 0;
export const nextBuilderId = (): string => {
  lastId += 1;
  return `qb-${String(lastId)}`;
};

type ConditionValue = NonNullable<QueryFilterCondition['value']>;

const isScalar = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** The values a condition may carry; anything else an editor might hold is left out of the filter. */
const conditionValue = (value: unknown): ConditionValue | null | undefined => {
  if (value === null || isScalar(value)) return value;
  if (Array.isArray(value) && value.every(isScalar)) return value;
  return undefined;
};

/** Structural equality of plain data (what filters and rule groups are made of). */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameData(item, b[index]));
  const left = Object.entries(a).filter(([, value]) => value !== undefined);
  const right = Object.entries(b).filter(([, value]) => value !== undefined);
  return left.length === right.length && left.every(([key, value]) => sameData(value, (b as Record<string, unknown>)[key]));
}

function toBuilderRule(condition: QueryFilterCondition, previous: BuilderRule | undefined, newId: () => string): BuilderRule {
  const relation = condition.relationship_filter;
  const rule: BuilderRule = {
    id: previous?.id ?? newId(),
    field: condition.field,
    operator: condition.operator,
    value: condition.value,
    ...(condition.not && { not: true }),
    ...(condition.count && { count: { ...condition.count } }),
    ...(condition.nested && { nested: toBuilderGroup(condition.nested, previous?.nested, newId) }),
    ...(relation && {
      relationship_filter: {
        ...(relation.relationship !== undefined && { relationship: relation.relationship }),
        ...(relation.value && { value: toBuilderGroup(relation.value, previous?.relationship_filter?.value, newId) }),
      },
    }),
  };
  // The previous object when nothing changed, so its row is not drawn again.
  return previous && sameData(rule, previous) ? previous : rule;
}

/**
 * A filter as react-querybuilder's rule group: conditions first, then groups, as the tree orders
 * them. With `previous` (the group this filter replaces), ids are kept by position and kind, and
 * unchanged parts keep their objects.
 */
export function toBuilderGroup(filter: QueryFilter, previous?: BuilderGroup, newId: () => string = nextBuilderId): BuilderGroup {
  const previousRules = previous?.rules.filter((node): node is BuilderRule => !isBuilderGroup(node)) ?? [];
  const previousGroups = previous?.rules.filter(isBuilderGroup) ?? [];
  const rules = [
    ...filter.conditions.map((condition, index) => toBuilderRule(condition, previousRules[index], newId)),
    ...filter.groups.map((group, index) => toBuilderGroup(group, previousGroups[index], newId)),
  ];
  const group: BuilderGroup = {
    id: previous?.id ?? newId(),
    // Kept as it is, even when it is neither and nor or, so the group shows that problem.
    combinator: filter.operator,
    ...(filter.not && { not: true }),
    rules,
  };
  if (previous && rules.every((rule, index) => rule === previous.rules[index]) && sameData(group, previous)) return previous;
  return group;
}

function toCondition(rule: BuilderRule): QueryFilterCondition {
  const value = conditionValue(rule.value);
  const relation = rule.relationship_filter;
  return {
    field: rule.field,
    operator: rule.operator,
    ...(value !== undefined && { value }),
    ...(rule.not && { not: true }),
    ...(rule.count && { count: { ...rule.count } }),
    ...(rule.nested && { nested: toQueryFilter(rule.nested) }),
    ...(relation && {
      relationship_filter: {
        ...(relation.relationship !== undefined && { relationship: relation.relationship }),
        ...(relation.value && { value: toQueryFilter(relation.value) }),
      },
    }),
  };
}

/**
 * A rule group as the filter the API takes: each group's conditions, then its groups (in their
 * order among themselves). `not: false` is left out, as the API's default.
 */
export function toQueryFilter(group: BuilderGroup): QueryFilter {
  const conditions: QueryFilterCondition[] = [];
  const groups: QueryFilter[] = [];
  for (const node of group.rules) {
    if (isBuilderGroup(node)) groups.push(toQueryFilter(node));
    else conditions.push(toCondition(node));
  }
  return {
    // What the group holds, even when it is not and/or: the check names it on the group.
    operator: group.combinator as QueryFilter['operator'],
    ...(group.not && { not: true }),
    conditions,
    groups,
  };
}
