export { AccountScreen } from './views/AccountScreen';
export {
  accountSlice,
  initialAccountState,
  accountScreenOpened,
  accountPolicyLoaded,
  profileSubmitted,
  profileSaved,
  profileSaveFailed,
  passwordChangeSubmitted,
  passwordChanged,
  passwordChangeFailed,
  type AccountState,
  type SaveStatus,
} from './state/account.slice';
export { selectAccountState, selectAccountPolicyHints, selectProfileSave, selectPasswordChange } from './state/account.selectors';
export { createAccountSaga, type AccountSagaOptions } from './state/account.sagas';
export { ACCOUNT_MESSAGES } from './account.messages';
export { accountFeature } from './account.feature';
