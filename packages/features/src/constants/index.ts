export { constantsSlice, constantsRequested, constantsLoaded, constantsFailed, type ConstantsState } from './state/constants.slice';
export {
  selectConstants,
  selectConstantsError,
  selectConstantsStatus,
  selectDisplayVersion,
} from './state/constants.selectors';
export { constantsSaga } from './state/constants.sagas';
export { formatVersion } from './formatVersion';
export { CONSTANTS_MESSAGES } from './constants.messages';
