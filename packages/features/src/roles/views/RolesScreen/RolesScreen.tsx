import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Button, ConfirmDialog, DataTable, EmptyState, SearchField, type DataTableColumn } from '@vigil/ui';
import type { Role } from '@vigil/openapi';
import { selectCanUpdateSettings } from '../../../shell/state/shell.selectors';
import { ROLES_PAGE_SIZE } from '../../roles.constants';
import { ROLES_MESSAGES as M } from '../../roles.messages';
import { selectRoleDeletion, selectRolesList, selectRolesNotice } from '../../state/roles.selectors';
import {
  roleCreateStarted,
  roleDeleteCancelled,
  roleDeleteConfirmed,
  roleDeleteRequested,
  roleEditStarted,
  rolesCsvRequested,
  rolesNoticeDismissed,
  rolesPageChanged,
  rolesRequested,
  rolesScreenOpened,
  rolesSearchChanged,
} from '../../state/roles.slice';
import { CsvExportButton } from '../../../csv-export/views/CsvExportButton';
import { ROLES_CSV_COLUMNS, ROLES_CSV_EXPORT_LIST, ROLES_CSV_EXPORT_TITLE } from '../../rolesCsvExport';
import { RoleEditor } from './RoleEditor';
import { Buttons, Header, Screen, Toolbar } from './RolesScreen.styles';

const COLUMNS: readonly DataTableColumn<Role>[] = [
  { id: 'name', header: M.columnName, accessor: 'name', isRowHeader: true },
  { id: 'users_count', header: M.columnUsers, accessor: 'users_count', align: 'end', width: 120 },
  { id: 'service_accounts_count', header: M.columnServiceAccounts, accessor: 'service_accounts_count', align: 'end', width: 170 },
  { id: 'type', header: M.columnType, accessor: (role) => (role.predefined ? M.predefined : M.custom), width: 130 },
];

/** Predefined roles cannot be changed or deleted (spec 6); their actions are shown disabled. */
const rowActions = (role: Role) => [
  { id: 'edit', label: M.edit, isDisabled: role.predefined },
  { id: 'delete', label: M.delete, isDanger: true, isDisabled: role.predefined },
];

/** Settings › Roles: the roles with their counts, search, CSV export, and the role editor. */
export function RolesScreen() {
  const dispatch = useDispatch();
  const list = useSelector(selectRolesList);
  const deletion = useSelector(selectRoleDeletion);
  const notice = useSelector(selectRolesNotice);
  // Settings/View alone lists, searches and exports; creating, editing and deleting need Settings/Update.
  const canUpdate = useSelector(selectCanUpdateSettings);
  const titleId = useId();

  useEffect(() => {
    dispatch(rolesScreenOpened());
  }, [dispatch]);

  return (
    <Screen aria-labelledby={titleId}>
      <Header>
        <h2 id={titleId}>{M.title}</h2>
        <Buttons>
          <CsvExportButton
            label={M.exportCsv}
            list={ROLES_CSV_EXPORT_LIST}
            title={ROLES_CSV_EXPORT_TITLE}
            columns={ROLES_CSV_COLUMNS}
            hasFilter={list.search !== ''}
            onExport={(choice) => dispatch(rolesCsvRequested(choice))}
          />
          {canUpdate && (
            <Button variant="primary" onPress={() => dispatch(roleCreateStarted())}>
              {M.newRole}
            </Button>
          )}
        </Buttons>
      </Header>
      <Toolbar>
        <SearchField label={M.searchLabel} value={list.search} onChange={(search) => dispatch(rolesSearchChanged(search))} />
      </Toolbar>
      {notice && (
        <Alert tone={notice.tone} onDismiss={() => dispatch(rolesNoticeDismissed())}>
          {notice.text}
        </Alert>
      )}
      <DataTable
        aria-label={M.tableLabel}
        columns={COLUMNS}
        rows={list.roles}
        getRowId={(role) => role.uuid}
        getRowLabel={(role) => role.name}
        isLoading={list.status === 'loading'}
        error={list.status === 'failed' ? { message: `${M.loadFailed} ${list.error ?? ''}`, onRetry: () => dispatch(rolesRequested()), retryLabel: M.retry } : null}
        emptyState={<EmptyState title={M.emptyTitle} description={list.search ? M.emptySearchDescription : M.emptyDescription} headingLevel={3} />}
        rowActions={canUpdate ? rowActions : undefined}
        onRowAction={(action, role) => dispatch(action === 'edit' ? roleEditStarted(role) : roleDeleteRequested(role))}
        pagination={
          list.total > ROLES_PAGE_SIZE
            ? { page: list.page, pageSize: ROLES_PAGE_SIZE, total: list.total, onPageChange: (page) => dispatch(rolesPageChanged(page)) }
            : undefined
        }
      />
      <RoleEditor />
      <ConfirmDialog
        isOpen={deletion.role !== null}
        title={M.deleteTitle}
        tone="danger"
        confirmLabel={M.deleteConfirm}
        cancelLabel={M.cancel}
        isConfirming={deletion.deleting}
        onConfirm={() => dispatch(roleDeleteConfirmed())}
        onCancel={() => dispatch(roleDeleteCancelled())}
      >
        <p>{deletion.role ? M.deleteQuestion(deletion.role.name) : null}</p>
        {deletion.error && <Alert tone="error">{deletion.error}</Alert>}
      </ConfirmDialog>
    </Screen>
  );
}
