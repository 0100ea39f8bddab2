import { describe, expect, it } from 'vitest';
import { loadSpec } from './spec.js';
import { compileValidators, operationsOf } from './validation.js';

const doc = loadSpec();
const validators = compileValidators(doc);
const operation = (id: string) => {
  const found = Object.values(doc.paths)
    .flatMap((item) => operationsOf(item).map(([, op]) => op))
    .find((op) => op.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
};

describe('request validation', () => {
  it('looks for NUL characters through a body nested a hundred thousand levels deep', () => {
    // An operation without a body schema lets any JSON through to the NUL check.
    const validator = validators.get(operation('resetCertificateToDefaults'));
    const depth = 100_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"a\\u0000b"${']'.repeat(depth)}`) as unknown;
    const problems = validator?.check({ params: {}, query: {}, body: deep, hasBody: true }).problems;
    expect(problems).toHaveLength(1);
    expect(problems?.[0]?.field).toBe(`body${'/0'.repeat(depth)}`);
  });

  it('tells a value of a discriminated oneOf the problems of the branch it names, not of every branch', () => {
    const validator = validators.get(operation('createChart'));
    const problemsOf = (dateRange: unknown) =>
      validator?.check({
        params: { id: 'space' },
        query: {},
        body: { name: 'Over time', metric: 'timeline', view: 'line', config: { queries: [{ query_id: 'q' }], data_source: 'historical', date_range: dateRange } },
        hasBody: true,
      }).problems;
    expect(problemsOf({ type: 'relative', relative_type: 'last', unit: 'day', count: 0 })).toEqual([{ field: 'body/config/date_range/count', message: 'may be no less than 1' }]);
    expect(problemsOf({ type: 'absolute', date_from: '2026-01-01' })).toEqual([{ field: 'body/config/date_range/date_to', message: 'is required' }]);
    expect(problemsOf({ type: 'sometimes', count: 1 })).toEqual([{ field: 'body/config/date_range/type', message: 'must be one of "absolute", "relative", "dynamic"' }]);
    expect(problemsOf({ count: 1 })).toEqual([{ field: 'body/config/date_range/type', message: 'is required' }]);
    expect(problemsOf({ type: 'relative', relative_type: 'last', unit: 'day', count: 7 })).toEqual([]);
  });
});
