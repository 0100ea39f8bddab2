import { useDispatch, useSelector } from 'react-redux';
import { Button, Modal } from '@vigil/ui';
import { SESSION_MESSAGES as M } from '../../session.messages';
import { selectLifetimeWarning } from '../../state/session.selectors';
import { lifetimeWarningAcknowledged } from '../../state/session.slice';
import { useLastValue } from '../useLastValue';
import { Text } from '../sessionModal.styles';

/** Lifetime mode's notice before the hard lifespan ends; only an OK button (Escape acknowledges too). */
export function LifetimeWarningModal() {
  const dispatch = useDispatch();
  const warning = useSelector(selectLifetimeWarning);
  const shown = useLastValue(warning);
  const acknowledge = () => dispatch(lifetimeWarningAcknowledged());

  return (
    <Modal
      isOpen={warning !== null}
      onOpenChange={(open) => {
        if (!open) acknowledge();
      }}
      title={M.lifetimeTitle}
      size="sm"
      role="alertdialog"
      isDismissable={false}
      hideCloseButton
      footer={
        <Button variant="primary" autoFocus onPress={acknowledge}>
          {M.ok}
        </Button>
      }
    >
      <Text>{M.lifetimeBody(shown?.minutesLeft ?? 0)}</Text>
    </Modal>
  );
}
