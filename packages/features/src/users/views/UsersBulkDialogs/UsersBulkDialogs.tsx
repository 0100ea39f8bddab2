import { useState, type Key } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Button, ConfirmDialog, Modal, Select, SelectItem } from '@vigil/ui';
import { USERS_MESSAGES as M } from '../../users.messages';
import {
  selectDataScopePreview,
  selectSelectedUsersCount,
  selectUsersBulk,
  selectUsersDataScopes,
  selectUsersRoles,
} from '../../state/users.selectors';
import {
  bulkActionCancelled,
  dataScopePreviewRequested,
  usersDataScopeAssigned,
  usersDeleteConfirmed,
  usersRoleAssigned,
} from '../../state/users.slice';
import { AccessPreview } from '../AccessPreview/AccessPreview';

/** Picks one value and checks it is there on Save; the parent's `key` resets it per opening. */
function ChoiceModal({
  title,
  label,
  placeholder,
  requiredMessage,
  items,
  onChoose,
  onSave,
  children,
}: {
  title: string;
  label: string;
  placeholder: string;
  requiredMessage: string;
  items: { id: string; name: string }[];
  onChoose?: (id: string) => void;
  onSave: (id: string) => void;
  children?: React.ReactNode;
}) {
  const dispatch = useDispatch();
  const bulk = useSelector(selectUsersBulk);
  const [chosen, setChosen] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const close = () => dispatch(bulkActionCancelled());
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={title}
      size="md"
      footer={
        <>
          <Button variant="ghost" onPress={close}>
            {M.cancel}
          </Button>
          <Button
            variant="primary"
            isLoading={bulk.submitting}
            onPress={() => {
              if (chosen) onSave(chosen);
              else setMissing(true);
            }}
          >
            {M.save}
          </Button>
        </>
      }
    >
      {bulk.error && <Alert tone="error" title={bulk.error} />}
      <Select<{ id: string; name: string }>
        label={label}
        placeholder={placeholder}
        items={items}
        value={chosen}
        isInvalid={missing}
        errorMessage={missing ? requiredMessage : undefined}
        onChange={(key: Key | null) => {
          const id = key === null ? null : String(key);
          setChosen(id);
          setMissing(false);
          if (id) onChoose?.(id);
        }}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      {children}
    </Modal>
  );
}

/** The bulk action dialog that is open: Delete, Assign Role or Assign Data Scope. */
export function UsersBulkDialogs() {
  const dispatch = useDispatch();
  const bulk = useSelector(selectUsersBulk);
  const count = useSelector(selectSelectedUsersCount);
  const roles = useSelector(selectUsersRoles);
  const scopes = useSelector(selectUsersDataScopes);
  const preview = useSelector(selectDataScopePreview);

  if (bulk.action === 'delete') {
    return (
      <ConfirmDialog
        isOpen
        title={M.deleteTitle}
        tone="danger"
        confirmLabel={M.deleteAction}
        cancelLabel={M.cancel}
        isConfirming={bulk.submitting}
        onConfirm={() => dispatch(usersDeleteConfirmed())}
        onCancel={() => dispatch(bulkActionCancelled())}
        onOpenChange={(open) => {
          if (!open) dispatch(bulkActionCancelled());
        }}
      >
        <p>{M.deleteBody(count)}</p>
        {bulk.error && <Alert tone="error" title={bulk.error} />}
      </ConfirmDialog>
    );
  }
  if (bulk.action === 'assignRole') {
    return (
      <ChoiceModal
        title={M.assignRoleTitle}
        label={M.roleLabel}
        placeholder={M.chooseRole}
        requiredMessage={M.roleRequired}
        items={roles.map((role) => ({ id: role.uuid, name: role.name }))}
        onSave={(roleId) => dispatch(usersRoleAssigned({ roleId }))}
      />
    );
  }
  if (bulk.action === 'assignDataScope') {
    return (
      <ChoiceModal
        title={M.assignDataScopeTitle}
        label={M.dataScopeLabel}
        placeholder={M.chooseDataScope}
        requiredMessage={M.dataScopeRequired}
        items={scopes.items.map((scope) => ({ id: scope.uuid, name: scope.name }))}
        onChoose={(dataScopeId) => dispatch(dataScopePreviewRequested({ dataScopeId }))}
        onSave={(dataScopeId) => dispatch(usersDataScopeAssigned({ dataScopeId }))}
      >
        {scopes.status === 'loaded' && scopes.items.length === 0 && <p>{M.noDataScopes}</p>}
        <AccessPreview status={preview.status} preview={preview.value} />
      </ChoiceModal>
    );
  }
  return null;
}
