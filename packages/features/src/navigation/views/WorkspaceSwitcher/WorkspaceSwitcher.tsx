import type { Key } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { IconButton, Menu, MenuItem, MenuTrigger } from '@vigil/ui';
import { NAVIGATION_MESSAGES as M } from '../../navigation.messages';
import { selectCurrentWorkspace, selectWorkspaces, selectWorkspacesEnabled } from '../../state/navigation.selectors';
import { workspaceMenuOpened, workspaceSelected } from '../../state/navigation.slice';

/**
 * The nine-dots workspace switcher (with the internal flag enable_workspaces): the workspaces are
 * fetched each time it opens, the current one is checked, and picking another switches to it.
 */
export function WorkspaceSwitcher() {
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  const enabled = useSelector(selectWorkspacesEnabled);
  const { status, items } = useSelector(selectWorkspaces);
  const current = useSelector(selectCurrentWorkspace);
  if (!enabled) return null;

  const onAction = (key: Key) => {
    if (items.some((workspace) => workspace.id === key)) dispatch(workspaceSelected({ id: String(key), pathname }));
  };

  return (
    <MenuTrigger
      onOpenChange={(isOpen) => {
        if (isOpen) dispatch(workspaceMenuOpened());
      }}
    >
      <IconButton icon="grid" aria-label={M.workspaces} title={M.workspaces} size="sm" />
      <Menu
        aria-label={M.workspaces}
        placement="end bottom"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={current ? [current.id] : []}
        onAction={onAction}
      >
        {status === 'loaded' ? (
          items.map((workspace) => (
            <MenuItem key={workspace.id} id={workspace.id}>
              {workspace.name}
            </MenuItem>
          ))
        ) : (
          <MenuItem id="workspaces-status" isDisabled>
            {status === 'failed' ? M.workspacesFailed : M.loadingWorkspaces}
          </MenuItem>
        )}
      </Menu>
    </MenuTrigger>
  );
}
