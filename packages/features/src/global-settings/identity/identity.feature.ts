import type { Feature } from '../../store/feature';
import { identityChecksSaga } from './state/identityChecks.sagas';
import { identityChecksSlice } from './state/identityChecks.slice';

/** The identity editors' checks, injected when the first editor mounts. */
export const identityChecksFeature: Feature = { name: 'identityChecks', slice: identityChecksSlice, saga: () => identityChecksSaga };
export const identityFeatures: readonly Feature[] = [identityChecksFeature];
