export { CsvExportModal, type CsvExportModalProps } from './views/CsvExportModal';
export { CsvExportButton, type CsvExportButtonProps } from './views/CsvExportButton';
export {
  csvExportStorageKey,
  defaultCsvExportChoice,
  loadCsvExportChoice,
  saveCsvExportChoice,
  type CsvColumn,
  type CsvExportChoice,
  type CsvExportScope,
} from './csvExportChoice';
export { CSV_EXPORT_MESSAGES } from './csvExport.messages';
