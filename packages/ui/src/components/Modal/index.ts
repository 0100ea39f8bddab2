export {
  MODAL_SIZES,
  Modal,
  ModalTrigger,
  type ModalContent,
  type ModalProps,
  type ModalRenderProps,
  type ModalSize,
  type ModalTriggerProps,
} from './Modal';
