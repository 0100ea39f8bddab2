import type { ReactNode, Ref } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { PendingSpinner, StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles';

export type { ButtonSize, ButtonVariant };

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style' | 'isPending'> {
  /**
   * The look, by weight of the action: primary for the main action of a view, danger for
   * destructive ones.
   * @default 'secondary'
   */
  variant?: ButtonVariant;
  /**
   * Height and padding.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Shows a spinner and ignores presses while the action runs; focus stays on the button
   * and screen readers hear that it is busy.
   * @default false
   */
  isLoading?: boolean;
  /** The label. */
  children: ReactNode;
  /** The button element, to move focus to it. */
  ref?: Ref<HTMLButtonElement>;
}

/** Starts an action when pressed, by pointer, touch or keyboard. */
export function Button({ variant = 'secondary', size = 'md', isLoading = false, children, ...props }: ButtonProps) {
  return (
    <StyledButton {...props} $variant={variant} $size={size} isPending={isLoading}>
      {isLoading && <PendingSpinner aria-hidden="true" />}
      {children}
    </StyledButton>
  );
}
