import { useEffect, useMemo, type Key } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  Alert,
  Badge,
  Button,
  DataTable,
  EmptyState,
  SearchField,
  Select,
  SelectItem,
  type DataTableColumn,
  type DataTableRowAction,
  type DataTableSortDescriptor,
} from '@vigil/ui';
import type { SavedQuery } from '@vigil/openapi';
import { formatDateTime } from '../../../users/views/format';
import { QUERIES_PATHS, QUERY_KINDS, type QueryKind } from '../../queries.constants';
import { QUERIES_MESSAGES as M } from '../../queries.messages';
import {
  selectCanUpdateQueries,
  selectOpenFolderPath,
  selectQueriesNotice,
  selectQueryEntities,
  selectQueryList,
  selectQueryListFilters,
  selectQuerySearchText,
} from '../../state/queries.selectors';
import {
  folderFormOpened,
  queriesEntityChanged,
  queriesKindChanged,
  queriesMoreRequested,
  queriesMoveOpened,
  queriesNoticeDismissed,
  queriesRequested,
  queriesScreenOpened,
  queriesSearchTyped,
  queriesSortChanged,
  queryDeleteOpened,
  queryDuplicateRequested,
} from '../../state/queryList.slice';
import { Actions, Page, PageHeader, RouteLink, Tags } from '../common.styles';
import { FolderTree } from './FolderTree';
import { QueryListDialogs } from './QueryListDialogs';
import { Layout, Main, More, NameCell, Summary, Toolbar } from './QueriesScreen.styles';

const ANY_ENTITY = 'any';

export interface QueriesScreenProps {
  /** The folder the address names (`/queries/folder/:folderId`); none for all queries. */
  folderId?: string | null;
}

function toSort(descriptor: DataTableSortDescriptor): string {
  return `${descriptor.direction === 'descending' ? '-' : ''}${String(descriptor.column)}`;
}

function toDescriptor(sort: string): DataTableSortDescriptor {
  return { column: sort.replace(/^-/, ''), direction: sort.startsWith('-') ? 'descending' : 'ascending' };
}

/** The saved queries: folders, search, kind and entity filters, sort, paging by cursor, and the row actions. */
export function QueriesScreen({ folderId = null }: QueriesScreenProps) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const list = useSelector(selectQueryList);
  const filters = useSelector(selectQueryListFilters);
  const searchText = useSelector(selectQuerySearchText);
  const entities = useSelector(selectQueryEntities);
  const folderPath = useSelector(selectOpenFolderPath);
  const notice = useSelector(selectQueriesNotice);
  // Queries/View lists, searches and opens; creating, moving, copying and deleting need Queries/Update.
  const canUpdate = useSelector(selectCanUpdateQueries);

  useEffect(() => {
    dispatch(queriesScreenOpened({ folderId }));
  }, [dispatch, folderId]);

  const columns = useMemo<DataTableColumn<SavedQuery>[]>(
    () => [
      {
        id: 'name',
        header: M.columnName,
        isSortable: true,
        isRowHeader: true,
        accessor: 'name',
        cell: (query) => (
          <NameCell>
            <RouteLink to={QUERIES_PATHS.query(query.id)}>{query.name}</RouteLink>
            {(query.predefined || query.private) && (
              <Tags>
                {query.predefined && <Badge tone="info">{M.predefined}</Badge>}
                {query.private && <Badge>{M.private}</Badge>}
              </Tags>
            )}
          </NameCell>
        ),
      },
      { id: 'entity', header: M.columnEntity, isSortable: true, width: 140, accessor: (query) => M.entityName(query.entity) },
      { id: 'owner', header: M.columnOwner, isSortable: true, width: 140, accessor: (query) => M.byOwner(query.owner?.user_name ?? null) },
      { id: 'last_updated', header: M.columnLastUpdated, isSortable: true, width: 190, accessor: (query) => formatDateTime(query.last_updated) },
    ],
    [],
  );

  const rowActions = (query: SavedQuery): DataTableRowAction[] => [
    { id: 'open', label: M.rowOpen },
    { id: 'history', label: M.rowHistory },
    ...(canUpdate ? [{ id: 'duplicate', label: M.rowDuplicate }] : []),
    ...(canUpdate && query.can_edit
      ? [
          { id: 'move', label: M.rowMove },
          { id: 'delete', label: M.rowDelete, isDanger: true },
        ]
      : []),
  ];

  const onRowAction = (id: string, query: SavedQuery) => {
    if (id === 'open') void navigate(QUERIES_PATHS.query(query.id));
    if (id === 'history') void navigate(QUERIES_PATHS.history(query.id));
    if (id === 'duplicate') dispatch(queryDuplicateRequested(query));
    if (id === 'move') dispatch(queriesMoveOpened([query]));
    if (id === 'delete') dispatch(queryDeleteOpened(query));
  };

  const filtered = filters.search !== '' || filters.kind !== 'all' || filters.entity !== null;
  const openFolder = folderPath.at(-1);
  const empty = filtered ? (
    M.emptyFiltered
  ) : folderId ? (
    M.emptyFolder
  ) : (
    <EmptyState
      title={M.empty}
      description={M.emptyHint}
      action={
        canUpdate ? (
          <Button variant="primary" onPress={() => void navigate(QUERIES_PATHS.new())}>
            {M.newQuery}
          </Button>
        ) : undefined
      }
    />
  );

  return (
    <Page aria-labelledby="queries-title">
      <PageHeader>
        <h1 id="queries-title">{openFolder ? `${M.title}: ${folderPath.map((folder) => folder.name).join(' / ')}` : M.title}</h1>
        {canUpdate && (
          <Actions>
            <Button variant="secondary" onPress={() => dispatch(folderFormOpened({ parentId: folderId }))}>
              {M.newFolder}
            </Button>
            <Button variant="primary" onPress={() => void navigate(QUERIES_PATHS.new({ folderId, entity: filters.entity ?? undefined }))}>
              {M.newQuery}
            </Button>
          </Actions>
        )}
      </PageHeader>
      <Layout>
        <FolderTree />
        <Main>
          <Toolbar>
            <SearchField label={M.searchLabel} value={searchText} onChange={(text) => dispatch(queriesSearchTyped(text))} />
            <Select
              label={M.kindLabel}
              value={filters.kind}
              onChange={(key: Key | null) => {
                if (key !== null) dispatch(queriesKindChanged(String(key) as QueryKind));
              }}
            >
              {QUERY_KINDS.map((kind) => (
                <SelectItem key={kind} id={kind}>
                  {M.kinds[kind]}
                </SelectItem>
              ))}
            </Select>
            <Select<{ id: string; name: string }>
              label={M.entityLabel}
              value={filters.entity ?? ANY_ENTITY}
              items={[{ id: ANY_ENTITY, name: M.anyEntity }, ...entities.map((entity) => ({ id: entity, name: M.entityName(entity) }))]}
              onChange={(key: Key | null) => {
                dispatch(queriesEntityChanged(key === null || key === ANY_ENTITY ? null : String(key)));
              }}
            >
              {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
            </Select>
          </Toolbar>
          {notice && <Alert tone={notice.tone} title={notice.text} onDismiss={() => dispatch(queriesNoticeDismissed())} />}
          {list.status === 'loaded' && list.total > 0 && (
            <Summary>
              <p aria-live="polite">{list.items.length < list.total ? M.shownOf(list.items.length, list.total) : M.total(list.total)}</p>
            </Summary>
          )}
          <DataTable<SavedQuery>
            aria-label={M.tableLabel}
            columns={columns}
            rows={list.items}
            getRowId={(query) => query.id}
            getRowLabel={(query) => query.name}
            sortDescriptor={toDescriptor(filters.sort)}
            onSortChange={(descriptor) => dispatch(queriesSortChanged(toSort(descriptor)))}
            rowActions={rowActions}
            onRowAction={onRowAction}
            isLoading={list.status === 'loading'}
            error={list.status === 'failed' ? { message: M.loadFailed, onRetry: () => dispatch(queriesRequested()), retryLabel: M.retry } : null}
            emptyState={empty}
          />
          {list.status === 'loaded' && list.nextCursor && (
            <More>
              <Button variant="secondary" isLoading={list.loadingMore} onPress={() => dispatch(queriesMoreRequested())}>
                {M.loadMore}
              </Button>
            </More>
          )}
        </Main>
      </Layout>
      <QueryListDialogs />
    </Page>
  );
}
