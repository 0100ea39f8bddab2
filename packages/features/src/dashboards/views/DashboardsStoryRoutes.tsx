// Stories only: the Dashboards area's addresses as the app will route them (DASHBOARD_PATHS), so a
// story can go from the list to a space, to a chart's wizard and home.
import { useLocation, useParams, useRoutes, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { DashboardScreen } from './DashboardScreen/DashboardScreen';
import { SpacesScreen } from './SpacesScreen/SpacesScreen';

function Space() {
  const params = useParams();
  const [search] = useSearchParams();
  return <DashboardScreen spaceId={params['spaceId'] ?? null} chartId={params['chartId'] ?? null} templateId={search.get('template')} />;
}

function Folder() {
  return <SpacesScreen folderId={useParams()['folderId'] ?? null} />;
}

/** The current address, for play functions to read. */
function Address() {
  const location = useLocation();
  return (
    <output data-testid="address" hidden>
      {location.pathname}
    </output>
  );
}

const Main = styled.main`
  padding: ${({ theme }) => theme.space[5]};
`;

/** Home, the list, a folder, a space and a chart at their addresses. */
export function DashboardsStoryRoutes() {
  const routes = useRoutes([
    { path: '/', element: <DashboardScreen spaceId={null} /> },
    { path: '/dashboard', element: <SpacesScreen /> },
    { path: '/dashboard/folder/:folderId', element: <Folder /> },
    { path: '/dashboard/:spaceId', element: <Space /> },
    { path: '/dashboard/:spaceId/:chartId', element: <Space /> },
  ]);
  return (
    <Main>
      {routes}
      <Address />
    </Main>
  );
}
