export { MoveToFolderDialog, type MoveToFolderDialogProps } from './MoveToFolderDialog';
