import { useSyncExternalStore } from 'react';
import { nodeLabel } from '../../builder';

/** What a row or group shows besides its controls: where it is, its live count and its problems. */
export interface NodeStatus {
  /** The node's path in QueryFilter terms (`''`, `g0`, `g0.c1`). */
  path: string;
  /** What the node is called in its controls' labels ('condition 2 in group 1'). */
  label: string;
  count: number | undefined;
  problems: readonly string[];
}

const NO_PROBLEMS: readonly string[] = [];

const sameStatus = (a: NodeStatus, b: NodeStatus) =>
  a.path === b.path && a.count === b.count && a.problems.length === b.problems.length && a.problems.every((message, index) => message === b.problems[index]);

/**
 * The status of every node by id, outside React's tree so that a row re-renders when its own
 * status changes and not when another row's count or problem does.
 */
export class NodeStatusStore {
  private statuses = new Map<string, NodeStatus>();
  private readonly listeners = new Set<() => void>();

  /** Takes the new statuses, keeping each unchanged one's object; tells subscribers when any changed. */
  update(paths: ReadonlyMap<string, string>, counts: Readonly<Record<string, number>> | undefined, problems: ReadonlyMap<string, readonly string[]>): void {
    const next = new Map<string, NodeStatus>();
    let changed = paths.size !== this.statuses.size;
    for (const [id, path] of paths) {
      const fresh: NodeStatus = { path, label: nodeLabel(path), count: counts?.[path], problems: problems.get(path) ?? NO_PROBLEMS };
      const old = this.statuses.get(id);
      const kept = old && sameStatus(old, fresh) ? old : fresh;
      if (kept !== old) changed = true;
      next.set(id, kept);
    }
    this.statuses = next;
    if (changed) for (const listener of this.listeners) listener();
  }

  get(id: string | undefined): NodeStatus | undefined {
    return id === undefined ? undefined : this.statuses.get(id);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };
}

const UNPLACED: NodeStatus = { path: '', label: '', count: undefined, problems: NO_PROBLEMS };

/** The status of one node; a node the store does not know yet (just added) reads as unplaced until the next update. */
export function useNodeStatus(store: NodeStatusStore, id: string | undefined): NodeStatus {
  return useSyncExternalStore(store.subscribe, () => store.get(id) ?? UNPLACED);
}
