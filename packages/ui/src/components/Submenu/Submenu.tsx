import type { ReactNode } from 'react';
import { SubmenuTrigger as AriaSubmenuTrigger, type SubmenuTriggerProps as AriaSubmenuTriggerProps } from 'react-aria-components';
import { HeaderLine, HeaderTitle, StyledMenuHeader } from './Submenu.styles';

export interface SubmenuTriggerProps extends Pick<AriaSubmenuTriggerProps, 'delay'> {
  /** The `MenuItem` that opens the submenu, followed by the submenu's `Menu`. */
  children: AriaSubmenuTriggerProps['children'];
}

/**
 * Opens a nested `Menu` from one item of a menu: on hover, on Enter or Space, or with the arrow
 * key that points into it; the arrow back or Escape closes it and returns to the item.
 */
export function SubmenuTrigger({ children, delay }: SubmenuTriggerProps) {
  return <AriaSubmenuTrigger delay={delay}>{children}</AriaSubmenuTrigger>;
}

export interface MenuHeaderProps {
  /** The first, emphasised line (a person's name). */
  title: ReactNode;
  /** Further muted lines (an e-mail address). */
  lines?: readonly ReactNode[];
}

/**
 * Information at the top of a menu that is not an action (who is signed in): read in its
 * section's place, skipped by the arrow keys.
 */
export function MenuHeader({ title, lines = [] }: MenuHeaderProps) {
  return (
    <StyledMenuHeader>
      <HeaderTitle>{title}</HeaderTitle>
      {lines.map((line, index) => (
        <HeaderLine key={index}>{line}</HeaderLine>
      ))}
    </StyledMenuHeader>
  );
}
