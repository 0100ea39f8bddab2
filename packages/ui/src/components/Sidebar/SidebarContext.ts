import { createContext, useContext } from 'react';

export interface SidebarState {
  /** Whether the sidebar shows icons only. */
  isCollapsed: boolean;
  /** The measured height of the whole sidebar (the spec's navigation bar), in px; null before layout. */
  heightPx: number | null;
}

export const SidebarContext = createContext<SidebarState | null>(null);

/** The state of the enclosing `Sidebar`, or null outside one. */
export function useSidebarState(): SidebarState | null {
  return useContext(SidebarContext);
}
