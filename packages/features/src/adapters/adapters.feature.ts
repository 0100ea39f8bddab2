import type { Feature } from '../store/feature';
import { createAdaptersSaga } from './state/adapters.sagas';
import { adaptersSlice } from './state/adapters.slice';

/** The Adapters area (catalogue, adapter pages, connections, fetch history), injected when its screen mounts. */
export const adaptersFeature: Feature = { name: 'adapters', slice: adaptersSlice, saga: () => createAdaptersSaga() };

/** What the Adapters area's screen injects (FeatureGate). */
export const adaptersFeatures: readonly Feature[] = [adaptersFeature];
