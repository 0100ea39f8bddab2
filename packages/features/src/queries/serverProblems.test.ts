import { describe, expect, it } from 'vitest';
import { nodePathOf, serverProblems } from './serverProblems';

describe('serverProblems', () => {
  it.each([
    ['/filter', ''],
    ['/filter/operator', ''],
    ['/filter/conditions/1', 'c1'],
    ['/filter/conditions/1/value', 'c1'],
    ['/filter/groups/0/conditions/2/operator', 'g0.c2'],
    ['/filter/groups/1/groups/0', 'g1.g0'],
    ['/filter/conditions/0/nested/conditions/1/value', 'c0.g0.c1'],
    ['/filter/conditions/3/relationship_filter/value/groups/0/conditions/0', 'c3.g0.g0.c0'],
    ['/filter/conditions/3/relationship_filter/relationship', 'c3'],
    ['/filter/conditions/3/count/count', 'c3'],
  ])('%s is the node %j', (pointer, path) => {
    expect(serverProblems([{ field: pointer, message: 'x' }]).problems).toEqual([{ path, message: 'x' }]);
  });

  it('puts other fields on the form and details without a field apart; the first message of a field wins', () => {
    expect(
      serverProblems([
        { field: '/name', message: 'A query needs a name' },
        { field: '/name', message: 'too long' },
        { field: '/data_scope_ids', message: 'At least one Data Scope must be selected' },
        { message: 'Something else' },
      ]),
    ).toEqual({
      problems: [],
      fields: { name: 'A query needs a name', data_scope_ids: 'At least one Data Scope must be selected' },
      general: ['Something else'],
    });
  });

  it('reads escaped pointer tokens', () => {
    expect(nodePathOf(['conditions', '0'])).toBe('c0');
    expect(serverProblems([{ field: '/a~1b', message: 'm' }]).fields).toEqual({ 'a/b': 'm' });
  });
});
