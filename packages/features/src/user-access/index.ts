export { ResetPasswordModal, type ResetPasswordModalProps } from './views/ResetPasswordModal';
export { ApiKeyModal, type ApiKeyModalProps } from './views/ApiKeyModal';
export {
  userAccessSlice,
  initialUserAccessState,
  resetPasswordOpened,
  resetLinkRenewRequested,
  resetLinkGenerated,
  resetLinkFailed,
  resetLinkSendRequested,
  resetLinkSent,
  resetLinkSendFailed,
  resetPasswordClosed,
  apiKeyOpened,
  apiKeyLoaded,
  apiKeyFailed,
  apiKeyRegenerateRequested,
  apiKeyRegenerateCancelled,
  apiKeyRegenerateConfirmed,
  apiKeyRegenerated,
  apiKeyRegenerateFailed,
  apiKeyClosed,
  type AccessUser,
  type UserAccessState,
  type ResetPasswordState,
  type ApiKeyState,
} from './state/userAccess.slice';
export { selectUserAccessState, selectResetPassword, selectApiKey } from './state/userAccess.selectors';
export { createUserAccessSaga, type UserAccessSagaOptions } from './state/userAccess.sagas';
export { USER_ACCESS_MESSAGES } from './userAccess.messages';
export { userAccessFeature } from './userAccess.feature';
