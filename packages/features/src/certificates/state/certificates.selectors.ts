import { createSelector } from '@reduxjs/toolkit';
import { certificatesSlice, type CertificatesState } from './certificates.slice';

export const selectCertificatesState = (state: { [certificatesSlice.reducerPath]: CertificatesState }) => certificatesSlice.selectSlice(state);
export const selectCertificateDetails = createSelector(selectCertificatesState, (state) => state.details);
export const selectCertificatesWorking = createSelector(selectCertificatesState, (state) => state.working);
export const selectCertificatesNotice = createSelector(selectCertificatesState, (state) => state.notice);
/** The server's refusal of the last action that failed. */
export const selectCertificatesProblem = createSelector(selectCertificatesState, (state) => state.problem);
