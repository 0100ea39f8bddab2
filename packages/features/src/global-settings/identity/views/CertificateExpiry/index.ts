export { CertificateExpiry } from './CertificateExpiry';
