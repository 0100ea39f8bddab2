import { useCallback, useEffect, useRef } from 'react';
import type { ChartSelection } from './Chart.types';

/** Maps ApexCharts' series and point indices to the selection handed to `onSelect`. */
export type SelectionResolver = (seriesIndex: number, dataIndex: number) => ChartSelection | undefined;

function toIndex(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : undefined;
}

/**
 * A stable handler for ApexCharts' point events: the chart's options stay memoised (so it is
 * not redrawn on every render) while the latest `onSelect` and data are used.
 */
export function useSelectHandler(
  onSelect: ((selection: ChartSelection) => void) | undefined,
  resolve: SelectionResolver,
): (seriesIndex: unknown, dataIndex: unknown) => void {
  const latest = useRef({ onSelect, resolve });
  useEffect(() => {
    latest.current = { onSelect, resolve };
  });
  return useCallback((seriesIndex: unknown, dataIndex: unknown) => {
    const s = toIndex(seriesIndex);
    const d = toIndex(dataIndex);
    const { onSelect: select, resolve: find } = latest.current;
    if (s === undefined || d === undefined || !select) return;
    const selection = find(s, d);
    if (selection) select(selection);
  }, []);
}
