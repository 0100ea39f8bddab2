export { CsvExportButton, type CsvExportButtonProps } from './CsvExportButton';
