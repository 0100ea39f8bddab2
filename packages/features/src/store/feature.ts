import { createAction, type Slice } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import type { Toaster } from '@vigil/ui';

/** What the app hands the store for the sagas of features injected later. */
export interface FeatureEnvironment {
  /** The toaster the console renders. */
  toaster?: Toaster;
}

/** A feature whose slice and saga join the store when its screen first mounts, not up front. */
export interface Feature {
  /** Unique among features: a second injection under the same name does nothing. */
  name: string;
  slice: Slice;
  saga?: (environment: FeatureEnvironment) => Saga;
}

/** Put once per injected feature, so its slice's initial state is in the store straight away. */
export const featureInjected = createAction<string>('store/featureInjected');
