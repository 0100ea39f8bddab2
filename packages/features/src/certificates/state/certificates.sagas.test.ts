import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { combineSlices } from '@reduxjs/toolkit';
import { setupServer } from 'msw/node';
import { ApiError, createApiClient } from '@vigil/openapi';
import { createVigilStore } from '../../store';
import { daysUntil } from '../certificates.constants';
import { CERTIFICATES_MESSAGES as M } from '../certificates.messages';
import { pendingCsrDetailsFixture } from '../fixtures/certificates';
import { CSR_FILE_TEXT, certificatesHandlers, certificatesServer } from '../mocks/certificates.handlers';
import { altNamesOf } from '../views/CertificateSettingsTab/CsrForm';
import { createCertificatesSaga, fieldErrorsOf } from './certificates.sagas';
import { selectCertificatesState } from './certificates.selectors';
import { certificateImportSubmitted, certificatesRequested, csrDownloadClicked, csrSubmitted, certificatesSlice } from './certificates.slice';

const http = setupServer();
beforeAll(() => {
  http.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  http.resetHandlers();
});
afterAll(() => {
  http.close();
});

/** The real reducer and saga over the mock certificate server; downloads recorded. */
function setup(...args: Parameters<typeof certificatesServer>) {
  const server = certificatesServer(...args);
  http.use(...certificatesHandlers.server(server));
  const downloads: { fileName: string; file: Blob }[] = [];
  const store = createVigilStore({
    reducer: combineSlices(certificatesSlice),
    saga: createCertificatesSaga({ saveFile: (file, fileName) => downloads.push({ file, fileName }) }),
    client: createApiClient({ baseUrl: 'http://vigil.test/api' }),
  });
  return { store, server, downloads, state: () => selectCertificatesState(store.getState()) };
}

describe('certificates saga', () => {
  it('downloads the pending request as the file the server names', async () => {
    const { store, downloads, state } = setup(pendingCsrDetailsFixture);
    store.dispatch(certificatesRequested());
    await vi.waitFor(() => {
      expect(state().status).toBe('loaded');
    });
    store.dispatch(csrDownloadClicked());
    await vi.waitFor(() => {
      expect(downloads.map((download) => download.fileName)).toEqual(['vigil.example.com.csr']);
    });
    expect(await downloads[0]?.file.text()).toBe(CSR_FILE_TEXT);
    expect(state().working).toBeNull();
  });

  it('keeps a refused import as the problem of that form, its field named, details unchanged', async () => {
    const { store, state } = setup(pendingCsrDetailsFixture, { message: 'The certificate has expired.', field: 'body/certificate' });
    store.dispatch(certificatesRequested());
    await vi.waitFor(() => {
      expect(state().status).toBe('loaded');
    });
    store.dispatch(certificateImportSubmitted({ certificate: '-----BEGIN CERTIFICATE-----\nx\n-----END CERTIFICATE-----' }));
    await vi.waitFor(() => {
      expect(state().problem).toEqual({ action: 'import', message: 'The certificate has expired.', fieldErrors: { certificate: 'The certificate has expired.' } });
    });
    expect(state().details).toEqual(pendingCsrDetailsFixture);
  });

  it('answers a created request with the new details and says what to do next', async () => {
    const { store, server, state } = setup();
    store.dispatch(csrSubmitted({ common_name: 'vigil.example.com', key_size: 3072 }));
    await vi.waitFor(() => {
      expect(state().notice).toBe(M.csrCreated);
    });
    expect(state().details?.csr?.common_name).toBe('vigil.example.com');
    expect(server.writes).toEqual([{ path: 'csr', body: { common_name: 'vigil.example.com', key_size: 3072 } }]);
  });
});

describe('certificate helpers', () => {
  it('maps the server field paths onto the form fields', () => {
    const error = new ApiError(400, 'bad', {
      details: [
        { field: 'body/hostname', message: 'no' },
        { field: 'body/trusted_ca_certificates/2/certificate', message: 'not PEM' },
        { message: 'no field' },
      ],
    });
    expect(fieldErrorsOf(error)).toEqual({ hostname: 'no', 'trusted_ca_certificates.2.certificate': 'not PEM' });
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });

  it('reads alternative names one per line or comma-separated, blanks dropped', () => {
    expect(altNamesOf(' a.example.com\n\n10.0.0.1, b.example.com \n')).toEqual(['a.example.com', '10.0.0.1', 'b.example.com']);
  });

  it('counts whole days until the end', () => {
    const now = Date.parse('2026-11-20T12:00:00Z');
    expect(daysUntil('2026-12-02T12:00:00Z', now)).toBe(12);
    expect(daysUntil('2026-11-20T11:00:00Z', now)).toBe(-1);
  });
});
