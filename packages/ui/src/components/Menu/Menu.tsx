import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuSection as AriaMenuSection,
  MenuTrigger as AriaMenuTrigger,
  Keyboard,
  Text,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
  type MenuTriggerProps as AriaMenuTriggerProps,
  type PopoverProps,
} from 'react-aria-components';
import { Check, MenuPopover, SectionHeader, Shortcut, StyledMenuItem, StyledSeparator } from './Menu.styles';

export type MenuPlacement = NonNullable<PopoverProps['placement']>;

export interface MenuTriggerProps extends Pick<AriaMenuTriggerProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /**
   * How the menu opens: on press, or on a long press (for buttons that also have a press action).
   * @default 'press'
   */
  trigger?: AriaMenuTriggerProps['trigger'];
  /** The pressable trigger (a `Button`) followed by the `Menu`. */
  children: ReactNode;
}

/** Opens the `Menu` among its children from the trigger button, by pointer or keyboard (Enter, Space, arrows). */
export function MenuTrigger(props: MenuTriggerProps) {
  return <AriaMenuTrigger {...props} />;
}

export interface MenuProps<T extends object>
  extends Omit<AriaMenuProps<T>, 'className' | 'style' | 'render' | 'slot'> {
  /**
   * Where the menu opens relative to its trigger; it flips when there is no room.
   * @default 'bottom start'
   */
  placement?: MenuPlacement;
}

/** A list of actions that opens from a trigger; arrows move, typing jumps, Enter runs, Escape closes. */
export function Menu<T extends object>({ placement = 'bottom start', ...props }: MenuProps<T>) {
  return (
    <MenuPopover placement={placement} offset={4}>
      <AriaMenu {...props} />
    </MenuPopover>
  );
}

export type MenuItemTone = 'default' | 'danger';

export interface MenuItemProps<T extends object = object>
  extends Omit<AriaMenuItemProps<T>, 'children' | 'className' | 'style' | 'render'> {
  /** The label. */
  children: ReactNode;
  /** A second, muted line under the label. */
  description?: ReactNode;
  /** A keyboard shortcut shown at the end, for example '⌘K'. It is a hint: the app binds the keys. */
  shortcut?: string;
  /**
   * `danger` for destructive actions.
   * @default 'default'
   */
  tone?: MenuItemTone;
}

/** One action of a `Menu`; with `href` it is a link (external links open as links do). */
export function MenuItem<T extends object = object>({
  children,
  description,
  shortcut,
  tone = 'default',
  textValue,
  ...props
}: MenuItemProps<T>) {
  return (
    <StyledMenuItem {...props} textValue={textValue ?? (typeof children === 'string' ? children : undefined)} $tone={tone}>
      {({ isSelected, selectionMode }) => (
        <>
          <Check aria-hidden="true">
            {selectionMode !== 'none' && isSelected && (
              <svg viewBox="0 0 16 16" focusable="false">
                <path d="M3 8.5l3 3 7-7" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" />
              </svg>
            )}
          </Check>
          <Text slot="label">{children}</Text>
          {description !== undefined && <Text slot="description">{description}</Text>}
          {shortcut !== undefined && (
            <Shortcut>
              <Keyboard>{shortcut}</Keyboard>
            </Shortcut>
          )}
        </>
      )}
    </StyledMenuItem>
  );
}

export interface MenuSectionProps<T extends object = object>
  extends Omit<AriaMenuSectionProps<T>, 'className' | 'style' | 'render'> {
  /** A small heading over the section's items; it names the group. */
  title?: ReactNode;
  /** The items. */
  children: ReactNode;
}

/** A group of menu items, with an optional heading. */
export function MenuSection<T extends object = object>({ title, children, ...props }: MenuSectionProps<T>) {
  return (
    <AriaMenuSection {...props}>
      {title !== undefined && <SectionHeader>{title}</SectionHeader>}
      {children}
    </AriaMenuSection>
  );
}

/** A line between groups of menu items. */
export function MenuSeparator() {
  return <StyledSeparator />;
}
