import type { Feature } from '../store/feature';
import { createCertificatesSaga } from './state/certificates.sagas';
import { certificatesSlice } from './state/certificates.slice';

/** The Certificate Settings tab's state, injected when the tab first mounts. */
export const certificatesFeature: Feature = { name: 'certificates', slice: certificatesSlice, saga: () => createCertificatesSaga() };
