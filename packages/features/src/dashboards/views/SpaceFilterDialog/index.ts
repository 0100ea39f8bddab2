export { SpaceFilterDialog, type SpaceFilterDialogProps } from './SpaceFilterDialog';
