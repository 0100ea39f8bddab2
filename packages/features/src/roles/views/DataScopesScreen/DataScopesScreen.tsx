import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Button, DataTable, EmptyState, type DataTableColumn } from '@vigil/ui';
import type { DataScope } from '@vigil/openapi';
import { DATA_SCOPES_MESSAGES as M } from '../../roles.messages';
import { selectDataScopeSettings, selectDataScopes } from '../../state/roles.selectors';
import { dataScopeSettingsClosed, dataScopeSettingsOpened, dataScopesRequested } from '../../state/roles.slice';
import { DataScopeSettingsModal } from '../DataScopeSettingsModal';
import { Header, Screen } from '../RolesScreen/RolesScreen.styles';

/** What a scope hides, in words ('Fields, Tags'). */
const restrictions = (scope: DataScope) =>
  [
    [scope.is_fields_restricted, M.fields],
    [scope.is_adapter_connections_restricted, M.adapterConnections],
    [scope.is_tags_restricted === true, M.tags],
  ]
    .filter(([restricted]) => restricted)
    .map(([, label]) => label)
    .join(', ') || M.none;

const COLUMNS: readonly DataTableColumn<DataScope>[] = [
  { id: 'name', header: M.columnName, accessor: 'name', isRowHeader: true },
  { id: 'type', header: M.columnType, accessor: 'type', width: 140 },
  { id: 'restrictions', header: M.columnRestrictions, accessor: restrictions },
];

/** Settings › Data scopes: the data scopes users can be assigned to (GET settings/data_scope), and the data scope settings modal. */
export function DataScopesScreen() {
  const dispatch = useDispatch();
  const { status, scopes, error } = useSelector(selectDataScopes);
  const settings = useSelector(selectDataScopeSettings);
  const titleId = useId();

  useEffect(() => {
    dispatch(dataScopesRequested());
  }, [dispatch]);

  return (
    <Screen aria-labelledby={titleId}>
      <Header>
        <h2 id={titleId}>{M.title}</h2>
        <Button onPress={() => dispatch(dataScopeSettingsOpened())}>{M.settingsButton}</Button>
      </Header>
      {settings.saved && (
        <Alert tone="success" onDismiss={() => dispatch(dataScopeSettingsClosed())}>
          {M.settingsSaved}
        </Alert>
      )}
      <DataTable
        aria-label={M.tableLabel}
        columns={COLUMNS}
        rows={scopes}
        getRowId={(scope) => scope.uuid}
        isLoading={status === 'loading'}
        error={status === 'failed' ? { message: `${M.loadFailed} ${error ?? ''}`, onRetry: () => dispatch(dataScopesRequested()), retryLabel: M.retry } : null}
        emptyState={<EmptyState title={M.empty} headingLevel={3} />}
      />
      <DataScopeSettingsModal />
    </Screen>
  );
}
