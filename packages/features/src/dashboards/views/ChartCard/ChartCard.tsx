import { memo, useContext, useEffect, useMemo, useRef, type Key } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { VisuallyHidden } from 'react-aria-components';
import { CHART_COMPACT_BELOW_PX, IconButton, Menu, MenuItem, MenuTrigger, onFocusLost } from '@vigil/ui';
import type { Chart } from '@vigil/openapi';
import { ErrorReportingContext } from '../../../telemetry';
import { chartRender } from '../../chartData/chartRender';
import { CHART_RENDER_MARGIN_PX, DASHBOARD_PATHS } from '../../dashboards.constants';
import { DASHBOARDS_MESSAGES as M } from '../../dashboards.messages';
import { selectChartData } from '../../state/dashboards.selectors';
import { chartCsvRequested, chartDataRetryRequested, chartDuplicateRequested, chartPinToggled, dialogOpened } from '../../state/dashboard.slice';
import { ChartBody } from './ChartBody';
import { Card, CardBody, CardHeader, Description, HeaderMark, Placeholder, Spacer } from './ChartCard.styles';
import { ChartFailure, ChartFailureBoundary } from './ChartFailure';
import { useInView } from './useInView';
import { useLaidOutHeight, useOverflows } from './bodySize';

export interface ChartCardProps {
  chart: Chart;
  /** Height of the chart's drawing from its rows on the grid: the first guess, until the card's body is laid out and its own height is known. */
  heightPx: number;
  /** Edit, duplicate, move, pin and delete (Dashboard/Update on a space that is not read-only). */
  canEdit: boolean;
  /**
   * The dashboard's filter is on and does not narrow this chart (data over time from the daily
   * snapshots): the header says so.
   * @default false
   */
  isNotFiltered?: boolean;
}

/** Views whose content flows (figures, text), which the card's body scrolls when it is taller than the card. */
const FLOWING_VIEWS: ReadonlySet<string> = new Set(['summary', 'cards', 'text', 'rich_text']);

/**
 * The card's title, pin mark and menu. Memoised apart from the drawing: a card renders again as it
 * scrolls into view and as its data arrives, which its header (a menu trigger) need not follow.
 */
const ChartCardHeader = memo(function ChartCardHeader({ chart, canEdit, titleId, isNotFiltered }: { chart: Chart; canEdit: boolean; titleId: string; isNotFiltered: boolean }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const onAction = (key: Key) => {
    if (key === 'edit') void navigate(DASHBOARD_PATHS.chart(chart.space, chart.id));
    if (key === 'duplicate') dispatch(chartDuplicateRequested({ chartId: chart.id }));
    if (key === 'move') dispatch(dialogOpened({ kind: 'moveChart', chartId: chart.id }));
    if (key === 'pin') dispatch(chartPinToggled({ chartId: chart.id }));
    if (key === 'csv') dispatch(chartCsvRequested({ chartId: chart.id }));
    if (key === 'delete') dispatch(dialogOpened({ kind: 'deleteChart', chartId: chart.id }));
  };
  return (
    <CardHeader>
      {chart.show_title ? <h2 id={titleId}>{chart.name}</h2> : <Spacer />}
      {isNotFiltered && (
        <HeaderMark $tone="warning">
          {M.notFiltered}
          <VisuallyHidden>{M.notFilteredWhy}</VisuallyHidden>
        </HeaderMark>
      )}
      {chart.pinned && <HeaderMark $tone="info">{M.pinned}</HeaderMark>}
      <MenuTrigger>
        <IconButton icon="more" size="sm" aria-label={M.chartActions(chart.name)} />
        <Menu onAction={onAction} placement="bottom end">
          {canEdit ? <MenuItem id="edit">{M.chartEdit}</MenuItem> : null}
          {canEdit ? <MenuItem id="duplicate">{M.chartDuplicate}</MenuItem> : null}
          {canEdit ? <MenuItem id="move">{M.chartMove}</MenuItem> : null}
          {canEdit ? <MenuItem id="pin">{chart.pinned ? M.chartUnpin : M.chartPin}</MenuItem> : null}
          <MenuItem id="csv">{M.chartCsv}</MenuItem>
          {canEdit ? (
            <MenuItem id="delete" tone="danger">
              {M.chartDelete}
            </MenuItem>
          ) : null}
        </Menu>
      </MenuTrigger>
    </CardHeader>
  );
});

/**
 * One chart on the dashboard: its title, pin mark and menu, then its drawing once it scrolls into
 * view (a placeholder of its size until then); a failed chart shows its reason and Retry.
 */
// Memoised: the grid renders its items again on every step of a drag, and a chart redrawn for
// nothing is ApexCharts' whole drawing again (its options hold new functions each render).
export const ChartCard = memo(function ChartCard({ chart, heightPx, canEdit, isNotFiltered = false }: ChartCardProps) {
  const dispatch = useDispatch();
  const report = useContext(ErrorReportingContext);
  const entry = useSelector(selectChartData)[chart.id];
  const body = useRef<HTMLDivElement>(null);
  const card = useRef<HTMLElement>(null);
  const inView = useInView(body, CHART_RENDER_MARGIN_PX);
  // What the rows give, until the body is laid out: then its own height, under a description of any length.
  const laidOut = useLaidOutHeight(body);
  const drawHeightPx = laidOut !== null && laidOut > 0 ? laidOut : heightPx;
  const { render, description, error } = useMemo(() => {
    // The card shows the title and the description (a summary's goes under its value); the drawing only names its figure.
    if (entry?.status !== 'ok' || !entry.data) return { render: null, description: chart.description ?? null };
    let drawn;
    try {
      drawn = chartRender({ ...chart, show_title: false }, entry.data, drawHeightPx);
    } catch (error) {
      // Data this console cannot draw fails this chart alone, as a drawing that throws does.
      return { render: 'failed' as const, description: chart.description ?? null, error };
    }
    if (drawn.kind !== 'chart') return { render: drawn, description: chart.description ?? null };
    const { description: line, ...props } = drawn.props;
    return { render: { ...drawn, props: props as typeof drawn.props }, description: typeof line === 'string' ? line : null };
  }, [chart, entry, drawHeightPx]);
  useEffect(() => {
    if (error !== undefined) report?.('error', error);
  }, [error, report]);

  const flows = typeof render === 'object' && render?.kind === 'chart' && FLOWING_VIEWS.has(render.props.view);
  const overflows = useOverflows(body, flows, render);
  // A line's height (2 rows): the figure first, its description under it. Judged from the rows, not
  // the measured body, which moving the description would change.
  const compact = flows && heightPx < CHART_COMPACT_BELOW_PX;
  const titleId = `chart-title-${chart.id}`;
  let content;
  if (!inView || !entry || entry.status === 'loading') {
    content = <Placeholder $height={drawHeightPx}>{inView ? M.chartLoading(chart.name) : null}</Placeholder>;
  } else if (entry.status === 'error' || render === 'failed') {
    const failed = entry.status === 'error';
    content = (
      <ChartFailure
        name={chart.name}
        message={failed ? M.chartFailed : M.chartDrawFailed}
        detail={failed ? entry.message : null}
        height={drawHeightPx}
        onRetry={() => {
          dispatch(chartDataRetryRequested({ chartId: chart.id }));
          // Retry goes while the chart loads again: focus stays on the card, at its menu.
          onFocusLost(() => card.current?.querySelector<HTMLElement>('button')?.focus());
        }}
      />
    );
  } else if (render) {
    content = (
      <ChartFailureBoundary name={chart.name} height={drawHeightPx}>
        <ChartBody render={render} title={chart.name} height={drawHeightPx} />
      </ChartFailureBoundary>
    );
  }

  return (
    <Card ref={card} aria-labelledby={chart.show_title ? titleId : undefined} aria-label={chart.show_title ? undefined : chart.name}>
      <ChartCardHeader chart={chart} canEdit={canEdit} titleId={titleId} isNotFiltered={isNotFiltered} />
      {description && !compact && <Description>{description}</Description>}
      <CardBody ref={body} $flows={flows} {...(overflows && { tabIndex: 0, role: 'group', 'aria-label': M.chartScrolls(chart.name) })}>
        {content}
        {description && compact && <Description>{description}</Description>}
      </CardBody>
    </Card>
  );
});
