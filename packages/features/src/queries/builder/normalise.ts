import type { DataField } from '@vigil/openapi';
import { nextBuilderId } from './convert';
import { carryValue, valueShape } from './fields';
import { isBuilderGroup, type BuilderGroup, type BuilderNode, type BuilderRule } from './types';

/** Where the fields of a tree's inner filters come from. */
export interface BuilderCatalog {
  /** The fields of an entity type, for the filter of a relationship to it. */
  entityFields(entity: string): readonly DataField[] | undefined;
}

/** The count a fresh count row starts with: more than none. */
export const DEFAULT_COUNT = { operator: 'above', count: 0 } as const;

/** A group with nothing in it yet (and). */
export const emptyGroup = (newId: () => string = nextBuilderId): BuilderGroup => ({ id: newId(), combinator: 'and', rules: [] });

/** An object's nested filter starts with its first sub-field, so the group is never empty. */
export function seedNested(field: DataField | undefined, newId: () => string = nextBuilderId): BuilderGroup {
  const first = field?.sub_fields?.[0];
  return { ...emptyGroup(newId), rules: first ? [{ id: newId(), field: first.name, operator: 'exists', value: undefined }] : [] };
}

/**
 * A rule whose field or operator just changed (or that was just added), made whole for its new
 * operator: a value that fits (the previous one when it does), and only the parts the operator
 * takes: a count, a relationship's filter, an object's nested filter.
 */
export function settleRule(rule: BuilderRule, previous: BuilderRule | undefined, field: DataField | undefined, newId: () => string = nextBuilderId): BuilderRule {
  const shape = valueShape(field, rule.operator);
  const sameField = previous?.field === rule.field;
  const settled: BuilderRule = {
    id: rule.id,
    field: rule.field,
    operator: rule.operator,
    value: carryValue(shape, rule.operator, rule.value),
    ...(rule.not && { not: true }),
  };
  if (shape === 'count') settled.count = rule.count ?? { ...DEFAULT_COUNT };
  if (shape === 'relationship') {
    const relation = sameField || !previous ? rule.relationship_filter : undefined;
    settled.relationship_filter = { relationship: rule.field, value: relation?.value ?? emptyGroup(newId) };
    if ((sameField || !previous) && rule.count) settled.count = rule.count;
  }
  if (shape === 'nested') settled.nested = (sameField || !previous) && rule.nested ? rule.nested : seedNested(field, newId);
  return settled;
}

const collectRules = (group: BuilderGroup | undefined, into = new Map<string, BuilderRule>()): Map<string, BuilderRule> => {
  for (const node of group?.rules ?? []) {
    if (isBuilderGroup(node)) {
      collectRules(node, into);
      continue;
    }
    if (node.id !== undefined) into.set(node.id, node);
    collectRules(node.nested, into);
    collectRules(node.relationship_filter?.value, into);
  }
  return into;
};

/**
 * The tree after an edit, made consistent: in every group the conditions come before the groups
 * (as the filter orders them, so what the user sees is what the paths and the text say), and each
 * rule whose field or operator changed is settled for its new operator. Unchanged parts keep
 * their objects, so their rows are not drawn again.
 */
export function normaliseTree(
  next: BuilderGroup,
  previous: BuilderGroup | undefined,
  fields: readonly DataField[],
  catalog: BuilderCatalog,
  newId: () => string = nextBuilderId,
): BuilderGroup {
  const before = collectRules(previous);

  const walkRule = (rule: BuilderRule, scope: readonly DataField[]): BuilderRule => {
    const field = scope.find((candidate) => candidate.name === rule.field);
    const old = rule.id === undefined ? undefined : before.get(rule.id);
    const changed = old !== rule && (!old || old.field !== rule.field || old.operator !== rule.operator);
    let settled = changed ? settleRule(rule, old, field, newId) : rule;
    const nested = settled.nested && walkGroup(settled.nested, field?.sub_fields ?? []);
    const relation = settled.relationship_filter;
    const related = relation?.value && walkGroup(relation.value, (field?.entity && catalog.entityFields(field.entity)) || []);
    if (nested !== settled.nested) settled = { ...settled, nested };
    if (relation && related !== relation.value) settled = { ...settled, relationship_filter: { ...relation, value: related } };
    return settled;
  };

  const walkGroup = (group: BuilderGroup, scope: readonly DataField[]): BuilderGroup => {
    const walked: BuilderNode[] = group.rules.map((node) => (isBuilderGroup(node) ? walkGroup(node, scope) : walkRule(node, scope)));
    const ordered = [...walked.filter((node) => !isBuilderGroup(node)), ...walked.filter(isBuilderGroup)];
    return ordered.every((node, index) => node === group.rules[index]) ? group : { ...group, rules: ordered };
  };

  return walkGroup(next, fields);
}
