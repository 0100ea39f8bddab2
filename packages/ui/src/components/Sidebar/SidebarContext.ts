import { createContext, useContext } from 'react';

export interface SidebarState {
  /** Whether the sidebar shows icons only. */
  isCollapsed: boolean;
  /** The measured height of the sidebar's body (between header and footer: the room for the entries), in px; null before layout. */
  heightPx: number | null;
}

export const SidebarContext = createContext<SidebarState | null>(null);

/** The state of the enclosing `Sidebar`, or null outside one. */
export function useSidebarState(): SidebarState | null {
  return useContext(SidebarContext);
}
