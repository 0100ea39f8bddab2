import { useTheme } from 'styled-components';
import { CHART_DEFAULT_HEIGHT_PX, type ChartBaseProps, type ChartSelection } from './Chart.types';
import { ChartFrame, type ChartTableModel } from './ChartFrame';
import { VennSvg } from './Chart.styles';
import { formatChartValue } from './chartFormat';

/** The most sets a Venn view draws (the spec's `venn_triangle`: three circles in a triangle). */
export const VENN_MAX_SETS = 3;

/** One set: a circle. */
export interface VennSet {
  /** The set's name (usually its query's name). */
  name: string;
  /** How many items it holds. */
  size: number;
}

/** The overlap of two or three sets. */
export interface VennIntersection {
  /** The names of the overlapping sets. */
  sets: string[];
  /** How many items are in all of them. */
  size: number;
}

export interface VennChartProps extends ChartBaseProps {
  /** One to three sets; further sets are not drawn. */
  sets: VennSet[];
  /** The overlaps to label, by set names. */
  intersections?: VennIntersection[];
}

interface Point {
  x: number;
  y: number;
}

const VIEW_WIDTH = 360;
const VIEW_HEIGHT = 264;

/** Where a set's label goes: a point, its anchor, and the characters its lane holds. */
interface LabelPlace {
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
  chars: number;
}

/**
 * Circle centres and radius per number of sets, in the 360 by 264 view box, and each set's label in
 * a lane of its own (above or below the circles, or one half of the top), so that long names never
 * overlap: a name longer than its lane is cut with an ellipsis, and its whole text is the label's title.
 */
const LAYOUTS: Record<number, { centres: Point[]; r: number; labels: LabelPlace[] }> = {
  1: { centres: [{ x: 180, y: 132 }], r: 96, labels: [{ x: 180, y: 26, anchor: 'middle', chars: 48 }] },
  2: {
    centres: [{ x: 135, y: 132 }, { x: 225, y: 132 }],
    r: 90,
    labels: [
      { x: 180, y: 32, anchor: 'middle', chars: 48 },
      { x: 180, y: 246, anchor: 'middle', chars: 48 },
    ],
  },
  3: {
    centres: [{ x: 140, y: 100 }, { x: 220, y: 100 }, { x: 180, y: 166 }],
    r: 72,
    labels: [
      { x: 174, y: 18, anchor: 'end', chars: 24 },
      { x: 186, y: 18, anchor: 'start', chars: 24 },
      { x: 180, y: 256, anchor: 'middle', chars: 48 },
    ],
  },
};

/** A set's name cut to what its lane holds beside its count (at least a few letters and an ellipsis). */
function fitName(name: string, count: string, chars: number): string {
  const room = Math.max(4, chars - count.length - 1);
  return name.length <= room ? name : `${name.slice(0, room - 1).trimEnd()}…`;
}

/** Where an overlap's count goes: the centroid of its circles' centres, pushed away from the others. */
function overlapPoint(indices: number[], centres: Point[]): Point {
  const inside = indices.map((i) => centres[i]).filter((p): p is Point => p !== undefined);
  const mean = (ps: Point[]): Point => ({
    x: ps.reduce((s, p) => s + p.x, 0) / ps.length,
    y: ps.reduce((s, p) => s + p.y, 0) / ps.length,
  });
  const m = mean(inside);
  if (inside.length === centres.length || inside.length === 0) return m;
  const outside = mean(centres.filter((_, i) => !indices.includes(i)));
  const dx = m.x - outside.x;
  const dy = m.y - outside.y;
  const len = Math.hypot(dx, dy) || 1;
  return { x: m.x + (dx / len) * 12, y: m.y + (dy / len) * 12 };
}

/** Up to three sets as overlapping circles with their overlaps labelled: the spec's `venn_triangle` view. */
export function VennChart({
  sets: allSets,
  intersections = [],
  ...frame
}: VennChartProps) {
  const { height = CHART_DEFAULT_HEIGHT_PX, onSelect, unit } = frame;
  const theme = useTheme();
  const sets = allSets.slice(0, VENN_MAX_SETS);
  const layout = LAYOUTS[sets.length];
  const names = sets.map((s) => s.name);
  const overlaps = intersections
    .map((o) => ({ ...o, indices: o.sets.map((n) => names.indexOf(n)) }))
    .filter((o) => o.indices.length >= 2 && o.indices.every((i) => i >= 0));

  const selections: ChartSelection[] = [
    ...sets.map((s, i) => ({ seriesName: s.name, seriesIndex: i, dataIndex: 0, value: s.size })),
    ...overlaps.map((o, i) => ({ seriesName: o.sets.join(' ∩ '), seriesIndex: sets.length + i, dataIndex: 0, value: o.size })),
  ];
  const table: ChartTableModel = {
    rowHeader: 'Set',
    columns: ['Count'],
    rows: selections.map((selection) => ({ label: selection.seriesName, cells: [{ value: selection.value, selection }] })),
  };
  const select = (selection: ChartSelection | undefined) => {
    if (onSelect && selection) onSelect(selection);
  };
  const selectable = onSelect ? true : undefined;

  return (
    <ChartFrame
      {...frame}
      height={height}
      isEmpty={!layout || sets.every((s) => s.size === 0)}
      table={table}
    >
      {layout && (
        <VennSvg aria-hidden="true" viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`} height={height} preserveAspectRatio="xMidYMid meet">
          {sets.map((set, i) => {
            const c = layout.centres[i] ?? { x: 0, y: 0 };
            const colour = theme.colors.chart[i % theme.colors.chart.length] ?? theme.colors.primary;
            return (
              <circle
                key={set.name}
                className="venn-set"
                cx={c.x}
                cy={c.y}
                r={layout.r}
                fill={colour}
                stroke={colour}
                data-selectable={selectable}
                onClick={() => {
                  select(selections[i]);
                }}
              />
            );
          })}
          {sets.map((set, i) => {
            const place = layout.labels[i];
            if (!place) return null;
            const count = formatChartValue(set.size, unit);
            return (
              <g
                key={set.name}
                data-selectable={selectable}
                onClick={() => {
                  select(selections[i]);
                }}
              >
                <title>{`${set.name} ${count}`}</title>
                <text x={place.x} y={place.y} textAnchor={place.anchor}>
                  {fitName(set.name, count, place.chars)}{' '}
                  <tspan className="venn-count">{count}</tspan>
                </text>
              </g>
            );
          })}
          {overlaps.map((o, i) => {
            const p = overlapPoint(o.indices, layout.centres);
            return (
              <g
                key={o.sets.join('|')}
                data-selectable={selectable}
                onClick={() => {
                  select(selections[sets.length + i]);
                }}
              >
                <text className="venn-count" x={p.x} y={p.y + 4} textAnchor="middle">
                  {formatChartValue(o.size, unit)}
                </text>
              </g>
            );
          })}
        </VennSvg>
      )}
    </ChartFrame>
  );
}
