import { useRef, type ReactNode } from 'react';
import { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';
import { DialogCloseButton, useTabIndexWhenScrollable } from '../Overlay/Overlay';
import { Footer, Title } from '../Overlay/Overlay.styles';
import { Body, Header, StyledDialog, StyledModal, StyledOverlay } from './Drawer.styles';

/** The spec's default drawer width (the getting-started drawer). */
export const DRAWER_DEFAULT_WIDTH_PX = 550;

/** What render functions of the body and footer receive. */
export interface DrawerRenderProps {
  /** Closes the drawer, as the close button does. */
  close: () => void;
}

/** Content that may need to close the drawer. */
export type DrawerContent = ReactNode | ((renderProps: DrawerRenderProps) => ReactNode);

export interface DrawerProps {
  /** Whether the drawer is shown (controlled). Leave unset inside a `DrawerTrigger`. */
  isOpen?: boolean;
  /**
   * Whether the drawer is shown at first (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the drawer asks to open or close: close button, Escape, backdrop click. */
  onOpenChange?: (isOpen: boolean) => void;
  /** The heading; it also names the dialog for assistive technology. */
  title: ReactNode;
  /** The body; it scrolls when taller than the window. */
  children: DrawerContent;
  /** Actions pinned to the bottom. */
  footer?: DrawerContent;
  /**
   * Width in pixels; never wider than the window.
   * @default DRAWER_DEFAULT_WIDTH_PX (550)
   */
  widthPx?: number;
  /**
   * Whether a click on the backdrop closes the drawer.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Whether Escape is ignored.
   * @default false
   */
  isKeyboardDismissDisabled?: boolean;
}

/** A side sheet that slides in from the right over a dimmed page, with a title, close button and scrolling body. */
export function Drawer({
  isOpen,
  defaultOpen,
  onOpenChange,
  title,
  children,
  footer,
  widthPx = DRAWER_DEFAULT_WIDTH_PX,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
}: DrawerProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const bodyTabIndex = useTabIndexWhenScrollable(bodyRef);
  return (
    <StyledOverlay
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
    >
      <StyledModal $widthPx={widthPx}>
        <StyledDialog>
          {({ close }) => (
            <>
              <Header>
                <Title slot="title">{title}</Title>
                <DialogCloseButton />
              </Header>
              <Body ref={bodyRef} tabIndex={bodyTabIndex}>
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

export interface DrawerTriggerProps extends Pick<DialogTriggerProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** The pressable trigger (a `Button`) followed by the `Drawer` it opens. */
  children: ReactNode;
}

/** Opens the `Drawer` among its children when the trigger button is pressed, and returns focus to it on close. */
export function DrawerTrigger(props: DrawerTriggerProps) {
  return <DialogTrigger {...props} />;
}
