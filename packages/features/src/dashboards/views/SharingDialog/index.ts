export { SharingDialog, type SharingDialogProps, type SharingChoice, type SharingUpdate } from './SharingDialog';
export { sharingProblems, queryChangesNeeded, bulkChangeFor, type QueryChangeReason, type SharingDraft, type SharingQuery, type SharingProblem, type QueryChangeNeeded } from './sharingProblems';
