import type { AdaptersState } from './adapters.slice';
import { initialAdaptersState } from './adapters.slice';

/** The area's state (its initial state before the feature is injected). */
export const selectAdapters = (state: { adapters?: AdaptersState }): AdaptersState => state.adapters ?? initialAdaptersState;
