// ApexCharts' own stylesheets, bundled by Vite as files that load with this lazy chunk: the
// charts set `chart.injectStyleSheet: false`, since the console's policy refuses injected style text.
import 'apexcharts/dist/apexcharts.css';
import 'apexcharts/dist/apexcharts-legend.css';

export { default as ReactApexChart } from 'react-apexcharts';
