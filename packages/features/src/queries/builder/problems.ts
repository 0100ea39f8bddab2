import type { QueryFilterProblem } from '@vigil/openapi';

/** The parent of a node's path (`g0.c1` -> `g0`, `c1` -> the root). */
const parentPath = (path: string): string => {
  const at = path.lastIndexOf('.');
  return at < 0 ? '' : path.slice(0, at);
};

/**
 * The messages to show on each node, by path: the local checks' and the server's, once each. A
 * problem on a path the tree does not have (the server's view of an older tree) goes to the
 * nearest node that is there, at worst the root.
 */
export function problemsByPath(sources: readonly (readonly QueryFilterProblem[] | undefined)[], paths: ReadonlySet<string>): Map<string, readonly string[]> {
  const byPath = new Map<string, string[]>();
  for (const problem of sources.flat()) {
    if (!problem) continue;
    let path = problem.path;
    while (path !== '' && !paths.has(path)) path = parentPath(path);
    const messages = byPath.get(path) ?? [];
    if (!messages.includes(problem.message)) messages.push(problem.message);
    byPath.set(path, messages);
  }
  return byPath;
}
