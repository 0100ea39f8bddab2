import { useEffect } from 'react';
import { Alert, Spinner } from '@vigil/ui';
import type { CertificateSummary } from '@vigil/openapi';
import { CERTIFICATE_WARNING_DAYS } from '../identity.constants';
import { IDENTITY_MESSAGES as M } from '../identity.messages';
import { useIdentityCheck } from '../state/useIdentityCheck';
import { Details, LiveResult, Running } from './identity.styles';

// One fixed zone so a date reads the same for every viewer and in screenshots.
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** Text that may hold a certificate: worth asking the server about (a half-pasted PEM is not). */
export const looksLikePem = (text: string): boolean => /-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----/.test(text);

/** A certificate's expiry as a warning once expired or within CERTIFICATE_WARNING_DAYS, with whose it is. */
export function CertificateSummaryView({ summary }: { summary: CertificateSummary }) {
  const warn = summary.expired || summary.days_left <= CERTIFICATE_WARNING_DAYS;
  return (
    <Alert tone={warn ? 'warning' : 'info'} title={summary.expired ? M.expiredOn(dateFormat.format(new Date(summary.not_after))) : M.expiresIn(summary.days_left)}>
      {M.issuedBy(summary.subject, summary.issuer)}
      <Details>
        <dt>{M.fingerprint}</dt>
        <dd>{summary.fingerprint_sha256}</dd>
      </Details>
    </Alert>
  );
}

/** Reads the certificate of `pem` on the server whenever it changes, and shows its expiry. */
export function CertificateStatus({ pem }: { pem: string }) {
  const { check, run, clear } = useIdentityCheck('certificate');
  useEffect(() => {
    if (looksLikePem(pem)) run(pem);
    else clear();
  }, [pem, run, clear]);

  return (
    <LiveResult aria-live="polite" aria-label={M.certificateLabel} role="group">
      {check.status === 'loading' && (
        <Running>
          <Spinner size="sm" label={M.readingCertificate} />
          {M.readingCertificate}
        </Running>
      )}
      {check.status === 'failed' && (
        <Alert tone="error" title={M.certificateUnreadable}>
          {check.message}
        </Alert>
      )}
      {check.status === 'done' && <CertificateSummaryView summary={check.result} />}
    </LiveResult>
  );
}
