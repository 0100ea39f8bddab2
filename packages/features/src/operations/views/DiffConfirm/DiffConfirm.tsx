import { ConfirmDialog } from '@vigil/ui';
import { formatFlagValue, type FlagChange } from '../../flags';
import { OPERATIONS_MESSAGES as M } from '../../operations.messages';
import { ChangeList, Code } from '../SectionFrame/SectionFrame.styles';

export interface DiffConfirmProps {
  /** The changes to confirm; the dialog is open while this is not null. */
  changes: readonly FlagChange[] | null;
  isSaving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** What a save will change, value before and after, confirmed before anything is written. */
export function DiffConfirm({ changes, isSaving, onConfirm, onCancel }: DiffConfirmProps) {
  return (
    <ConfirmDialog
      isOpen={changes !== null}
      title={M.confirmTitle}
      confirmLabel={M.confirm}
      onConfirm={onConfirm}
      onCancel={onCancel}
      isConfirming={isSaving}
      size="md"
    >
      {changes?.length === 0 && <p>{M.noChanges}</p>}
      <ChangeList aria-label={M.confirmTitle}>
        {(changes ?? []).map((change) => (
          <li key={change.path}>
            <Code>{change.path}</Code>: {formatFlagValue(change.before)} → {formatFlagValue(change.after)}
          </li>
        ))}
      </ChangeList>
    </ConfirmDialog>
  );
}
