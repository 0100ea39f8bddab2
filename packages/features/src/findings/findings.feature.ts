import type { Feature } from '../store/feature';
import { createFindingsSaga } from './state/findings.sagas';
import { findingsSlice } from './state/findings.slice';

/** The Findings route, injected when it first shows. */
export const findingsFeature: Feature = { name: 'findings', slice: findingsSlice, saga: () => createFindingsSaga() };
