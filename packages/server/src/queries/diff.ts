import { childPath, type QueryFilter, type QueryFilterCondition } from '@vigil/openapi/queryFilter';
import type { components } from '@vigil/openapi';

export type QueryDiffEntry = components['schemas']['QueryDiffEntry'];

/*
 * What changed between two versions of a filter tree, condition by condition.
 *
 * Paths are those of the per-node counts (`g0.c1`, `childPath`). Comparing path by path alone
 * reads badly: removing the first condition of a group shifts the others (c1 becomes c0), and
 * removing a group renumbers the groups after it, so everything after looks changed. So:
 *
 * 1. Groups are matched first, top-down from the roots: among the child groups of a matched
 *    pair, the ones sharing the most conditions (by content) pair up, ties and the rest by
 *    position. A matched group whose `and`/`or` or `not` changed is one `changed` entry.
 * 2. Conditions are then matched by content first: the same condition in a matched group is
 *    unchanged wherever it sits in the group (order within a group means nothing); the same
 *    condition in another group has moved (`changed`, `from_path` where it was, before = after).
 * 3. What is left is matched by place: in a matched group, a condition on the same field is the
 *    same condition edited, else the one at the same position; both `changed`.
 * 4. Whatever is still left was removed (path in `from`) or added (path in `to`).
 *
 * A condition's content is the whole condition, its nested and relationship filters included
 * (a change inside them is a change of the condition); `not: false` and a null value count as absent.
 */

interface GroupNode {
  path: string;
  group: QueryFilter;
  conditions: ConditionNode[];
  children: GroupNode[];
}

interface ConditionNode {
  path: string;
  index: number;
  condition: QueryFilterCondition;
  key: string;
  parent: GroupNode;
}

/** JSON with sorted keys, without the values that mean the same as absent. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([key, item]) => item !== undefined && !(key === 'not' && item === false) && !(key === 'value' && item === null))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value === undefined ? null : value);
}

function treeOf(group: QueryFilter, path = ''): GroupNode {
  const node: GroupNode = { path, group, conditions: [], children: [] };
  node.conditions = group.conditions.map((condition, index) => ({ path: childPath(path, 'c', index), index, condition, key: canonical(condition), parent: node }));
  node.children = group.groups.map((child, index) => treeOf(child, childPath(path, 'g', index)));
  return node;
}

const conditionsIn = (node: GroupNode): ConditionNode[] => [...node.conditions, ...node.children.flatMap(conditionsIn)];

/** How many conditions two subtrees have in common (as multisets of contents). */
function shared(a: GroupNode, b: GroupNode): number {
  const counts = new Map<string, number>();
  for (const { key } of conditionsIn(a)) counts.set(key, (counts.get(key) ?? 0) + 1);
  let common = 0;
  for (const { key } of conditionsIn(b)) {
    const left = counts.get(key) ?? 0;
    if (left > 0) {
      counts.set(key, left - 1);
      common += 1;
    }
  }
  return common;
}

/** Pairs `from` with `to` and, recursively, their child groups (see above); returns from -> to. */
function matchGroups(from: GroupNode, to: GroupNode, pairs = new Map<GroupNode, GroupNode>()): Map<GroupNode, GroupNode> {
  pairs.set(from, to);
  const candidates = from.children.flatMap((a, i) =>
    to.children.map((b, j) => ({ a, b, i, j, score: canonical(a.group) === canonical(b.group) ? Number.MAX_SAFE_INTEGER : shared(a, b) })),
  );
  candidates.sort((x, y) => y.score - x.score || Math.abs(x.i - x.j) - Math.abs(y.i - y.j) || x.i - y.i || x.j - y.j);
  const usedFrom = new Set<GroupNode>();
  const usedTo = new Set<GroupNode>();
  const pair = (a: GroupNode, b: GroupNode) => {
    if (usedFrom.has(a) || usedTo.has(b)) return;
    usedFrom.add(a);
    usedTo.add(b);
    matchGroups(a, b, pairs);
  };
  for (const { a, b, score } of candidates) if (score > 0) pair(a, b);
  from.children.forEach((a, i) => {
    const b = to.children[i];
    if (b) pair(a, b);
  });
  return pairs;
}

/** Natural order of paths: segment by segment, conditions before groups, numbers as numbers; a group before what is inside it. */
export function comparePaths(a: string, b: string): number {
  const left = a === '' ? [] : a.split('.');
  const right = b === '' ? [] : b.split('.');
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i] ?? '';
    const y = right[i] ?? '';
    if (x === y) continue;
    if (x[0] !== y[0]) return x[0] === 'c' ? -1 : 1;
    return Number(x.slice(1)) - Number(y.slice(1));
  }
  return left.length - right.length;
}

/** The changes from one filter tree to another (see above), in path order. */
export function diffFilters(from: QueryFilter, to: QueryFilter): QueryDiffEntry[] {
  const fromTree = treeOf(from);
  const toTree = treeOf(to);
  const groupPairs = matchGroups(fromTree, toTree);
  const allFrom = conditionsIn(fromTree).sort((x, y) => comparePaths(x.path, y.path));
  const allTo = conditionsIn(toTree).sort((x, y) => comparePaths(x.path, y.path));
  const entries: QueryDiffEntry[] = [];
  const doneFrom = new Set<ConditionNode>();
  const doneTo = new Set<ConditionNode>();
  const match = (a: ConditionNode, b: ConditionNode, entry?: QueryDiffEntry) => {
    doneFrom.add(a);
    doneTo.add(b);
    if (entry) entries.push(entry);
  };
  /** In every matched group pair, the first free condition of `to` that `fits` each free one of `from`. */
  const inPairs = (fits: (a: ConditionNode, b: ConditionNode) => boolean, entry?: (a: ConditionNode, b: ConditionNode) => QueryDiffEntry) => {
    for (const [groupFrom, groupTo] of groupPairs) {
      for (const a of groupFrom.conditions) {
        if (doneFrom.has(a)) continue;
        const b = groupTo.conditions.find((candidate) => !doneTo.has(candidate) && fits(a, candidate));
        if (b) match(a, b, entry?.(a, b));
      }
    }
  };
  const changed = (a: ConditionNode, b: ConditionNode): QueryDiffEntry => ({ change: 'changed', path: b.path, before: a.condition, after: b.condition });

  for (const [groupFrom, groupTo] of groupPairs) {
    const { operator: before, not: notBefore = false } = groupFrom.group;
    const { operator: after, not: notAfter = false } = groupTo.group;
    if (before === after && notBefore === notAfter) continue;
    entries.push({
      change: 'changed',
      path: groupTo.path,
      ...(before !== after && { group_before: before, group_after: after }),
      ...(notBefore !== notAfter && { group_not_before: notBefore, group_not_after: notAfter }),
    });
  }
  // The same content in the matched group: unchanged, at the same position first.
  inPairs((a, b) => a.key === b.key && a.index === b.index);
  inPairs((a, b) => a.key === b.key);
  // The same content elsewhere: moved.
  for (const a of allFrom) {
    if (doneFrom.has(a)) continue;
    const b = allTo.find((candidate) => !doneTo.has(candidate) && candidate.key === a.key);
    if (b) match(a, b, { change: 'changed', path: b.path, from_path: a.path, before: a.condition, after: b.condition });
  }
  // By place: the same field, then the same position, in the matched group.
  inPairs((a, b) => a.condition.field === b.condition.field, changed);
  inPairs((a, b) => a.index === b.index, changed);
  for (const a of allFrom) if (!doneFrom.has(a)) entries.push({ change: 'removed', path: a.path, before: a.condition });
  for (const b of allTo) if (!doneTo.has(b)) entries.push({ change: 'added', path: b.path, after: b.condition });
  const rank = { removed: 0, changed: 1, added: 2 } as const;
  return entries.sort((x, y) => comparePaths(x.path, y.path) || rank[x.change] - rank[y.change]);
}
