import type { Feature } from '../store/feature';
import { createAccountSaga } from './state/account.sagas';
import { accountSlice } from './state/account.slice';

/** My Account's state, injected when its screen first mounts; its saga toasts with the app's toaster. */
export const accountFeature: Feature = { name: 'account', slice: accountSlice, saga: (environment) => createAccountSaga(environment) };
