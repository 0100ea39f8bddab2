import { TooltipTrigger, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import type { ButtonSize, ButtonVariant } from '../Button';
import { Icon, type IconName } from '../Icon';
import { StyledIconButton, StyledTooltip } from './IconButton.styles';

/** How long the pointer rests on the button before its tooltip shows, in ms. */
export const ICON_BUTTON_TOOLTIP_DELAY_MS = 600;

export interface IconButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style' | 'isPending'> {
  /** The icon drawn in the button. */
  icon: IconName;
  /** What the button does; the accessible name, since the button shows no text. */
  'aria-label': string;
  /**
   * Tooltip text shown on hover and keyboard focus; usually the same words as the label.
   */
  title?: string;
  /**
   * The look, as for Button.
   * @default 'ghost'
   */
  variant?: ButtonVariant;
  /**
   * Box size: 28 px (sm) or 36 px (md) square.
   * @default 'md'
   */
  size?: ButtonSize;
}

/** A square button that shows only an icon, named for assistive technology by its label. */
export function IconButton({ icon, title, variant = 'ghost', size = 'md', ...props }: IconButtonProps) {
  const button = (
    <StyledIconButton {...props} $variant={variant} $size={size}>
      <Icon name={icon} size={size === 'sm' ? 14 : 18} />
    </StyledIconButton>
  );
  if (title === undefined) return button;
  return (
    <TooltipTrigger delay={ICON_BUTTON_TOOLTIP_DELAY_MS}>
      {button}
      <StyledTooltip offset={6}>{title}</StyledTooltip>
    </TooltipTrigger>
  );
}
