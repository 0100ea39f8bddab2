import { Button, Modal } from '@vigil/ui';
import { AUTH_MESSAGES as M } from '../../auth.messages';

export interface PasswordExpiredModalProps {
  /** Open while the login answered 'password expired'. */
  isOpen: boolean;
  /** OK: the console goes to the root with the reset token in the query. */
  onAcknowledge: () => void;
}

/** Tells the user the password expired; OK leads to Reset Password (spec 4). */
export function PasswordExpiredModal({ isOpen, onAcknowledge }: PasswordExpiredModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onAcknowledge();
      }}
      title={M.passwordExpiredTitle}
      size="sm"
      role="alertdialog"
      isDismissable={false}
      hideCloseButton
      footer={
        <Button variant="primary" autoFocus onPress={onAcknowledge}>
          {M.ok}
        </Button>
      }
    >
      {M.passwordExpiredBody}
    </Modal>
  );
}
