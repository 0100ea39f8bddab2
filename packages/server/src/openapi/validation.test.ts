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
});
