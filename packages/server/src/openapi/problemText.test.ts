import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { problemText } from './problemText.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));

/** The plain words for each problem the validator finds in `value`. */
function problems(schema: object, value: unknown): string[] {
  const check = ajv.compile(schema);
  return check(value) ? [] : (check.errors ?? []).map(problemText);
}

describe('problemText', () => {
  it('says what a field may hold, in words, for each kind of limit', () => {
    const schema = {
      type: 'object',
      required: ['name', 'tags'],
      additionalProperties: false,
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 3 },
        code: { type: 'string', minLength: 2, pattern: '^[a-z]+$' },
        size: { type: 'integer', minimum: 1, maximum: 10 },
        ratio: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1, multipleOf: 0.25 },
        tags: { type: 'array', minItems: 1, maxItems: 2, uniqueItems: true },
        kind: { enum: ['a', 'b'] },
        version: { const: 2 },
        at: { type: 'string', format: 'date-time' },
      },
    };
    expect(problems(schema, { name: 'four', tags: ['x', 'y', 'x'], size: 11, ratio: 1, kind: 'c', version: 3, at: 'now', code: 'A', extra: 1 }).sort()).toEqual(
      [
        'is not a field of this request',
        'may have at most 3 characters',
        'needs at least 2 characters',
        'is not in the expected form',
        'may be at most 10',
        'must be less than 1',
        'may hold at most 2 items',
        'may not hold the same item twice (items 0 and 2)',
        'must be one of "a", "b"',
        'must be 2',
        'must be a valid date and time (ISO 8601, with its time zone)',
      ].sort(),
    );
    expect(problems(schema, { name: '', tags: [], size: 0, ratio: 0.3 }).sort()).toEqual(
      ['may not be empty', 'needs at least one item', 'may be no less than 1', 'must be a multiple of 0.25'].sort(),
    );
    expect(problems(schema, {}).sort()).toEqual(['is required', 'is required']);
  });

  it('names the types a field takes', () => {
    expect(problems({ type: 'integer' }, 'x')).toEqual(['must be a whole number']);
    expect(problems({ type: ['string', 'null'] }, 1)).toEqual(['must be text or null']);
    expect(problems({ type: 'array' }, {})).toEqual(['must be a list']);
  });

  it('lists at most 8 allowed values, then how many more there are', () => {
    const values = Array.from({ length: 11 }, (_, i) => `v${String(i)}`);
    expect(problems({ enum: values }, 'x')).toEqual(['must be one of "v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7" (or 3 others)']);
  });

  it('says a value fits none of the forms of a choice', () => {
    expect(problems({ oneOf: [{ type: 'string' }, { type: 'integer' }] }, true)).toContain('does not fit any of the forms this field takes');
  });

  it("keeps the validator's own text for a keyword it has no words for", () => {
    expect(problems({ type: 'object', dependentRequired: { a: ['b'] } }, { a: 1 })).toEqual(['must have property b when property a is present']);
  });
});
