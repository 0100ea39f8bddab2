import { createSelector } from '@reduxjs/toolkit';
import { certificatesSlice, type CertificateAction, type CertificatesState } from './certificates.slice';

export const selectCertificatesState = (state: { [certificatesSlice.reducerPath]: CertificatesState }) => certificatesSlice.selectSlice(state);
export const selectCertificateDetails = createSelector(selectCertificatesState, (state) => state.details);
export const selectCertificatesWorking = createSelector(selectCertificatesState, (state) => state.working);
export const selectCertificatesNotice = createSelector(selectCertificatesState, (state) => state.notice);

/** The server's refusal of `action`, when that was the last one to fail. */
export const selectCertificateProblem = (action: CertificateAction) =>
  createSelector(selectCertificatesState, (state) => (state.problem?.action === action ? state.problem : null));
