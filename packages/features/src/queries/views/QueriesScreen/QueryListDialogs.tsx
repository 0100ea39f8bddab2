import { useState, type Key, type SyntheticEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Button, ConfirmDialog, Form, FormActions, Modal, Select, SelectItem, TextField } from '@vigil/ui';
import type { QueryUsage } from '@vigil/openapi';
import { QUERIES_MESSAGES as M } from '../../queries.messages';
import { selectFolderForm, selectFolderNames, selectFolderTree, selectQueryMove, selectQueryRemove, type QueryFolderNode } from '../../state/queries.selectors';
import {
  folderCreateSubmitted,
  folderFormClosed,
  queriesMoveCancelled,
  queriesMoveSubmitted,
  queryDeleteCancelled,
  queryDeleteConfirmed,
} from '../../state/queryList.slice';
import { UsedByList } from './QueriesScreen.styles';

const FOLDER_NAME_MAX_CHARS = 100;
const NO_FOLDER = 'none';

function FolderDialog() {
  const dispatch = useDispatch();
  const form = useSelector(selectFolderForm);
  const names = useSelector(selectFolderNames);
  const [missing, setMissing] = useState(false);
  const close = () => {
    setMissing(false);
    dispatch(folderFormClosed());
  };
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = new FormData(event.currentTarget).get('name');
    const text = typeof name === 'string' ? name.trim() : '';
    setMissing(!text);
    if (text) dispatch(folderCreateSubmitted({ name: text }));
  };
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={M.folderTitle}
      size="sm"
    >
      <Form aria-label={M.folderTitle} validationErrors={missing ? { name: M.folderNameRequired } : {}} errorMessage={form.error ?? undefined} onSubmit={onSubmit}>
        <TextField
          label={M.folderName}
          name="name"
          isRequired
          maxLength={FOLDER_NAME_MAX_CHARS}
          description={M.folderParent(form.parentId ? (names.get(form.parentId) ?? null) : null)}
          autoFocus
        />
        <FormActions>
          <Button variant="ghost" onPress={close}>
            {M.cancel}
          </Button>
          <Button type="submit" variant="primary" isLoading={form.submitting}>
            {M.folderCreate}
          </Button>
        </FormActions>
      </Form>
    </Modal>
  );
}

/** Every folder as an option, its parents before its name. */
function folderOptions(nodes: readonly QueryFolderNode[], prefix = ''): { id: string; name: string }[] {
  return nodes.flatMap(({ folder, children }) => {
    const name = `${prefix}${folder.name}`;
    return [{ id: folder.id, name }, ...folderOptions(children, `${name} / `)];
  });
}

function MoveDialog() {
  const dispatch = useDispatch();
  const move = useSelector(selectQueryMove);
  const tree = useSelector(selectFolderTree);
  const current = move.queries[0]?.folder_id ?? null;
  const [chosen, setChosen] = useState<string>(current ?? NO_FOLDER);
  const close = () => dispatch(queriesMoveCancelled());
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={M.moveTitle(move.queries.length)}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onPress={close}>
            {M.cancel}
          </Button>
          <Button variant="primary" isLoading={move.submitting} onPress={() => dispatch(queriesMoveSubmitted({ folderId: chosen === NO_FOLDER ? null : chosen }))}>
            {M.move}
          </Button>
        </>
      }
    >
      {move.error && <Alert tone="error" title={move.error} />}
      <p>{move.queries.map((query) => query.name).join(', ')}</p>
      <Select<{ id: string; name: string }>
        label={M.moveDestination}
        items={[{ id: NO_FOLDER, name: M.noFolder }, ...folderOptions(tree)]}
        value={chosen}
        onChange={(key: Key | null) => {
          if (key !== null) setChosen(String(key));
        }}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
    </Modal>
  );
}

export function usageText(usage: QueryUsage): string {
  return usage.kind === 'chart' ? M.usedByChart(usage.name, usage.parent_name) : M.usedByCampaign(usage.name);
}

function DeleteDialog() {
  const dispatch = useDispatch();
  const remove = useSelector(selectQueryRemove);
  const query = remove.query;
  if (!query) return null;
  // After the 409 the dialog lists what uses the query and deletes it only with force.
  const inUse = remove.usedBy.length > 0;
  return (
    <ConfirmDialog
      isOpen
      title={inUse ? M.inUseTitle : M.deleteTitle}
      tone="danger"
      size={inUse ? 'md' : 'sm'}
      confirmLabel={inUse ? M.deleteAnyway : M.delete}
      cancelLabel={M.cancel}
      isConfirming={remove.status === 'deleting'}
      onConfirm={() => dispatch(queryDeleteConfirmed({ force: inUse }))}
      onCancel={() => dispatch(queryDeleteCancelled())}
    >
      {inUse ? (
        <>
          <p>{M.inUseBody(query.name)}</p>
          <UsedByList aria-label={M.usedByLabel}>
            {remove.usedBy.map((usage) => (
              <li key={`${usage.kind}-${usage.id}`}>{usageText(usage)}</li>
            ))}
          </UsedByList>
        </>
      ) : (
        <p>{M.deleteBody(query.name)}</p>
      )}
      {remove.status === 'failed' && remove.error && <Alert tone="error" title={remove.error} />}
    </ConfirmDialog>
  );
}

/** The list's dialogs: New folder, Move to folder and Delete (with what uses the query after a 409). */
export function QueryListDialogs() {
  const move = useSelector(selectQueryMove);
  const folderForm = useSelector(selectFolderForm);
  return (
    <>
      {folderForm.open && <FolderDialog />}
      {move.queries.length > 0 && <MoveDialog />}
      <DeleteDialog />
    </>
  );
}
