import { useSelector } from 'react-redux';
import { Modal } from '@vigil/ui';
import { SESSION_MESSAGES as M } from '../../session.messages';
import { selectSamlWarning } from '../../state/session.selectors';
import { useLastValue } from '../useLastValue';
import { Countdown, Text } from '../sessionModal.styles';

/**
 * SAML users, when the SAML session is about to end: counts down to the forced logout. It cannot
 * be closed (no button, no close button, no Escape, no backdrop click).
 */
export function SamlExpiryModal() {
  const warning = useSelector(selectSamlWarning);
  const shown = useLastValue(warning);

  return (
    <Modal
      isOpen={warning !== null}
      title={M.samlTitle}
      size="sm"
      role="alertdialog"
      isDismissable={false}
      isKeyboardDismissDisabled
      hideCloseButton
    >
      <Text>
        {M.samlBody} <Countdown>{M.seconds(shown?.secondsLeft ?? 0)}</Countdown>.
      </Text>
      <Text>{M.samlAfter}</Text>
    </Modal>
  );
}
