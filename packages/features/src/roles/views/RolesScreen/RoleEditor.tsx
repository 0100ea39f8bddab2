import { Fragment, useState, type SyntheticEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Button, Form, FormActions, Modal, Spinner, TextField } from '@vigil/ui';
import type { AccessChangePreview, AccessDelta, PermissionCategory, Permissions } from '@vigil/openapi';
import { grantLabel } from '../../permissionLabels';
import { ROLES_MESSAGES as M, SIDEBAR_AREA_LABELS } from '../../roles.messages';
import { selectPermissionActions, selectPermissionCatalogue, selectRoleEditor } from '../../state/roles.selectors';
import { roleEditorClosed, rolePreviewDismissed, roleSaveConfirmed, roleSubmitted, type RoleEditorTarget } from '../../state/roles.slice';
import { PermissionMatrix } from './PermissionMatrix';
import { Delta, Preview } from './RolesScreen.styles';

/** The role editor: a modal shown while the store has an editor target (new role or edit). */
export function RoleEditor() {
  const editor = useSelector(selectRoleEditor);
  const dispatch = useDispatch();
  if (!editor.target) return null;
  const { target } = editor;
  return (
    <Modal
      isOpen
      size="lg"
      title={target.kind === 'edit' ? M.editTitle : M.createTitle}
      onOpenChange={(open) => {
        if (!open) dispatch(roleEditorClosed());
      }}
    >
      {/* Keyed by role so a new target starts from its own name and permissions. */}
      <RoleEditorBody key={target.kind === 'edit' ? target.role.uuid : 'new'} target={target} />
    </Modal>
  );
}

function RoleEditorBody({ target }: { target: RoleEditorTarget }) {
  const dispatch = useDispatch();
  const editor = useSelector(selectRoleEditor);
  const catalogue = useSelector(selectPermissionCatalogue);
  const actions = useSelector(selectPermissionActions);
  const editing = target.kind === 'edit' ? target.role : null;
  const [name, setName] = useState(editing?.name ?? '');
  const [permissions, setPermissions] = useState<Permissions>(editing?.permissions ?? {});
  const [nameError, setNameError] = useState<string | null>(null);

  if (editor.status === 'reviewing' && editor.preview) {
    return (
      <RolePreview
        preview={editor.preview}
        categories={catalogue.categories}
        onBack={() => dispatch(rolePreviewDismissed())}
        onSave={() => dispatch(roleSaveConfirmed())}
      />
    );
  }

  const busy = editor.status !== 'editing';
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim() === '') {
      setNameError(M.nameRequired);
      return;
    }
    dispatch(roleSubmitted({ name: name.trim(), permissions }));
  };

  return (
    <Form onSubmit={submit} validationErrors={nameError ? { name: nameError } : undefined} errorMessage={editor.error ?? undefined}>
      <TextField
        label={M.nameLabel}
        name="name"
        value={name}
        onChange={(value) => {
          setName(value);
          setNameError(null);
        }}
        isRequired
        maxLength={100}
        autoFocus
      />
      {catalogue.restrictPermissionAssignment && <Alert tone="info">{M.restrictNote}</Alert>}
      {catalogue.status === 'failed' && <Alert tone="error">{`${M.catalogueFailed} ${catalogue.error ?? ''}`}</Alert>}
      {catalogue.status === 'loaded' ? (
        <PermissionMatrix categories={catalogue.categories} actions={actions} permissions={permissions} onChange={setPermissions} isDisabled={busy} />
      ) : (
        catalogue.status !== 'failed' && <Spinner label={M.matrixLabel} />
      )}
      <FormActions>
        <Button onPress={() => dispatch(roleEditorClosed())}>{M.cancel}</Button>
        <Button type="submit" variant="primary" isLoading={busy}>
          {editing ? M.review : M.create}
        </Button>
      </FormActions>
    </Form>
  );
}

interface RolePreviewProps {
  preview: AccessChangePreview;
  categories: readonly PermissionCategory[];
  onBack: () => void;
  onSave: () => void;
}

/** What the role's users and service accounts gain and lose, before the edit is saved. */
function RolePreview({ preview, categories, onBack, onSave }: RolePreviewProps) {
  const editor = useSelector(selectRoleEditor);
  const unchanged = preview.users_count + preview.service_accounts_count === 0;
  const describe = (delta: AccessDelta) =>
    [
      [M.sidebarAreas, delta.sidebar_areas.map((area) => SIDEBAR_AREA_LABELS[area] ?? area)],
      [M.actions, delta.actions.map((grant) => grantLabel(grant, categories))],
      [M.assetTypes, delta.asset_types],
    ] as const;
  const [change] = preview.changes;
  return (
    <Preview>
      <h3>{M.previewTitle}</h3>
      <p>{unchanged ? M.previewNoChange : M.previewCounts(preview.users_count, preview.service_accounts_count)}</p>
      {change &&
        (
          [
            [M.gained, change.gained],
            [M.lost, change.lost],
          ] as const
        ).map(([title, delta]) => (
          <section key={title} aria-label={title}>
            <h3>{title}</h3>
            <Delta>
              {describe(delta).map(([label, items]) => (
                <Fragment key={label}>
                  <dt>{label}</dt>
                  <dd>{items.length ? items.join(', ') : M.nothing}</dd>
                </Fragment>
              ))}
            </Delta>
          </section>
        ))}
      <FormActions>
        <Button onPress={onBack} isDisabled={editor.status === 'saving'}>
          {M.back}
        </Button>
        <Button variant="primary" onPress={onSave} isLoading={editor.status === 'saving'}>
          {M.save}
        </Button>
      </FormActions>
    </Preview>
  );
}
