import type { Key } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { Button, IconButton, Menu, MenuItem, MenuSeparator, MenuTrigger } from '@vigil/ui';
import type { Space } from '@vigil/openapi';
import { DASHBOARD_PATHS } from '../../dashboards.constants';
import { DASHBOARDS_MESSAGES as M } from '../../dashboards.messages';
import { dialogOpened, favoriteToggled, spaceExportRequested, spaceTemplateExportRequested, type SpaceDialogKind } from '../../state/dashboard.slice';
import { Actions, Header, Title } from './DashboardScreen.styles';
import { FavoriteToggle } from './FavoriteToggle';

export interface SpaceHeaderProps {
  space: Space;
  /** Changes to the space and its charts (Dashboard/Update, and the space not read-only). */
  canEdit: boolean;
  /** The title's level: 2 on the home page, under its own heading. @default 1 */
  headingLevel?: 1 | 2;
}

/** The space's name and favourite, then Refresh, Share, Filter, Export, Add chart and the menu of the rest. */
export function SpaceHeader({ space, canEdit, headingLevel = 1 }: SpaceHeaderProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const open = (kind: SpaceDialogKind) => dispatch(dialogOpened({ kind }));
  const onMenu = (key: Key) => {
    if (key === 'exportTemplate') dispatch(spaceTemplateExportRequested());
    else open(key as SpaceDialogKind);
  };
  return (
    <Header>
      <Title>
        <Heading id="space-title">{space.name}</Heading>
        <FavoriteToggle name={space.name} isFavorite={space.favorite ?? false} onChange={(favorite) => dispatch(favoriteToggled({ spaceId: space.uuid, favorite }))} />
      </Title>
      <Actions>
        <Button variant="secondary" onPress={() => open('refresh')} isDisabled={!canEdit}>
          {M.refresh}
        </Button>
        {canEdit && (
          <>
            <Button variant="secondary" onPress={() => open('share')}>
              {M.share}
            </Button>
            <Button variant="secondary" onPress={() => open('filter')}>
              {space.spaceFilter ? M.filtered : M.filter}
            </Button>
          </>
        )}
        <Button variant="secondary" onPress={() => dispatch(spaceExportRequested())}>
          {M.exportSpace}
        </Button>
        {canEdit && (
          <Button variant="primary" onPress={() => void navigate(DASHBOARD_PATHS.newChart(space.uuid))}>
            {M.addChart}
          </Button>
        )}
        {canEdit && (
          <MenuTrigger>
            <IconButton icon="more" aria-label={M.moreActions} />
            <Menu onAction={onMenu} placement="bottom end">
              <MenuItem id="create">{M.newDashboard}</MenuItem>
              <MenuSeparator />
              <MenuItem id="rename">{M.rename}</MenuItem>
              <MenuItem id="duplicate">{M.duplicate}</MenuItem>
              <MenuItem id="template">{M.applyTemplate}</MenuItem>
              {space.from_template ? <MenuItem id="reset">{M.resetSpace}</MenuItem> : null}
              <MenuItem id="import">{M.importDashboard}</MenuItem>
              <MenuItem id="exportTemplate">{M.exportAsTemplate}</MenuItem>
              <MenuSeparator />
              <MenuItem id="deleteSpace" tone="danger">
                {M.deleteSpace}
              </MenuItem>
            </Menu>
          </MenuTrigger>
        )}
      </Actions>
    </Header>
  );
}
