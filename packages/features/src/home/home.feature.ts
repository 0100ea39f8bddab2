import type { Feature } from '../store/feature';
import { createHomeSaga } from './state/home.sagas';
import { homeSlice } from './state/home.slice';

/** The landing page's state, injected when the page first shows (never on the login path). */
export const homeFeature: Feature = { name: 'home', slice: homeSlice, saga: () => createHomeSaga() };

export const homeFeatures: readonly Feature[] = [homeFeature];
