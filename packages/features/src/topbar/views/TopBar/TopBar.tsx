import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { Badge, Button, IconButton, useToast } from '@vigil/ui';
import { selectNotificationBadge, selectNotificationsCounted } from '../../../navigation/state/navigation.selectors';
import { gettingStartedToggled } from '../../../shell/state/shell.slice';
import { selectTopbarAccess, selectTopbarNotice } from '../../state/topbar.selectors';
import { noticeShown } from '../../state/topbar.slice';
import { TOPBAR_PATHS, settingsPath } from '../../topbar.constants';
import { TOPBAR_MESSAGES as M } from '../../topbar.messages';
import { DiscoverButton } from './DiscoverButton';
import { HelpMenu } from './HelpMenu';
import { detectPlatform, type ShortcutPlatform } from './platform';
import { TopBarSearch } from './TopBarSearch';
import { Actions, Bar, BellBadge, BellSlot, WorkspaceName } from './TopBar.styles';

/** Opens an address in a new tab that cannot reach back into the console. */
const openInNewTab = (url: string) => {
  window.open(url, '_blank', 'noopener');
};

export interface TopBarProps {
  /** The current workspace's name, shown first; nothing when not given. */
  workspaceName?: string;
  /**
   * Opens a Help link once the user chose Continue.
   * @default a new browser tab, with noopener
   */
  openExternal?: (url: string) => void;
  /**
   * Which search shortcut applies: Cmd+K on 'mac', Ctrl+Y on 'other'.
   * @default read from the browser (userAgentData, navigator.platform)
   */
  platform?: ShortcutPlatform;
}

/**
 * The signed-in console's top bar (a banner landmark): workspace name, global search, Discover
 * Now, Getting Started, Help, Notifications (only outside a data scope and with Notifications/View,
 * with the unread count), Tenants and System Settings. Needs the session, shell, navigation and
 * top bar stores, a router and a `ToastProvider` above it.
 */
export function TopBar({ workspaceName, openExternal = openInNewTab, platform = detectPlatform() }: TopBarProps) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const toaster = useToast();
  const access = useSelector(selectTopbarAccess);
  const notice = useSelector(selectTopbarNotice);
  const showNotifications = useSelector(selectNotificationsCounted);
  const unread = useSelector(selectNotificationBadge);

  useEffect(() => {
    if (!notice) return;
    toaster.show({ tone: 'error', title: notice.title });
    dispatch(noticeShown(notice.id));
  }, [notice, toaster, dispatch]);

  return (
    <Bar aria-label={M.topBar}>
      {workspaceName !== undefined && <WorkspaceName title={workspaceName}>{workspaceName}</WorkspaceName>}
      <TopBarSearch platform={platform} />
      <Actions>
        <DiscoverButton />
        {access.showGettingStarted && (
          <Button variant="ghost" onPress={() => dispatch(gettingStartedToggled())}>
            {M.gettingStarted}
          </Button>
        )}
        <HelpMenu openExternal={openExternal} />
        {showNotifications && (
          <BellSlot>
            <IconButton
              icon="bell"
              aria-label={unread ? M.notificationsUnread(unread) : M.notifications}
              title={M.notifications}
              onPress={() => {
                void navigate(TOPBAR_PATHS.findings);
              }}
            />
            {unread ? (
              <BellBadge aria-hidden="true" data-testid="notification-count">
                <Badge tone="verydangerous" count={unread} />
              </BellBadge>
            ) : null}
          </BellSlot>
        )}
        {access.showTenants && (
          <IconButton
            icon="grid"
            aria-label={M.tenants}
            title={M.tenants}
            onPress={() => {
              void navigate(TOPBAR_PATHS.tenantsManagement);
            }}
          />
        )}
        <IconButton
          icon="settings"
          aria-label={M.systemSettings}
          title={M.systemSettings}
          isDisabled={!access.canOpenSettings}
          onPress={() => {
            void navigate(settingsPath());
          }}
        />
      </Actions>
    </Bar>
  );
}
