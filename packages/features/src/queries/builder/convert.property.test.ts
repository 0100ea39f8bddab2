import type { QueryFilter, QueryFilterCondition } from '@vigil/openapi';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toBuilderGroup, toQueryFilter } from './convert';
import { builderPaths } from './paths';

const scalar = fc.oneof(fc.string({ maxLength: 6 }), fc.integer(), fc.boolean());

const field = fc.constantFrom('name', 'tags', 'hostname', 'network_interfaces', 'installed_software');
const operator = fc.constantFrom('exists', 'equals', 'in', 'contains', 'count', 'has', 'match', 'size_less_than');
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.constant(null));
const count = fc.record({ operator: fc.constantFrom('equals' as const, 'above' as const, 'below' as const), count: fc.nat(20) }, { requiredKeys: [] });

/**
 * Filters of every shape, `depth` levels deep, in the form the API keeps (not: true or absent).
 * A condition has an object's nested filter or a relationship's, not both: both would be its
 * `g0` (the contract names them alike, as no operator takes both).
 */
function filterOf(depth: number): fc.Arbitrary<QueryFilter> {
  const inner = depth > 0 ? fc.option(filterOf(depth - 1), { nil: undefined }) : fc.constant(undefined);
  const condition: fc.Arbitrary<QueryFilterCondition> = fc
    .record(
      {
        field,
        operator,
        value,
        not: fc.constant(true),
        count,
        inner: fc.tuple(fc.constantFrom('nested' as const, 'relationship' as const), inner, fc.option(fc.string({ maxLength: 6 }), { nil: undefined })),
      },
      { requiredKeys: ['field', 'operator', 'inner'] },
    )
    .map(({ inner: [kind, tree, relationship], ...rest }) => {
      if (kind === 'nested') return tree ? { ...rest, nested: tree } : rest;
      return tree || relationship !== undefined
        ? { ...rest, relationship_filter: { ...(relationship !== undefined && { relationship }), ...(tree && { value: tree }) } }
        : rest;
    });
  return fc.record(
    {
      operator: fc.constantFrom('and' as const, 'or' as const),
      not: fc.constant(true),
      conditions: fc.array(condition, { maxLength: 3 }),
      groups: depth > 0 ? fc.array(filterOf(depth - 1), { maxLength: 2 }) : fc.constant([]),
    },
    { requiredKeys: ['operator', 'conditions', 'groups'] },
  );
}

const filter = filterOf(3);

/** JSON's view of a filter: what the API sends and receives (no undefined keys). */
const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

const countNodes = (tree: QueryFilter): number =>
  1 +
  tree.conditions.reduce(
    (sum, condition) =>
      sum + 1 + (condition.nested ? countNodes(condition.nested) : 0) + (condition.relationship_filter?.value ? countNodes(condition.relationship_filter.value) : 0),
    0,
  ) +
  tree.groups.reduce((sum, group) => sum + countNodes(group), 0);

describe('toBuilderGroup and toQueryFilter, on random filters', () => {
  it('round-trip every filter', () => {
    fc.assert(
      fc.property(filter, (tree) => {
        expect(json(toQueryFilter(toBuilderGroup(tree)))).toEqual(json(tree));
      }),
    );
  });

  it('give every node of the filter one path and one id', () => {
    fc.assert(
      fc.property(filter, (tree) => {
        const paths = builderPaths(toBuilderGroup(tree));
        expect(new Set(paths.values()).size).toBe(countNodes(tree));
        expect(paths.size).toBe(countNodes(tree));
      }),
    );
  });

  it('keep the previous group when the same filter comes back', () => {
    fc.assert(
      fc.property(filter, (tree) => {
        const group = toBuilderGroup(tree);
        expect(toBuilderGroup(structuredClone(tree), group)).toBe(group);
      }),
    );
  });
});
