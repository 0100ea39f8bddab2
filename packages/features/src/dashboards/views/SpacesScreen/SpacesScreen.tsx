import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  Radio,
  RadioGroup,
  SearchField,
  Switch,
  onFocusLost,
  type DataTableColumn,
  type DataTableRowAction,
  type DataTableSelection,
  type DataTableSortDescriptor,
} from '@vigil/ui';
import type { BulkPermissionChange, Space } from '@vigil/openapi';
import { formatDateTime } from '../../../users/views/format';
import { BULK_PERMISSION_CHANGES, DASHBOARD_PATHS, DEFAULT_SPACES_SORT, SPACES_PAGE_SIZE } from '../../dashboards.constants';
import { DASHBOARDS_MESSAGES as M } from '../../dashboards.messages';
import {
  selectCanUpdateDashboards,
  selectDashboardDialog,
  selectDashboardNavigation,
  selectSpaceList,
  selectSpaceListAllMatching,
  selectSpaceListBulk,
  selectSpaceListFilterOptions,
  selectSpaceListFilters,
  selectSpaceListNotice,
  selectSpaceListReordering,
  selectSpaceListSearchText,
  selectSpaceListSelectedCount,
  selectSpaceListPageSelection,
} from '../../state/dashboards.selectors';
import {
  CUSTOM_SPACES_ORDER,
  spaceListFavoriteToggled,
  spaceMoveOpened,
  spaceReorderRequested,
  spacesAllMatchingSelected,
  spaceListNoticeDismissed,
  spaceListRequested,
  spacesBulkCancelled,
  spacesBulkDeleteConfirmed,
  spacesBulkExportRequested,
  spacesBulkOpened,
  spacesBulkPermissionSubmitted,
  spacesFilterChosen,
  spacesMoveToFolderSubmitted,
  spacesPageChanged,
  spacesScreenOpened,
  spacesSearchTyped,
  spacesSelectionCleared,
  spacesSelectionChanged,
  spacesSortChanged,
} from '../../state/spaceList.slice';
import { dialogClosed, dialogOpened, spaceCreateSubmitted } from '../../state/dashboard.slice';
import { Actions, Header, Page } from '../DashboardScreen/DashboardScreen.styles';
import { FavoriteToggle } from '../DashboardScreen/FavoriteToggle';
import { MoveToFolderDialog } from '../MoveToFolderDialog';
import { SpaceFormModal } from '../SpaceFormModal';
import { SpaceFilters } from './SpaceFilters';
import { Bulk, Hint, ListTitle, SpaceLink, Toolbar } from './SpacesScreen.styles';

export interface SpacesScreenProps {
  /** The address's folder (`/dashboard/folder/:folderId`); none for every dashboard. */
  folderId?: string | null;
}

const toSort = (descriptor: DataTableSortDescriptor) => `${descriptor.direction === 'descending' ? '-' : ''}${String(descriptor.column)}`;
const toDescriptor = (sort: string): DataTableSortDescriptor | undefined =>
  sort === CUSTOM_SPACES_ORDER ? undefined : { column: sort.replace(/^-/, ''), direction: sort.startsWith('-') ? 'descending' : 'ascending' };

type RowActionId = 'up' | 'down' | 'move';

/**
 * Where focus goes when a bulk dialog closes with its opener gone (the bulk bar goes with the
 * selection): to the heading, rather than to the top of the page.
 */
function useFocusKeptOnTheList(heading: RefObject<HTMLElement | null>, bulkAction: string | null) {
  const previousAction = useRef(bulkAction);
  useEffect(() => {
    const was = previousAction.current;
    previousAction.current = bulkAction;
    if (was === null || bulkAction !== null) return undefined;
    // After the dialog's exit and its own focus restore, which may find its opener gone.
    return onFocusLost(() => heading.current?.focus());
  }, [bulkAction, heading]);
}

/**
 * New dashboard's form, over the list: the list stays behind it, and Cancel gives focus back to
 * New dashboard. Once the dashboard is made the page moves to it (the sagas' navigation). The
 * form's own address (`/dashboard/new`) stays for links from elsewhere.
 */
function useNewDashboardForm() {
  const dispatch = useDispatch();
  const store = useStore<Parameters<typeof selectDashboardDialog>[0]>();
  const navigate = useNavigate();
  const { dialog, busy, error } = useSelector(selectDashboardDialog);
  const navigation = useSelector(selectDashboardNavigation);
  // The sagas' navigation count when the form opened: a later one is the new dashboard's.
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const isOpen = openedAt !== null && dialog?.kind === 'create';
  useEffect(() => {
    if (openedAt === null || !navigation || navigation.id === openedAt) return;
    void navigate(navigation.to, { replace: navigation.replace });
  }, [openedAt, navigation, navigate]);
  // Leaving the list with the form open (the browser's Back) closes it: no other page shows it.
  // Closed already (Cancel, or the dashboard made), there is nothing to close.
  useEffect(() => {
    if (!isOpen) return undefined;
    return () => {
      if (selectDashboardDialog(store.getState()).dialog?.kind === 'create') dispatch(dialogClosed());
    };
  }, [isOpen, dispatch, store]);
  return {
    isOpen,
    isSaving: busy,
    error,
    open: () => {
      setOpenedAt(navigation?.id ?? 0);
      dispatch(dialogOpened({ kind: 'create' }));
    },
    close: () => {
      setOpenedAt(null);
      dispatch(dialogClosed());
    },
    submit: (name: string) => dispatch(spaceCreateSubmitted({ name, type: 'custom', access: 'private' })),
  };
}

/**
 * The dashboards the caller may see: search, sort (name first, or the caller's own order with Move
 * up / Move down), 20 a page, favourites, Move to folder, and bulk delete, move or query permission
 * change of a selection (the page's, or every match).
 */
export function SpacesScreen({ folderId = null }: SpacesScreenProps) {
  const dispatch = useDispatch();
  const list = useSelector(selectSpaceList);
  const filters = useSelector(selectSpaceListFilters);
  const searchText = useSelector(selectSpaceListSearchText);
  const filterOptions = useSelector(selectSpaceListFilterOptions);
  const pageSelected = useSelector(selectSpaceListPageSelection);
  const selectedCount = useSelector(selectSpaceListSelectedCount);
  const allMatching = useSelector(selectSpaceListAllMatching);
  const reordering = useSelector(selectSpaceListReordering);
  const bulk = useSelector(selectSpaceListBulk);
  const notice = useSelector(selectSpaceListNotice);
  const canUpdate = useSelector(selectCanUpdateDashboards);
  const [change, setChange] = useState<BulkPermissionChange>('NONE');
  const heading = useRef<HTMLHeadingElement>(null);
  const clearSelection = useRef<HTMLButtonElement>(null);
  const newDashboard = useNewDashboardForm();
  useFocusKeptOnTheList(heading, bulk.action);

  useEffect(() => {
    dispatch(spacesScreenOpened({ folderId }));
  }, [dispatch, folderId]);

  const columns = useMemo<DataTableColumn<Space>[]>(
    () => [
      {
        // The star has a column of its own: inside the row header it would be read in the row's name.
        id: 'favorite',
        header: M.columnFavorite,
        isHeaderHidden: true,
        width: 48,
        align: 'center',
        cell: (space) => (
          <FavoriteToggle name={space.name} isFavorite={space.favorite ?? false} onChange={(favorite) => dispatch(spaceListFavoriteToggled({ spaceId: space.uuid, favorite }))} />
        ),
      },
      {
        id: 'name',
        header: M.columnName,
        isSortable: true,
        isRowHeader: true,
        // What the list is read by: on a narrow window the table scrolls sideways before the names shrink below this.
        minWidth: 200,
        accessor: 'name',
        cell: (space) => (
          <SpaceLink to={DASHBOARD_PATHS.space(space.uuid)} title={space.name}>
            {space.name}
          </SpaceLink>
        ),
      },
      {
        // Where a dashboard was moved to, and the way to that folder's own list.
        id: 'folder',
        header: M.columnFolder,
        width: 150,
        cell: (space) =>
          space.folder_id ? (
            <SpaceLink to={DASHBOARD_PATHS.folder(space.folder_id)} title={space.folder_id}>
              {space.folder_id}
            </SpaceLink>
          ) : null,
      },
      { id: 'access', header: M.columnAccess, isSortable: true, width: 110, cell: (space) => <Badge tone={space.access === 'private' ? 'neutral' : 'info'}>{M.access[space.access]}</Badge> },
      { id: 'type', header: M.columnType, isSortable: true, width: 120, accessor: (space) => M.type[space.type] },
      { id: 'created_by', header: M.columnCreatedBy, isSortable: true, width: 130, accessor: (space) => M.createdBy(space.created_by) },
      { id: 'last_updated', header: M.columnLastUpdated, isSortable: true, width: 190, accessor: (space) => formatDateTime(space.last_updated) },
    ],
    [dispatch],
  );

  const isCustomOrder = filters.sort === CUSTOM_SPACES_ORDER;
  const filtered = filters.search !== '' || Object.values(filters.choices).some((value) => value !== null);
  // The caller's order spans every visible space: a page's positions are theirs only without a search, filter or folder.
  const orderApplies = isCustomOrder && !filtered && filters.folderId === null;
  const canReorder = orderApplies && !reordering && list.status === 'loaded';
  const positionOf = (space: Space) => filters.page * SPACES_PAGE_SIZE + list.items.indexOf(space);
  const rowActions = (space: Space): DataTableRowAction[] => [
    { id: 'up', label: M.moveUp, isDisabled: !canReorder || positionOf(space) === 0 },
    { id: 'down', label: M.moveDown, isDisabled: !canReorder || positionOf(space) >= list.total - 1 },
    { id: 'move', label: M.moveToFolder },
  ];
  const onRowAction = (id: string, space: Space) => {
    const action = id as RowActionId;
    if (action === 'move') dispatch(spaceMoveOpened(space.uuid));
    else dispatch(spaceReorderRequested({ spaceId: space.uuid, index: positionOf(space) + (action === 'up' ? -1 : 1) }));
  };
  const pageAllSelected = list.items.length > 0 && pageSelected.length === list.items.length;
  const movedName = list.items.find((space) => space.uuid === bulk.spaceId)?.name ?? '';

  const onSelectionChange = (keys: DataTableSelection) => {
    dispatch(spacesSelectionChanged(keys === 'all' ? list.items.map((space) => space.uuid) : [...keys].map(String)));
  };
  const empty =
    filtered ? M.emptyFiltered : <EmptyState title={M.empty} description={M.emptyHint} />;

  return (
    <Page aria-labelledby="spaces-title">
      <Header>
        <ListTitle id="spaces-title" ref={heading} tabIndex={-1}>
          {folderId === null ? M.listTitle : M.folderListTitle(folderId)}
        </ListTitle>
        <Actions>
          {folderId !== null && <SpaceLink to={DASHBOARD_PATHS.list}>{M.allDashboards}</SpaceLink>}
          {list.status === 'loaded' && <p aria-live="polite">{M.total(list.total)}</p>}
          {canUpdate && (
            <Button variant="primary" onPress={newDashboard.open}>
              {M.newDashboard}
            </Button>
          )}
        </Actions>
      </Header>
      <Toolbar>
        <SearchField label={M.searchLabel} value={searchText} onChange={(text) => dispatch(spacesSearchTyped(text))} />
        {filterOptions && <SpaceFilters options={filterOptions} chosen={filters.choices} onChoose={(choice) => dispatch(spacesFilterChosen(choice))} />}
        <Switch isSelected={isCustomOrder} onChange={(on) => dispatch(spacesSortChanged(on ? CUSTOM_SPACES_ORDER : DEFAULT_SPACES_SORT))}>
          {M.customOrder}
        </Switch>
        {canUpdate && selectedCount > 0 && (
          <Bulk>
            <p aria-live="polite">
              {!allMatching ? M.selected(selectedCount) : selectedCount < list.total ? M.matchingSelected(selectedCount, list.total) : M.allMatchingSelected(selectedCount)}
            </p>
            {!allMatching && pageAllSelected && list.total > list.items.length && (
              <Button
                variant="ghost"
                onPress={() => {
                  dispatch(spacesAllMatchingSelected());
                  // The button gives way to Clear selection in its place.
                  onFocusLost(() => clearSelection.current?.focus());
                }}
              >
                {M.selectAllMatching(list.total)}
              </Button>
            )}
            {allMatching && (
              <Button
                ref={clearSelection}
                variant="ghost"
                onPress={() => {
                  dispatch(spacesSelectionCleared());
                  // The bulk bar goes with the selection.
                  onFocusLost(() => heading.current?.focus());
                }}
              >
                {M.clearSelection}
              </Button>
            )}
            <Actions>
              <Button variant="secondary" onPress={() => dispatch(spacesBulkExportRequested())}>
                {M.bulkExport}
              </Button>
              <Button variant="secondary" onPress={() => dispatch(spacesBulkOpened('move'))}>
                {M.moveToFolder}
              </Button>
              <Button variant="secondary" onPress={() => dispatch(spacesBulkOpened('permission'))}>
                {M.bulkPermission}
              </Button>
              <Button variant="danger" onPress={() => dispatch(spacesBulkOpened('delete'))}>
                {M.bulkDelete}
              </Button>
            </Actions>
          </Bulk>
        )}
      </Toolbar>
      {canUpdate && !orderApplies && <Hint>{M.customOrderHint}</Hint>}
      {notice && (
        <Alert
          tone={notice.tone}
          title={notice.text}
          onDismiss={() => {
            dispatch(spaceListNoticeDismissed());
            // The notice and its button go: the list's heading takes the focus, not the page.
            onFocusLost(() => heading.current?.focus());
          }}
        />
      )}
      <DataTable<Space>
        aria-label={M.tableLabel}
        columns={columns}
        rows={list.items}
        getRowId={(space) => space.uuid}
        getRowLabel={(space) => space.name}
        sortDescriptor={toDescriptor(filters.sort)}
        onSortChange={(descriptor) => dispatch(spacesSortChanged(toSort(descriptor)))}
        selectionMode={canUpdate ? 'multiple' : 'none'}
        selectedKeys={new Set(pageSelected)}
        onSelectionChange={onSelectionChange}
        {...(canUpdate && { rowActions, onRowAction })}
        isLoading={list.status === 'loading' || list.status === 'idle'}
        error={list.status === 'failed' ? { message: M.loadFailed, onRetry: () => dispatch(spaceListRequested()), retryLabel: M.retry } : null}
        emptyState={empty}
        pagination={list.total > SPACES_PAGE_SIZE ? { page: filters.page, pageSize: SPACES_PAGE_SIZE, total: list.total, onPageChange: (page) => {
                  dispatch(spacesPageChanged(page));
                },
              } : undefined}
      />
      <ConfirmDialog
        isOpen={bulk.action === 'delete'}
        tone="danger"
        title={M.bulkDeleteTitle(selectedCount)}
        confirmLabel={M.deleteConfirm}
        isConfirming={bulk.busy}
        onConfirm={() => dispatch(spacesBulkDeleteConfirmed())}
        onCancel={() => dispatch(spacesBulkCancelled())}
      >
        <p>{M.bulkDeleteText}</p>
        {bulk.error && <Alert tone="error" title={bulk.error} />}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={bulk.action === 'permission'}
        title={M.bulkPermissionTitle(selectedCount)}
        confirmLabel={M.bulkPermissionApply}
        isConfirming={bulk.busy}
        onConfirm={() => dispatch(spacesBulkPermissionSubmitted({ change }))}
        onCancel={() => dispatch(spacesBulkCancelled())}
      >
        <RadioGroup label={M.bulkPermissionLabel} value={change} onChange={(value) => { setChange(value as BulkPermissionChange); }}>
          {BULK_PERMISSION_CHANGES.map((choice) => (
            <Radio key={choice} value={choice}>
              {M.bulkPermissionChoices[choice]}
            </Radio>
          ))}
        </RadioGroup>
        {bulk.error && <Alert tone="error" title={bulk.error} />}
      </ConfirmDialog>
      <SpaceFormModal
        isOpen={newDashboard.isOpen}
        onClose={newDashboard.close}
        mode="create"
        isSaving={newDashboard.isSaving}
        serverError={newDashboard.error}
        onSubmit={({ name }) => newDashboard.submit(name)}
      />
      <MoveToFolderDialog
        isOpen={bulk.action === 'move'}
        title={bulk.spaceId === null ? M.moveToFolderTitle(selectedCount) : M.moveToFolderOneTitle(movedName)}
        folders={bulk.folders}
        isMoving={bulk.busy}
        error={bulk.error}
        onMove={(folderId) => dispatch(spacesMoveToFolderSubmitted({ folderId }))}
        onClose={() => dispatch(spacesBulkCancelled())}
      />
    </Page>
  );
}
