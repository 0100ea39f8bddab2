/**
 * A small JSONPath-like path: `$` (the value itself), `$.a.b`, `a.b`, `a[0].b`, `$['a b']` —
 * names and array indexes only, no wildcards or filters. Read without eval.
 */
export type Path = readonly (string | number)[];

const NAME = /^[^.[\]'"\s]+/;

/** The path's steps, or undefined when `text` is not such a path. */
export function parsePath(text: string): Path | undefined {
  let rest = text.trim();
  if (rest.startsWith('$')) rest = rest.slice(1);
  else if (rest === '') return undefined;
  const steps: (string | number)[] = [];
  let first = true;
  while (rest !== '') {
    const index = /^\[(\d+)\]/.exec(rest);
    const quoted = /^\[(['"])(.*?)\1\]/.exec(rest);
    if (index) {
      steps.push(Number(index[1]));
      rest = rest.slice(index[0].length);
    } else if (quoted) {
      steps.push(quoted[2] ?? '');
      rest = rest.slice(quoted[0].length);
    } else {
      // A name follows a dot, or starts a path written without the `$.`.
      const afterDot = rest.startsWith('.') ? rest.slice(1) : first && !text.trim().startsWith('$') ? rest : undefined;
      const name = afterDot === undefined ? null : NAME.exec(afterDot);
      if (!afterDot || !name) return undefined;
      steps.push(name[0]);
      rest = afterDot.slice(name[0].length);
    }
    first = false;
  }
  return steps;
}

/** The value at `path` in `value`, undefined when a step is missing. */
export function valueAt(value: unknown, path: Path): unknown {
  let current = value;
  for (const step of path) {
    if (typeof step === 'number') {
      if (!Array.isArray(current)) return undefined;
      current = current[step];
    } else {
      if (current === null || typeof current !== 'object' || Array.isArray(current) || !Object.hasOwn(current, step)) return undefined;
      current = (current as Record<string, unknown>)[step];
    }
  }
  return current;
}
