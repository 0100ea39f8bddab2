import { useEffect, useMemo, useState, type Key } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  Alert,
  Button,
  DataTable,
  DateRangePicker,
  SearchField,
  Select,
  SelectItem,
  type DataTableColumn,
  type DataTableSelection,
  type DataTableSortDescriptor,
} from '@vigil/ui';
import type { UserListItem } from '@vigil/openapi';
import { selectIsAdmin } from '../../../session/state/session.selectors';
import { selectCanUpdateSettings } from '../../../shell/state/shell.selectors';
import { userImpersonationRequested } from '../../../shell/state/shell.slice';
import { USER_SOURCES, USERS_PAGE_SIZE } from '../../users.constants';
import { USERS_MESSAGES as M } from '../../users.messages';
import {
  selectDataScopeNames,
  selectSelectedUsersCount,
  selectUsersFilters,
  selectUsersList,
  selectUsersNotice,
  selectUsersPage,
  selectUsersRoles,
  selectUsersSearchText,
  selectUsersSelection,
  selectUsersSort,
} from '../../state/users.selectors';
import {
  bulkActionOpened,
  userFormOpened,
  usersAllMatchingSelected,
  usersExportRequested,
  usersFiltersChanged,
  usersNoticeDismissed,
  usersPageChanged,
  usersRequested,
  usersScreenOpened,
  usersSearchTyped,
  usersSelectionChanged,
  usersSelectionCleared,
  usersSortChanged,
} from '../../state/users.slice';
import { CsvExportButton } from '../../../csv-export/views/CsvExportButton';
import { USERS_CSV_COLUMNS, USERS_CSV_EXPORT_LIST, USERS_CSV_EXPORT_TITLE } from '../../usersCsvExport';
import { UserFormModal } from '../UserFormModal/UserFormModal';
import { UsersBulkDialogs } from '../UsersBulkDialogs/UsersBulkDialogs';
import { formatDateTime } from '../format';
import { Actions, Page, SelectionBar, Toolbar } from './UsersScreen.styles';

const ANY = 'any';

export interface UsersScreenProps {
  /** Reset Password on a row (the user-access feature's dialog). */
  onResetPassword?: (user: UserListItem) => void;
  /** API Key on a row (the user-access feature's dialog). */
  onApiKey?: (user: UserListItem) => void;
}

function toSort(descriptor: DataTableSortDescriptor): string {
  return `${descriptor.direction === 'descending' ? '-' : ''}${String(descriptor.column)}`;
}

function toDescriptor(sort: string | null): DataTableSortDescriptor | undefined {
  if (!sort) return undefined;
  return { column: sort.replace(/^-/, ''), direction: sort.startsWith('-') ? 'descending' : 'ascending' };
}

/** The users list under Settings: search, filters, paging, sort, selection over pages and bulk actions. */
export function UsersScreen({ onResetPassword, onApiKey }: UsersScreenProps) {
  const dispatch = useDispatch();
  const list = useSelector(selectUsersList);
  const filters = useSelector(selectUsersFilters);
  const searchText = useSelector(selectUsersSearchText);
  const sort = useSelector(selectUsersSort);
  const page = useSelector(selectUsersPage);
  const selection = useSelector(selectUsersSelection);
  const selectedCount = useSelector(selectSelectedUsersCount);
  const roles = useSelector(selectUsersRoles);
  const scopeNames = useSelector(selectDataScopeNames);
  const notice = useSelector(selectUsersNotice);
  const isAdmin = useSelector(selectIsAdmin);
  // Settings/View alone lists, searches, filters and exports; every change needs Settings/Update.
  const canUpdate = useSelector(selectCanUpdateSettings);
  // The date picker keeps its own segments; a new key empties it when the filters are cleared.
  const [rangeKey, setRangeKey] = useState(0);

  useEffect(() => {
    dispatch(usersScreenOpened());
  }, [dispatch]);

  const columns = useMemo<DataTableColumn<UserListItem>[]>(
    () => [
      { id: 'user_name', header: M.columnUserName, accessor: 'user_name', isSortable: true, isRowHeader: true },
      { id: 'role_name', header: M.columnRole, accessor: 'role_name', isSortable: true },
      {
        id: 'data_scope_id',
        header: M.columnDataScope,
        // A scope not (yet) among the loaded ones shows the table's empty dash rather than a raw id.
        accessor: (user) => (user.data_scope_id ? scopeNames.get(user.data_scope_id) : M.noDataScope),
      },
      { id: 'last_updated', header: M.columnLastUpdated, accessor: (user) => formatDateTime(user.last_updated), isSortable: true },
      {
        id: 'last_login',
        header: M.columnLastLogin,
        accessor: (user) => (user.last_login ? formatDateTime(user.last_login) : M.neverLoggedIn),
        isSortable: true,
      },
    ],
    [scopeNames],
  );

  const pageIds = list.items.map((user) => user.uuid);
  // Select-all covers every matching user: shown as 'all' while nothing on this page is excluded.
  const selectedKeys: DataTableSelection = selection.include
    ? new Set(selection.ids.filter((id) => pageIds.includes(id)))
    : pageIds.some((id) => selection.ids.includes(id))
      ? new Set(pageIds.filter((id) => !selection.ids.includes(id)))
      : 'all';

  const onSelectionChange = (keys: DataTableSelection) => {
    if (keys === 'all') {
      dispatch(usersAllMatchingSelected());
      return;
    }
    const chosen = new Set([...keys].map(String));
    const otherPages = selection.ids.filter((id) => !pageIds.includes(id));
    const onPage = selection.include ? pageIds.filter((id) => chosen.has(id)) : pageIds.filter((id) => !chosen.has(id));
    const ids = [...otherPages, ...onPage];
    dispatch(selection.include || ids.length < list.total ? usersSelectionChanged({ include: selection.include, ids }) : usersSelectionCleared());
  };

  const rowActions = () => [
    { id: 'edit', label: M.rowEdit },
    ...(onResetPassword ? [{ id: 'resetPassword', label: M.rowResetPassword }] : []),
    ...(onApiKey ? [{ id: 'apiKey', label: M.rowApiKey }] : []),
    ...(isAdmin ? [{ id: 'impersonate', label: M.rowImpersonate }] : []),
  ];

  const onRowAction = (id: string, user: UserListItem) => {
    if (id === 'edit') dispatch(userFormOpened(user));
    if (id === 'resetPassword') onResetPassword?.(user);
    if (id === 'apiKey') onApiKey?.(user);
    if (id === 'impersonate') dispatch(userImpersonationRequested({ userId: user.uuid, userName: user.user_name }));
  };

  const otherFilters = { role_id: filters.role_id, source: filters.source, date_from: filters.date_from, date_to: filters.date_to };
  // Unset filters are left out, so the query and bulk selections carry only what is chosen.
  const setFilter = (patch: Partial<typeof otherFilters>) => {
    const next = Object.fromEntries(Object.entries({ ...otherFilters, ...patch }).filter(([, value]) => value !== undefined));
    dispatch(usersFiltersChanged(next));
  };
  const hasFilters = Object.values(otherFilters).some((value) => value !== undefined);

  return (
    <Page aria-labelledby="users-title">
      <header>
        <h1 id="users-title">{M.title}</h1>
        <Actions>
          <CsvExportButton
            label={M.exportCsv}
            list={USERS_CSV_EXPORT_LIST}
            title={USERS_CSV_EXPORT_TITLE}
            columns={USERS_CSV_COLUMNS}
            hasFilter={Object.keys(filters).length > 0}
            onExport={(choice) => dispatch(usersExportRequested(choice))}
          />
          {canUpdate && (
            <Button variant="primary" onPress={() => dispatch(userFormOpened(null))}>
              {M.addUser}
            </Button>
          )}
        </Actions>
      </header>
      <Toolbar>
        <SearchField label={M.searchLabel} value={searchText} onChange={(text) => dispatch(usersSearchTyped(text))} />
        <Select<{ id: string; name: string }>
          label={M.roleFilter}
          value={filters.role_id?.[0] ?? ANY}
          onChange={(key: Key | null) => {
            setFilter({ role_id: key && key !== ANY ? [String(key)] : undefined });
          }}
          items={[{ id: ANY, name: M.anyRole }, ...roles.map((role) => ({ id: role.uuid, name: role.name }))]}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <Select
          label={M.sourceFilter}
          value={filters.source?.[0] ?? ANY}
          onChange={(key: Key | null) => {
            setFilter({ source: key && key !== ANY ? [String(key)] : undefined });
          }}
        >
          <SelectItem id={ANY}>{M.anySource}</SelectItem>
          {USER_SOURCES.map((source) => (
            <SelectItem key={source} id={source}>
              {source}
            </SelectItem>
          ))}
        </Select>
        <DateRangePicker
          key={rangeKey}
          label={M.lastLoginRange}
          onChange={(range) => {
            setFilter({ date_from: range?.start.toString(), date_to: range?.end.toString() });
          }}
        />
        {hasFilters && (
          <Button
            variant="ghost"
            onPress={() => {
              setRangeKey((key) => key + 1);
              dispatch(usersFiltersChanged({}));
            }}
          >
            {M.clearFilters}
          </Button>
        )}
      </Toolbar>
      {notice && (
        <Alert
          tone={notice.tone}
          title={notice.text}
          onDismiss={() => dispatch(usersNoticeDismissed())}
        >
          {notice.skipped.length > 0 ? M.adminSkipped : undefined}
        </Alert>
      )}
      {canUpdate && (
        <SelectionBar role="group" aria-label={M.selectedCount(selectedCount)}>
          <p aria-live="polite">{M.selectedCount(selectedCount)}</p>
          {selectedCount > 0 && selection.include && selectedCount < list.total && (
            <Button size="sm" variant="ghost" onPress={() => dispatch(usersAllMatchingSelected())}>
              {M.selectAllMatching(list.total)}
            </Button>
          )}
          {selectedCount > 0 && (
            <>
              <Button size="sm" variant="ghost" onPress={() => dispatch(usersSelectionCleared())}>
                {M.clearSelection}
              </Button>
              <Button size="sm" variant="secondary" onPress={() => dispatch(bulkActionOpened('assignRole'))}>
                {M.assignRoleAction}
              </Button>
              <Button size="sm" variant="secondary" onPress={() => dispatch(bulkActionOpened('assignDataScope'))}>
                {M.assignDataScopeAction}
              </Button>
              <Button size="sm" variant="danger" onPress={() => dispatch(bulkActionOpened('delete'))}>
                {M.deleteAction}
              </Button>
            </>
          )}
        </SelectionBar>
      )}
      <DataTable<UserListItem>
        aria-label={M.tableLabel}
        columns={columns}
        rows={list.items}
        getRowId={(user) => user.uuid}
        getRowLabel={(user) => user.user_name}
        selectionMode={canUpdate ? 'multiple' : 'none'}
        selectedKeys={selectedKeys}
        onSelectionChange={onSelectionChange}
        sortDescriptor={toDescriptor(sort)}
        onSortChange={(descriptor) => dispatch(usersSortChanged(toSort(descriptor)))}
        rowActions={canUpdate ? rowActions : undefined}
        onRowAction={onRowAction}
        isLoading={list.status === 'loading' && list.items.length === 0}
        error={list.status === 'failed' ? { message: M.loadFailed, onRetry: () => dispatch(usersRequested()), retryLabel: M.retry } : null}
        emptyState={filters.search || hasFilters ? M.emptyFiltered : M.emptyTitle}
        pagination={{
          page,
          pageSize: USERS_PAGE_SIZE,
          total: list.total,
          onPageChange: (next) => dispatch(usersPageChanged(next)),
          isDisabled: list.status === 'loading',
        }}
      />
      <UsersBulkDialogs />
      <UserFormModal />
    </Page>
  );
}
