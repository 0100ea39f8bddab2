import { HttpResponse } from 'msw';
import type { CertificateDetails, ErrorDetail } from '@vigil/openapi';
import { apiHttp, attributesReply } from '@vigil/openapi/mocks';
import { certificateDetailsFixture, defaultDetailsFixture } from '../fixtures/certificates';

/** A story's certificate server: what it holds, every write it received, and a refusal to answer the next import with. */
export interface CertificatesServer {
  details: CertificateDetails;
  writes: { path: string; body?: unknown }[];
  /** When set, imports are refused with this 400 (message and field). */
  importRefusal?: { message: string; field: string };
}

export const certificatesServer = (details: CertificateDetails = certificateDetailsFixture, importRefusal?: CertificatesServer['importRefusal']): CertificatesServer => ({
  details: structuredClone(details),
  writes: [],
  ...(importRefusal && { importRefusal }),
});

const refused = (message: string, field: string) => ({ status: 400, message, details: [{ field, message }] satisfies ErrorDetail[] });
export const CSR_FILE_TEXT = '-----BEGIN CERTIFICATE REQUEST-----\nMIICsample\n-----END CERTIFICATE REQUEST-----\n';

/** Mock HTTP answers for the certificate calls, answered from `server` as the reference server would. */
export const certificatesHandlers = {
  server: (server: CertificatesServer) => {
    const answer = (path: string, body: unknown, change: (details: CertificateDetails) => CertificateDetails) => {
      server.writes.push({ path, body });
      server.details = change(server.details);
      return attributesReply(server.details);
    };
    return [
      apiHttp.get('/certificate/details', ({ response }) => response(200).json(attributesReply(server.details))),
      apiHttp.put('/certificate/global_ssl', async ({ request, response }) => {
        const body = await request.json();
        return response(200).json(answer('global_ssl', body, (details) => ({ ...details, global_ssl: body })));
      }),
      apiHttp.put('/certificate/certificate_settings', async ({ request, response }) => {
        const body = await request.json();
        return response(200).json(answer('certificate_settings', body, (details) => ({ ...details, settings: body })));
      }),
      apiHttp.put('/certificate/csr', async ({ request, response }) => {
        const body = await request.json();
        if (body.common_name.trim() === '') return response(400).json(refused('The subject needs a common name.', 'body/common_name'));
        return response(200).json(
          answer('csr', body, (details) => ({ ...details, csr: { common_name: body.common_name, alt_names: body.alt_names ?? [], created_at: '2026-11-20T12:00:00.000Z' } })),
        );
      }),
      apiHttp.get('/certificate/csr', ({ response }) => {
        const csr = server.details.csr;
        if (!csr) return response(404).json({ status: 404, message: 'No certificate signing request is pending.' });
        return response.untyped(
          new HttpResponse(CSR_FILE_TEXT, {
            headers: { 'Content-Type': 'application/pkcs10', 'Content-Disposition': `attachment; filename="${csr.common_name}.csr"` },
          }),
        );
      }),
      apiHttp.put('/certificate/cancel_csr', ({ response }) => response(200).json(answer('cancel_csr', undefined, (details) => ({ ...details, csr: null })))),
      apiHttp.put('/certificate/import_cert', async ({ request, response }) => {
        const body = await request.json();
        if (server.importRefusal) {
          server.writes.push({ path: 'import_cert (refused)', body });
          return response(400).json(refused(server.importRefusal.message, server.importRefusal.field));
        }
        return response(200).json(answer('import_cert', body, (details) => ({ ...details, is_default: false, csr: null })));
      }),
      apiHttp.put('/certificate/reset_to_defaults', ({ response }) => response(200).json(answer('reset_to_defaults', undefined, () => structuredClone(defaultDetailsFixture)))),
    ];
  },
  /** The details never come. */
  pending: () => apiHttp.get('/certificate/details', () => new Promise<never>(() => undefined)),
  /** The details call fails. */
  failure: () => apiHttp.get('/certificate/details', ({ response }) => response('default').json({ status: 503, message: 'Service Unavailable' }, { status: 503 })),
};
