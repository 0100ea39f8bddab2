import { useRef, type ReactNode } from 'react';
import { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';
import { DialogCloseButton, useTabIndexWhenScrollable } from '../Overlay/Overlay';
import { Footer } from '../Overlay/Overlay.styles';
import { Body, Header, StyledDialog, StyledModal, StyledOverlay, Title, type ModalBox } from './Modal.styles';

/**
 * The modal sizes, in pixels. The named presets are the spec's fixed boxes; `sm`, `md` and `lg`
 * are widths whose height follows the content.
 */
export const MODAL_SIZES = {
  /** The Discover Now confirmation. */
  discover: { widthPx: 530, heightPx: 230 },
  /** The global search modal. */
  search: { widthPx: 600, heightPx: 572 },
  /** The first-login account profile. */
  accountProfile: { widthPx: 875, heightPx: 481 },
  /** The dashboard template chooser that follows the account profile. */
  templateChooser: { widthPx: 723, heightPx: 335 },
  sm: { widthPx: 420 },
  md: { widthPx: 560 },
  lg: { widthPx: 800 },
} as const satisfies Record<string, ModalBox>;

export type ModalSize = keyof typeof MODAL_SIZES;

/** What render functions of the body and footer receive. */
export interface ModalRenderProps {
  /** Closes the modal, as the close button does. */
  close: () => void;
}

/** Content that may need to close the modal (a 'Got it!' button, a Cancel action). */
export type ModalContent = ReactNode | ((renderProps: ModalRenderProps) => ReactNode);

export interface ModalProps {
  /** Whether the modal is shown (controlled). Leave unset inside a `ModalTrigger`. */
  isOpen?: boolean;
  /**
   * Whether the modal is shown at first (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the modal asks to open or close: close button, Escape, backdrop click. */
  onOpenChange?: (isOpen: boolean) => void;
  /** The heading; it also names the dialog for assistive technology. */
  title?: ReactNode;
  /** Names the dialog when it has no visible `title`. */
  'aria-label'?: string;
  /** The body; it scrolls when taller than the modal. */
  children: ModalContent;
  /** Actions at the bottom, usually buttons, the primary one last. */
  footer?: ModalContent;
  /**
   * A preset from `MODAL_SIZES`.
   * @default 'md'
   */
  size?: ModalSize;
  /**
   * Covers the whole viewport and centres its content (announcement carousels).
   * @default false
   */
  fullScreen?: boolean;
  /**
   * Whether a click on the backdrop closes the modal. Turn off for modals the user must answer.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Whether Escape is ignored.
   * @default false
   */
  isKeyboardDismissDisabled?: boolean;
  /**
   * Hides the close button of the header (modals that cannot be closed, like the SAML expiry warning).
   * @default false
   */
  hideCloseButton?: boolean;
  /**
   * The dialog role; `alertdialog` for confirmations and warnings that interrupt the user.
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
}

/** A dialog over a dimmed page, with a title, a scrolling body, footer actions and a close button. */
export function Modal({
  isOpen,
  defaultOpen,
  onOpenChange,
  title,
  'aria-label': ariaLabel,
  children,
  footer,
  size = 'md',
  fullScreen = false,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  hideCloseButton = false,
  role = 'dialog',
}: ModalProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const bodyTabIndex = useTabIndexWhenScrollable(bodyRef);
  const hasHeader = title !== undefined || !hideCloseButton;

  return (
    <StyledOverlay
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
    >
      <StyledModal $box={MODAL_SIZES[size]} $fullScreen={fullScreen}>
        <StyledDialog role={role} aria-label={ariaLabel} $fullScreen={fullScreen}>
          {({ close }) => (
            <>
              {hasHeader && (
                <Header $fullScreen={fullScreen}>
                  {title !== undefined && <Title slot="title">{title}</Title>}
                  {!hideCloseButton && (
                    <DialogCloseButton />
                  )}
                </Header>
              )}
              <Body ref={bodyRef} tabIndex={bodyTabIndex} $fullScreen={fullScreen}>
                {typeof children === 'function' ? children({ close }) : children}
              </Body>
              {footer !== undefined && <Footer>{typeof footer === 'function' ? footer({ close }) : footer}</Footer>}
            </>
          )}
        </StyledDialog>
      </StyledModal>
    </StyledOverlay>
  );
}

export interface ModalTriggerProps extends Pick<DialogTriggerProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** The pressable trigger (a `Button`) followed by the `Modal` it opens. */
  children: ReactNode;
}

/** Opens the `Modal` among its children when the trigger button is pressed, and returns focus to it on close. */
export function ModalTrigger(props: ModalTriggerProps) {
  return <DialogTrigger {...props} />;
}
