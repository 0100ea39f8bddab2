import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Button, ConfirmDialog } from '@vigil/ui';
import type { CsrStatus } from '@vigil/openapi';
import { formatDateTime } from '../../../user-access/formatDateTime';
import { CERTIFICATES_MESSAGES as M } from '../../certificates.messages';
import { selectCertificatesProblem, selectCertificatesWorking } from '../../state/certificates.selectors';
import { csrCancelConfirmed, csrDownloadClicked } from '../../state/certificates.slice';
import { Card, Hint, Row } from './CertificateSettingsTab.styles';

/** The pending signing request: who it is for, its download, and cancel (confirmed). */
export function PendingCsrPanel({ csr, canUpdate }: { csr: CsrStatus; canUpdate: boolean }) {
  const dispatch = useDispatch();
  const working = useSelector(selectCertificatesWorking);
  const problem = useSelector(selectCertificatesProblem);
  const [confirming, setConfirming] = useState(false);
  const failed = problem && (problem.action === 'download' || problem.action === 'cancel_csr') ? problem.message : null;

  return (
    <Card aria-labelledby="pending-csr-title">
      <h2 id="pending-csr-title">{M.pendingTitle}</h2>
      <Hint>{M.pendingFor(csr.common_name, formatDateTime(csr.created_at))}</Hint>
      {csr.alt_names && csr.alt_names.length > 0 && <Hint>{`${M.altNames}: ${csr.alt_names.join(', ')}`}</Hint>}
      {failed && <Alert tone="error">{failed}</Alert>}
      <Row>
        <Button variant="primary" isLoading={working === 'download'} onPress={() => dispatch(csrDownloadClicked())}>
          {M.download}
        </Button>
        {canUpdate && (
          <Button variant="danger" onPress={() => { setConfirming(true); }}>
            {M.cancelCsr}
          </Button>
        )}
      </Row>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={M.cancelCsrTitle}
        confirmLabel={M.cancelCsrConfirm}
        cancelLabel={M.keepCsr}
        tone="danger"
        onConfirm={() => {
          setConfirming(false);
          dispatch(csrCancelConfirmed());
        }}
      >
        {M.cancelCsrBody}
      </ConfirmDialog>
    </Card>
  );
}
