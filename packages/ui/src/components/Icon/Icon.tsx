import { StyledIcon } from './Icon.styles';
import { iconShapes, type IconName } from './iconShapes';

export type { IconName };

/** Every icon name, in the order the set is drawn; for pickers and galleries. */
export const ICON_NAMES = Object.keys(iconShapes) as IconName[];

/** Size of an icon when none is given, in px. */
export const ICON_DEFAULT_SIZE_PX = 16;

export interface IconProps {
  /** Which icon to draw. */
  name: IconName;
  /**
   * Width and height, in px.
   * @default 16
   */
  size?: number;
  /**
   * What the icon means, for icons that carry meaning on their own. Without it the icon is
   * decorative and hidden from assistive technology.
   */
  label?: string;
}

/** A line icon of the Vigil set, drawn in the current text colour. */
export function Icon({ name, size = ICON_DEFAULT_SIZE_PX, label }: IconProps) {
  const labelling = label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <StyledIcon
      {...labelling}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
    >
      {iconShapes[name]}
    </StyledIcon>
  );
}
