import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { IconButton } from '../IconButton';
import { SidebarContext } from './SidebarContext';
import { FooterContent, SidebarBody, SidebarFooter, SidebarHeader, SidebarRoot } from './Sidebar.styles';

/** Width of the expanded sidebar, in px (ours: the spec gives only the logo's 114 px). */
export const SIDEBAR_WIDTH_PX = 220;
/** Width of the collapsed sidebar, in px: the 47 px logo with room around it. */
export const SIDEBAR_COLLAPSED_WIDTH_PX = 64;
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

/** The console's collapsible left column: logo, navigation, and a toggle between full and icons-only. */
export function Sidebar({
  isCollapsed: controlledCollapsed,
  defaultCollapsed = false,
  onCollapsedChange,
  header,
  footer,
  children,
}: SidebarProps) {
  const [uncontrolledCollapsed, setUncontrolledCollapsed] = useState(defaultCollapsed);
  const isCollapsed = controlledCollapsed ?? uncontrolledCollapsed;
  const [heightPx, setHeightPx] = useState<number | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

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
    const next = !isCollapsed;
    setUncontrolledCollapsed(next);
    onCollapsedChange?.(next);
  };
  const state = { isCollapsed };

  return (
    <SidebarContext.Provider value={{ isCollapsed, heightPx }}>
      <SidebarRoot
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
