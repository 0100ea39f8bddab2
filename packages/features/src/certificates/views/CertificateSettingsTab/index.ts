export { CertificateSettingsTab, type CertificateSettingsTabProps } from './CertificateSettingsTab';
