import fc from 'fast-check';

// Tests take fast-check from here: the test project resolves the package to other (CommonJS)
// type declarations than this one, and arbitraries of the two do not mix.
export { fc };

/**
 * A JSON Schema as the contract writes it. Only the keywords the contract uses are read: type,
 * enum, const, properties/required/additionalProperties/minProperties/propertyNames, items,
 * minItems/maxItems/uniqueItems, anyOf/oneOf/allOf, $ref, minimum/maximum/exclusiveMinimum/
 * exclusiveMaximum, minLength/maxLength, pattern and the formats date-time, date, email, uuid
 * and uri; if/then/else too, when `if` tests fields with const, enum and required (as the
 * contract's do).
 */
export type Schema = boolean | object;
type SchemaObject = Readonly<Record<string, unknown>>;
interface Conditional {
  if: SchemaObject;
  then: SchemaObject | undefined;
  else: SchemaObject | undefined;
}
/** A schema with `$ref` and `allOf` resolved, and the `if/then/else` rules that still apply to its values. */
interface Flat {
  schema: SchemaObject;
  conditionals: Conditional[];
}

export interface ArbitraryOptions {
  /** The document the schemas' local `$ref`s (`#/components/...`) point into. */
  root: object;
  /** Ids the server knows (read at generation time), offered for id-like strings so that requests reach existing rows. */
  knownIds?: () => readonly string[];
  /** Nesting below which objects carry only their required fields and arrays their fewest items. */
  maxDepth?: number;
}

export interface SchemaArbitraries {
  /** Values that fit the schema. `key` is the property or parameter name, a hint for ids. */
  valid(schema: Schema, key?: string): fc.Arbitrary<unknown>;
  /** Values that break the schema in one place: a wrong type, a bound, a missing or an unknown field. */
  invalid(schema: Schema): fc.Arbitrary<unknown>;
}

/** Longest string or array generated for a value without a bound, to keep requests quick. */
const SOFT_MAX_LENGTH = 40;
const SOFT_MAX_ITEMS = 4;
const ID_KEY = /(^|_)(id|uuid)s?$/i;
const ID_FORMATS = new Set(['uuid']);
/** Formats the server's validator checks (`password` or `binary` are hints only). */
const CHECKED_FORMATS = new Set(['date-time', 'date', 'email', 'uuid', 'uri']);

const asObject = (schema: Schema): SchemaObject => (typeof schema === 'boolean' ? (schema ? {} : { not: {} }) : (schema as SchemaObject));
const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const typesOf = (schema: SchemaObject): string[] =>
  typeof schema['type'] === 'string' ? [schema['type']] : strings(schema['type']);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A few characters of every kind: controls, accents, right-to-left, emoji, astral, zero-width (NUL is junk: the server refuses it). */
const NASTY_TEXT = ['\u0007', '\n', '\t', 'é', 'ß', 'İ', 'שלום', '中文', '🙂', '👩‍👩‍👧', '\u200b', '\ufeff', '𝕍', "'", '"', '\\', '%', '<b>', '${x}', ' or 1=1 --'];

/** Longest string built a character at a time; longer ones repeat a short one (see `lengthened`). */
const LONG_TEXT = 1_000;

/** `unit` (not empty) repeated to exactly `length` code points. */
const repeatTo = (unit: string, length: number): string => {
  const points = Array.from(unit);
  return unit.repeat(Math.floor(length / points.length)) + points.slice(0, length % points.length).join('');
};

/**
 * Strings of `minLength` to `maxLength` code points from `strings`, which makes short ones: a long
 * one is a short one repeated. fast-check builds a string a character at a time, which took seconds
 * and much garbage for each of the contract's longest (2.8 million characters).
 */
const lengthened = (strings: (minLength: number, maxLength: number) => fc.Arbitrary<string>, minLength: number, maxLength: number): fc.Arbitrary<string> =>
  minLength <= LONG_TEXT
    ? strings(minLength, maxLength)
    : fc.tuple(strings(1, 16), fc.integer({ min: minLength, max: maxLength })).map(([unit, length]) => repeatTo(unit, length));

/** Printable ASCII. */
const asciiText = (minLength: number, maxLength: number): fc.Arbitrary<string> =>
  lengthened((min, max) => fc.string({ unit: 'grapheme-ascii', minLength: min, maxLength: max }), minLength, maxLength);

/** Text of any kind: mostly printable ASCII, sometimes any code point or tricky characters. */
const text = (minLength: number, maxLength: number): fc.Arbitrary<string> =>
  lengthened(
    (min, max) =>
      fc.oneof(
        { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: min, maxLength: max }) },
        { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: min, maxLength: max }) },
        { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...NASTY_TEXT), minLength: min, maxLength: max }) },
      ),
    minLength,
    maxLength,
  );

/** Request junk of every JSON type: nulls, odd numbers, unicode, huge strings, deep nesting, prototype keys. */
export const garbage: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, -0.000001, 1e308, Number.MAX_SAFE_INTEGER, '', ' ', 'null', 'undefined', '[]', '{}', 'NaN', 'a\u0000b'),
  text(0, 60),
  fc.tuple(text(1, 8), fc.integer({ min: 2_000, max: 100_000 })).map(([unit, times]) => unit.repeat(Math.ceil(times / unit.length))),
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer({ min: 50, max: 2_000 }).map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown),
  // Parsed, so that `__proto__` is an own key as a client sends it, not the prototype.
  fc.constantFrom('{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}', '{"toString":1,"hasOwnProperty":[]}').map(
    (json) => JSON.parse(json) as unknown,
  ),
);

/** A string that does not fit `pattern` (or any string when the pattern cannot be compiled here). */
function notMatching(pattern: string): fc.Arbitrary<string> {
  const regex = compile(pattern);
  return regex ? text(0, 20).filter((s) => !regex.test(s)) : text(0, 20);
}

function compile(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
}

/** Generators of valid and invalid values for the schemas of one document. */
export function schemaArbitraries({ root, knownIds, maxDepth = 4 }: ArbitraryOptions): SchemaArbitraries {
  const resolve = (schema: Schema): SchemaObject => {
    let current = asObject(schema);
    for (let hops = 0; typeof current['$ref'] === 'string'; hops++) {
      if (hops > 20) throw new Error(`$ref cycle at ${current['$ref']}`);
      current = asObject(pointer(root, current['$ref']) as Schema);
    }
    return current;
  };

  /**
   * The schema with its `$ref` followed and its `allOf` folded in (properties merged, required
   * fields united); the conditionals of every part are gathered in `conditionals`.
   */
  const flatten = (schema: Schema): Flat => {
    const { allOf, if: condition, then, else: otherwise, ...own } = resolve(schema);
    const conditionals: Conditional[] = isRecord(condition) ? [{ if: condition, then: asOptional(then), else: asOptional(otherwise) }] : [];
    let merged: Flat = { schema: own, conditionals };
    for (const part of Array.isArray(allOf) ? (allOf as Schema[]) : []) {
      const flat = flatten(part);
      merged = { schema: merge(flat.schema, merged.schema), conditionals: [...merged.conditionals, ...flat.conditionals] };
    }
    return merged;
  };

  /** Two schemas that must both hold, as one (enough for the contract's: properties merged deeply, required united). */
  const merge = (base: SchemaObject, extra: SchemaObject): SchemaObject => {
    const properties: Record<string, Schema> = { ...(base['properties'] as Record<string, Schema> | undefined) };
    for (const [key, value] of Object.entries((extra['properties'] as Record<string, Schema> | undefined) ?? {})) {
      const existing = properties[key];
      properties[key] = existing === undefined ? value : merge(withoutConditionals(existing), resolve(value));
    }
    return {
      ...base,
      ...extra,
      ...(Object.keys(properties).length > 0 && { properties }),
      required: [...new Set([...strings(base['required']), ...strings(extra['required'])])],
    };
  };

  const withoutConditionals = (schema: Schema): SchemaObject => {
    const { schema: flat, conditionals } = flatten(schema);
    return conditionals.length === 0 ? flat : { ...flat, allOf: conditionals.map((c) => ({ if: c.if, then: c.then, else: c.else })) };
  };

  const idArbitrary = (): fc.Arbitrary<string> | undefined => {
    if (!knownIds) return undefined;
    return fc.nat().chain((index) => {
      const ids = knownIds();
      const id = ids[index % Math.max(ids.length, 1)];
      return id === undefined ? fc.uuid() : fc.constant(id);
    });
  };

  function validString(schema: SchemaObject, key: string | undefined): fc.Arbitrary<string> {
    const minLength = num(schema['minLength']) ?? 0;
    const maxLength = num(schema['maxLength']) ?? Infinity;
    // Lengths in code points, as the validator counts them.
    const fits = (s: string) => codePoints(s) >= minLength && codePoints(s) <= maxLength;
    const format = schema['format'];
    const pattern = typeof schema['pattern'] === 'string' ? compile(schema['pattern']) : undefined;
    let base: fc.Arbitrary<string>;
    if (format === 'date-time') base = fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    else if (format === 'date') base = fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    else if (format === 'email') base = fc.emailAddress();
    else if (format === 'uuid') base = fc.uuid();
    // A URI with a pattern may ask for another scheme than the web's (an LDAP server's ldap:// or ldaps://).
    else if (format === 'uri' && pattern) base = fc.webUrl().chain((url) => fc.constantFrom(url, ...['ldap', 'ldaps'].map((scheme) => url.replace(/^https?/, scheme)))).filter((s) => pattern.test(s));
    else if (format === 'uri') base = fc.webUrl();
    else if (pattern) base = fc.stringMatching(pattern);
    else if (maxLength === Infinity || maxLength <= minLength + SOFT_MAX_LENGTH) base = text(minLength, Math.min(maxLength, minLength + SOFT_MAX_LENGTH));
    // Short texts mostly, and sometimes one at the longest the contract allows (a limit of its own on the way shows then).
    else base = fc.oneof({ weight: 3, arbitrary: text(minLength, minLength + SOFT_MAX_LENGTH) }, { weight: 1, arbitrary: text(maxLength, maxLength) });
    const ids = (ID_KEY.test(key ?? '') || ID_FORMATS.has(String(format))) && !pattern ? idArbitrary() : undefined;
    const valid = base.filter((s) => fits(s) && !s.includes('\u0000'));
    return ids ? fc.oneof(valid, ids.filter(fits)) : valid;
  }

  function validNumber(schema: SchemaObject, integer: boolean): fc.Arbitrary<number> {
    const exclusiveMin = num(schema['exclusiveMinimum']);
    const exclusiveMax = num(schema['exclusiveMaximum']);
    const min = num(schema['minimum']) ?? (exclusiveMin === undefined ? undefined : exclusiveMin + (integer ? 1 : Number.EPSILON));
    const max = num(schema['maximum']) ?? (exclusiveMax === undefined ? undefined : exclusiveMax - (integer ? 1 : Number.EPSILON));
    if (integer) {
      // Small values most often, but any safe integer the contract allows too (a database column may not hold it).
      const small = fc.integer({ min: Math.max(min ?? -10, -10), max: Math.min(max ?? 100, Math.max(min ?? -10, -10) + 110) });
      // Drawn within the bounds, not filtered to them: a narrow range (a grid column, 0 to 11) would almost never be hit.
      const any = fc.integer({ min: Math.max(min ?? Number.MIN_SAFE_INTEGER, Number.MIN_SAFE_INTEGER), max: Math.min(max ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER) });
      return fc.oneof({ weight: 3, arbitrary: small }, { weight: 1, arbitrary: any });
    }
    return fc.double({ noNaN: true, noDefaultInfinity: true, ...(min !== undefined && { min }), ...(max !== undefined && { max }) });
  }

  function validObject(schema: SchemaObject, depth: number): fc.Arbitrary<Record<string, unknown>> {
    const properties = isRecord(schema['properties']) ? (schema['properties'] as Record<string, Schema>) : {};
    const required = strings(schema['required']);
    const deep = depth >= maxDepth;
    const keys = Object.keys(properties).filter((k) => !deep || required.includes(k));
    const model = Object.fromEntries(keys.map((k) => [k, valid(properties[k] ?? {}, depth + 1, k)]));
    // Required fields no property describes (an `if/then`, say) get any small value.
    for (const k of required) model[k] ??= fc.jsonValue({ maxDepth: 1 });
    const record = fc.record(model, { requiredKeys: required.filter((k) => k in model) });
    const additional = schema['additionalProperties'];
    const names = schema['propertyNames'];
    let result: fc.Arbitrary<Record<string, unknown>> = record;
    if (isRecord(additional) && !deep) {
      const keyArbitrary = isRecord(names) ? valid(names, depth + 1).filter((k): k is string => typeof k === 'string') : text(1, 12);
      const extra = fc.dictionary(
        keyArbitrary.filter((k) => !(k in properties)),
        valid(additional, depth + 1),
        { maxKeys: SOFT_MAX_ITEMS },
      );
      result = fc.tuple(record, extra).map(([fixed, more]) => ({ ...more, ...fixed }));
    }
    const minProperties = num(schema['minProperties']) ?? 0;
    return minProperties > 0 ? result.filter((o) => Object.keys(o).length >= minProperties) : result;
  }

  function validArray(schema: SchemaObject, depth: number): fc.Arbitrary<unknown[]> {
    const minLength = num(schema['minItems']) ?? 0;
    const cap = depth >= maxDepth ? minLength : minLength + SOFT_MAX_ITEMS;
    const maxLength = Math.min(num(schema['maxItems']) ?? cap, cap);
    // Not even built when empty: a recursive schema (a filter's groups, say) ends here.
    if (maxLength === 0) return fc.constant([]);
    const items = valid((schema['items'] as Schema | undefined) ?? {}, depth + 1);
    return schema['uniqueItems'] === true
      ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
      : fc.array(items, { minLength, maxLength });
  }

  /**
   * Which `if`s hold is taken from a draft value (so that the choice can be met); the value is then
   * generated with `if` and `then` merged in where one holds, with `else` where not, and values
   * that match an `if` meant not to hold are dropped.
   */
  function validConditional(schema: SchemaObject, conditionals: Conditional[], depth: number, key?: string): fc.Arbitrary<unknown> {
    const variants = new Map<string, fc.Arbitrary<unknown>>();
    const draft = validPlain(schema, depth, key);
    return draft.chain((value) => {
      const holds = conditionals.map((c) => matches(c.if, value));
      const id = holds.map(Number).join('');
      let variant = variants.get(id);
      if (!variant) {
        const merged = conditionals.reduce(
          (result, c, index) => (holds[index] ? merge(merge(result, c.if), c.then ?? {}) : merge(result, c.else ?? {})),
          schema,
        );
        variant = validPlain(merged, depth, key).filter((value) => conditionals.every((c, index) => holds[index] || !matches(c.if, value)));
        variants.set(id, variant);
      }
      return variant;
    });
  }

  function valid(input: Schema, depth: number, key?: string): fc.Arbitrary<unknown> {
    const { schema, conditionals } = flatten(input);
    return conditionals.length > 0 ? validConditional(schema, conditionals, depth, key) : validPlain(schema, depth, key);
  }

  function validPlain(schema: SchemaObject, depth: number, key?: string): fc.Arbitrary<unknown> {
    if ('const' in schema) return fc.constant(schema['const']);
    if (Array.isArray(schema['enum'])) return fc.constantFrom(...(schema['enum'] as unknown[]));
    for (const combinator of ['oneOf', 'anyOf']) {
      const branches = schema[combinator];
      if (Array.isArray(branches)) {
        const own = omit(schema, combinator);
        return fc.oneof(...(branches as Schema[]).map((branch) => valid(merge(own, withoutConditionals(branch)), depth, key)));
      }
    }
    const types = typesOf(schema);
    const type =
      types.length > 0 ? types : 'properties' in schema ? ['object'] : 'items' in schema ? ['array'] : ['string', 'integer', 'boolean', 'null'];
    return fc.oneof(
      ...type.map((t): fc.Arbitrary<unknown> => {
        switch (t) {
          case 'string':
            return validString(schema, key);
          case 'integer':
            return validNumber(schema, true);
          case 'number':
            return validNumber(schema, false);
          case 'boolean':
            return fc.boolean();
          case 'null':
            return fc.constant(null);
          case 'array':
            return validArray(schema, depth);
          default:
            return validObject(schema, depth);
        }
      }),
    );
  }

  /** A value of none of the schema's types (none for a schema of any type). */
  function wrongType(schema: SchemaObject): fc.Arbitrary<unknown> | undefined {
    const branches = [schema['anyOf'], schema['oneOf']].flatMap((b) => (Array.isArray(b) ? (b as Schema[]) : []));
    const branchTypes = branches.map((branch) => typesOf(flatten(branch).schema));
    const types = typesOf(schema).length > 0 || branchTypes.some((t) => t.length === 0) ? typesOf(schema) : branchTypes.flat();
    if (types.length === 0) return undefined;
    const samples: [string, unknown][] = [
      ['null', null],
      ['boolean', true],
      ['integer', 7],
      ['number', 2.5],
      ['string', 'seven'],
      ['array', []],
      ['object', {}],
    ];
    const allowed = new Set(types.includes('number') ? [...types, 'integer'] : types);
    const others = samples.filter(([t]) => !allowed.has(t)).map(([, value]) => value);
    return others.length > 0 ? fc.constantFrom(...others) : undefined;
  }

  function invalid(input: Schema, depth: number): fc.Arbitrary<unknown> {
    const { schema } = flatten(input);
    const ways: fc.Arbitrary<unknown>[] = [];
    const wrong = wrongType(schema);
    if (wrong) ways.push(wrong);
    if ('const' in schema || Array.isArray(schema['enum'])) {
      const allowed = 'const' in schema ? [schema['const']] : (schema['enum'] as unknown[]);
      ways.push(text(0, 12).filter((s) => !allowed.includes(s)));
    }
    const types = typesOf(schema);
    if (types.includes('string')) {
      const minLength = num(schema['minLength']);
      const maxLength = num(schema['maxLength']);
      if (maxLength !== undefined) ways.push(asciiText(maxLength + 1, maxLength + 20));
      if (minLength) ways.push(fc.string({ unit: 'grapheme-ascii', maxLength: minLength - 1 }));
      if (typeof schema['pattern'] === 'string') ways.push(notMatching(schema['pattern']));
      if (CHECKED_FORMATS.has(String(schema['format']))) ways.push(fc.constantFrom('not-a-value', '2024-13-45T99:99:99Z', '@', '0000'));
    }
    if (types.includes('integer') || types.includes('number')) {
      const min = num(schema['minimum']) ?? num(schema['exclusiveMinimum']);
      const max = num(schema['maximum']) ?? num(schema['exclusiveMaximum']);
      if (min !== undefined) ways.push(fc.integer({ min: min - 1000, max: min - 1 }));
      if (max !== undefined) ways.push(fc.integer({ min: max + 1, max: max + 1000 }));
      if (types.includes('integer') && !types.includes('number')) ways.push(fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }));
    }
    if (types.includes('array')) {
      const items = (schema['items'] as Schema | undefined) ?? {};
      const maxItems = num(schema['maxItems']);
      const minItems = num(schema['minItems']);
      if (maxItems !== undefined && maxItems < 50) ways.push(fc.array(valid(items, depth + 1), { minLength: maxItems + 1, maxLength: maxItems + 3 }));
      if (minItems) ways.push(fc.array(valid(items, depth + 1), { maxLength: minItems - 1 }));
      ways.push(fc.tuple(validArray(schema, depth), invalid(items, depth + 1)).map(([array, bad]) => [...array, bad]));
    }
    if (types.includes('object') || (types.length === 0 && 'properties' in schema)) {
      const properties = isRecord(schema['properties']) ? (schema['properties'] as Record<string, Schema>) : {};
      const base = validObject(schema, depth);
      const required = strings(schema['required']);
      if (required.length > 0) {
        ways.push(fc.tuple(base, fc.constantFrom(...required)).map(([object, missing]) => omit(object, missing)));
      }
      if (schema['additionalProperties'] === false) {
        ways.push(fc.tuple(base, text(1, 12).filter((k) => !(k in properties)), garbage).map(([object, k, v]) => ({ ...object, [k]: v })));
      }
      const names = Object.keys(properties);
      if (names.length > 0 && depth < maxDepth) {
        ways.push(
          fc
            .constantFrom(...names)
            .chain((name) => fc.tuple(base, fc.constant(name), invalid(properties[name] ?? {}, depth + 1)))
            .map(([object, name, bad]) => ({ ...object, [name]: bad })),
        );
      }
    }
    return ways.length > 0 ? fc.oneof(...ways) : garbage;
  }

  return {
    valid: (schema, key) => valid(schema, 0, key),
    invalid: (schema) => invalid(schema, 0),
  };
}

/** Length in code points (a surrogate pair is one), without an array of them: texts run to millions. */
const codePoints = (s: string) => s.length - (s.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);

function omit(object: Record<string, unknown>, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([k]) => k !== key));
}

/** Follows a JSON pointer like `#/components/schemas/User`. */
function pointer(root: object, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported: ${ref}`);
  let target: unknown = root;
  for (const part of ref.slice(2).split('/')) {
    const name = part.replaceAll('~1', '/').replaceAll('~0', '~');
    target = isRecord(target) ? target[name] : undefined;
    if (target === undefined) throw new Error(`Unresolvable $ref ${ref}`);
  }
  return target;
}

const asOptional = (schema: unknown): SchemaObject | undefined => (isRecord(schema) ? schema : undefined);

/** Whether `value` passes an `if` of the contract's kind: const, enum and required fields, properties within. */
function matches(condition: SchemaObject, value: unknown): boolean {
  if ('const' in condition && JSON.stringify(condition['const']) !== JSON.stringify(value)) return false;
  if (Array.isArray(condition['enum']) && !condition['enum'].some((option) => JSON.stringify(option) === JSON.stringify(value))) return false;
  if (!isRecord(value)) return true;
  if (strings(condition['required']).some((k) => !(k in value))) return false;
  const properties = isRecord(condition['properties']) ? condition['properties'] : {};
  return Object.entries(properties).every(([k, sub]) => !(k in value) || !isRecord(sub) || matches(sub, value[k]));
}
