import { isSecret, schemaAt, type JsonSchema } from './sectionSchema';

/** One change a save would make: the field's path, and its value before and after. */
export interface SectionChange {
  /** Dotted path of the field (`domains.0.url`), as the form names it. */
  path: string;
  before: unknown;
  after: unknown;
  /** A secret: shown as 'changed', never by value. */
  secret: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What changes from `before` to `after` (section values as the server holds them), field by
 * field; a list item added or removed is one change of the whole item.
 */
export function diffSection(schema: JsonSchema, before: unknown, after: unknown): SectionChange[] {
  const walk = (a: unknown, b: unknown, path: string[]): SectionChange[] => {
    const field = schemaAt(schema, path);
    const secret = field !== undefined && isSecret(field);
    if (!secret && Array.isArray(a) && Array.isArray(b)) {
      return Array.from({ length: Math.max(a.length, b.length) }, (_, index) => walk(a[index], b[index], [...path, String(index)])).flat();
    }
    if (!secret && isObject(a) && isObject(b)) {
      return [...new Set([...Object.keys(a), ...Object.keys(b)])].flatMap((key) => walk(a[key], b[key], [...path, key]));
    }
    return JSON.stringify(a) === JSON.stringify(b) ? [] : [{ path: path.join('.'), before: a, after: b, secret }];
  };
  return walk(before, after, []);
}

/** A value as the diff shows it: text quoted, nothing as 'none', a list item as its fields. */
export function formatDiffValue(value: unknown): string {
  if (value === undefined) return '(none)';
  if (value === null) return 'null';
  if (typeof value === 'string') return `"${value}"`;
  return JSON.stringify(value);
}
