import type { QueryFilter } from '@vigil/openapi';
import { queryFilterPaths } from '@vigil/openapi';
import { describe, expect, it } from 'vitest';
import { toBuilderGroup } from './convert';
import { builderPaths, nodeLabel } from './paths';
import type { BuilderGroup } from './types';

const FILTER: QueryFilter = {
  operator: 'and',
  conditions: [
    { field: 'hostname', operator: 'exists' },
    {
      field: 'installed_software',
      operator: 'has',
      relationship_filter: { relationship: 'installed_software', value: { operator: 'or', conditions: [{ field: 'vendor', operator: 'exists' }], groups: [] } },
    },
  ],
  groups: [
    {
      operator: 'or',
      conditions: [{ field: 'network_interfaces', operator: 'match', nested: { operator: 'and', conditions: [{ field: 'mac', operator: 'exists' }], groups: [] } }],
      groups: [{ operator: 'and', conditions: [{ field: 'tags', operator: 'exists' }], groups: [] }],
    },
  ],
};

describe('builderPaths', () => {
  it('name every node as the filter does: the root, conditions then groups, and the inner filters under their condition', () => {
    const paths = [...builderPaths(toBuilderGroup(FILTER)).values()];
    expect(paths.sort()).toEqual(['', 'c0', 'c1', 'c1.g0', 'c1.g0.c0', 'g0', 'g0.c0', 'g0.c0.g0', 'g0.c0.g0.c0', 'g0.g0', 'g0.g0.c0'].sort());
  });

  it('agree with the contract on the outer tree', () => {
    const paths = new Set(builderPaths(toBuilderGroup(FILTER)).values());
    for (const path of queryFilterPaths(FILTER)) expect(paths.has(path)).toBe(true);
  });

  it('number conditions and groups apart, whatever order they sit in', () => {
    const group: BuilderGroup = {
      id: 'root',
      combinator: 'and',
      rules: [
        { id: 'g', combinator: 'or', rules: [] },
        { id: 'a', field: 'name', operator: 'exists', value: undefined },
        { id: 'h', combinator: 'or', rules: [] },
        { id: 'b', field: 'name', operator: 'exists', value: undefined },
      ],
    };
    expect(Object.fromEntries(builderPaths(group))).toEqual({ root: '', g: 'g0', a: 'c0', h: 'g1', b: 'c1' });
  });
});

describe('nodeLabel', () => {
  it.each([
    ['', 'the filter'],
    ['c1', 'condition 2'],
    ['g0', 'group 1'],
    ['g0.c1', 'condition 2 in group 1'],
    ['g1.g0', 'group 1 in group 2'],
    ['c0.g0', 'the filter of condition 1'],
    ['c0.g0.c2', 'condition 3 in the filter of condition 1'],
    ['g0.c0.g0.g1', 'group 2 in the filter of condition 1 in group 1'],
  ])('call %j "%s"', (path, label) => {
    expect(nodeLabel(path)).toBe(label);
  });
});
