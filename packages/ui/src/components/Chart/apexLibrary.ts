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

export { default as ReactApexChart } from 'react-apexcharts/core';
