// Stories only: the assets area's addresses as the app routes them (packages/app screens/lazy/Assets.tsx),
// so a story can go from the list to an asset, its relationships and its investigation.
import { useLocation, useParams, useRoutes } from 'react-router-dom';
import styled from 'styled-components';
import { AssetDetailScreen } from './AssetDetailScreen/AssetDetailScreen';
import { AssetsScreen } from './AssetsScreen/AssetsScreen';

function List() {
  return <AssetsScreen entity={useParams()['entity'] ?? null} />;
}

function Detail({ investigation = false }: { investigation?: boolean }) {
  const { entity = '', assetId = '' } = useParams();
  return <AssetDetailScreen entity={entity} assetId={assetId} initialTab={investigation ? 'investigation' : 'fields'} />;
}

/** The current address, for play functions to read. */
function Address() {
  const location = useLocation();
  return <output data-testid="address" hidden>{`${location.pathname}${location.search}`}</output>;
}

const Main = styled.main`
  padding: ${({ theme }) => theme.space[5]};
`;

/** The list, an asset type, an asset and its investigation at their addresses. */
export function AssetsStoryRoutes() {
  const routes = useRoutes([
    { path: '/assets', element: <List /> },
    { path: '/assets/:entity', element: <List /> },
    { path: '/assets/:entity/:assetId', element: <Detail /> },
    { path: '/asset-investigation/:entity/:assetId', element: <Detail investigation /> },
  ]);
  return (
    <Main>
      {routes}
      <Address />
    </Main>
  );
}
