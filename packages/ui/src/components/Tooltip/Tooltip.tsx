import type { ReactNode } from 'react';
import { TooltipTrigger, type TooltipProps as AriaTooltipProps } from 'react-aria-components';
import { Arrow, StyledTooltip } from './Tooltip.styles';

/** How long the pointer rests on the trigger before the tooltip shows. */
export const TOOLTIP_DEFAULT_DELAY_MS = 500;

/** How long the tooltip stays after the pointer leaves. */
export const TOOLTIP_DEFAULT_CLOSE_DELAY_MS = 200;

export type TooltipPlacement = NonNullable<AriaTooltipProps['placement']>;

/** Widest bubble of each size, in px: `lg` holds long texts such as a long login message. */
export const TOOLTIP_MAX_WIDTH_PX = { md: 280, lg: 560 } as const;

export type TooltipSize = keyof typeof TOOLTIP_MAX_WIDTH_PX;

export interface TooltipProps {
  /** What the tooltip says: a short hint, never the only place for essential information. */
  content: ReactNode;
  /**
   * The trigger: one focusable react-aria element, such as `Button`. Keyboard focus shows the
   * tooltip at once; hover waits for `delay`.
   */
  children: ReactNode;
  /**
   * Hover time before showing, in milliseconds.
   * @default TOOLTIP_DEFAULT_DELAY_MS (500)
   */
  delay?: number;
  /**
   * Time the tooltip stays after the pointer leaves, in milliseconds.
   * @default TOOLTIP_DEFAULT_CLOSE_DELAY_MS (200)
   */
  closeDelay?: number;
  /**
   * Where the tooltip sits relative to its trigger; it flips when there is no room.
   * @default 'top'
   */
  placement?: TooltipPlacement;
  /**
   * How wide the bubble may grow: `lg` for long texts (the spec's long login-message tooltip).
   * @default 'md'
   */
  size?: TooltipSize;
  /**
   * Whether to draw the arrow that points at the trigger.
   * @default true
   */
  showArrow?: boolean;
  /**
   * Whether the tooltip never shows.
   * @default false
   */
  isDisabled?: boolean;
  /** Whether the tooltip is shown (controlled). */
  isOpen?: boolean;
  /**
   * Whether the tooltip is shown at first (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the tooltip shows or hides. */
  onOpenChange?: (isOpen: boolean) => void;
}

/** A short hint that shows when its trigger is hovered (after a delay) or focused. */
export function Tooltip({
  content,
  children,
  delay = TOOLTIP_DEFAULT_DELAY_MS,
  closeDelay = TOOLTIP_DEFAULT_CLOSE_DELAY_MS,
  placement = 'top',
  size = 'md',
  showArrow = true,
  isDisabled,
  isOpen,
  defaultOpen,
  onOpenChange,
}: TooltipProps) {
  return (
    <TooltipTrigger
      delay={delay}
      closeDelay={closeDelay}
      isDisabled={isDisabled}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      {children}
      <StyledTooltip placement={placement} offset={showArrow ? 8 : 4} $maxWidthPx={TOOLTIP_MAX_WIDTH_PX[size]}>
        {showArrow && (
          <Arrow>
            <svg viewBox="0 0 8 8" aria-hidden="true" focusable="false">
              <path d="M0 0 L4 4 L8 0" />
            </svg>
          </Arrow>
        )}
        {content}
      </StyledTooltip>
    </TooltipTrigger>
  );
}
