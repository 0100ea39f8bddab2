export { CsvExportModal, type CsvExportModalProps } from './views/CsvExportModal';
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
