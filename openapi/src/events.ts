import type { ApiError } from './ApiError.js';

/** What the client tells the console about, outside any one call's result. */
export interface ApiEventMap {
  /** The session is gone (a refresh failed): local session data was cleared. */
  'signed-out': { reason: 'refresh-failed' };
  /** A call failed (cancelled calls are never reported). */
  error: ApiError;
}

type Listener<K extends keyof ApiEventMap> = (detail: ApiEventMap[K]) => void;

/** A small typed event emitter for the client's events. */
export class ApiEvents {
  private readonly listeners: { [K in keyof ApiEventMap]: Set<Listener<K>> } = {
    'signed-out': new Set(),
    error: new Set(),
  };

  /** Adds a listener; returns the function that removes it. */
  on<K extends keyof ApiEventMap>(type: K, listener: Listener<K>): () => void {
    const set = this.listeners[type] as Set<Listener<K>>;
    set.add(listener);
    return () => set.delete(listener);
  }

  emit<K extends keyof ApiEventMap>(type: K, detail: ApiEventMap[K]): void {
    for (const listener of this.listeners[type] as Set<Listener<K>>) listener(detail);
  }
}
