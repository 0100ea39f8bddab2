import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CertificateDetails, CertificateSettings, CsrRequest, GlobalSslSettings, ImportCertificate } from '@vigil/openapi';

/** The tab's forms and actions that write; one runs at a time. */
export type CertificateAction = 'global_ssl' | 'settings' | 'csr' | 'download' | 'cancel_csr' | 'import' | 'reset';

export interface CertificateProblem {
  action: CertificateAction;
  message: string;
  /** The server's problems by field (`body/hostname` lands on `hostname`). */
  fieldErrors: Record<string, string>;
}

export interface CertificatesState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  details: CertificateDetails | null;
  loadError: string | null;
  /** The action waiting for the server. */
  working: CertificateAction | null;
  problem: CertificateProblem | null;
  /** What the last action did, for the status line. */
  notice: string | null;
}

export const initialCertificatesState: CertificatesState = { status: 'idle', details: null, loadError: null, working: null, problem: null, notice: null };

const started = (state: CertificatesState, action: CertificateAction) => {
  state.working = action;
  state.problem = null;
  state.notice = null;
};

export const certificatesSlice = createSlice({
  name: 'certificates',
  initialState: initialCertificatesState,
  reducers: {
    certificatesRequested(state) {
      state.status = 'loading';
      state.loadError = null;
    },
    certificatesLoaded(state, action: PayloadAction<CertificateDetails>) {
      state.status = 'loaded';
      state.details = action.payload;
    },
    certificatesFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.loadError = action.payload;
    },
    globalSslSubmitted: {
      reducer: (state) => {
        started(state, 'global_ssl');
      },
      prepare: (payload: GlobalSslSettings) => ({ payload }),
    },
    certificateSettingsSubmitted: {
      reducer: (state) => {
        started(state, 'settings');
      },
      prepare: (payload: CertificateSettings) => ({ payload }),
    },
    csrSubmitted: {
      reducer: (state) => {
        started(state, 'csr');
      },
      prepare: (payload: CsrRequest) => ({ payload }),
    },
    csrDownloadClicked(state) {
      started(state, 'download');
    },
    csrCancelConfirmed(state) {
      started(state, 'cancel_csr');
    },
    certificateImportSubmitted: {
      reducer: (state) => {
        started(state, 'import');
      },
      prepare: (payload: ImportCertificate) => ({ payload }),
    },
    certificatesResetConfirmed(state) {
      started(state, 'reset');
    },
    /** An action went through: the server's details after it (none for a download) and what to say. */
    certificateActionSucceeded(state, action: PayloadAction<{ details?: CertificateDetails; notice: string | null }>) {
      state.working = null;
      if (action.payload.details) state.details = action.payload.details;
      state.notice = action.payload.notice;
    },
    certificateActionFailed(state, action: PayloadAction<CertificateProblem>) {
      state.working = null;
      state.problem = action.payload;
    },
    certificatesNoticeDismissed(state) {
      state.notice = null;
    },
  },
});

export const {
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
} = certificatesSlice.actions;
