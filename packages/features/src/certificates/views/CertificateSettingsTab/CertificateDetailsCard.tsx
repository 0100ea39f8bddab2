import { Alert, Badge } from '@vigil/ui';
import type { CertificateDetails } from '@vigil/openapi';
import { formatDateTime } from '../../../user-access/formatDateTime';
import { CERTIFICATE_EXPIRY_WARNING_DAYS, daysUntil } from '../../certificates.constants';
import { CERTIFICATES_MESSAGES as M } from '../../certificates.messages';
import { Card, CardHeader, Facts, Mono } from './CertificateSettingsTab.styles';

export interface CertificateDetailsCardProps {
  details: CertificateDetails;
  /** The current time (ms); stories fix it. */
  now: number;
}

/** The certificate in use: subject, issuer, names, validity (warned 30 days ahead), fingerprint and serial. */
export function CertificateDetailsCard({ details, now }: CertificateDetailsCardProps) {
  const daysLeft = daysUntil(details.valid_to, now);
  return (
    <Card aria-labelledby="certificate-details-title">
      <CardHeader>
        <h2 id="certificate-details-title">{M.detailsTitle}</h2>
        {details.is_default && <Badge tone="neutral">{M.defaultCertificate}</Badge>}
      </CardHeader>
      {daysLeft <= CERTIFICATE_EXPIRY_WARNING_DAYS && <Alert tone={daysLeft <= 0 ? 'error' : 'warning'}>{M.expiresIn(daysLeft)}</Alert>}
      <Facts>
        <dt>{M.subject}</dt>
        <dd>{details.subject}</dd>
        <dt>{M.issuer}</dt>
        <dd>{details.issuer}</dd>
        <dt>{M.altNames}</dt>
        <dd>{details.alt_names.length ? details.alt_names.join(', ') : M.noAltNames}</dd>
        <dt>{M.validFrom}</dt>
        <dd>{formatDateTime(details.valid_from)}</dd>
        <dt>{M.validTo}</dt>
        <dd>{formatDateTime(details.valid_to)}</dd>
        <dt>{M.keyType}</dt>
        <dd>{details.key_type}</dd>
        <dt>{M.fingerprint}</dt>
        <dd>
          <Mono>{details.fingerprint_sha256}</Mono>
        </dd>
        <dt>{M.serialNumber}</dt>
        <dd>
          <Mono>{details.serial_number}</Mono>
        </dd>
      </Facts>
    </Card>
  );
}
