// The dashboard dialogs: props-driven, wired to the store by the dashboards screens.
export { SharingDialog, sharingProblems, queryChangesNeeded } from './SharingDialog';
export type { SharingDialogProps, SharingChoice, SharingUpdate, SharingDraft, SharingQuery, SharingProblem, QueryChangeNeeded } from './SharingDialog';
export { TemplateChooser, templatesIn, type TemplateChooserProps } from './TemplateChooser';
export { ImportDialog, IMPORT_MAX_BYTES, readAsBase64 } from './ImportDialog';
export type { ImportDialogProps, ImportQueryChoice, ImportReport, ImportStep } from './ImportDialog';
export { SpaceFormModal, SPACE_NAME_MAX_CHARS, type SpaceFormModalProps, type SpaceFormMode } from './SpaceFormModal';
export { MoveChartDialog, type MoveChartDialogProps, type MoveDestination } from './MoveChartDialog';
export { SpaceFilterDialog, type SpaceFilterDialogProps } from './SpaceFilterDialog';
export { DASHBOARD_DIALOGS_MESSAGES } from '../dashboards.dialogs.messages';
