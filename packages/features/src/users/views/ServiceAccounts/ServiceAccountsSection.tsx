import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button, DataTable, type DataTableColumn } from '@vigil/ui';
import type { ServiceAccount } from '@vigil/openapi';
import { formatDateTime } from '../../../user-access/formatDateTime';
import { selectCanUpdateSettings } from '../../../shell/state/shell.selectors';
import { SERVICE_ACCOUNTS_MESSAGES as M } from '../../serviceAccounts.messages';
import { selectServiceAccountsList } from '../../state/serviceAccounts.selectors';
import { serviceAccountFormOpened, serviceAccountsOpened } from '../../state/serviceAccounts.slice';
import { ServiceAccountFormModal } from './ServiceAccountFormModal';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};

  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }

  p {
    margin: 0;
  }
`;

const COLUMNS: readonly DataTableColumn<ServiceAccount>[] = [
  { id: 'name', header: M.columnName, accessor: 'name', isRowHeader: true },
  { id: 'role_name', header: M.columnRole, accessor: 'role_name' },
  { id: 'keys_count', header: M.columnKeys, accessor: 'keys_count', align: 'end' },
  { id: 'last_used_at', header: M.columnLastUsed, accessor: (account) => (account.last_used_at ? formatDateTime(account.last_used_at) : M.never) },
];

/** The users screen's service accounts: the list, Add service account, and Edit on a row (the new/edit form). */
export function ServiceAccountsSection() {
  const dispatch = useDispatch();
  const list = useSelector(selectServiceAccountsList);
  const canUpdate = useSelector(selectCanUpdateSettings);
  useEffect(() => {
    dispatch(serviceAccountsOpened());
  }, [dispatch]);

  return (
    <Section aria-labelledby="service-accounts-title">
      <header>
        <div>
          <h2 id="service-accounts-title">{M.sectionTitle}</h2>
          <p>{M.sectionIntro}</p>
        </div>
        {canUpdate && (
          <Button variant="primary" onPress={() => dispatch(serviceAccountFormOpened(null))}>
            {M.add}
          </Button>
        )}
      </header>
      <DataTable<ServiceAccount>
        aria-label={M.tableLabel}
        columns={COLUMNS}
        rows={list.items}
        getRowId={(account) => account.uuid}
        getRowLabel={(account) => account.name}
        rowActions={() => [{ id: 'edit', label: M.edit }]}
        onRowAction={(_action, account) => dispatch(serviceAccountFormOpened(account))}
        isLoading={list.status === 'loading' && list.items.length === 0}
        error={list.status === 'failed' ? { message: M.loadFailed, onRetry: () => dispatch(serviceAccountsOpened()), retryLabel: M.retry } : null}
        emptyState={<p>{M.empty}</p>}
      />
      <ServiceAccountFormModal canUpdate={canUpdate} />
    </Section>
  );
}
