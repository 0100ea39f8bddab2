import { useMatch, useParams } from 'react-router-dom';
import { AdapterPage, AdaptersCatalogue, ConnectionsScreen, FeatureGate, FetchHistoryScreen, adaptersFeatures } from '@vigil/features';

/** The screen of the address: the catalogue, one adapter's page, the connections or the fetch history. */
function AdaptersPage() {
  const { module } = useParams();
  const isConnections = useMatch('/connections') !== null;
  const isHistory = useMatch('/adapters_fetch_history') !== null;
  if (isConnections) return <ConnectionsScreen />;
  if (isHistory) return <FetchHistoryScreen />;
  if (module) return <AdapterPage module={module} />;
  return <AdaptersCatalogue />;
}

/** Adapters: the catalogue, each adapter's connections (add, edit, test, fetch now, delete), the connections and the fetch history. */
export function Component() {
  return (
    <FeatureGate features={adaptersFeatures}>
      <AdaptersPage />
    </FeatureGate>
  );
}
