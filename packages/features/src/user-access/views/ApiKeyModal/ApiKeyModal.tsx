import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Button, ConfirmDialog, Modal, Spinner, TextField } from '@vigil/ui';
import { formatDateTime } from '../../formatDateTime';
import { selectApiKey } from '../../state/userAccess.selectors';
import {
  apiKeyClosed,
  apiKeyOpened,
  apiKeyRegenerateCancelled,
  apiKeyRegenerateConfirmed,
  apiKeyRegenerateRequested,
  type AccessUser,
} from '../../state/userAccess.slice';
import { USER_ACCESS_MESSAGES as M } from '../../userAccess.messages';
import { CopyField } from '../CopyField';
import { Body, Note, Waiting } from '../modal.styles';

export interface ApiKeyModalProps {
  user: AccessUser;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * A user's API key: the key with its secret masked (the server keeps only a hash of it), and
 * Regenerate, confirmed first, whose new secret is shown once with Copy.
 */
export function ApiKeyModal({ user, isOpen, onClose }: ApiKeyModalProps) {
  const dispatch = useDispatch();
  const { status, key, error, regenerate } = useSelector(selectApiKey);

  // Keyed on the user's fields, not the object: a parent's re-render must not fetch again.
  const { uuid, user_name, email } = user;
  useEffect(() => {
    if (!isOpen) return;
    dispatch(apiKeyOpened({ user: { uuid, user_name, email } }));
    return () => {
      dispatch(apiKeyClosed());
    };
  }, [dispatch, isOpen, uuid, user_name, email]);

  const regenerating = regenerate === 'regenerating';
  // The confirmation stays up, busy, until the new key is in; generating a first key needs none.
  const confirming = regenerate === 'confirming' || (regenerating && status === 'loaded');
  const footer =
    status === 'loaded' ? (
      <Button variant="danger" onPress={() => dispatch(apiKeyRegenerateRequested())}>
        {M.apiKeyRegenerate}
      </Button>
    ) : status === 'missing' ? (
      // Nothing to revoke yet: no confirmation.
      <Button variant="primary" onPress={() => dispatch(apiKeyRegenerateConfirmed({ user }))} isLoading={regenerating}>
        {M.apiKeyGenerate}
      </Button>
    ) : status === 'failed' ? (
      <Button onPress={() => dispatch(apiKeyOpened({ user }))}>{M.tryAgain}</Button>
    ) : undefined;

  return (
    <>
      <Modal
        isOpen={isOpen && !confirming}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={M.apiKeyTitle(user.user_name)}
        size="md"
        footer={footer}
      >
        <Body>
          {status === 'loading' && (
            <Waiting>
              <Spinner size="sm" label={M.apiKeyLoading} />
              <span>{M.apiKeyLoading}</span>
            </Waiting>
          )}
          {status === 'failed' && (
            <Alert tone="error" title={M.apiKeyLoadFailed}>
              {error ?? undefined}
            </Alert>
          )}
          {status === 'missing' && <p>{M.apiKeyMissing}</p>}
          {status === 'loaded' && key && (
            <>
              <CopyField label={M.apiKeyLabel} value={key.api_key} />
              {key.api_secret ? (
                <>
                  <CopyField label={M.apiSecretLabel} value={key.api_secret} />
                  <Alert tone="warning">{M.apiSecretOnce}</Alert>
                </>
              ) : (
                <TextField label={M.apiSecretLabel} value={M.apiSecretMasked} description={M.apiSecretHidden} isReadOnly />
              )}
              {key.created_at && <Note>{M.apiKeyCreated(formatDateTime(key.created_at))}</Note>}
            </>
          )}
        </Body>
      </Modal>
      <ConfirmDialog
        isOpen={isOpen && confirming}
        isConfirming={regenerating}
        title={M.apiKeyConfirmTitle}
        confirmLabel={M.apiKeyConfirm}
        tone="danger"
        onConfirm={() => dispatch(apiKeyRegenerateConfirmed({ user }))}
        onCancel={() => dispatch(apiKeyRegenerateCancelled())}
      >
        <p>{M.apiKeyConfirmBody}</p>
      </ConfirmDialog>
    </>
  );
}
