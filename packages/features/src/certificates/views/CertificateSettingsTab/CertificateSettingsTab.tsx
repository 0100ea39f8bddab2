import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Button, ConfirmDialog, Spinner } from '@vigil/ui';
import { selectCanUpdateSettings } from '../../../shell/state/shell.selectors';
import { CERTIFICATES_MESSAGES as M } from '../../certificates.messages';
import { selectCertificatesNotice, selectCertificatesProblem, selectCertificatesState } from '../../state/certificates.selectors';
import { certificatesNoticeDismissed, certificatesRequested, certificatesResetConfirmed } from '../../state/certificates.slice';
import { CertificateDetailsCard } from './CertificateDetailsCard';
import { CertificateTrustForm } from './CertificateTrustForm';
import { Card, CardHeader, Hint, Row, Tab } from './CertificateSettingsTab.styles';
import { CsrForm } from './CsrForm';
import { GlobalSslForm } from './GlobalSslForm';
import { ImportCertificateForm } from './ImportCertificateForm';
import { PendingCsrPanel } from './PendingCsrPanel';

export interface CertificateSettingsTabProps {
  /** The current time (ms) for "expires in N days"; stories fix it. Defaults to the clock when the tab mounts. */
  now?: number;
}

/** The Certificate Settings tab: the certificate in use, global SSL, certificate settings, signing request, import, reset. */
export function CertificateSettingsTab({ now: fixedNow }: CertificateSettingsTabProps) {
  const dispatch = useDispatch();
  const { status, details, loadError, working } = useSelector(selectCertificatesState);
  const notice = useSelector(selectCertificatesNotice);
  const problem = useSelector(selectCertificatesProblem);
  const canUpdate = useSelector(selectCanUpdateSettings);
  const [mountedAt] = useState(() => Date.now());
  const [confirmingReset, setConfirmingReset] = useState(false);
  const now = fixedNow ?? mountedAt;

  useEffect(() => {
    dispatch(certificatesRequested());
  }, [dispatch]);

  if (!details) {
    return (
      <Tab>
        {status === 'failed' ? (
          <Alert tone="error" action={<Button onPress={() => dispatch(certificatesRequested())}>{M.retry}</Button>}>
            {`${M.loadFailed} ${loadError ?? ''}`}
          </Alert>
        ) : (
          <Row role="status">
            <Spinner size="sm" />
            <span>{M.loading}</span>
          </Row>
        )}
      </Tab>
    );
  }

  return (
    <Tab>
      {notice && (
        <Alert tone="success" onDismiss={() => dispatch(certificatesNoticeDismissed())}>
          {notice}
        </Alert>
      )}
      <CertificateDetailsCard details={details} now={now} />
      {details.csr ? <PendingCsrPanel csr={details.csr} canUpdate={canUpdate} /> : canUpdate && <CsrForm />}
      {canUpdate && <ImportCertificateForm />}
      <GlobalSslForm value={details.global_ssl} canUpdate={canUpdate} />
      <CertificateTrustForm value={details.settings} canUpdate={canUpdate} />
      {canUpdate && (
        <Card aria-labelledby="reset-title">
          <CardHeader>
            <h2 id="reset-title">{M.resetTitle}</h2>
            <Button variant="danger" onPress={() => { setConfirmingReset(true); }}>
              {M.reset}
            </Button>
          </CardHeader>
          <Hint>{M.resetHint}</Hint>
          {problem?.action === 'reset' && <Alert tone="error">{`${M.failed} ${problem.message}`}</Alert>}
        </Card>
      )}
      <ConfirmDialog
        isOpen={confirmingReset}
        onOpenChange={setConfirmingReset}
        title={M.resetConfirmTitle}
        confirmLabel={M.resetConfirm}
        cancelLabel={M.cancel}
        tone="danger"
        isConfirming={working === 'reset'}
        onConfirm={() => {
          setConfirmingReset(false);
          dispatch(certificatesResetConfirmed());
        }}
      >
        {M.resetConfirmBody}
      </ConfirmDialog>
    </Tab>
  );
}
