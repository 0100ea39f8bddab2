import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { selectCanViewDashboard } from '@vigil/features';
import { Spinner } from '@vigil/ui';
import { lazyScreen } from '../areas/loadScreen';

/** Shown while the landing page's chunks load (the same words as a work area's). */
const LOADING_LABEL = 'Loading the page';

// Each its own chunk, as the work areas: the login page carries neither.
const HomeOverviewScreen = lazyScreen(() => import('./lazy/Home'));
const DashboardHomeScreen = lazyScreen(() => import('./lazy/Dashboard'));

/**
 * The landing page (path /, the logo's target; spec 000's Home and spec 001's Dashboard route):
 * the inventory overview, then the caller's favourite dashboard for a role with Dashboard/View.
 */
export function HomeScreen() {
  const canViewDashboard = useSelector(selectCanViewDashboard);
  return (
    <Suspense fallback={<Spinner label={LOADING_LABEL} />}>
      <HomeOverviewScreen />
      {canViewDashboard && <DashboardHomeScreen />}
    </Suspense>
  );
}
