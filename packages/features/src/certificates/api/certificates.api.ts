import {
  ApiError,
  unwrapAttributes,
  type ApiClient,
  type CertificateDetails,
  type CertificateSettings,
  type CsrRequest,
  type GlobalSslSettings,
  type ImportCertificate,
} from '@vigil/openapi';
import { attachmentName, type DownloadedFile } from '../../dashboards/api/dashboards.api';

/** GET certificate/details: the certificate in use, its settings and any pending request. */
export const fetchCertificateDetails = (client: ApiClient): Promise<CertificateDetails> => unwrapAttributes(client.GET('/certificate/details'));

/** PUT certificate/global_ssl. */
export const saveGlobalSsl = (client: ApiClient, body: GlobalSslSettings): Promise<CertificateDetails> =>
  unwrapAttributes(client.PUT('/certificate/global_ssl', { body }));

/** PUT certificate/certificate_settings, as a whole. */
export const saveCertificateSettings = (client: ApiClient, body: CertificateSettings): Promise<CertificateDetails> =>
  unwrapAttributes(client.PUT('/certificate/certificate_settings', { body }));

/** PUT certificate/csr: a new key pair and signing request made on the server. */
export const createSigningRequest = (client: ApiClient, body: CsrRequest): Promise<CertificateDetails> => unwrapAttributes(client.PUT('/certificate/csr', { body }));

/** GET certificate/csr: the pending request as a file (PEM, application/pkcs10). */
export async function downloadSigningRequest(client: ApiClient, commonName: string): Promise<DownloadedFile> {
  const { data, error, response } = await client.GET('/certificate/csr', { parseAs: 'blob' });
  if (!response.ok || !data) throw ApiError.fromReply(response, error);
  return { file: data, fileName: attachmentName(response.headers.get('Content-Disposition'), `${commonName}.csr`) };
}

/** PUT certificate/cancel_csr: drops the pending request and its key. */
export const cancelSigningRequest = (client: ApiClient): Promise<CertificateDetails> => unwrapAttributes(client.PUT('/certificate/cancel_csr'));

/** PUT certificate/import_cert. */
export const importCertificate = (client: ApiClient, body: ImportCertificate): Promise<CertificateDetails> =>
  unwrapAttributes(client.PUT('/certificate/import_cert', { body }));

/** PUT certificate/reset_to_defaults. */
export const resetCertificates = (client: ApiClient): Promise<CertificateDetails> => unwrapAttributes(client.PUT('/certificate/reset_to_defaults'));
