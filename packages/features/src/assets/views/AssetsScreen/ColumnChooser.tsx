import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Button, Checkbox, CheckboxGroup, Modal, ModalTrigger } from '@vigil/ui';
import { ASSETS_MESSAGES as M } from '../../assets.messages';
import { columnsSaveRequested } from '../../state/assetList.slice';
import { selectColumnChoice } from '../../state/assets.selectors';
import { Muted } from '../assets.styles';

/** The column chooser: the type's columns as checkboxes, kept per user (PUT /assets/{entity}/columns). */
export function ColumnChooser() {
  const dispatch = useDispatch();
  const choice = useSelector(selectColumnChoice);
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  const [wasSaving, setWasSaving] = useState(false);
  // Close once a save went through (the reply replaced the choice and cleared `saving`).
  if (choice && wasSaving !== choice.saving) {
    setWasSaving(choice.saving);
    if (!choice.saving && choice.error === null && open) setOpen(false);
  }
  const onOpenChange = (next: boolean) => {
    if (next && choice) setPicked(choice.columns.map((column) => column.name));
    setOpen(next);
  };
  // The kept order first, then newly ticked columns in the type's order.
  const ordered = (names: string[]) => {
    const current = choice?.columns.map((column) => column.name).filter((name) => names.includes(name)) ?? [];
    const added = (choice?.available ?? []).map((column) => column.name).filter((name) => names.includes(name) && !current.includes(name));
    return [...current, ...added];
  };
  return (
    <ModalTrigger isOpen={open} onOpenChange={onOpenChange}>
      <Button variant="secondary" isDisabled={!choice}>
        {M.columns}
      </Button>
      <Modal
        title={M.columnsTitle}
        footer={
          <>
            <Button
              variant="secondary"
              onPress={() => {
                dispatch(columnsSaveRequested([]));
              }}
              isDisabled={choice?.saving}
            >
              {M.resetColumns}
            </Button>
            <Button
              variant="primary"
              isLoading={choice?.saving}
              isDisabled={picked.length === 0}
              onPress={() => {
                dispatch(columnsSaveRequested(ordered(picked)));
              }}
            >
              {M.saveColumns}
            </Button>
          </>
        }
      >
        <Muted>{M.columnsHint}</Muted>
        {choice?.error && <Alert tone="error">{choice.error}</Alert>}
        <CheckboxGroup label={M.columns} value={picked} onChange={setPicked}>
          {(choice?.available ?? []).map((column) => (
            <Checkbox key={column.name} value={column.name}>
              {column.title}
            </Checkbox>
          ))}
        </CheckboxGroup>
      </Modal>
    </ModalTrigger>
  );
}
