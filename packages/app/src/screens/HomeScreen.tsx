import { Suspense } from 'react';
import { Spinner } from '@vigil/ui';
import { lazyScreen } from '../areas/loadScreen';

/** Shown while the landing page's chunk loads (the same words as a work area's). */
const LOADING_LABEL = 'Loading the page';

// Its own chunk, as the work areas: the login page does not carry the overview.
const HomeOverviewScreen = lazyScreen(() => import('./lazy/Home'));

/** The landing page (path /) until the dashboards arrive: asset counts, discovery status and recent items. */
export function HomeScreen() {
  return (
    <Suspense fallback={<Spinner label={LOADING_LABEL} />}>
      <HomeOverviewScreen />
    </Suspense>
  );
}
