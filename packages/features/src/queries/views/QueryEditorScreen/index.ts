export { QueryEditorScreen, QueryUnavailable, type QueryEditorScreenProps } from './QueryEditorScreen';
export { LeaveGuard, type LeaveBlocker, type LeaveGuardProps } from './LeaveGuard';
