import { useState, type SyntheticEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Button, ConfirmDialog, Form, FormActions, Modal, TextField } from '@vigil/ui';
import { QUERIES_MESSAGES as M } from '../../queries.messages';
import { selectEditorDraft, selectEditorQuery, selectEditorSave, selectQueryEditor } from '../../state/queries.selectors';
import { queryConflictDismissed, queryOverwriteConfirmed, querySaveAsCancelled, querySaveAsOpened, querySaveAsSubmitted } from '../../state/queryEditor.slice';

const NAME_MAX_CHARS = 200;

/** Save as: the new query's name, "Copy of ..." to start with. */
function SaveAsDialog() {
  const dispatch = useDispatch();
  const draft = useSelector(selectEditorDraft);
  const query = useSelector(selectEditorQuery);
  const save = useSelector(selectEditorSave);
  const { fieldErrors } = useSelector(selectQueryEditor);
  const [missing, setMissing] = useState(false);
  const close = () => dispatch(querySaveAsCancelled());
  const refused = save.status === 'failed' && save.mode === 'saveAs';
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('name');
    const name = typeof value === 'string' ? value.trim() : '';
    setMissing(!name);
    if (name) dispatch(querySaveAsSubmitted({ name }));
  };
  const nameError = missing ? M.nameRequired : refused ? fieldErrors['name'] : undefined;
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={M.saveAsTitle}
      size="sm"
    >
      <Form
        aria-label={M.saveAsTitle}
        validationErrors={nameError ? { name: nameError } : {}}
        errorMessage={refused && !nameError ? (save.error ?? undefined) : undefined}
        onSubmit={onSubmit}
      >
        <TextField label={M.saveAsName} name="name" isRequired maxLength={NAME_MAX_CHARS} defaultValue={query ? M.copyOf(query.name) : draft.name} autoFocus />
        <FormActions>
          <Button variant="ghost" onPress={close}>
            {M.cancel}
          </Button>
          <Button type="submit" variant="primary" isLoading={save.status === 'saving'}>
            {M.save}
          </Button>
        </FormActions>
      </Form>
    </Modal>
  );
}

/** 409 on Save: someone saved meanwhile. Keep editing, save as a new query, or overwrite theirs. */
function ConflictDialog() {
  const dispatch = useDispatch();
  const save = useSelector(selectEditorSave);
  const overwriting = save.status === 'saving' && save.mode === 'overwrite';
  return (
    <Modal
      isOpen
      role="alertdialog"
      onOpenChange={(open) => {
        if (!open) dispatch(queryConflictDismissed());
      }}
      title={M.conflictTitle}
      size="md"
      isDismissable={!overwriting}
      footer={
        <>
          <Button variant="ghost" isDisabled={overwriting} onPress={() => dispatch(queryConflictDismissed())}>
            {M.keepEditing}
          </Button>
          <Button variant="secondary" isDisabled={overwriting} onPress={() => dispatch(querySaveAsOpened())}>
            {M.saveAs}
          </Button>
          <Button variant="danger" isLoading={overwriting} onPress={() => dispatch(queryOverwriteConfirmed())}>
            {M.overwrite}
          </Button>
        </>
      }
    >
      <p>{M.conflictBody}</p>
      {save.error && <Alert tone="warning" title={save.error} />}
    </Modal>
  );
}

export interface QueryEditorDialogsProps {
  /** Discard asked: confirm, or not. */
  discardOpen: boolean;
  onDiscard: () => void;
  onDiscardCancel: () => void;
}

/** The editor's dialogs: Save as, the save conflict, and Discard's confirmation. */
export function QueryEditorDialogs({ discardOpen, onDiscard, onDiscardCancel }: QueryEditorDialogsProps) {
  const editor = useSelector(selectQueryEditor);
  const conflict = editor.save.status === 'conflict' || (editor.save.status === 'saving' && editor.save.mode === 'overwrite');
  return (
    <>
      {editor.saveAsOpen && <SaveAsDialog />}
      {conflict && !editor.saveAsOpen && <ConflictDialog />}
      <ConfirmDialog
        isOpen={discardOpen}
        title={M.discardTitle}
        tone="danger"
        confirmLabel={M.discard}
        cancelLabel={M.keepEditing}
        onConfirm={onDiscard}
        onCancel={onDiscardCancel}
      >
        <p>{M.discardBody}</p>
      </ConfirmDialog>
    </>
  );
}
