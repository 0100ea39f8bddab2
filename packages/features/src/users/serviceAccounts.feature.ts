import type { Feature } from '../store/feature';
import { createServiceAccountsSaga } from './state/serviceAccounts.sagas';
import { serviceAccountsSlice } from './state/serviceAccounts.slice';

/** The users screen's service accounts and their form, injected with the users screen. */
export const serviceAccountsFeature: Feature = { name: 'serviceAccounts', slice: serviceAccountsSlice, saga: () => createServiceAccountsSaga() };
