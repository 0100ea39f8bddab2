import { describe, expect, it } from 'vitest';
import { bulkChangeFor, queryChangesNeeded, sharingProblems, type SharingDraft, type SharingQuery } from './sharingProblems';

const draft = (over: Partial<SharingDraft> = {}): SharingDraft => ({
  access: 'custom',
  roles: [{ role_id: 'r1', access: 'viewers' }],
  data_scopes: { all: false, ids: ['s1'] },
  ...over,
});

const query = (id: string, over: Partial<SharingQuery> = {}): SharingQuery => ({ id, name: `Query ${id}`, private: false, all_data_scopes: true, ...over });

describe('sharingProblems', () => {
  it('accepts a custom dashboard with a viewer and a data scope', () => {
    expect(sharingProblems(draft())).toEqual([]);
  });

  it('accepts an editor as the only role, and a private dashboard without roles', () => {
    expect(sharingProblems(draft({ roles: [{ role_id: 'r1', access: 'editors' }] }))).toEqual([]);
    expect(sharingProblems(draft({ access: 'private', roles: [] }))).toEqual([]);
  });

  it.each(['custom', 'public'] as const)('needs a viewer or editor on a %s dashboard', (access) => {
    expect(sharingProblems(draft({ access, roles: [] }))).toEqual([
      { field: 'roles', message: 'This dashboard must remain Custom or Public. Define at least one role as viewer/editor.' },
    ]);
  });

  it('does not count roles without viewer or editor access', () => {
    const roles = [
      { role_id: 'r1', access: 'no_access' as const },
      { role_id: 'r2', access: 'system_default' as const },
    ];
    expect(sharingProblems(draft({ roles })).map((problem) => problem.field)).toEqual(['roles']);
  });

  it('refuses a private dashboard shared with all data scopes', () => {
    expect(sharingProblems(draft({ access: 'private', roles: [], data_scopes: { all: true, ids: [] } }))).toEqual([
      { field: 'data_scopes', message: 'A Private dashboard cannot be shared between all Data Scopes.' },
    ]);
  });

  it('needs at least one specific data scope', () => {
    expect(sharingProblems(draft({ data_scopes: { all: false, ids: [] } }))).toEqual([{ field: 'data_scopes', message: 'At least one Data Scope must be selected' }]);
  });

  it('ignores the specific scopes when shared with all data scopes', () => {
    expect(sharingProblems(draft({ data_scopes: { all: true, ids: [] } }))).toEqual([]);
  });

  it('reports every broken rule at once', () => {
    expect(sharingProblems(draft({ access: 'public', roles: [], data_scopes: { all: false, ids: [] } })).map((problem) => problem.field)).toEqual(['roles', 'data_scopes']);
  });
});

describe('queryChangesNeeded', () => {
  // As the server keeps them: a private query is shared with no data scope.
  const queries = [query('a'), query('b', { all_data_scopes: false }), query('c', { private: true, all_data_scopes: false })];

  it('needs nothing for a custom dashboard of specific data scopes', () => {
    expect(queryChangesNeeded(draft(), queries)).toEqual([]);
  });

  it('lists the queries not shared with all data scopes when the dashboard is, the private ones among them', () => {
    expect(queryChangesNeeded(draft({ data_scopes: { all: true, ids: [] } }), queries)).toEqual([{ reason: 'not_shared', queries: [queries[1], queries[2]] }]);
  });

  it('lists the private queries when the dashboard becomes public', () => {
    expect(queryChangesNeeded(draft({ access: 'public' }), queries)).toEqual([{ reason: 'private', queries: [queries[2]] }]);
  });

  it('lists both reasons for a public dashboard of all data scopes, each query once', () => {
    const needed = queryChangesNeeded(draft({ access: 'public', data_scopes: { all: true, ids: [] } }), queries);
    expect(needed).toEqual([
      { reason: 'not_shared', queries: [queries[1]] },
      { reason: 'private', queries: [queries[2]] },
    ]);
  });

  it('needs nothing of a private dashboard of all data scopes (a sharing problem of its own)', () => {
    expect(queryChangesNeeded(draft({ access: 'private', roles: [], data_scopes: { all: true, ids: [] } }), queries)).toEqual([]);
  });

  it('needs nothing when every query is already shared and public', () => {
    expect(queryChangesNeeded(draft({ access: 'public', data_scopes: { all: true, ids: [] } }), [query('a')])).toEqual([]);
  });
});

describe('bulkChangeFor', () => {
  const all = draft({ data_scopes: { all: true, ids: [] } });

  it('shares the queries with all data scopes when none is private', () => {
    expect(bulkChangeFor(queryChangesNeeded(all, [query('a'), query('b', { all_data_scopes: false })]))).toBe('NON_SHARED_TO_SHARED');
  });

  it('opens the private ones, which shares them with all data scopes too, as soon as one is private', () => {
    const closed = query('c', { private: true, all_data_scopes: false });
    expect(bulkChangeFor(queryChangesNeeded(all, [query('b', { all_data_scopes: false }), closed]))).toBe('PRIVATE_TO_PUBLIC');
    expect(bulkChangeFor(queryChangesNeeded(draft({ access: 'public', data_scopes: { all: true, ids: [] } }), [query('b', { all_data_scopes: false }), closed]))).toBe('PRIVATE_TO_PUBLIC');
  });

  it('needs no change when nothing is needed', () => {
    expect(bulkChangeFor([])).toBeUndefined();
  });
});
