export { CertificateSettingsTab, type CertificateSettingsTabProps } from './views/CertificateSettingsTab';
export {
  certificatesSlice,
  initialCertificatesState,
  certificatesRequested,
  certificatesLoaded,
  certificatesFailed,
  globalSslSubmitted,
  certificateSettingsSubmitted,
  csrSubmitted,
  csrDownloadClicked,
  csrCancelConfirmed,
  certificateImportSubmitted,
  certificatesResetConfirmed,
  certificateActionSucceeded,
  certificateActionFailed,
  certificatesNoticeDismissed,
  type CertificatesState,
  type CertificateAction,
  type CertificateProblem,
} from './state/certificates.slice';
export {
  selectCertificatesState,
  selectCertificateDetails,
  selectCertificatesWorking,
  selectCertificatesNotice,
  selectCertificatesProblem,
} from './state/certificates.selectors';
export { createCertificatesSaga, certificatesSaga, type CertificatesSagaOptions } from './state/certificates.sagas';
export { CERTIFICATE_EXPIRY_WARNING_DAYS, CSR_KEY_CHOICES, type CsrKeyChoice } from './certificates.constants';
export { CERTIFICATES_MESSAGES } from './certificates.messages';
export { certificatesFeature } from './certificates.feature';
