import { identityChecksSlice } from '../state/identityChecks.slice';

/**
 * `parameters.store` of the identity stories: the editors inject their feature themselves (as in
 * the app), so the root saga does nothing and the slice is there from the start.
 */
export const identityStore = {
  slices: [identityChecksSlice],
  saga: function* identityStorySaga() {
    // Nothing up front: the editor's FeatureGate runs the checks' saga.
  },
};
