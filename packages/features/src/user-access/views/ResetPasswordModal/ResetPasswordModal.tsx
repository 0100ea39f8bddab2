import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Button, Modal, Spinner } from '@vigil/ui';
import { formatDateTime } from '../../formatDateTime';
import { selectResetPassword } from '../../state/userAccess.selectors';
import {
  resetLinkRenewRequested,
  resetLinkSendRequested,
  resetPasswordClosed,
  resetPasswordOpened,
  type AccessUser,
} from '../../state/userAccess.slice';
import { USER_ACCESS_MESSAGES as M } from '../../userAccess.messages';
import { CopyField } from '../CopyField';
import { Body, Note, Waiting } from '../modal.styles';

export interface ResetPasswordModalProps {
  user: AccessUser;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * An administrator's reset password modal: a new reset link is generated on opening (POST,
 * renewed with PUT), to copy or to e-mail to the user (POST notify, PUT to send again).
 */
export function ResetPasswordModal({ user, isOpen, onClose }: ResetPasswordModalProps) {
  const dispatch = useDispatch();
  const { link, send } = useSelector(selectResetPassword);

  // Keyed on the user's fields, not the object: a parent's re-render must not generate a new link.
  const { uuid, user_name, email } = user;
  useEffect(() => {
    if (!isOpen) return;
    dispatch(resetPasswordOpened({ user: { uuid, user_name, email } }));
    return () => {
      dispatch(resetPasswordClosed());
    };
  }, [dispatch, isOpen, uuid, user_name, email]);

  const generating = link.status === 'generating';
  const sending = send.status === 'sending';
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={M.resetTitle(user.user_name)}
      size="md"
      footer={
        <>
          <Button onPress={() => dispatch(resetLinkRenewRequested({ user }))} isDisabled={sending} isLoading={generating}>
            {link.status === 'failed' ? M.tryAgain : M.resetRenew}
          </Button>
          <Button
            variant="primary"
            onPress={() => dispatch(resetLinkSendRequested({ user }))}
            isDisabled={!user.email || generating}
            isLoading={sending}
          >
            {send.sentTo ? M.resetResend : M.resetSend}
          </Button>
        </>
      }
    >
      <Body>
        <p>{M.resetIntro}</p>
        {generating && (
          <Waiting>
            <Spinner size="sm" label={M.resetGenerating} />
            <span>{M.resetGenerating}</span>
          </Waiting>
        )}
        {link.status === 'failed' && (
          <Alert tone="error" title={M.resetGenerateFailed}>
            {link.error ?? undefined}
          </Alert>
        )}
        {link.status === 'ready' && link.token && (
          <CopyField label={M.resetLinkLabel} value={link.token.link} description={M.resetExpires(formatDateTime(link.token.expires_at))} />
        )}
        {send.status === 'sent' && send.sentTo && link.status === 'idle' && <Alert tone="success">{M.resetSentNotice(send.sentTo)}</Alert>}
        {!user.email && <Note>{M.resetNoEmail}</Note>}
      </Body>
    </Modal>
  );
}
