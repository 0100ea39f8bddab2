export { CsvExportModal, type CsvExportModalProps } from './CsvExportModal';
