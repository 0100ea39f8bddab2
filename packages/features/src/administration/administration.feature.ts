import type { Feature } from '../store/feature';
import { administrationSaga } from './state/administration.sagas';
import { administrationSlice } from './state/administration.slice';

/** The Administration page's state, injected when its lazy screen first mounts. */
export const administrationFeature: Feature = { name: 'administration', slice: administrationSlice, saga: () => administrationSaga };
