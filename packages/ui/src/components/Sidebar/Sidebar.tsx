import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { IconButton } from '../IconButton';
import { SidebarContext } from './SidebarContext';
import { FooterContent, SidebarBody, SidebarFooter, SidebarHeader, SidebarRoot } from './Sidebar.styles';

/** Width of the expanded sidebar, in px (ours: the spec gives only the logo's 114 px). */
export const SIDEBAR_WIDTH_PX = 220;
/** Width of the collapsed sidebar, in px: the 47 px logo with room around it. */
export const SIDEBAR_COLLAPSED_WIDTH_PX = 64;
/**
 * Below this width of the console's frame (the sidebar's parent: a laptop's window at 150 or 200%
 * zoom, a narrow window) the sidebar starts collapsed, whatever was chosen on a wide one; expanding
 * it there lasts until the frame is wide again, and leaves that choice alone.
 */
export const SIDEBAR_NARROW_BELOW_PX = 900;
/** Accessible names of the collapse toggle. */
export const SIDEBAR_COLLAPSE_LABEL = 'Collapse sidebar';
export const SIDEBAR_EXPAND_LABEL = 'Expand sidebar';

/** What the header and footer render props receive. */
export interface SidebarRenderState {
  isCollapsed: boolean;
}

type SidebarSlot = ReactNode | ((state: SidebarRenderState) => ReactNode);

export interface SidebarProps {
  /** Whether only icons show (controlled). */
  isCollapsed?: boolean;
  /**
   * Whether only icons show at first (uncontrolled).
   * @default false
   */
  defaultCollapsed?: boolean;
  /** Called with the new state when the user collapses or expands the sidebar. */
  onCollapsedChange?: (isCollapsed: boolean) => void;
  /** The top of the sidebar, usually a `Logo`; a function receives the collapsed state. */
  header?: SidebarSlot;
  /** The bottom of the sidebar beside the collapse toggle (e.g. the user menu); a function receives the collapsed state. */
  footer?: SidebarSlot;
  /** The body, usually a `SidebarNav`; it gets the collapsed state and the body's height (the room for the entries). */
  children: ReactNode;
}

function renderSlot(slot: SidebarSlot, state: SidebarRenderState): ReactNode {
  return typeof slot === 'function' ? slot(state) : slot;
}

/**
 * The console's collapsible left column: logo, navigation, and a toggle between full and icons-only.
 * On a frame narrower than `SIDEBAR_NARROW_BELOW_PX` it shows icons only, whatever `isCollapsed`
 * says; its toggle then expands it for as long as the frame stays narrow, without `onCollapsedChange`.
 */
export function Sidebar({
  isCollapsed: controlledCollapsed,
  defaultCollapsed = false,
  onCollapsedChange,
  header,
  footer,
  children,
}: SidebarProps) {
  const [uncontrolledCollapsed, setUncontrolledCollapsed] = useState(defaultCollapsed);
  const [heightPx, setHeightPx] = useState<number | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [isNarrow, setNarrow] = useState(false);
  const [isExpandedWhileNarrow, setExpandedWhileNarrow] = useState(false);
  const isCollapsed = isNarrow ? !isExpandedWhileNarrow : (controlledCollapsed ?? uncontrolledCollapsed);

  // Measured before the first paint, so a narrow frame never shows the wide sidebar first.
  useLayoutEffect(() => {
    const frame = rootRef.current?.parentElement;
    if (!frame) return;
    const update = (widthPx: number) => {
      const narrow = widthPx < SIDEBAR_NARROW_BELOW_PX;
      setNarrow(narrow);
      if (!narrow) setExpandedWhileNarrow(false);
    };
    update(frame.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) update(entry.contentRect.width);
    });
    observer.observe(frame);
    return () => {
      observer.disconnect();
    };
  }, []);

  // The body's height is the room the entries have between the header and the footer.
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    setHeightPx(body.getBoundingClientRect().height);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setHeightPx(entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height);
    });
    observer.observe(body);
    return () => {
      observer.disconnect();
    };
  }, []);

  const toggle = () => {
    if (isNarrow) {
      setExpandedWhileNarrow(isCollapsed);
      return;
    }
    const next = !isCollapsed;
    setUncontrolledCollapsed(next);
    onCollapsedChange?.(next);
  };
  const state = { isCollapsed };

  return (
    <SidebarContext.Provider value={{ isCollapsed, heightPx }}>
      <SidebarRoot
        ref={rootRef}
        $widthPx={isCollapsed ? SIDEBAR_COLLAPSED_WIDTH_PX : SIDEBAR_WIDTH_PX}
        data-collapsed={isCollapsed || undefined}
      >
        {header !== undefined && <SidebarHeader $collapsed={isCollapsed}>{renderSlot(header, state)}</SidebarHeader>}
        <SidebarBody ref={bodyRef}>{children}</SidebarBody>
        <SidebarFooter $collapsed={isCollapsed}>
          {footer !== undefined && <FooterContent>{renderSlot(footer, state)}</FooterContent>}
          <IconButton
            icon={isCollapsed ? 'chevronRight' : 'chevronLeft'}
            aria-label={isCollapsed ? SIDEBAR_EXPAND_LABEL : SIDEBAR_COLLAPSE_LABEL}
            size="sm"
            onPress={toggle}
          />
        </SidebarFooter>
      </SidebarRoot>
    </SidebarContext.Provider>
  );
}
