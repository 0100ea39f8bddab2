import type { PayloadAction } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { ApiError, NETWORK_ERROR_MESSAGE, type ApiClient, type CertificateDetails } from '@vigil/openapi';
import type { DownloadedFile } from '../../dashboards/api/dashboards.api';
import type { SaveFile } from '../../dashboards/state/sagaHelpers';
import { browserDownload } from '../../shell/download';
import { callApi } from '../../store/callApi';
import {
  cancelSigningRequest,
  createSigningRequest,
  downloadSigningRequest,
  fetchCertificateDetails,
  importCertificate,
  resetCertificates,
  saveCertificateSettings,
  saveGlobalSsl,
} from '../api/certificates.api';
import { CERTIFICATES_MESSAGES as M } from '../certificates.messages';
import { selectCertificateDetails } from './certificates.selectors';
import {
  certificateActionFailed,
  certificateActionSucceeded,
  certificateImportSubmitted,
  certificateSettingsSubmitted,
  certificatesFailed,
  certificatesLoaded,
  certificatesRequested,
  certificatesResetConfirmed,
  csrCancelConfirmed,
  csrDownloadClicked,
  csrSubmitted,
  globalSslSubmitted,
  type CertificateAction,
} from './certificates.slice';

const messageOf = (error: unknown) => (error instanceof Error && error.message !== '' ? error.message : NETWORK_ERROR_MESSAGE);

/** A 400's details by field (`body/hostname` -> `hostname`, `body/trusted_ca_certificates/0/certificate` -> `trusted_ca_certificates.0.certificate`). */
export const fieldErrorsOf = (error: unknown): Record<string, string> =>
  error instanceof ApiError
    ? Object.fromEntries(error.details.flatMap(({ field, message }) => (field ? [[field.replace(/^body\//, '').replaceAll('/', '.'), message]] : [])))
    : {};

function* load() {
  try {
    const details: CertificateDetails = yield* callApi(fetchCertificateDetails);
    yield put(certificatesLoaded(details));
  } catch (error) {
    yield put(certificatesFailed(messageOf(error)));
  }
}

/** Runs one write and reduces its outcome: the details it answers and `notice`, or the server's problem. */
function* write<A extends unknown[]>(action: CertificateAction, notice: string, fn: (client: ApiClient, ...args: A) => Promise<CertificateDetails>, ...args: A) {
  try {
    const details: CertificateDetails = yield* callApi(fn, ...args);
    yield put(certificateActionSucceeded({ details, notice }));
  } catch (error) {
    yield put(certificateActionFailed({ action, message: messageOf(error), fieldErrors: fieldErrorsOf(error) }));
  }
}

export interface CertificatesSagaOptions {
  /** Hands the downloaded signing request to the user (stories and tests record it). */
  saveFile?: SaveFile;
}

/** The Certificate Settings tab's saga: loads, writes (one at a time each), and the signing request's download. */
export function createCertificatesSaga({ saveFile = browserDownload }: CertificatesSagaOptions = {}): Saga {
  function* download() {
    const details = (yield select(selectCertificateDetails)) as CertificateDetails | null;
    try {
      const { file, fileName }: DownloadedFile = yield* callApi(downloadSigningRequest, details?.csr?.common_name ?? 'certificate');
      yield call(saveFile, file, fileName);
      yield put(certificateActionSucceeded({ notice: null }));
    } catch (error) {
      yield put(certificateActionFailed({ action: 'download', message: messageOf(error), fieldErrors: {} }));
    }
  }

  return function* certificatesSaga() {
    yield takeLatest(certificatesRequested, load);
    yield takeLeading(globalSslSubmitted, ({ payload }: PayloadAction<Parameters<typeof saveGlobalSsl>[1]>) => write('global_ssl', M.saved, saveGlobalSsl, payload));
    yield takeLeading(certificateSettingsSubmitted, ({ payload }: PayloadAction<Parameters<typeof saveCertificateSettings>[1]>) =>
      write('settings', M.saved, saveCertificateSettings, payload),
    );
    yield takeLeading(csrSubmitted, ({ payload }: PayloadAction<Parameters<typeof createSigningRequest>[1]>) => write('csr', M.csrCreated, createSigningRequest, payload));
    yield takeLeading(csrDownloadClicked, download);
    yield takeLeading(csrCancelConfirmed, () => write('cancel_csr', M.csrCancelled, cancelSigningRequest));
    yield takeLeading(certificateImportSubmitted, ({ payload }: PayloadAction<Parameters<typeof importCertificate>[1]>) => write('import', M.imported, importCertificate, payload));
    yield takeLeading(certificatesResetConfirmed, () => write('reset', M.resetDone, resetCertificates));
  };
}

/** The saga with the browser's download. */
export const certificatesSaga = createCertificatesSaga();
