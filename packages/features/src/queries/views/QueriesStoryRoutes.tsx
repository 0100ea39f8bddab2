// Stories only: the Queries area's addresses as the app routes them (packages/app screens/lazy/Queries.tsx),
// so a story can go from the list to a query and its history.
import { useLocation, useParams, useRoutes, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { QueriesScreen } from './QueriesScreen/QueriesScreen';
import { QueryEditorScreen } from './QueryEditorScreen/QueryEditorScreen';
import { QueryHistoryScreen } from './QueryHistoryScreen/QueryHistoryScreen';

function Folder() {
  return <QueriesScreen folderId={useParams()['folderId'] ?? null} />;
}

function NewQuery() {
  const [search] = useSearchParams();
  return <QueryEditorScreen queryId={null} entity={search.get('entity') ?? undefined} folderId={search.get('folder')} />;
}

function Editor() {
  return <QueryEditorScreen queryId={useParams()['queryId'] ?? null} />;
}

function History() {
  return <QueryHistoryScreen queryId={useParams()['queryId'] ?? ''} />;
}

/** The current address, for play functions to read. */
function Address() {
  const location = useLocation();
  return <output data-testid="address" hidden>{`${location.pathname}${location.search}`}</output>;
}

/** The console's main area gives its screens their margins; a story gives the same. */
const Main = styled.main`
  padding: ${({ theme }) => theme.space[5]};
`;

/** The list, a folder, a new query, a query and its history at their addresses. */
export function QueriesStoryRoutes() {
  const routes = useRoutes([
    { path: '/queries', element: <QueriesScreen /> },
    { path: '/queries/folder/:folderId', element: <Folder /> },
    { path: '/queries/new', element: <NewQuery /> },
    { path: '/queries/:queryId', element: <Editor /> },
    { path: '/queries/:queryId/history', element: <History /> },
  ]);
  return (
    <Main>
      {routes}
      <Address />
    </Main>
  );
}
