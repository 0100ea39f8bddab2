import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Modal, type ModalSize } from '../Modal';

export type ConfirmDialogTone = 'primary' | 'danger';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. It stays open after Confirm until this turns false. */
  isOpen: boolean;
  /** Called with `false` when the dialog asks to close (Cancel, close button, Escape, backdrop). */
  onOpenChange?: (isOpen: boolean) => void;
  /** The question, as a short heading. */
  title: ReactNode;
  /** The message: what will happen. */
  children: ReactNode;
  /**
   * The label of the confirm button; name the action ('Discover Now', 'Delete').
   * @default 'Confirm'
   */
  confirmLabel?: string;
  /**
   * The label of the cancel button.
   * @default 'Cancel'
   */
  cancelLabel?: string;
  /**
   * `danger` for destructive actions: a red confirm button, and focus starts on Cancel.
   * @default 'primary'
   */
  tone?: ConfirmDialogTone;
  /** Called when the user confirms. */
  onConfirm: () => void;
  /** Called once when the user backs out, whichever way (Cancel, close button, Escape, backdrop). */
  onCancel?: () => void;
  /**
   * Shows the confirm button busy and blocks closing while the confirmed action runs.
   * @default false
   */
  isConfirming?: boolean;
  /**
   * A preset from `MODAL_SIZES`.
   * @default 'sm'
   */
  size?: ModalSize;
}

/** Asks the user to confirm an action, with Confirm and Cancel buttons. */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'primary',
  onConfirm,
  onCancel,
  isConfirming = false,
  size = 'sm',
}: ConfirmDialogProps) {
  const isDanger = tone === 'danger';
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel?.();
        onOpenChange?.(open);
      }}
      title={title}
      size={size}
      role="alertdialog"
      isDismissable={!isConfirming}
      isKeyboardDismissDisabled={isConfirming}
      hideCloseButton={isConfirming}
      footer={
        <>
          {/* The close slot routes Cancel through the same close path as Escape, so onCancel fires once. */}
          <Button slot="close" isDisabled={isConfirming} autoFocus={isDanger}>
            {cancelLabel}
          </Button>
          <Button variant={isDanger ? 'danger' : 'primary'} isLoading={isConfirming} onPress={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
