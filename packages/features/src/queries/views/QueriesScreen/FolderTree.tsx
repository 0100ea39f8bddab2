import { useSelector } from 'react-redux';
import { QUERIES_PATHS } from '../../queries.constants';
import { QUERIES_MESSAGES as M } from '../../queries.messages';
import { selectFolderTree, selectQueryFolders, type QueryFolderNode } from '../../state/queries.selectors';
import { FolderCount, FolderLink, FolderNav } from './QueriesScreen.styles';

function FolderItems({ nodes }: { nodes: readonly QueryFolderNode[] }) {
  return (
    <ul>
      {nodes.map(({ folder, children }) => (
        <li key={folder.id}>
          <FolderLink to={QUERIES_PATHS.folder(folder.id)} aria-label={`${folder.name}, ${M.total(folder.query_count)}`}>
            <span>{folder.name}</span>
            <FolderCount aria-hidden="true">{folder.query_count}</FolderCount>
          </FolderLink>
          {children.length > 0 && <FolderItems nodes={children} />}
        </li>
      ))}
    </ul>
  );
}

/** The folders as nested lists of links; the open one is the current page. */
export function FolderTree() {
  const tree = useSelector(selectFolderTree);
  const { status } = useSelector(selectQueryFolders);
  return (
    <FolderNav aria-labelledby="query-folders-title">
      <h2 id="query-folders-title">{M.folders}</h2>
      <ul>
        <li>
          <FolderLink to={QUERIES_PATHS.list} end>
            <span>{M.allQueries}</span>
          </FolderLink>
          {tree.length > 0 && <FolderItems nodes={tree} />}
        </li>
      </ul>
      {status === 'failed' && <p role="status">{M.foldersFailed}</p>}
    </FolderNav>
  );
}
