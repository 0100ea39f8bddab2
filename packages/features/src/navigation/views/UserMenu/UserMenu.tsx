import type { Key } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { Avatar, Button, Menu, MenuHeader, MenuItem, MenuSection, MenuTrigger, SubmenuTrigger, Tooltip } from '@vigil/ui';
import { logoutRequested } from '../../../session/state/session.slice';
import { dataScopeConnectRequested } from '../../../shell/state/shell.slice';
import { SCOPE_TOOLTIP_DELAY_MS } from '../../navigation.constants';
import { NAVIGATION_MESSAGES as M } from '../../navigation.messages';
import { selectCanConnectAs, selectDataScopeOptions, selectUserIdentity } from '../../state/navigation.selectors';
import { connectAsMenuOpened } from '../../state/navigation.slice';
import { ScopeName, TriggerContent, TriggerName } from './UserMenu.styles';

/** Where User Settings goes (the My Account route). */
export const ACCOUNT_PATH = '/account';

export interface UserMenuProps {
  /**
   * Shows only the avatar (the collapsed sidebar).
   * @default false
   */
  isCollapsed?: boolean;
}

function ConnectAsItems() {
  const { status, options } = useSelector(selectDataScopeOptions);
  if (status !== 'loaded' || options === null) {
    return (
      <MenuItem id="scopes-status" isDisabled>
        {status === 'failed' ? M.scopesFailed : M.loadingScopes}
      </MenuItem>
    );
  }
  if (options.scopes.length === 0) {
    return (
      <MenuItem id="scopes-status" isDisabled>
        {M.noDataScopes}
      </MenuItem>
    );
  }
  return options.scopes.map((scope) => (
    // Long scope names are cut short in the menu: the tooltip gives the whole name.
    <Tooltip key={scope.uuid} content={scope.name} delay={SCOPE_TOOLTIP_DELAY_MS} placement="end">
      <MenuItem id={`scope:${scope.uuid}`} textValue={scope.name}>
        <ScopeName>{scope.name}</ScopeName>
      </MenuItem>
    </Tooltip>
  ));
}

/**
 * The user popover at the bottom of the sidebar: who is signed in (name, e-mail, (RO) for a
 * read-only owner), User Settings, Connect As (data scopes, with Settings/DataScopeImpersonation;
 * the list is fetched each time the menu opens) and Logout.
 */
export function UserMenu({ isCollapsed = false }: UserMenuProps) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const identity = useSelector(selectUserIdentity);
  const canConnectAs = useSelector(selectCanConnectAs);
  const scopes = useSelector(selectDataScopeOptions).options?.scopes ?? [];
  if (identity === null) return null;
  const name = identity.readOnly ? `${identity.name} ${M.readOnlyMarker}` : identity.name;

  const onAction = (key: Key) => {
    if (key === 'settings') void navigate(ACCOUNT_PATH);
    else if (key === 'logout') dispatch(logoutRequested());
  };
  const onScope = (key: Key) => {
    const scope = scopes.find((item) => `scope:${item.uuid}` === key);
    if (scope) dispatch(dataScopeConnectRequested({ uuid: scope.uuid, name: scope.name }));
  };

  return (
    <MenuTrigger
      onOpenChange={(isOpen) => {
        if (isOpen && canConnectAs) dispatch(connectAsMenuOpened());
      }}
    >
      <Button variant="ghost" size="sm" aria-label={name}>
        <TriggerContent>
          <Avatar name={identity.name} size="sm" />
          {!isCollapsed && <TriggerName>{name}</TriggerName>}
        </TriggerContent>
      </Button>
      <Menu aria-label={M.userMenu} placement="end bottom" onAction={onAction}>
        <MenuSection aria-label={name}>
          <MenuHeader title={name} lines={[identity.email]} />
          <MenuItem id="settings">{M.userSettings}</MenuItem>
          {canConnectAs && (
            <SubmenuTrigger>
              <MenuItem id="connect-as">{M.connectAs}</MenuItem>
              <Menu aria-label={M.connectAs} placement="end top" onAction={onScope}>
                <ConnectAsItems />
              </Menu>
            </SubmenuTrigger>
          )}
          <MenuItem id="logout">{M.logout}</MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  );
}
