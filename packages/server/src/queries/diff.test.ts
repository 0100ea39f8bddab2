import { describe, expect, it } from 'vitest';
import type { QueryFilter, QueryFilterCondition } from '@vigil/openapi';
import { comparePaths, diffFilters } from './diff.js';

const is = (field: string, value: string): QueryFilterCondition => ({ field, operator: 'equals', value });
const and = (conditions: QueryFilterCondition[], groups: QueryFilter[] = []): QueryFilter => ({ operator: 'and', conditions, groups });
const or = (conditions: QueryFilterCondition[], groups: QueryFilter[] = []): QueryFilter => ({ operator: 'or', conditions, groups });

const windows = is('os_type', 'Windows');
const mac = is('os_type', 'macOS');
const laptop = is('device_type', 'Laptop');
const desktop = is('device_type', 'Desktop');
const security = is('department', 'Security');

describe('diffFilters', () => {
  it('finds nothing between equal trees, whatever the order of a group or a false not', () => {
    expect(diffFilters(and([windows, laptop]), and([laptop, { ...windows, not: false }]))).toEqual([]);
  });

  it('tells added, removed and changed conditions by path', () => {
    expect(diffFilters(and([windows, laptop]), and([windows, desktop, security]))).toEqual([
      { change: 'changed', path: 'c1', before: laptop, after: desktop },
      { change: 'added', path: 'c2', after: security },
    ]);
    expect(diffFilters(and([windows, laptop]), and([windows]))).toEqual([{ change: 'removed', path: 'c1', before: laptop }]);
  });

  it('reads removing a first condition as one removal, not as every later condition changed', () => {
    expect(diffFilters(and([windows, laptop, security]), and([laptop, security]))).toEqual([{ change: 'removed', path: 'c0', before: windows }]);
  });

  it('pairs an edited condition with the one on the same field before the one at the same place', () => {
    // security was inserted first; os_type was edited and now sits at c1.
    expect(diffFilters(and([windows]), and([security, mac]))).toEqual([
      { change: 'added', path: 'c0', after: security },
      { change: 'changed', path: 'c1', before: windows, after: mac },
    ]);
  });

  it("tells a group whose operator or negation changed, at the group's path", () => {
    expect(diffFilters(and([windows], [or([laptop, desktop])]), or([windows], [and([laptop, desktop])]))).toEqual([
      { change: 'changed', path: '', group_before: 'and', group_after: 'or' },
      { change: 'changed', path: 'g0', group_before: 'or', group_after: 'and' },
    ]);
    expect(diffFilters(and([], [or([laptop, desktop])]), and([], [{ ...or([laptop, desktop]), not: true }]))).toEqual([
      { change: 'changed', path: 'g0', group_not_before: false, group_not_after: true },
    ]);
  });

  it('reports a condition that moved to another group once, with where it was', () => {
    expect(diffFilters(and([windows, laptop], [or([security, mac])]), and([windows], [or([security, mac, laptop])]))).toEqual([
      { change: 'changed', path: 'g0.c2', from_path: 'c1', before: laptop, after: laptop },
    ]);
  });

  it('follows a group that changed place when the one before it was removed', () => {
    const first = or([laptop, desktop]);
    const second = or([windows, mac]);
    expect(diffFilters(and([security], [first, second]), and([security], [second]))).toEqual([
      { change: 'removed', path: 'g0.c0', before: laptop },
      { change: 'removed', path: 'g0.c1', before: desktop },
    ]);
  });

  it('treats a change inside a nested or relationship filter as a change of its condition', () => {
    const has = (name: string): QueryFilterCondition => ({
      field: 'installed_software',
      operator: 'has',
      relationship_filter: { relationship: 'installed_software', value: and([is('name', name)]) },
    });
    expect(diffFilters(and([has('Chrome')]), and([has('Firefox')]))).toEqual([{ change: 'changed', path: 'c0', before: has('Chrome'), after: has('Firefox') }]);
  });

  it('pairs conditions at the same place in a group whose content all changed', () => {
    expect(diffFilters(and([], [or([laptop])]), and([], [or([security])]))).toEqual([{ change: 'changed', path: 'g0.c0', before: laptop, after: security }]);
  });

  it('lists a new group as added conditions and a removed group as removed ones', () => {
    expect(diffFilters(and([windows]), and([windows], [or([laptop, desktop])]))).toEqual([
      { change: 'added', path: 'g0.c0', after: laptop },
      { change: 'added', path: 'g0.c1', after: desktop },
    ]);
  });
});

describe('comparePaths', () => {
  it('orders the root first, conditions before groups, numbers as numbers', () => {
    expect(['g1', 'c10', 'g0.c0', '', 'c2', 'g0'].sort(comparePaths)).toEqual(['', 'c2', 'c10', 'g0', 'g0.c0', 'g1']);
  });
});
