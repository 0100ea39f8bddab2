import type { Feature } from '../store/feature';
import { operationsSaga } from './state/operations.sagas';
import { operationsSlice } from './state/operations.slice';

/** The Feature Flags, Internal Feature Flags, Maintenance and Scheduler tabs' state, injected when one of them first mounts. */
export const operationsFeature: Feature = { name: 'operations', slice: operationsSlice, saga: () => operationsSaga };
