// charts.html?mode=decimated|undecimated: a 12-chart dashboard, each chart's props fetched from
// /series/<i>.json. "undecimated" draws the long line, timeline and scatter series with
// react-apexcharts directly and every point (the comparison); the other charts are the same in
// both modes. Sets window.__chartsPainted once every chart's SVG holds its series.
import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTheme } from 'styled-components';
import { Chart, ThemeProvider, preloadCharts, type ChartProps, type XYSeries } from '@vigil/ui';
// The ui's own chart settings (no animation, theme colours), so only decimation differs.
import { baseChartOptions, type ApexOptions } from '../../../packages/ui/src/components/Chart/chartOptions';

declare global {
  interface Window {
    __chartsPainted?: number;
  }
}

// The ui's own loader, so both modes load ApexCharts the same way.
const ReactApexChart = lazy(() => preloadCharts().then((module) => ({ default: module.ReactApexChart })));

const CHART_COUNT = 12;
const HEIGHT_PX = 240;

/** What a long view would draw without decimation: ApexCharts fed every point. */
function Undecimated({ props }: { props: ChartProps }) {
  const theme = useTheme();
  const base = baseChartOptions(theme);
  let series: XYSeries[] = [];
  if (props.view === 'line') {
    series = props.series.map((s) => ({ name: s.name, data: s.data.map((y, x) => ({ x, y })) }));
  } else if (props.view === 'timeline' || props.view === 'scatter_plot') {
    series = props.series;
  }
  const options: ApexOptions = {
    ...base,
    stroke: { curve: 'straight', width: 2 },
    markers: { size: props.view === 'scatter_plot' ? 5 : 0 },
    xaxis: { ...base.xaxis, type: props.view === 'timeline' ? 'datetime' : 'numeric' },
  };
  return (
    <figure role="figure" aria-label={props.title} style={{ margin: 0 }}>
      <Suspense>
        <ReactApexChart type={props.view === 'scatter_plot' ? 'scatter' : 'line'} series={series} options={options} height={HEIGHT_PX} width="100%" />
      </Suspense>
    </figure>
  );
}

function Slot({ index, undecimated }: { index: number; undecimated: boolean }) {
  const [props, setProps] = useState<ChartProps | undefined>();
  useEffect(() => {
    void fetch(`/series/${index}.json`)
      .then((reply) => reply.json() as Promise<ChartProps>)
      .then(setProps);
  }, [index]);
  if (!props) return <Chart view="histogram" title={`Chart ${index + 1}`} series={[]} categories={[]} height={HEIGHT_PX} isLoading />;
  if (undecimated && (props.view === 'line' || props.view === 'timeline' || props.view === 'scatter_plot')) {
    return <Undecimated props={props} />;
  }
  return <Chart {...props} height={HEIGHT_PX} />;
}

/** A figure is painted when ApexCharts has drawn its series (a path, bar, slice, cell or marker). */
function paintedCount(): number {
  let painted = 0;
  for (const figure of document.querySelectorAll('[role="figure"]')) {
    if (figure.querySelector('.apexcharts-series path[d]:not([d=""]), .apexcharts-series rect, .apexcharts-series circle')) painted += 1;
  }
  return painted;
}

function watchPaint() {
  if (paintedCount() === CHART_COUNT) {
    window.__chartsPainted = performance.now();
    return;
  }
  requestAnimationFrame(watchPaint);
}

// As a dashboard screen does when it mounts: the library loads while the charts' data is fetched.
void preloadCharts();
const undecimated = new URLSearchParams(location.search).get('mode') === 'undecimated';
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <ThemeProvider>
      <main style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 16, padding: 16 }}>
        {Array.from({ length: CHART_COUNT }, (_, index) => (
          <Slot key={index} index={index} undecimated={undecimated} />
        ))}
      </main>
    </ThemeProvider>
  </StrictMode>,
);
requestAnimationFrame(watchPaint);
