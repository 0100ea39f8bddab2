import { useCallback, useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, EmptyState, Spinner, lazyModule } from '@vigil/ui';
import { CHART_GRID_COLUMNS, spaceFilterApplies } from '@vigil/openapi';
import { NewDashboardAnnouncement } from '../../../onboarding/views/NewDashboardAnnouncement';
import { DASHBOARD_PATHS, DASHBOARD_ROW_HEIGHT_PX, NEW_CHART_ID, NEW_SPACE_ID, isSpaceEditable } from '../../dashboards.constants';
import { DASHBOARDS_MESSAGES as M } from '../../dashboards.messages';
import {
  selectAddedChartId,
  selectCanUpdateDashboards,
  selectDashboardDialog,
  selectDashboardNavigation,
  selectDashboardNotice,
  selectGridItems,
  selectOpenCharts,
  selectOpenSpace,
  selectSpaces,
} from '../../state/dashboards.selectors';
import {
  addedChartFocused,
  dashboardClosed,
  dashboardNoticeDismissed,
  dashboardNoticeShown,
  dashboardOpened,
  dialogOpened,
  gridInteractionChanged,
  layoutChangeRequested,
  spaceFromTemplateRequested,
  spacesRequested,
} from '../../state/dashboard.slice';
import { preloadChartBodies } from '../ChartCard/ChartBody';
import { ChartCard } from '../ChartCard/ChartCard';
import { DASHBOARD_GRID_GAP_PX, DashboardGrid, type DashboardGridItem } from '../SpaceGrid/grid';
import { Centre, Page } from './DashboardScreen.styles';
import { SpaceHeader } from './SpaceHeader';
import { useReturnFocus } from './useReturnFocus';

// The dialogs (the chart wizard with its forms, the filter's query builder, sharing, templates,
// import) load when one first opens: showing a dashboard needs none of them. Not React.lazy, as the
// charts (ChartBody): no suspending, so a first dialog is not held back.
const spaceDialogs = lazyModule(() => import('./SpaceDialogs'));

function OpenDialog({ isOpen }: { isOpen: boolean }) {
  const dialogs = spaceDialogs.useModule(isOpen, 'throw');
  useReturnFocus(isOpen);
  return isOpen && dialogs ? <dialogs.SpaceDialogs /> : null;
}

export interface DashboardScreenProps {
  /** The address's dashboard (`/dashboard/:spaceId`); null for the first favourite (the home at `/`). */
  spaceId: string | null;
  /** The address's chart (`/dashboard/:spaceId/:chartId`): its chart wizard; `new` for a new chart. */
  chartId?: string | null;
  /** With spaceId `new` (`/dashboard/new?template=<id>`): the template of the new dashboard; without one, the home with the new dashboard form. */
  templateId?: string | null;
  /**
   * Shown inside another page (the home, under its overview): titles at level 2 and no
   * announcement over it.
   * @default false
   */
  embedded?: boolean;
}

/** Room the grid item's padding and border and the card's header take from a chart's rows. */
const CARD_CHROME_PX = 70;

/** The height a chart's drawing gets from its rows on the grid (24 px at the least size, 2 rows: a summary's or cards' one line). */
export const chartHeightPx = (rows: number) => Math.max(24, rows * DASHBOARD_ROW_HEIGHT_PX + (rows - 1) * DASHBOARD_GRID_GAP_PX - CARD_CHROME_PX);

/**
 * A dashboard (space): its header and actions, its charts on the grid with their data (one
 * request per space; each chart drawn when it scrolls into view), and its dialogs. At the home
 * it opens the caller's first favourite, or offers to create the first dashboard.
 */
export function DashboardScreen({ spaceId, chartId = null, templateId = null, embedded = false }: DashboardScreenProps) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const spaces = useSelector(selectSpaces);
  const space = useSelector(selectOpenSpace);
  const charts = useSelector(selectOpenCharts);
  const items = useSelector(selectGridItems);
  const notice = useSelector(selectDashboardNotice);
  const navigation = useSelector(selectDashboardNavigation);
  const addedChartId = useSelector(selectAddedChartId);
  const { dialog } = useSelector(selectDashboardDialog);
  const canUpdate = useSelector(selectCanUpdateDashboards);
  // The role's permission, and this dashboard's sharing as the server reads it for the caller (a viewer edits nothing).
  const canEdit = canUpdate && space !== null && isSpaceEditable(space);

  const isNew = spaceId === NEW_SPACE_ID;
  // Chart code preloads on a dashboard's own page only: on the home the dashboard sits under the
  // overview, and its charts wait to be scrolled to.
  const hasTableChart = charts.some((chart) => chart.view === 'table');
  useEffect(() => {
    if (!embedded) preloadChartBodies(hasTableChart);
  }, [embedded, hasTableChart]);
  useEffect(() => {
    dispatch(dashboardOpened({ spaceId: isNew ? null : spaceId }));
    if (isNew && templateId) dispatch(spaceFromTemplateRequested({ templateId }));
    else if (isNew) dispatch(dialogOpened({ kind: 'create' }));
  }, [dispatch, spaceId, isNew, templateId]);
  useEffect(
    () => () => {
      dispatch(dashboardClosed());
    },
    [dispatch],
  );

  // The address's chart opens the wizard; closing the wizard goes back to the space's address.
  const spaceUuid = space?.uuid ?? null;
  // A chart the space does not have (an old link, a chart deleted meanwhile) is said so, and the
  // address goes back to the space: the wizard would otherwise open blank, as a new chart.
  const chartMissing = chartId !== null && chartId !== NEW_CHART_ID && space?.charts !== undefined && !space.charts.some((chart) => chart.id === chartId);
  useEffect(() => {
    if (!chartId || !spaceUuid || !canEdit) return;
    if (chartMissing) {
      dispatch(dashboardNoticeShown({ tone: 'error', text: M.chartNotFound }));
      void navigate(DASHBOARD_PATHS.space(spaceUuid), { replace: true });
      return;
    }
    dispatch(dialogOpened({ kind: 'wizard', ...(chartId === NEW_CHART_ID ? {} : { chartId }) }));
  }, [dispatch, navigate, chartId, spaceUuid, canEdit, chartMissing]);
  const previousKind = useRef(dialog?.kind);
  // The new dashboard form at its address, closed with no dashboard made (which would have moved
  // the page to it): back to where it was opened from, or home when the address was opened directly.
  const navigationId = navigation?.id;
  const navigationWhenCreateOpened = useRef(navigationId);
  useEffect(() => {
    if (previousKind.current === 'wizard' && dialog?.kind !== 'wizard' && chartId && spaceUuid) void navigate(DASHBOARD_PATHS.space(spaceUuid), { replace: true });
    if (dialog?.kind === 'create' && previousKind.current !== 'create') navigationWhenCreateOpened.current = navigationId;
    if (previousKind.current === 'create' && dialog?.kind !== 'create' && isNew && navigationId === navigationWhenCreateOpened.current) {
      if (location.key === 'default') void navigate(DASHBOARD_PATHS.home, { replace: true });
      else void navigate(-1);
    }
    previousKind.current = dialog?.kind;
  }, [dialog?.kind, chartId, spaceUuid, navigate, isNew, navigationId, location.key]);

  useEffect(() => {
    if (navigation && location.pathname !== navigation.to) void navigate(navigation.to, { replace: navigation.replace });
    // Only a new navigation moves the page (its id changes with each).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigation?.id]);

  const onAddedChartFocused = useCallback(() => dispatch(addedChartFocused()), [dispatch]);
  const onLayoutChange = useCallback(
    (changed: DashboardGridItem[]) => dispatch(layoutChangeRequested(changed.map(({ id, x, y, w, h }) => ({ id, layout: { x, y, w, h } })))),
    [dispatch],
  );
  const onInteractionChange = useCallback((active: boolean) => dispatch(gridInteractionChanged(active)), [dispatch]);
  const byId = new Map(charts.map((chart) => [chart.id, chart]));
  const isFiltered = Boolean(space?.spaceFilter);

  const noticeAlert = notice && <Alert tone={notice.tone} title={notice.text} onDismiss={() => dispatch(dashboardNoticeDismissed())} />;

  if (spaces.status === 'loading' || spaces.status === 'idle' || (isNew && templateId && !notice)) {
    return (
      <Page aria-label={M.home}>
        <Centre>
          <Spinner label={isNew && templateId ? M.creatingSpace : M.spaceLoading} />
        </Centre>
      </Page>
    );
  }
  if (spaces.status === 'failed') {
    return (
      <Page aria-label={M.home}>
        <Alert
          tone="error"
          title={spaces.error ?? M.loadFailed}
          action={
            <Button variant="secondary" onPress={() => dispatch(spacesRequested())}>
              {M.retry}
            </Button>
          }
        />
      </Page>
    );
  }
  if (!space) {
    const none = spaceId === null;
    return (
      <Page aria-label={M.home}>
        {embedded ? <h2>{M.home}</h2> : <h1>{M.home}</h1>}
        {noticeAlert}
        <EmptyState
          title={none ? M.noSpaces : M.spaceNotFound}
          description={none ? M.noSpacesHint : undefined}
          action={
            none && canUpdate ? (
              <>
                <Button variant="primary" onPress={() => dispatch(dialogOpened({ kind: 'create' }))}>
                  {M.newDashboard}
                </Button>
                <Button variant="secondary" onPress={() => dispatch(dialogOpened({ kind: 'template' }))}>
                  {M.fromTemplate}
                </Button>
              </>
            ) : (
              <Link to={DASHBOARD_PATHS.list}>{M.allDashboards}</Link>
            )
          }
        />
        <OpenDialog isOpen={Boolean(dialog)} />
      </Page>
    );
  }

  return (
    <Page aria-labelledby="space-title">
      <SpaceHeader space={space} canEdit={canEdit} headingLevel={embedded ? 2 : 1} />
      {noticeAlert}
      {charts.length === 0 ? (
        <EmptyState
          title={M.emptySpace}
          description={M.emptySpaceHint}
          action={
            canEdit ? (
              <Button variant="primary" onPress={() => void navigate(DASHBOARD_PATHS.newChart(space.uuid))}>
                {M.addChart}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <DashboardGrid
          aria-label={M.gridLabel(space.name)}
          items={items}
          columns={CHART_GRID_COLUMNS}
          rowHeightPx={DASHBOARD_ROW_HEIGHT_PX}
          isEditable={canEdit}
          onLayoutChange={onLayoutChange}
          onInteractionChange={onInteractionChange}
          // A chart just added is below the others: focus (and the view) go to it.
          focusItemId={dialog ? null : addedChartId}
          onItemFocused={onAddedChartFocused}
          itemLabel={(id) => byId.get(id)?.name ?? id}
          renderItem={(id) => {
            const chart = byId.get(id);
            return chart ? (
              <ChartCard chart={chart} heightPx={chartHeightPx(chart.layout.h)} canEdit={canEdit} isNotFiltered={isFiltered && !spaceFilterApplies(chart)} />
            ) : null;
          }}
        />
      )}
      <OpenDialog isOpen={Boolean(dialog)} />
      {/* Until the user has seen it; never over another dialog (two modals would each make the other inert). */}
      {!embedded && !dialog && <NewDashboardAnnouncement />}
    </Page>
  );
}
