import { useMatch, useParams } from 'react-router-dom';
import { ASSETS_MESSAGES, AssetDetailScreen, AssetsScreen, AssetsUnavailable, FeatureGate, assetsFeatures, type AssetsUnavailableReason } from '@vigil/features';
import { AreaNotice } from '../AreaNotice';

/** What the server hides: within a data scope, the console's notice for such pages (spec 2 and 8). */
function unavailable(entity: string) {
  return function Unavailable(reason: AssetsUnavailableReason) {
    return reason === 'not-in-data-scope' ? <AreaNotice title={ASSETS_MESSAGES.title} reason="not-in-data-scope" /> : <AssetsUnavailable reason={reason} entity={entity} />;
  };
}

/** The screen of the address: an asset type's list, an asset, or an asset's investigation. */
function AssetsPage() {
  const { entity, assetId } = useParams();
  const isInvestigation = useMatch('/asset-investigation/:entity/:assetId') !== null;
  if (entity && assetId) {
    return <AssetDetailScreen entity={entity} assetId={assetId} initialTab={isInvestigation ? 'investigation' : 'fields'} renderUnavailable={unavailable(entity)} />;
  }
  return <AssetsScreen entity={entity ?? null} renderUnavailable={entity ? unavailable(entity) : undefined} />;
}

/** Assets: the inventory per asset type, each asset's page and its investigation. */
export function Component() {
  return (
    <FeatureGate features={assetsFeatures}>
      <AssetsPage />
    </FeatureGate>
  );
}
