import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Logo } from '../Logo';
import { Sidebar, SIDEBAR_COLLAPSE_LABEL, SIDEBAR_EXPAND_LABEL, SIDEBAR_NARROW_BELOW_PX } from './Sidebar';
import { SidebarNav, type SidebarNavEntry } from './SidebarNav';

// The spec's entries, in its order.
const home: SidebarNavEntry = { id: 'home', title: 'Home', icon: 'grid', href: '/' };
const dashboard: SidebarNavEntry = { id: 'dashboard', title: 'Dashboard', icon: 'dashboard', href: '/dashboard', isCurrent: true };
const assets: SidebarNavEntry = { id: 'assets', title: 'Assets', icon: 'assets', href: '/assets' };
const graph: SidebarNavEntry = { id: 'assetGraph', title: 'Graph', icon: 'graph', href: '/asset_graph' };
const queries: SidebarNavEntry = { id: 'queries', title: 'Queries', icon: 'queries', href: '/queries' };
const findings: SidebarNavEntry = { id: 'findings', title: 'Findings Center', icon: 'findings', href: '/findings', badgeCount: 12 };
const reports: SidebarNavEntry = { id: 'reports', title: 'Reports', icon: 'reports', href: '/reports', isDisabled: true };
const allEntries: SidebarNavEntry[] = [
  home,
  dashboard,
  assets,
  graph,
  queries,
  findings,
  { id: 'case_management', title: 'Case Management', icon: 'cases', href: '/case_management' },
  { id: 'enforcements', title: 'Enforcement Center', icon: 'enforcements', href: '/enforcements' },
  { id: 'campaigns', title: 'Campaigns', icon: 'campaigns', href: '/campaigns' },
  reports,
  { id: 'analytics', title: 'Data Analytics', icon: 'analytics', href: '/analytics' },
  { id: 'compliance', title: 'Cloud Compliance', icon: 'compliance', href: '/cloud_asset_compliance' },
  { id: 'adapters', title: 'Adapters', icon: 'adapters', href: '/adapters' },
  { id: 'audit', title: 'Activity Logs', icon: 'audit', href: '/audit' },
  { id: 'instances', title: 'Manage Nodes', icon: 'nodes', href: '/instances' },
  { id: 'workflows', title: 'Workflows', icon: 'workflows', href: '/workflows' },
  { id: 'access_request_management', title: 'Access Request', icon: 'access', href: '/access_request_management' },
];

const SHELL_HEIGHT_PX = 720;
/** Room for 5 entries and More (6 slots of 36 px entries 2 px apart, after the list's 8 px padding). */
const FIVE_AND_MORE_PX = 250;

// Five entries: all fit a 720 px tall sidebar.
const fewEntries = [home, dashboard, assets, graph, queries];

interface StoryArgs {
  entries: SidebarNavEntry[];
  defaultCollapsed?: boolean;
  onCollapsedChange: (isCollapsed: boolean) => void;
  onNavigate: (href: string) => void;
  availableHeight?: number;
}

function Shell({ entries, defaultCollapsed, onCollapsedChange, onNavigate, availableHeight }: StoryArgs) {
  return (
    // A fixed height, so the entries that fit do not depend on the test browser's window.
    <div style={{ display: 'flex', height: SHELL_HEIGHT_PX }}>
      <Sidebar
        defaultCollapsed={defaultCollapsed}
        onCollapsedChange={onCollapsedChange}
        header={({ isCollapsed }) => <Logo isCollapsed={isCollapsed} href="/dashboard" />}
      >
        <SidebarNav entries={entries} onNavigate={onNavigate} availableHeight={availableHeight} />
      </Sidebar>
      <main style={{ flex: 1, padding: 24 }}>
        <h1 style={{ margin: 0, fontSize: 20 }}>Dashboard</h1>
      </main>
    </div>
  );
}

const meta = {
  title: 'UI/Sidebar',
  component: Shell,
  parameters: { layout: 'fullscreen' },
  args: { entries: fewEntries, onCollapsedChange: fn(), onNavigate: fn() },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Collapsed: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvas, canvasElement }) => {
    // Titles stay in the accessible names; a tooltip shows them on focus.
    const assets = canvas.getByRole('link', { name: 'Assets' });
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    // Logo, Home, Dashboard, then Assets.
    for (let step = 0; step < 4; step += 1) await userEvent.tab();
    await expect(assets).toHaveFocus();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Assets');
  },
};

/** What fits is what shows: the entries and More fill the body, with less than one entry's room left below. */
export const OverflowIntoMore: Story = {
  args: { entries: allEntries },
  play: async ({ canvas }) => {
    const navigation = canvas.getByRole('navigation', { name: 'Main' });
    const nav = within(navigation);
    const more = nav.getByRole('button', { name: 'More' });
    await expect(more).toBeVisible();
    const links = nav.getAllByRole('link');
    await expect(links.length).toBeGreaterThan(5);
    await expect(links.length).toBeLessThan(allEntries.length);
    const body = navigation.parentElement?.getBoundingClientRect();
    const entry = links[0]?.getBoundingClientRect();
    const left = (body?.bottom ?? 0) - more.getBoundingClientRect().bottom;
    await expect(left).toBeGreaterThanOrEqual(0);
    // Less than one entry (and its 2 px gap) would still fit below More.
    await expect(left).toBeLessThan((entry?.height ?? 0) + 2 + 4);
  },
};

export const DisabledEntry: Story = {
  args: { entries: [home, dashboard, assets, reports, queries] },
  play: async ({ args, canvas }) => {
    const reports = canvas.getByRole('link', { name: 'Reports' });
    await expect(reports).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(reports);
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const BadgeCount: Story = {
  args: {
    entries: [
      home,
      dashboard,
      findings,
      { id: 'notifications', title: 'Notifications', icon: 'bell', href: '/notifications', badgeCount: 1500 },
      assets,
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Findings Center (12)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Notifications (1500)' })).toHaveTextContent('99+');
  },
};

export const BadgeCountCollapsed: Story = {
  args: { ...BadgeCount.args, defaultCollapsed: true },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { entries: allEntries },
};

export const CurrentEntryIsMarked: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Assets' })).not.toHaveAttribute('aria-current');
  },
};

export const NavigatesWithKeyboardAndPointer: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Queries' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/queries', undefined);
    canvas.getByRole('link', { name: 'Assets' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/assets', undefined);
  },
};

export const ChoosesFromMoreWithKeyboard: Story = {
  tags: ['no-screenshot'],
  args: { entries: allEntries, availableHeight: FIVE_AND_MORE_PX },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const more = canvas.getByRole('button', { name: 'More' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: 'More' });
    // Entries 6 to 17 are in the menu; Findings Center comes first, with its badge.
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Findings Center (12)' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Case Management' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/case_management', undefined);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const ChoosesFromMoreWithPointer: Story = {
  tags: ['no-screenshot'],
  args: { entries: allEntries, availableHeight: FIVE_AND_MORE_PX },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    const menu = await body.findByRole('menu', { name: 'More' });
    await expect(within(menu).getByRole('menuitem', { name: 'Reports' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Activity Logs' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/audit', undefined);
  },
};

export const MoreMenuOpen: Story = {
  args: { entries: allEntries, availableHeight: FIVE_AND_MORE_PX },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await within(canvasElement.ownerDocument.body).findByRole('menu', { name: 'More' });
  },
};

export const CollapsesWithToggle: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);
    const expand = canvas.getByRole('button', { name: 'Expand sidebar' });
    // Icons only: the entry keeps its name but shrinks to the icon's box.
    await expect(canvas.getByRole('link', { name: 'Assets' }).getBoundingClientRect().width).toBeLessThan(64);
    expand.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Collapse sidebar' })).toHaveFocus();
  },
};

/**
 * A narrow frame (a laptop's window at 200% zoom): icons only although it was left expanded; the
 * toggle expands it for now, without changing what was chosen for wide windows, and a wide frame
 * shows that choice again.
 */
export const NarrowFrame: Story = {
  tags: ['no-screenshot'],
  render: function NarrowFrame(args) {
    const [widthPx, setWidthPx] = useState(SIDEBAR_NARROW_BELOW_PX - 260);
    return (
      <div style={{ width: widthPx }}>
        <button type="button" onClick={() => { setWidthPx(SIDEBAR_NARROW_BELOW_PX + 100); }}>
          Widen
        </button>
        <Shell {...args} />
      </div>
    );
  },
  play: async ({ args, canvas }) => {
    const assetsWidth = () => canvas.getByRole('link', { name: 'Assets' }).getBoundingClientRect().width;
    await expect(assetsWidth()).toBeLessThan(64);
    const expand = canvas.getByRole('button', { name: SIDEBAR_EXPAND_LABEL });
    expand.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: SIDEBAR_COLLAPSE_LABEL })).toHaveFocus();
    await expect(assetsWidth()).toBeGreaterThan(100);
    await expect(args.onCollapsedChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(assetsWidth()).toBeLessThan(64);
    await userEvent.click(canvas.getByRole('button', { name: 'Widen' }));
    await waitFor(() => expect(assetsWidth()).toBeGreaterThan(100));
    await expect(args.onCollapsedChange).not.toHaveBeenCalled();
  },
};

export const FitsAGivenHeight: Story = {
  // 400 px: 8 px of list padding, then 10 slots of 36 px entries 2 px apart: 9 entries and More.
  args: { entries: allEntries, availableHeight: 400 },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getAllByRole('link')).toHaveLength(9);
    await expect(nav.getByRole('button', { name: 'More' })).toBeVisible();
  },
};
