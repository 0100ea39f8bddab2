/** Every property optional, at any depth; arrays are given whole. */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function merge<T>(base: T, overrides: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(overrides)) return (overrides === undefined ? base : overrides) as T;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) merged[key] = merge(merged[key], value);
  return merged as T;
}

/**
 * Makes a typed fixture builder: `buildX()` gives the defaults, `buildX({ a: { b: 1 } })`
 * the defaults with those fields replaced at any depth. The defaults are typed against the
 * spec's schema, so a builder whose shape drifts from the spec fails typecheck.
 */
export function fixture<T>(defaults: () => T): (overrides?: DeepPartial<T>) => T {
  return (overrides) => merge(defaults(), overrides);
}
