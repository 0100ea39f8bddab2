import { useDispatch, useSelector } from 'react-redux';
import { Button, Modal } from '@vigil/ui';
import { SESSION_MESSAGES as M } from '../../session.messages';
import { selectIsLoggingOut, selectTimeoutWarning } from '../../state/session.selectors';
import { continueSessionClicked, logoutRequested } from '../../state/session.slice';
import { useLastValue } from '../useLastValue';
import { Countdown, Text } from '../sessionModal.styles';

/**
 * The timeout modal: after the idle period it counts down (60 s) to the logout; 'Continue Session'
 * keeps the session, 'Logout' ends it. It waits for an answer: no close button, no Escape.
 */
export function SessionTimeoutModal() {
  const dispatch = useDispatch();
  const warning = useSelector(selectTimeoutWarning);
  const shown = useLastValue(warning);
  const loggingOut = useSelector(selectIsLoggingOut);

  return (
    <Modal
      isOpen={warning !== null}
      title={M.timeoutTitle}
      size="sm"
      role="alertdialog"
      isDismissable={false}
      isKeyboardDismissDisabled
      hideCloseButton
      footer={
        <>
          <Button onPress={() => dispatch(logoutRequested())} isDisabled={loggingOut}>
            {M.logout}
          </Button>
          <Button variant="primary" autoFocus onPress={() => dispatch(continueSessionClicked())} isDisabled={loggingOut}>
            {M.continueSession}
          </Button>
        </>
      }
    >
      <Text>
        {M.timeoutBody} <Countdown data-testid="session-countdown">{M.seconds(shown?.secondsLeft ?? 0)}</Countdown>.
      </Text>
      <Text>{M.timeoutQuestion}</Text>
    </Modal>
  );
}
