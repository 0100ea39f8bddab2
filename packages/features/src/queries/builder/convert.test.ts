import type { QueryFilter } from '@vigil/openapi';
import { describe, expect, it } from 'vitest';
import { sameData, toBuilderGroup, toQueryFilter } from './convert';
import { builderPaths } from './paths';
import { isBuilderGroup, type BuilderGroup, type BuilderRule } from './types';

const ids = () => {
  let next = 0;
  return () => {
    next += 1;
    return `id${String(next)}`;
  };
};

/** Every shape a filter takes: and/or, not on groups and conditions, nested, relationship with and without count, count rows. */
const FULL: QueryFilter = {
  operator: 'and',
  conditions: [
    { field: 'hostname', operator: 'contains', value: 'web' },
    { field: 'os_type', operator: 'in', value: ['Windows', 'Linux'], not: true },
    { field: 'is_managed', operator: 'equals', value: false },
    { field: 'tags', operator: 'count', count: { operator: 'above', count: 2 } },
    {
      field: 'network_interfaces',
      operator: 'match',
      nested: { operator: 'or', conditions: [{ field: 'mac', operator: 'starts_with', value: '00:1A' }], groups: [] },
    },
    {
      field: 'installed_software',
      operator: 'has',
      relationship_filter: {
        relationship: 'installed_software',
        value: {
          operator: 'and',
          conditions: [{ field: 'vendor', operator: 'equals', value: 'Adobe' }],
          groups: [{ operator: 'or', not: true, conditions: [{ field: 'version', operator: 'exists' }], groups: [] }],
        },
      },
      count: { operator: 'equals', count: 0 },
    },
    { field: 'owner_user', operator: 'has', relationship_filter: { relationship: 'owner_user', value: { operator: 'and', conditions: [], groups: [] } } },
    { field: 'last_seen', operator: 'last_days', value: 7 },
    { field: 'first_seen', operator: 'greater_than', value: '2025-01-31' },
    { field: 'serial', operator: 'exists', value: null },
  ],
  groups: [
    {
      operator: 'or',
      not: true,
      conditions: [
        { field: 'ips', operator: 'size_greater_than', value: 2 },
        { field: 'ips', operator: 'size_less_than', value: 5 },
      ],
      groups: [{ operator: 'and', conditions: [{ field: 'model', operator: 'regex', value: '^T4[0-9]+' }], groups: [] }],
    },
    { operator: 'and', conditions: [], groups: [] },
  ],
};

const rulesOf = (group: BuilderGroup) => group.rules.filter((node): node is BuilderRule => !isBuilderGroup(node));
const groupsOf = (group: BuilderGroup) => group.rules.filter(isBuilderGroup);

describe('toBuilderGroup and toQueryFilter', () => {
  it('round-trip every shape of filter', () => {
    expect(toQueryFilter(toBuilderGroup(FULL, undefined, ids()))).toEqual(FULL);
  });

  it('round-trip the empty root', () => {
    const empty: QueryFilter = { operator: 'or', conditions: [], groups: [] };
    expect(toQueryFilter(toBuilderGroup(empty, undefined, ids()))).toEqual(empty);
  });

  it('give every rule and group an id, inner filters included', () => {
    const group = toBuilderGroup(FULL, undefined, ids());
    const seen = [...builderPaths(group).keys()];
    expect(new Set(seen).size).toBe(seen.length);
    // The root, 10 conditions, 2 groups with 3 conditions and 1 group, and the inner filters' 4 groups and 3 conditions.
    expect(seen).toHaveLength(24);
  });

  it('put conditions first, then groups, with combinator and not as the filter has them', () => {
    const group = toBuilderGroup(FULL, undefined, ids());
    expect(group.rules.slice(0, 10).every((node) => !isBuilderGroup(node))).toBe(true);
    expect(group.rules.slice(10).every(isBuilderGroup)).toBe(true);
    expect(group).toMatchObject({ combinator: 'and' });
    expect(groupsOf(group)[0]).toMatchObject({ combinator: 'or', not: true });
    expect(rulesOf(group)[1]).toMatchObject({ field: 'os_type', operator: 'in', value: ['Windows', 'Linux'], not: true });
  });

  it('hold a relationship row as its relationship, count and inner rule group', () => {
    const rule = rulesOf(toBuilderGroup(FULL, undefined, ids()))[5];
    expect(rule).toMatchObject({ field: 'installed_software', operator: 'has', count: { operator: 'equals', count: 0 } });
    expect(rule?.relationship_filter?.relationship).toBe('installed_software');
    expect(rule?.relationship_filter?.value?.combinator).toBe('and');
    expect(rule?.relationship_filter?.value?.rules).toHaveLength(2);
  });

  it('hold an object row as its nested rule group', () => {
    const rule = rulesOf(toBuilderGroup(FULL, undefined, ids()))[4];
    expect(rule?.nested).toMatchObject({ combinator: 'or', rules: [{ field: 'mac', operator: 'starts_with', value: '00:1A' }] });
  });

  it('keep parts the checks refuse, so their problems show: a missing operator, a relationship without its parts, a count without a number', () => {
    const odd = {
      operator: '',
      conditions: [
        { field: 'installed_software', operator: 'has', relationship_filter: {} },
        { field: 'tags', operator: 'count', count: { operator: 'above' } },
        { field: 'hostname', operator: 'match', nested: { operator: 'and', conditions: [], groups: [] } },
      ],
      groups: [],
    } as unknown as QueryFilter;
    expect(toQueryFilter(toBuilderGroup(odd, undefined, ids()))).toEqual(odd);
  });

  it('leave out not: false, the default', () => {
    const filter: QueryFilter = { operator: 'and', not: false, conditions: [{ field: 'name', operator: 'exists', not: false }], groups: [] };
    expect(toQueryFilter(toBuilderGroup(filter, undefined, ids()))).toEqual({ operator: 'and', conditions: [{ field: 'name', operator: 'exists' }], groups: [] });
  });

  it('order a group whose rules and groups are mixed: conditions first, each kind in its order', () => {
    const group: BuilderGroup = {
      id: 'root',
      combinator: 'or',
      rules: [
        { id: 'g', combinator: 'and', rules: [] },
        { id: 'a', field: 'name', operator: 'exists', value: undefined },
        { id: 'b', field: 'tags', operator: 'exists', value: undefined },
      ],
    };
    expect(toQueryFilter(group)).toEqual({
      operator: 'or',
      conditions: [
        { field: 'name', operator: 'exists' },
        { field: 'tags', operator: 'exists' },
      ],
      groups: [{ operator: 'and', conditions: [], groups: [] }],
    });
  });

  it('leave out values an editor may hold that a condition cannot carry', () => {
    const group: BuilderGroup = { id: 'r', combinator: 'and', rules: [{ id: 'a', field: 'name', operator: 'equals', value: { oops: 1 } }] };
    expect(toQueryFilter(group).conditions[0]).toEqual({ field: 'name', operator: 'equals' });
  });
});

describe('toBuilderGroup over a previous group', () => {
  it('return the previous group itself when the filter is the same', () => {
    const previous = toBuilderGroup(FULL, undefined, ids());
    expect(toBuilderGroup(structuredClone(FULL), previous, ids())).toBe(previous);
  });

  it('keep the ids and objects of unchanged rows and give the changed one a new object with the same id', () => {
    const previous = toBuilderGroup(FULL, undefined, ids());
    const changed = structuredClone(FULL);
    (changed.conditions[0] as { value: string }).value = 'db';
    const next = toBuilderGroup(changed, previous, ids());
    expect(next).not.toBe(previous);
    expect(next.id).toBe(previous.id);
    expect(next.rules[0]).not.toBe(previous.rules[0]);
    expect(next.rules[0]?.id).toBe(previous.rules[0]?.id);
    expect(next.rules.slice(1)).toEqual(previous.rules.slice(1));
    next.rules.slice(1).forEach((node, index) => {
      expect(node).toBe(previous.rules[index + 1]);
    });
  });

  it('give new ids only to the nodes that are new', () => {
    const previous = toBuilderGroup(FULL, undefined, ids());
    const grown = structuredClone(FULL);
    grown.conditions.push({ field: 'name', operator: 'exists' });
    const next = toBuilderGroup(grown, previous, () => 'fresh');
    expect(rulesOf(next).map((rule) => rule.id)).toEqual([...rulesOf(previous).map((rule) => rule.id), 'fresh']);
    expect(groupsOf(next)).toEqual(groupsOf(previous));
  });
});

describe('sameData', () => {
  it('compare plain data deeply, absent and undefined alike', () => {
    expect(sameData({ a: [1, { b: 'x' }], c: undefined }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(sameData({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
    expect(sameData(null, {})).toBe(false);
  });
});
