import { useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import type { NavigationEntryId } from '@vigil/openapi';
import { Logo, Sidebar, SidebarNav, type IconName, type SidebarNavEntry } from '@vigil/ui';
import { LOGO_PATH, SIDEBAR_COLLAPSED_STORAGE_KEY } from '../../navigation.constants';
import { selectCanViewDashboard } from '../../../shell/state/shell.selectors';
import { currentEntryId, selectSidebarEntries } from '../../state/navigation.selectors';
import { DataScopeConnectDialog } from '../DataScopeConnectDialog';
import { UserMenu } from '../UserMenu';
import { WorkspaceSwitcher } from '../WorkspaceSwitcher';
import { FooterControls } from './NavigationSidebar.styles';

/** The icon of each sidebar entry. */
export const NAVIGATION_ICONS: Record<NavigationEntryId, IconName> = {
  home: 'grid',
  dashboard: 'dashboard',
  assets: 'assets',
  assetGraph: 'graph',
  queries: 'queries',
  findings: 'findings',
  case_management: 'cases',
  enforcements: 'enforcements',
  campaigns: 'campaigns',
  reports: 'reports',
  analytics: 'analytics',
  compliance: 'compliance',
  adapters: 'adapters',
  audit: 'audit',
  instances: 'nodes',
  workflows: 'workflows',
  access_request_management: 'access',
};

export interface NavigationSidebarProps {
  /**
   * Where the collapsed state is kept between visits.
   * @default localStorage
   */
  storage?: Storage;
}

/**
 * The signed-in console's left sidebar: the product logo (a link to the landing page, inert
 * without Dashboard/View), the entries the rules show for this user (disabled ones visible but
 * unusable, the current page marked, those that do not fit the measured height under More,
 * workspace bookmarks first), and at the bottom the user menu and the workspace switcher. The
 * collapsed state is remembered.
 */
export function NavigationSidebar({ storage = globalThis.localStorage }: NavigationSidebarProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const entries = useSelector(selectSidebarEntries);
  const canViewDashboard = useSelector(selectCanViewDashboard);
  const [isCollapsed, setCollapsed] = useState(() => storage.getItem(SIDEBAR_COLLAPSED_STORAGE_KEY) === 'true');

  const current = currentEntryId(entries, pathname);
  // The same list while the entries and the current one stay: the nav measures and renders its entries again on a new list.
  const navEntries = useMemo(
    (): SidebarNavEntry[] =>
      entries.map(({ rule, isEnabled }) => ({
        id: rule.id,
        title: rule.title,
        icon: NAVIGATION_ICONS[rule.id],
        href: rule.path,
        isDisabled: !isEnabled,
        isCurrent: rule.id === current,
      })),
    [entries, current],
  );

  return (
    <>
      <Sidebar
        isCollapsed={isCollapsed}
        onCollapsedChange={(collapsed) => {
          setCollapsed(collapsed);
          storage.setItem(SIDEBAR_COLLAPSED_STORAGE_KEY, String(collapsed));
        }}
        header={({ isCollapsed: collapsed }) => (
          <Logo isCollapsed={collapsed} isInert={!canViewDashboard} onPress={() => void navigate(LOGO_PATH)} />
        )}
        footer={({ isCollapsed: collapsed }) => (
          <FooterControls $collapsed={collapsed}>
            <UserMenu isCollapsed={collapsed} />
            <WorkspaceSwitcher />
          </FooterControls>
        )}
      >
        <SidebarNav entries={navEntries} onNavigate={(href) => void navigate(href)} />
      </Sidebar>
      <DataScopeConnectDialog />
    </>
  );
}
