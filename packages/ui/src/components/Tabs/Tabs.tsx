import type {
  TabListProps as AriaTabListProps,
  TabPanelProps as AriaTabPanelProps,
  TabProps as AriaTabProps,
  TabsProps as AriaTabsProps,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { StyledTab, StyledTabList, StyledTabPanel, StyledTabs } from './Tabs.styles';

export interface TabsProps extends Omit<AriaTabsProps, 'className' | 'style' | 'orientation' | 'children'> {
  /** A `TabList` followed by one `TabPanel` per tab. */
  children: ReactNode;
}

/** Switches between views of the same place, one panel at a time; arrow keys move between tabs. */
export function Tabs(props: TabsProps) {
  return <StyledTabs {...props} orientation="horizontal" />;
}

export interface TabListProps extends Omit<AriaTabListProps<object>, 'className' | 'style' | 'children' | 'items' | 'dependencies'> {
  /** What the tabs switch between, for assistive technology (e.g. 'Settings sections'). */
  'aria-label'?: string;
  /** The `Tab`s. */
  children: ReactNode;
}

/** The row of tabs of a `Tabs`. */
export function TabList(props: TabListProps) {
  return <StyledTabList {...props} />;
}

export interface TabProps extends Omit<AriaTabProps, 'className' | 'style' | 'children'> {
  /** The key that ties the tab to its `TabPanel`. */
  id: string;
  /** The tab's label. */
  children: ReactNode;
}

/** One tab of a `TabList`. */
export function Tab(props: TabProps) {
  return <StyledTab {...props} />;
}

export interface TabPanelProps extends Omit<AriaTabPanelProps, 'className' | 'style' | 'children'> {
  /** The key of the `Tab` that shows this panel. */
  id: string;
  /** The panel's content. */
  children: ReactNode;
}

/** The content shown while its tab is selected. */
export function TabPanel(props: TabPanelProps) {
  return <StyledTabPanel {...props} />;
}
