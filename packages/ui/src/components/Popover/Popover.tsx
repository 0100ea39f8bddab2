import type { ReactNode } from 'react';
import { DialogTrigger, type DialogTriggerProps, type PopoverProps as AriaPopoverProps } from 'react-aria-components';
import { Arrow, StyledDialog, StyledPopover, Title } from './Popover.styles';

export type PopoverPlacement = NonNullable<AriaPopoverProps['placement']>;

/** What a render-function body receives. */
export interface PopoverRenderProps {
  /** Closes the popover. */
  close: () => void;
}

export interface PopoverProps {
  /** A small heading; it also names the dialog for assistive technology. */
  title?: ReactNode;
  /** Names the dialog when it has no visible `title`. */
  'aria-label'?: string;
  /** The content. */
  children: ReactNode | ((renderProps: PopoverRenderProps) => ReactNode);
  /**
   * Where the popover sits relative to its trigger; it flips when there is no room.
   * @default 'bottom'
   */
  placement?: PopoverPlacement;
  /**
   * Distance from the trigger, in pixels.
   * @default 8
   */
  offset?: number;
  /**
   * Whether to draw the arrow that points at the trigger.
   * @default true
   */
  showArrow?: boolean;
  /** Whether the popover is shown (controlled). Leave unset inside a `PopoverTrigger`. */
  isOpen?: boolean;
  /** Called when the popover asks to open or close. */
  onOpenChange?: (isOpen: boolean) => void;
}

/** A non-modal dialog anchored to its trigger, with an arrow; closes on Escape or a click outside. */
export function Popover({
  title,
  'aria-label': ariaLabel,
  children,
  placement = 'bottom',
  offset = 8,
  showArrow = true,
  isOpen,
  onOpenChange,
}: PopoverProps) {
  return (
    <StyledPopover placement={placement} offset={offset} isOpen={isOpen} onOpenChange={onOpenChange}>
      {showArrow && (
        <Arrow>
          <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </Arrow>
      )}
      <StyledDialog aria-label={ariaLabel}>
        {({ close }) => (
          <>
            {title !== undefined && <Title slot="title">{title}</Title>}
            {typeof children === 'function' ? children({ close }) : children}
          </>
        )}
      </StyledDialog>
    </StyledPopover>
  );
}

export interface PopoverTriggerProps extends Pick<DialogTriggerProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** The pressable trigger (a `Button`) followed by the `Popover` it opens. */
  children: ReactNode;
}

/** Opens the `Popover` among its children when the trigger is pressed, and returns focus to it on close. */
export function PopoverTrigger(props: PopoverTriggerProps) {
  return <DialogTrigger {...props} />;
}
