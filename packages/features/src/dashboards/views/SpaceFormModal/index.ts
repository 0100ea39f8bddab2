export { SpaceFormModal, SPACE_NAME_MAX_CHARS, type SpaceFormModalProps, type SpaceFormMode } from './SpaceFormModal';
