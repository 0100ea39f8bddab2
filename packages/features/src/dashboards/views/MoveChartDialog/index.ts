export { MoveChartDialog, type MoveChartDialogProps, type MoveDestination } from './MoveChartDialog';
