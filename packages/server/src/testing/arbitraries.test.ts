import { describe, expect, it } from 'vitest';
import { loadSpec, resolveRef, type OpenApiParameter } from '../openapi/spec.js';
import { compileValidators, operationsOf } from '../openapi/validation.js';
import { fc, schemaArbitraries } from './arbitraries.js';

// The generators are checked with the server's own request validation, operation by operation.
const doc = loadSpec();
const validators = compileValidators(doc);
const schemas = schemaArbitraries({ root: doc });
const SAMPLES = 25;

const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  operationsOf(item).map(([method, operation]) => {
    const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p) => resolveRef<OpenApiParameter>(doc, p));
    const body = operation.requestBody ? resolveRef(doc, operation.requestBody) : undefined;
    return { name: `${method.toUpperCase()} ${path}`, operation, parameters, bodySchema: Object.values(body?.content ?? {})[0]?.schema };
  }),
);

/** Valid path and query parameters, as strings the way they arrive in a URL. */
const paramsOf = (parameters: OpenApiParameter[], where: 'path' | 'query') =>
  fc.record(
    Object.fromEntries(
      parameters.filter((p) => p.in === where && p.required).map((p) => [p.name, schemas.valid(p.schema ?? {}, p.name).map((v) => (Array.isArray(v) ? v.map(String) : String(v)))]),
    ),
  );

describe('arbitraries generated from the contract', () => {
  it.each(operations)('$name: valid parameters and bodies pass the server’s validation', ({ operation, parameters, bodySchema }) => {
    const validator = validators.get(operation);
    const request = fc.record({ params: paramsOf(parameters, 'path'), query: paramsOf(parameters, 'query'), body: bodySchema ? schemas.valid(bodySchema) : fc.constant(undefined) });
    for (const { params, query, body } of fc.sample(request, { numRuns: SAMPLES, seed: 7 })) {
      expect(validator?.check({ params, query, body, hasBody: body !== undefined && body !== null }).problems, JSON.stringify(body ?? null).slice(0, 400)).toEqual([]);
    }
  });

  it('makes invalid bodies that the server’s validation rejects', () => {
    let sent = 0;
    let rejected = 0;
    for (const { operation, parameters, bodySchema } of operations) {
      if (!bodySchema) continue;
      const params = fc.sample(paramsOf(parameters, 'path'), { numRuns: 1, seed: 1 })[0];
      const query = fc.sample(paramsOf(parameters, 'query'), { numRuns: 1, seed: 1 })[0];
      for (const body of fc.sample(schemas.invalid(bodySchema), { numRuns: 10, seed: 7 })) {
        sent++;
        if (validators.get(operation)?.check({ params, query, body, hasBody: true }).problems.length) rejected++;
      }
    }
    expect(sent).toBeGreaterThan(300);
    // Best effort: a value broken in one place sometimes still fits (a wrong type a union allows, say).
    expect(rejected / sent).toBeGreaterThan(0.9);
  });

  it('follows if/then/else: a relative time gap gets its unit and count', () => {
    const gaps = fc.sample(schemas.valid({ $ref: '#/components/schemas/ChartTimeGap' }), { numRuns: 50, seed: 3 }) as Record<string, unknown>[];
    const relative = gaps.filter(({ type }) => type === undefined || type === 'relative');
    expect(relative.length).toBeGreaterThan(5);
    expect(gaps.length - relative.length).toBeGreaterThan(5);
    for (const { unit, count } of relative) {
      expect(typeof unit).toBe('string');
      expect(typeof count).toBe('number');
    }
  });
});
