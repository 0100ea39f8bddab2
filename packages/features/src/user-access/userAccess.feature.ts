import type { Feature } from '../store/feature';
import { createUserAccessSaga } from './state/userAccess.sagas';
import { userAccessSlice } from './state/userAccess.slice';

/** The reset password and API key modals' state, injected with the users screen; its saga toasts with the app's toaster. */
export const userAccessFeature: Feature = { name: 'userAccess', slice: userAccessSlice, saga: (environment) => createUserAccessSaga(environment) };
