import { useState, type SyntheticEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Alert, Button, ConfirmDialog, DataTable, Form, FormActions, Modal, Select, SelectItem, TextField, type DataTableColumn } from '@vigil/ui';
import type { ServiceAccountKey } from '@vigil/openapi';
import { CopyField } from '../../../user-access/views/CopyField';
import { checkServiceAccountForm } from '../../serviceAccountForm';
import { SERVICE_ACCOUNT_DESCRIPTION_MAX_CHARS, SERVICE_ACCOUNT_KEY_LIFETIMES_DAYS, SERVICE_ACCOUNT_NAME_MAX_CHARS } from '../../serviceAccounts.constants';
import { SERVICE_ACCOUNTS_MESSAGES as M } from '../../serviceAccounts.messages';
import { selectServiceAccountsState } from '../../state/serviceAccounts.selectors';
import {
  serviceAccountFormClosed,
  serviceAccountFormSubmitted,
  serviceAccountKeyActionCancelled,
  serviceAccountKeyActionConfirmed,
  serviceAccountKeyActionRequested,
  serviceAccountKeyCreateRequested,
  serviceAccountKeysMoreRequested,
  serviceAccountSecretDismissed,
} from '../../state/serviceAccounts.slice';

const NO_SCOPE = 'none';
const NEVER = 'never';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }

  p {
    margin: 0;
  }
`;

const NewKey = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};

  & > :first-child {
    flex: 1;
  }
`;

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

// The keys table shows UTC days: three full date-times do not fit its width.
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const day = (iso: string) => dayFormat.format(new Date(iso));
const dayOrNever = (iso: string | null) => (iso ? day(iso) : M.never);

const KEY_COLUMNS: readonly DataTableColumn<ServiceAccountKey>[] = [
  { id: 'name', header: M.columnKeyName, accessor: 'name', isRowHeader: true },
  { id: 'prefix', header: M.columnPrefix, cell: (key) => <code>{key.prefix}…</code> },
  { id: 'created_at', header: M.columnCreated, accessor: (key) => day(key.created_at) },
  { id: 'last_used_at', header: M.columnLastUsed, accessor: (key) => dayOrNever(key.last_used_at) },
  {
    id: 'expires_at',
    header: M.columnExpires,
    accessor: (key) => (key.expires_at ? (Date.parse(key.expires_at) <= Date.now() ? M.expired(day(key.expires_at)) : day(key.expires_at)) : M.noExpiry),
  },
];

/** The account's keys: the secret just issued (shown once, with Copy), the list with Rotate and Revoke, and Create key. */
function ServiceAccountKeys({ canUpdate }: { canUpdate: boolean }) {
  const dispatch = useDispatch();
  const { keys, issued, creatingKey, keyError } = useSelector(selectServiceAccountsState);
  const [keyName, setKeyName] = useState('');
  const [lifetime, setLifetime] = useState<string>(NEVER);

  return (
    <Section aria-labelledby="service-account-keys-title">
      <h3 id="service-account-keys-title">{M.keysTitle}</h3>
      {issued && (
        <Alert tone="warning" title={M.issuedTitle}>
          <p>{M.secretOnce}</p>
          <CopyField label={M.apiKeyLabel} value={issued.api_key} />
          <CopyField label={M.apiSecretLabel} value={issued.api_secret} />
          <Button onPress={() => dispatch(serviceAccountSecretDismissed())}>{M.issuedDone}</Button>
        </Alert>
      )}
      {keyError && <Alert tone="error">{keyError}</Alert>}
      <DataTable<ServiceAccountKey>
        aria-label={M.keysLabel}
        columns={KEY_COLUMNS}
        rows={keys.items}
        getRowId={(key) => key.id}
        getRowLabel={(key) => key.name || key.prefix}
        rowActions={canUpdate ? () => [{ id: 'rotate', label: M.rotate }, { id: 'revoke', label: M.revoke, isDanger: true }] : undefined}
        onRowAction={(action, key) => dispatch(serviceAccountKeyActionRequested({ kind: action === 'rotate' ? 'rotate' : 'revoke', key }))}
        isLoading={keys.status === 'loading'}
        error={keys.status === 'failed' ? { message: keys.error ?? M.keysLoadFailed } : null}
        emptyState={<p>{M.keysEmpty}</p>}
      />
      {keys.nextCursor && <Button onPress={() => dispatch(serviceAccountKeysMoreRequested())}>{M.keysMore}</Button>}
      {canUpdate && (
        <NewKey>
          <TextField label={M.newKeyName} value={keyName} onChange={setKeyName} maxLength={SERVICE_ACCOUNT_NAME_MAX_CHARS} />
          <Select<{ id: string; name: string }>
            label={M.expiryLabel}
            value={lifetime}
            onChange={(key) => {
              setLifetime(String(key ?? NEVER));
            }}
            items={[{ id: NEVER, name: M.expiryNever }, ...SERVICE_ACCOUNT_KEY_LIFETIMES_DAYS.map((days) => ({ id: String(days), name: M.expiryDays(days) }))]}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
          <Button
            isLoading={creatingKey}
            onPress={() => {
              dispatch(serviceAccountKeyCreateRequested({ name: keyName.trim(), lifetimeDays: lifetime === NEVER ? null : Number(lifetime) }));
              setKeyName('');
            }}
          >
            {M.createKey}
          </Button>
        </NewKey>
      )}
    </Section>
  );
}

export interface ServiceAccountFormModalProps {
  /** Whether the caller may change service accounts (Settings Update); otherwise the form is read-only. @default true */
  canUpdate?: boolean;
}

/**
 * The new/edit service account form (spec 000 section 2): name, role, data scope and description;
 * once the account exists, its API keys (created, rotated and revoked, each confirmed first).
 */
export function ServiceAccountFormModal({ canUpdate = true }: ServiceAccountFormModalProps) {
  const dispatch = useDispatch();
  const { form, roles, dataScopes, keyAction } = useSelector(selectServiceAccountsState);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const account = form.account;
  const title = account ? M.editTitle(account.name) : M.createTitle;
  const close = () => {
    setErrors({});
    dispatch(serviceAccountFormClosed());
  };

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const scope = text(data, 'data_scope_id');
    const values = {
      name: text(data, 'name').trim(),
      role_id: text(data, 'role_id'),
      data_scope_id: scope && scope !== NO_SCOPE ? scope : null,
      description: text(data, 'description').trim(),
    };
    const found = checkServiceAccountForm(values);
    setErrors(found);
    if (Object.keys(found).length === 0) dispatch(serviceAccountFormSubmitted(values));
  };

  return (
    <>
      <Modal
        isOpen={form.open}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={title}
        size="lg"
      >
        {/* Keyed on the account: a created account's form shows its saved values. */}
        <Form key={account?.uuid ?? 'new'} aria-label={title} validationErrors={errors} errorMessage={form.error ?? undefined} onSubmit={onSubmit}>
          <TextField label={M.name} name="name" isRequired maxLength={SERVICE_ACCOUNT_NAME_MAX_CHARS} defaultValue={account?.name ?? ''} isReadOnly={!canUpdate} autoFocus />
          <Select<{ id: string; name: string }>
            label={M.roleLabel}
            name="role_id"
            isRequired
            isDisabled={!canUpdate}
            placeholder={M.chooseRole}
            defaultValue={account?.role_id}
            items={roles.map((role) => ({ id: role.uuid, name: role.name }))}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
          <Select<{ id: string; name: string }>
            label={M.dataScopeLabel}
            name="data_scope_id"
            isDisabled={!canUpdate}
            defaultValue={account?.data_scope_id ?? NO_SCOPE}
            items={[{ id: NO_SCOPE, name: M.noDataScope }, ...dataScopes.map((scope) => ({ id: scope.uuid, name: scope.name }))]}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
          <TextField
            label={M.description}
            name="description"
            maxLength={SERVICE_ACCOUNT_DESCRIPTION_MAX_CHARS}
            defaultValue={account?.description ?? ''}
            isReadOnly={!canUpdate}
          />
          <FormActions>
            <Button variant="ghost" onPress={close}>
              {account ? M.close : M.cancel}
            </Button>
            {canUpdate && (
              <Button type="submit" variant="primary" isLoading={form.submitting}>
                {account ? M.save : M.create}
              </Button>
            )}
          </FormActions>
        </Form>
        {account && <ServiceAccountKeys canUpdate={canUpdate} />}
      </Modal>
      <ConfirmDialog
        isOpen={form.open && keyAction !== null}
        isConfirming={keyAction?.busy ?? false}
        title={keyAction?.kind === 'rotate' ? M.rotateTitle : M.revokeTitle}
        confirmLabel={keyAction?.kind === 'rotate' ? M.rotateConfirm : M.revokeConfirm}
        tone="danger"
        onConfirm={() => dispatch(serviceAccountKeyActionConfirmed())}
        onCancel={() => dispatch(serviceAccountKeyActionCancelled())}
      >
        <p>{keyAction && (keyAction.kind === 'rotate' ? M.rotateBody(keyAction.key.prefix) : M.revokeBody(keyAction.key.prefix))}</p>
      </ConfirmDialog>
    </>
  );
}
