import { memo, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MenuTrigger, RouterProvider, TooltipTrigger, VisuallyHidden, type Key } from 'react-aria-components';
import { Icon, type IconName } from '../Icon';
import { StyledTooltip } from '../IconButton/IconButton.styles';
import { useSidebarState } from './SidebarContext';
import {
  Badge,
  EntryLabel,
  MoreButton,
  MoreMenu,
  MoreMenuItem,
  MorePopover,
  NavLink,
  NavList,
} from './Sidebar.styles';
import { fittingNavItemCount } from './fittingNavItemCount';

/** Counts above this show as '99+'. */
export const SIDEBAR_BADGE_MAX_COUNT = 99;
/** Label of the button that holds the entries that do not fit (spec: a More popover). */
export const SIDEBAR_MORE_LABEL = 'More';
/** Default accessible name of the navigation landmark. */
export const SIDEBAR_NAV_LABEL = 'Main';

/** One entry of the navigation. */
export interface SidebarNavEntry {
  /** Stable key (the spec's entry id, e.g. 'findings'). */
  id: string;
  /** The visible name (e.g. 'Findings Center'). */
  title: string;
  /** The entry's icon. */
  icon: IconName;
  /** Where the entry goes; navigation goes through `onNavigate` when the nav has one. */
  href?: string;
  /** Called when the entry is pressed; for entries without an href. */
  onPress?: () => void;
  /**
   * Shown but not usable (e.g. no View permission on the category).
   * @default false
   */
  isDisabled?: boolean;
  /**
   * The page the user is on; marked with aria-current="page".
   * @default false
   */
  isCurrent?: boolean;
  /** A count shown as a badge (e.g. unread notifications); hidden when absent or 0. */
  badgeCount?: number;
}

export interface SidebarNavProps {
  /** The entries, in order; those that do not fit go under More. */
  entries: readonly SidebarNavEntry[];
  /**
   * Height the list of entries must fit in, in px. Inside a `Sidebar` it defaults to the
   * measured height of the sidebar's body; elsewhere every entry shows.
   */
  availableHeight?: number;
  /** Icons only; defaults to the enclosing `Sidebar`'s state. */
  isCollapsed?: boolean;
  /**
   * Client-side navigation: entries with an href call this instead of loading the page
   * (modifier clicks still open a new tab). Without it, hrefs are ordinary links.
   */
  onNavigate?: (href: string) => void;
  /**
   * Accessible name of the navigation landmark.
   * @default 'Main'
   */
  'aria-label'?: string;
}

function badgeText(count: number): string {
  return count > SIDEBAR_BADGE_MAX_COUNT ? `${SIDEBAR_BADGE_MAX_COUNT}+` : String(count);
}

function EntryBadge({ count, isCollapsed }: { count: number | undefined; isCollapsed: boolean }) {
  if (count === undefined || count <= 0) return null;
  return (
    <>
      <Badge $collapsed={isCollapsed} aria-hidden="true">
        {badgeText(count)}
      </Badge>
      <VisuallyHidden> ({count})</VisuallyHidden>
    </>
  );
}

function WithTooltip({ title, isCollapsed, children }: { title: string; isCollapsed: boolean; children: ReactNode }) {
  if (!isCollapsed) return children;
  return (
    <TooltipTrigger delay={300}>
      {children}
      <StyledTooltip placement="end" offset={8}>
        {title}
      </StyledTooltip>
    </TooltipTrigger>
  );
}

/** Whether two entries show the same (a parent may build new entry objects on each render). */
function sameEntry(a: SidebarNavEntry, b: SidebarNavEntry): boolean {
  const keys = Object.keys(a) as (keyof SidebarNavEntry)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

// Memoised: the nav renders again once it has measured an entry, and when entries come or go.
const NavEntry = memo(function NavEntry({ entry, isCollapsed }: { entry: SidebarNavEntry; isCollapsed: boolean }) {
  const label = isCollapsed ? <VisuallyHidden>{entry.title}</VisuallyHidden> : <EntryLabel>{entry.title}</EntryLabel>;
  return (
    <WithTooltip title={entry.title} isCollapsed={isCollapsed}>
      <NavLink
        $collapsed={isCollapsed}
        href={entry.href}
        onPress={entry.onPress}
        isDisabled={entry.isDisabled}
        aria-current={entry.isCurrent ? 'page' : undefined}
        data-entry={entry.id}
      >
        <Icon name={entry.icon} size={18} />
        {label}
        <EntryBadge count={entry.badgeCount} isCollapsed={isCollapsed} />
      </NavLink>
    </WithTooltip>
  );
}, (before, after) => before.isCollapsed === after.isCollapsed && sameEntry(before.entry, after.entry));

function MoreEntries({ entries, isCollapsed }: { entries: readonly SidebarNavEntry[]; isCollapsed: boolean }) {
  const disabledKeys = entries.filter((entry) => entry.isDisabled).map((entry) => entry.id);
  const hasCurrent = entries.some((entry) => entry.isCurrent);
  const onAction = (key: Key) => {
    entries.find((entry) => entry.id === key)?.onPress?.();
  };
  return (
    <MenuTrigger>
      <WithTooltip title={SIDEBAR_MORE_LABEL} isCollapsed={isCollapsed}>
        <MoreButton $collapsed={isCollapsed} data-has-current={hasCurrent || undefined}>
          <Icon name="more" size={18} />
          {isCollapsed ? (
            <VisuallyHidden>{SIDEBAR_MORE_LABEL}</VisuallyHidden>
          ) : (
            <EntryLabel>{SIDEBAR_MORE_LABEL}</EntryLabel>
          )}
        </MoreButton>
      </WithTooltip>
      <MorePopover placement="end top" offset={14}>
        <MoreMenu aria-label={SIDEBAR_MORE_LABEL} items={entries} disabledKeys={disabledKeys} onAction={onAction}>
          {(entry) => (
            <MoreMenuItem id={entry.id} href={entry.href} textValue={entry.title}>
              <Icon name={entry.icon} size={16} />
              <EntryLabel>{entry.title}</EntryLabel>
              <EntryBadge count={entry.badgeCount} isCollapsed={false} />
            </MoreMenuItem>
          )}
        </MoreMenu>
      </MorePopover>
    </MenuTrigger>
  );
}

/**
 * The sidebar's list of destinations: icon and title per entry, the current page marked, and
 * the entries that do not fit the height under a More menu.
 */
export function SidebarNav({
  entries,
  availableHeight,
  isCollapsed: isCollapsedProp,
  onNavigate,
  'aria-label': ariaLabel = SIDEBAR_NAV_LABEL,
}: SidebarNavProps) {
  const sidebar = useSidebarState();
  const isCollapsed = isCollapsedProp ?? sidebar?.isCollapsed ?? false;
  const availablePx = availableHeight ?? sidebar?.heightPx ?? Number.POSITIVE_INFINITY;
  const listRef = useRef<HTMLUListElement>(null);
  const [entryBox, setEntryBox] = useState<{ itemPx: number; gapPx: number; paddingPx: number } | null>(null);

  // One rendered entry's height and the list's gap and padding: what fits is counted in real pixels.
  useLayoutEffect(() => {
    const list = listRef.current;
    const first = list?.firstElementChild;
    if (!list || !first) return;
    const style = getComputedStyle(list);
    const measured = {
      itemPx: first.getBoundingClientRect().height,
      gapPx: parseFloat(style.rowGap) || 0,
      paddingPx: (parseFloat(style.paddingTop) || 0) + (parseFloat(style.paddingBottom) || 0),
    };
    setEntryBox((previous) =>
      previous && previous.itemPx === measured.itemPx && previous.gapPx === measured.gapPx && previous.paddingPx === measured.paddingPx
        ? previous
        : measured,
    );
  }, [isCollapsed, entries]);

  const fitting = entryBox ? fittingNavItemCount(entries.length, { availablePx, ...entryBox }) : entries.length;
  const [visible, hidden] = useMemo(
    () => (fitting >= entries.length ? [entries, []] : [entries.slice(0, fitting), entries.slice(fitting)]),
    [entries, fitting],
  );

  const nav = (
    <nav aria-label={ariaLabel}>
      <NavList ref={listRef}>
        {visible.map((entry) => (
          <li key={entry.id}>
            <NavEntry entry={entry} isCollapsed={isCollapsed} />
          </li>
        ))}
        {hidden.length > 0 && (
          <li>
            <MoreEntries entries={hidden} isCollapsed={isCollapsed} />
          </li>
        )}
      </NavList>
    </nav>
  );
  return onNavigate ? <RouterProvider navigate={onNavigate}>{nav}</RouterProvider> : nav;
}
