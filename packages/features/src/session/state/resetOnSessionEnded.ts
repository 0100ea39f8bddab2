import type { Action, Reducer } from '@reduxjs/toolkit';
import { sessionSlice } from './session.slice';
import { sessionEnded, sessionIdentitySwitched } from './session.slice';

/**
 * Wraps the app's root reducer so that `sessionEnded` resets every store but the kept ones (the
 * session's own, which records why the session ended): "reset all other stores" of the logout.
 * `sessionIdentitySwitched` resets them too, so nothing of the previous identity remains while
 * the session itself stays signed in.
 */
export function resetOnSessionEnded<S extends object, A extends Action>(
  reducer: Reducer<S, A, Partial<S>>,
  keep: readonly string[] = [sessionSlice.reducerPath],
): Reducer<S, A, Partial<S>> {
  return (state, action) => {
    if (state === undefined || !(sessionEnded.match(action) || sessionIdentitySwitched.match(action))) return reducer(state, action);
    const kept: Record<string, unknown> = {};
    for (const key of keep) if (key in state) kept[key] = (state as Record<string, unknown>)[key];
    return reducer(kept as Partial<S>, action);
  };
}
