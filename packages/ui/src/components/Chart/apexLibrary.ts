// ApexCharts' own stylesheets, bundled by Vite as files that load with this lazy chunk: the
// charts set `chart.injectStyleSheet: false`, since the console's policy refuses injected style text.
import 'apexcharts/dist/apexcharts.css';
import 'apexcharts/dist/apexcharts-legend.css';
// The bare core and only what the charts use (ApexChartType, and the legend): about half the bytes
// of the full build, which carries every chart type and feature.
import 'apexcharts/bar';
import 'apexcharts/donut';
import 'apexcharts/heatmap';
// Also registers 'scatter': ApexCharts' scatter entry is a byte-for-byte copy of it, which
// would ship the same module twice.
import 'apexcharts/line';
import 'apexcharts/treemap';
import 'apexcharts/features/legend';

import ApexCharts from 'apexcharts/core';

export { default as ReactApexChart } from 'react-apexcharts/core';

/** The chart types warmed, most used first. */
const WARM_TYPES = ['bar', 'donut', 'line', 'heatmap'] as const;

/**
 * Draws a small chart of each type once, out of sight, and removes it. V8 compiles a function as
 * it first runs, so the first charts of a page pay for compiling much of ApexCharts; drawn here,
 * in the browser's idle time, that is done before a dashboard draws. `nextIdle` waits for the
 * next idle moment, and says false when the warm-up should stop.
 */
export async function warmUp(nextIdle: () => Promise<boolean>): Promise<void> {
  for (const type of WARM_TYPES) {
    if (!(await nextIdle())) return;
    const host = document.createElement('div');
    host.setAttribute('aria-hidden', 'true');
    host.style.cssText = 'position:fixed;left:-10000px;top:0;width:480px;height:240px;visibility:hidden;pointer-events:none';
    document.body.append(host);
    const chart = new ApexCharts(host, {
      chart: { type, height: 240, width: 480, injectStyleSheet: false, animations: { enabled: false }, toolbar: { show: false }, accessibility: { enabled: false } },
      series: type === 'donut' ? [3, 2, 1] : [{ name: 'a', data: [3, 1, 2] }, { name: 'b', data: [1, 2, 3] }],
      ...(type === 'donut' ? { labels: ['a', 'b', 'c'] } : { xaxis: { categories: ['a', 'b', 'c'] } }),
      legend: { show: true },
    });
    try {
      await chart.render();
    } finally {
      chart.destroy();
      host.remove();
    }
  }
}
