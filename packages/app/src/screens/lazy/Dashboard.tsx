import { useMatch, useParams, useSearchParams } from 'react-router-dom';
import { DashboardScreen, FeatureGate, dashboardsFeatures } from '@vigil/features';
import { lazyScreen } from '../../areas/loadScreen';

// For the shell's idle preload (layout/idlePreload.ts): ApexCharts' loader and warm-up, from this chunk.
export { warmCharts } from '@vigil/ui';

const SpacesPage = lazyScreen(() => import('./Spaces'));

/** The screen of the address: the management list (or a folder of it), or a dashboard with its chart wizard. */
function DashboardPage() {
  const { spaceId, chartId } = useParams();
  const [search] = useSearchParams();
  const isHome = useMatch('/') !== null;
  // The home page shows the favourite dashboard under its overview.
  if (isHome) return <DashboardScreen spaceId={null} embedded />;
  if (spaceId) return <DashboardScreen spaceId={spaceId} chartId={chartId ?? null} templateId={search.get('template')} />;
  return <SpacesPage />;
}

/** Dashboards: the home's favourite dashboard, the management list, each dashboard and its charts. */
export function Component() {
  return (
    <FeatureGate features={dashboardsFeatures}>
      <DashboardPage />
    </FeatureGate>
  );
}
