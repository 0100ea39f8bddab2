import { FeatureGate } from '../../../../store/FeatureGate';
import type { ItemExtraProps } from '../../../sectionExtras';
import { identityFeatures } from '../../identity.feature';
import { CertificateStatus } from '../CertificateStatus';
import { ExtraRoot } from '../identity.styles';

/** Beside a smartcard CA's PEM (`smartcard.ca_pems` item `{ value }`): whose certificate it is and when it expires. */
export function CertificateExpiry({ item }: ItemExtraProps) {
  const pem = typeof item['value'] === 'string' ? item['value'] : '';
  return (
    <FeatureGate features={identityFeatures}>
      <ExtraRoot>
        <CertificateStatus pem={pem} />
      </ExtraRoot>
    </FeatureGate>
  );
}
