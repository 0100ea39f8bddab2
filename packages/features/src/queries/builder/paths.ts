import { childPath } from '@vigil/openapi';
import { isBuilderGroup, type BuilderGroup } from './types';

/**
 * The path of every rule and group by id, in QueryFilter terms (`''` the root, `g0` its first
 * group, `g0.c1` that group's second condition, `c0.g0` the filter inside the first condition),
 * as counts and problems name nodes. Conditions and groups are numbered apart, each in its order.
 */
export function builderPaths(group: BuilderGroup, path = '', into = new Map<string, string>()): Map<string, string> {
  if (group.id !== undefined) into.set(group.id, path);
  let conditions = 0;
  let groups = 0;
  for (const node of group.rules) {
    if (isBuilderGroup(node)) {
      builderPaths(node, childPath(path, 'g', groups), into);
      groups += 1;
      continue;
    }
    const rulePath = childPath(path, 'c', conditions);
    conditions += 1;
    if (node.id !== undefined) into.set(node.id, rulePath);
    if (node.nested) builderPaths(node.nested, childPath(rulePath, 'g', 0), into);
    if (node.relationship_filter?.value) builderPaths(node.relationship_filter.value, childPath(rulePath, 'g', 0), into);
  }
  return into;
}

const ordinal = (segment: string) => Number(segment.slice(1)) + 1;

/**
 * What a node is called in labels: 'the filter', 'condition 2', 'condition 2 in group 1',
 * 'the filter of condition 1' (a relationship's or an object's inner filter).
 */
export function nodeLabel(path: string): string {
  if (path === '') return 'the filter';
  const at = path.lastIndexOf('.');
  const parent = at < 0 ? '' : path.slice(0, at);
  const last = path.slice(at + 1);
  const parentLast = parent.slice(parent.lastIndexOf('.') + 1);
  if (last.startsWith('g') && parentLast.startsWith('c')) return `the filter of ${nodeLabel(parent)}`;
  const own = `${last.startsWith('c') ? 'condition' : 'group'} ${String(ordinal(last))}`;
  return parent === '' ? own : `${own} in ${nodeLabel(parent)}`;
}
