import { useCallback, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import type { VigilStore } from './createVigilStore';
import type { Feature } from './feature';

export interface FeatureGateProps {
  /** The features its children need in the store. */
  features: readonly Feature[];
  children: ReactNode;
}

/**
 * Injects `features` into the store (made by createVigilStore) and renders its children once they
 * are in: nothing for one commit the first time, at once when they were injected before.
 */
export function FeatureGate({ features, children }: FeatureGateProps) {
  const store = useStore() as VigilStore;
  // Each injection dispatches, so the store's subscribers hear when the last one is in.
  const injected = useCallback(() => features.every((feature) => store.hasFeature(feature.name)), [store, features]);
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  const ready = useSyncExternalStore(subscribe, injected, injected);
  useEffect(() => {
    // In an effect: injecting dispatches, which must not happen during a render.
    for (const feature of features) store.injectFeature(feature);
  }, [store, features]);
  return ready ? children : null;
}
