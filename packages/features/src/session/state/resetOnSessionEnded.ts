import type { Action, Reducer } from '@reduxjs/toolkit';
import type { InjectableReducer } from '../../store/createVigilStore';
import { sessionSlice } from './session.slice';
import { sessionEnded, sessionIdentitySwitched } from './session.slice';

/**
 * Wraps the app's root reducer so that `sessionEnded` resets every store but the kept ones (the
 * session's own, which records why the session ended): "reset all other stores" of the logout.
 * `sessionIdentitySwitched` resets them too, so nothing of the previous identity remains while
 * the session itself stays signed in. The wrapper keeps the reducer's `inject` (combineSlices),
 * so slices injected later are reset too.
 */
export function resetOnSessionEnded<S extends object, A extends Action>(
  reducer: Reducer<S, A, Partial<S>> & Pick<InjectableReducer<S>, 'inject'>,
  keep: readonly string[] = [sessionSlice.reducerPath],
): Reducer<S, A, Partial<S>> & Pick<InjectableReducer<S>, 'inject'> {
  const reset: Reducer<S, A, Partial<S>> = (state, action) => {
    if (state === undefined || !(sessionEnded.match(action) || sessionIdentitySwitched.match(action))) return reducer(state, action);
    const kept: Record<string, unknown> = {};
    for (const key of keep) if (key in state) kept[key] = (state as Record<string, unknown>)[key];
    return reducer(kept as Partial<S>, action);
  };
  return reducer.inject ? Object.assign(reset, { inject: reducer.inject }) : reset;
}
