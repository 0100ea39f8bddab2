export { ImportDialog, type ImportDialogProps, type ImportQueryChoice, type ImportReport, type ImportStep } from './ImportDialog';
export { IMPORT_MAX_BYTES, readAsBase64 } from './readArchive';
