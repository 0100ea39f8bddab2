import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CardsChart, type ChartCard } from './CardsChart';
import { Chart } from './Chart';
import type { ChartSeries } from './Chart.types';
import { HistogramChart } from './HistogramChart';
import { LineChart } from './LineChart';
import { MatrixChart } from './MatrixChart';
import { PieChart, type PieSlice } from './PieChart';
import { ScatterChart } from './ScatterChart';
import { StackedChart } from './StackedChart';
import { SummaryChart } from './SummaryChart';
import { RichTextChart, TextChart } from './TextChart';
import { TimelineChart } from './TimelineChart';
import { TreeChart, type TreeChartItem } from './TreeChart';
import { VennChart } from './VennChart';
import type { XYSeries } from './xySeries';

const severities = ['Critical', 'High', 'Medium', 'Low', 'Info'];
const devicesBySeverity: ChartSeries[] = [{ name: 'Devices', data: [42, 118, 264, 191, 77] }];
const osByAdapter: ChartSeries[] = [
  { name: 'Windows', data: [320, 210, 145, 98] },
  { name: 'Linux', data: [140, 260, 80, 66] },
  { name: 'macOS', data: [90, 40, 120, 22] },
];
const adapters = ['Active Directory', 'CrowdStrike', 'Jamf', 'AWS'];
const weeks = ['Mar 3', 'Mar 10', 'Mar 17', 'Mar 24', 'Mar 31', 'Apr 7', 'Apr 14', 'Apr 21'];
const coverage: ChartSeries[] = [
  { name: 'EDR agent', data: [812, 830, 845, 861, 858, 880, 902, 915] },
  { name: 'Patch agent', data: [640, 655, 690, 702, 731, 744, 760, 788] },
  { name: 'Missing agents', data: [210, 198, 180, 171, 160, 152, 133, 121] },
];
const slices: PieSlice[] = [
  { label: 'Windows', value: 1240 },
  { label: 'Linux', value: 610 },
  { label: 'macOS', value: 284 },
  { label: 'iOS', value: 132 },
  { label: 'Other', value: 58 },
];

// 3,000 hourly points from a fixed start: more than the 1,000 drawn, so the view thins them.
const START_MS = Date.UTC(2025, 0, 6);
const HOUR_MS = 3_600_000;
const timeline: XYSeries[] = [
  {
    name: 'Open vulnerabilities',
    data: Array.from({ length: 3000 }, (_, i) => ({ x: START_MS + i * HOUR_MS, y: Math.round(900 + 120 * Math.sin(i / 90) - i / 12 + (i % 24 < 12 ? 6 : 0)) })),
  },
  {
    name: 'Exploitable',
    data: Array.from({ length: 3000 }, (_, i) => ({ x: START_MS + i * HOUR_MS, y: Math.round(260 + 60 * Math.cos(i / 140) - i / 40) })),
  },
];
const scatter: XYSeries[] = [
  { name: 'Servers', data: Array.from({ length: 24 }, (_, i) => ({ x: 2 + ((i * 37) % 90), y: 10 + ((i * 53) % 70) })) },
  { name: 'Workstations', data: Array.from({ length: 24 }, (_, i) => ({ x: 5 + ((i * 29) % 85), y: 4 + ((i * 17) % 40) })) },
];
const matrixRows: ChartSeries[] = [
  { name: 'Critical', data: [12, 4, 9, 1, 0] },
  { name: 'High', data: [31, 18, 22, 7, 3] },
  { name: 'Medium', data: [54, 40, 33, 21, 9] },
  { name: 'Low', data: [20, 26, 12, 30, 14] },
];
const matrixColumns = ['Servers', 'Laptops', 'Cloud VMs', 'Network', 'IoT'];
const roles: TreeChartItem[] = [
  { label: 'Domain admins', value: 14 },
  { label: 'Help desk', value: 62 },
  { label: 'Developers', value: 240 },
  { label: 'Finance', value: 96 },
  { label: 'Contractors', value: 130 },
  { label: 'Service accounts', value: 48 },
  { label: 'Unassigned', value: 0 },
];
const cards: ChartCard[] = [
  { label: 'Windows devices', value: 1240, previous: 1198 },
  { label: 'Linux devices', value: 610, previous: 655 },
  { label: 'macOS devices', value: 284, previous: 284 },
  { label: 'Unmanaged devices', value: 37 },
  { label: 'Stale agents', value: null },
];
const notes = `## Rollout notes
- EDR agent: **91%** of laptops
- Next: [patch window](https://example.com/patch) on Friday`;

function Frame({ children, width = 560 }: { children: ReactNode; width?: number }) {
  return <div style={{ width }}>{children}</div>;
}

async function waitForApex(canvasElement: HTMLElement, count = 1) {
  await waitFor(
    async () => {
      await expect(canvasElement.querySelectorAll('.apexcharts-svg').length).toBeGreaterThanOrEqual(count);
    },
    { timeout: 10_000 },
  );
}

// The family's stories sit under one title; the controls are the histogram's (the `Chart`
// dispatcher's union of props gives Storybook no single set of args).
const meta = {
  title: 'UI/Chart',
  component: HistogramChart,
  subcomponents: { Chart, PieChart, LineChart, StackedChart, SummaryChart, TimelineChart, ScatterChart, MatrixChart, VennChart, TreeChart, CardsChart, TextChart, RichTextChart },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
  args: {
    title: 'Devices by vulnerability severity',
    series: devicesBySeverity,
    categories: severities,
    height: 260,
    onSelect: fn(),
  },
} satisfies Meta<typeof HistogramChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  // Through the dispatcher, as a dashboard draws a chart from its config's view.
  render: (args) => <Chart view="histogram" {...args} />,
  play: async ({ canvasElement, canvas }) => {
    await waitForApex(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Devices by vulnerability severity' })).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Devices by vulnerability severity' })).toBeInTheDocument();
  },
};

export const Histogram: Story = {
  render: (args) => (
    <HistogramChart
      title="Devices by OS"
      description="Latest data · 2,314 devices"
      series={[{ name: 'Devices', data: slices.map((s) => s.value) }]}
      categories={slices.map((s) => s.label)}
      horizontal
      height={240}
      onSelect={args.onSelect}
    />
  ),
  play: async ({ canvasElement }) => {
    await waitForApex(canvasElement);
  },
};

export const Pie: Story = {
  render: () => <PieChart title="Devices by OS" slices={slices} height={260} />,
  play: async ({ canvasElement, canvas }) => {
    await waitForApex(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: 'Windows' })).toBeInTheDocument();
  },
};

/** Percentages (the chart config's percentage basis): every value and the total carry '%', in the drawing and the data table. */
export const PiePercentages: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '2fr 1fr', gap: 16 }}>
      <PieChart title="Share of devices by OS" slices={[{ label: 'Windows', value: 54.5 }, { label: 'Linux', value: 30.25 }, { label: 'macOS', value: 15.25 }]} height={240} unit="%" />
      <SummaryChart title="Managed share" value={87.5} previous={85} label="Of all devices" unit="%" />
      <HistogramChart title="Share by department" series={[{ name: 'Share', data: [40, 35, 25] }]} categories={['IT', 'Sales', 'Legal']} height={200} unit="%" />
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    await waitForApex(canvasElement, 2);
    const valueAxis = [...canvasElement.querySelectorAll('.apexcharts-yaxis-label')].map((label) => label.textContent);
    await expect(valueAxis.length).toBeGreaterThan(1);
    await expect(valueAxis.every((text) => text.endsWith('%'))).toBe(true);
    await expect(canvasElement.querySelector('.apexcharts-datalabel-value')?.textContent).toBe('100%');
    await expect(canvas.getByRole('cell', { name: '30.25%' })).toBeInTheDocument();
    await expect(canvas.getByText('87.5%')).toBeVisible();
    // A percentage changes by percentage points.
    await expect(canvas.getByText('+2.5 pp (+2.9%) since previous')).toBeVisible();
  },
};

export const Line: Story = {
  render: () => <LineChart title="Agent coverage by week" series={coverage} categories={weeks} height={260} />,
  play: async ({ canvasElement }) => {
    await waitForApex(canvasElement);
  },
};

export const Stacked: Story = {
  render: () => <StackedChart title="Operating systems by adapter" series={osByAdapter} categories={adapters} height={260} />,
  play: async ({ canvasElement }) => {
    await waitForApex(canvasElement);
  },
};

export const Summary: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 16 }}>
      <SummaryChart title="Managed devices" value={2314} previous={2201} label="Devices" changeLabel="vs last week" />
      <SummaryChart title="Critical vulnerabilities" value={42} previous={57} label="Open" changeLabel="vs last week" />
      <SummaryChart title="Unmanaged users" value={18} previous={18} label="Users" changeLabel="vs last week" />
    </div>
  ),
  play: async ({ canvas }) => {
    // Summary is plain markup: no ApexCharts on the page.
    await expect(canvas.getByText('+113 (+5.1%) vs last week')).toHaveAttribute('data-tone', 'increase');
    await expect(canvas.getByText('-15 (-26.3%) vs last week')).toHaveAttribute('data-tone', 'decrease');
    await expect(canvas.getByText('No change vs last week')).toHaveAttribute('data-tone', 'same');
    await expect(document.querySelector('.apexcharts-svg')).toBeNull();
  },
};

export const Timeline: Story = {
  render: () => <TimelineChart title="Vulnerabilities over time" series={timeline} height={260} />,
  play: async ({ canvasElement, canvas }) => {
    await waitForApex(canvasElement);
    // 3,000 points each: the hidden table gives way to a summary sentence.
    await expect(canvas.getByText(/Open vulnerabilities: 3,000 values/)).toBeInTheDocument();
  },
};

const DAY_MS = 86_400_000;
/** A week of daily figures from 21 November 2026 (UTC), the default range of data over time. */
const week = [27_100, 27_180, 27_240, 27_300, 27_390, 27_450, 27_495].map((y, day) => ({ x: Date.UTC(2026, 10, 21) + day * DAY_MS, y }));

/**
 * A week of daily figures on a wide chart: the axis names each day once ("21 Nov"), the last
 * included, and never a time of day (ApexCharts' own ticks there are every 12 hours).
 */
export const TimelineWeek: Story = {
  render: () => (
    <div style={{ width: 940 }}>
      <TimelineChart title="Windows devices over time" series={[{ name: 'Windows devices', data: week }]} height={260} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitForApex(canvasElement);
    const labels = [...canvasElement.querySelectorAll('.apexcharts-xaxis-label tspan')].map((label) => label.textContent);
    // Each day once, the last (today's) included.
    await expect(labels).toEqual(['21 Nov', '22 Nov', '23 Nov', '24 Nov', '25 Nov', '26 Nov', '27 Nov']);
  },
};

/** One day of figures (a range of the last day): a dot per series over the day's name, in the middle. */
export const TimelineOneDay: Story = {
  render: () => (
    <div style={{ width: 560 }}>
      <TimelineChart
        title="Windows and Linux over time"
        series={[
          { name: 'Windows devices', data: week.slice(-1) },
          { name: 'Linux servers', data: week.slice(-1).map((point) => ({ ...point, y: point.y / 4 })) },
        ]}
        height={260}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitForApex(canvasElement);
    const labels = [...canvasElement.querySelectorAll('.apexcharts-xaxis-label tspan')].map((label) => label.textContent).filter((text) => text !== '');
    await expect(labels).toEqual(['27 Nov']);
    await expect(canvasElement.querySelectorAll('.apexcharts-series-markers .apexcharts-marker')).toHaveLength(2);
  },
};

/**
 * Counts on small or flat scales: the value axes name whole numbers only (never 263.5 or 0.5
 * devices), on lines, data over time and bars both ways.
 */
export const CountAxes: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, width: 940 }}>
      <TimelineChart title="Linux devices over time" series={[{ name: 'Linux devices', data: week.map((point) => ({ ...point, y: 263 })) }]} height={220} />
      <LineChart title="Admins by week" series={[{ name: 'Admins', data: [1, 2, 2, 3, 1, 2, 3, 2] }]} categories={weeks} height={220} />
      <HistogramChart title="Stale agents" series={[{ name: 'Devices', data: [3, 1, 0, 2, 1] }]} categories={severities} height={220} />
      <HistogramChart title="Stale agents by severity" series={[{ name: 'Devices', data: [3, 1, 0, 2, 1] }]} categories={severities} height={220} horizontal />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitForApex(canvasElement, 4);
    // The value axis of each chart in order: y, but x for the horizontal bars (the last).
    const values = [...canvasElement.querySelectorAll('.apexcharts-svg')].map((chart, index) =>
      [...chart.querySelectorAll(`.apexcharts-${index === 3 ? 'x' : 'y'}axis-label tspan`)].map((label) => label.textContent).filter((text) => text !== ''),
    );
    // Whole numbers, each once (no rounding into the same label twice).
    await expect(values.map((labels) => labels.length > 1 && labels.every((text) => /^-?[\d,]+$/.test(text)) && new Set(labels).size === labels.length)).toEqual(
      [true, true, true, true],
    );
    await expect(values[0]).toContain('263');
  },
};

export const Scatter: Story = {
  render: () => <ScatterChart title="Risk score by exposure" series={scatter} xLabel="Exposure" yLabel="Risk score" height={260} />,
  play: async ({ canvasElement }) => {
    await waitForApex(canvasElement);
  },
};

/** Role mining's points: entitlements placed by rank, each named in its tooltip and the data table. */
export const ScatterNamedPoints: Story = {
  render: () => (
    <ScatterChart
      title="Entitlements by users"
      series={[{ name: 'Users', data: ['okta: Everyone', 'github: member', 'zoom: user', 'aws: ReadOnly'].map((label, i) => ({ x: i + 1, y: [52, 19, 15, 6][i] ?? 0, label })) }]}
      xLabel="Rank"
      yLabel="Users"
      height={240}
    />
  ),
  play: async ({ canvasElement, canvas }) => {
    await waitForApex(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    await expect(canvas.getByRole('rowheader', { name: 'github: member' })).toBeInTheDocument();
  },
};

export const Matrix: Story = {
  render: () => <MatrixChart title="Vulnerabilities by severity and asset type" rows={matrixRows} columns={matrixColumns} height={240} />,
  play: async ({ canvasElement }) => {
    await waitForApex(canvasElement);
  },
};

export const Venn: Story = {
  render: (args) => (
    <VennChart
      title="Agent overlap"
      sets={[
        { name: 'EDR', size: 915 },
        { name: 'Patch', size: 788 },
        { name: 'MDM', size: 402 },
      ]}
      intersections={[
        { sets: ['EDR', 'Patch'], size: 640 },
        { sets: ['EDR', 'MDM'], size: 310 },
        { sets: ['Patch', 'MDM'], size: 280 },
        { sets: ['EDR', 'Patch', 'MDM'], size: 251 },
      ]}
      height={260}
      onSelect={args.onSelect}
    />
  ),
  play: async ({ args, canvas, canvasElement }) => {
    await expect(document.querySelector('.apexcharts-svg')).toBeNull();
    const overlap = [...canvasElement.querySelectorAll('svg text')].find((t) => t.textContent === '251');
    if (!overlap) throw new Error('no label for the three-way overlap');
    await userEvent.click(overlap);
    await expect(args.onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ seriesName: 'EDR ∩ Patch ∩ MDM', value: 251 }));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '915' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ seriesName: 'EDR', value: 915 }));
    await userEvent.tab({ shift: true });
  },
};

const adapterNames = ['Microsoft Active Directory', 'CrowdStrike Falcon', 'Microsoft Intune', 'Qualys VMDR', 'Amazon Web Services'];

/** A column's tooltip, shown by the pointer: its category named in full, its text readable (the accessibility check runs on it). */
export const ColumnTooltip: Story = {
  render: () => (
    <Frame>
      <HistogramChart title="Windows devices by adapter" series={[{ name: 'Devices', data: [22400, 22100, 17000, 5900, 1200] }]} categories={adapterNames} height={260} />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    await waitForApex(canvasElement);
    const bar = canvasElement.querySelector('.apexcharts-bar-area');
    if (!bar) throw new Error('no bar');
    const box = bar.getBoundingClientRect();
    const coords = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
    await userEvent.pointer([{ target: bar, coords }, { target: bar, coords: { ...coords, clientY: coords.clientY + 2 } }]);
    await waitFor(() => expect(canvasElement.querySelector('.apexcharts-tooltip-title')?.textContent).toBe('Microsoft Active Directory'));
    // Shown in full before the accessibility check reads its colours (it fades in).
    const tooltip = canvasElement.querySelector('.apexcharts-tooltip');
    if (!tooltip) throw new Error('no tooltip');
    await waitFor(() => expect(getComputedStyle(tooltip).opacity).toBe('1'));
  },
};

/** Long column names in a narrow card: cut with an ellipsis, slanted, and every one inside the drawing. */
export const LongColumnNames: Story = {
  render: () => (
    <Frame>
      <div style={{ width: 360 }}>
        <HistogramChart
          title="Windows devices by adapter"
          series={[{ name: 'Devices', data: [22400, 22100, 17000, 14500, 5900, 5400, 1900, 1200] }]}
          categories={[...adapterNames.slice(0, 3), 'Tenable Vulnerability Management', 'Microsoft Entra ID', ...adapterNames.slice(3), 'Microsoft Azure']}
          height={300}
        />
      </div>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    await waitForApex(canvasElement);
    const svg = canvasElement.querySelector('svg.apexcharts-svg');
    if (!svg) throw new Error('no drawing');
    const drawing = svg.getBoundingClientRect();
    const labels = [...canvasElement.querySelectorAll('.apexcharts-xaxis-label tspan')];
    await expect(labels.map((label) => label.textContent)).toEqual([
      'Microsoft Active Di…',
      'CrowdStrike Falcon',
      'Microsoft Intune',
      'Tenable Vulnerabili…',
      'Microsoft Entra ID',
      'Qualys VMDR',
      'Amazon Web Services',
      'Microsoft Azure',
    ]);
    for (const label of labels) {
      const box = label.getBoundingClientRect();
      await expect({ name: label.textContent, inside: box.left >= drawing.left && box.bottom <= drawing.bottom }).toEqual({ name: label.textContent, inside: true });
    }
  },
};

/** The rectangles of a Venn drawing's set labels, in page pixels. */
function vennLabelBoxes(canvasElement: HTMLElement): DOMRect[] {
  return [...canvasElement.querySelectorAll('svg text')].filter((t) => !t.classList.contains('venn-count')).map((t) => t.getBoundingClientRect());
}

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Long query names: each label keeps a lane of its own, cut with an ellipsis, its whole text its title. */
export const VennLongNames: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <VennChart
        title="Two sets"
        sets={[
          { name: 'Windows devices', size: 27495 },
          { name: 'Unmanaged devices', size: 14069 },
        ]}
        intersections={[{ sets: ['Windows devices', 'Unmanaged devices'], size: 1562 }]}
        height={260}
      />
      <VennChart
        title="Three sets"
        sets={[
          { name: 'Devices with an EDR agent installed', size: 91500 },
          { name: 'Devices missing critical patches', size: 78800 },
          { name: 'Devices enrolled in MDM', size: 40200 },
        ]}
        height={260}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [two, three] = [...canvasElement.querySelectorAll('figure')];
    if (!two || !three) throw new Error('two Venn figures expected');
    for (const figure of [two, three]) {
      const boxes = vennLabelBoxes(figure);
      const svg = figure.querySelector('svg')?.getBoundingClientRect();
      if (!svg) throw new Error('no drawing');
      const crossing = boxes.flatMap((box, i) => boxes.slice(i + 1).filter((other) => overlaps(box, other)));
      await expect(crossing).toEqual([]);
      await expect(boxes.every((box) => box.left >= svg.left && box.right <= svg.right)).toBe(true);
    }
    await expect([...two.querySelectorAll('svg text')].map((t) => t.textContent)).toContain('Windows devices 27,495');
    const cut = [...three.querySelectorAll('svg text')].find((t) => t.textContent.startsWith('Devices with'));
    await expect(cut?.textContent).toMatch(/…/);
    await expect(cut?.parentElement?.querySelector('title')?.textContent).toBe('Devices with an EDR agent installed 91,500');
  },
};

export const Empty: Story = {
  args: { series: [{ name: 'Devices', data: [] }], categories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data to display')).toBeInTheDocument();
    await expect(canvas.getByRole('figure', { name: 'Devices by vulnerability severity' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Devices by vulnerability severity' });
    await expect(figure).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading chart');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  decorators: [
    (Story) => (
      <div style={{ width: 960 }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 24, width: 960 }}>
      <StackedChart title="Operating systems by adapter" series={osByAdapter} categories={adapters} height={220} />
      <PieChart title="Devices by OS" slices={slices} height={220} />
      <MatrixChart title="Vulnerabilities by severity and asset type" rows={matrixRows} columns={matrixColumns} height={220} />
      <div style={{ display: 'grid', gap: 16 }}>
        <SummaryChart title="Managed devices" value={2314} previous={2201} label="Devices" height={90} />
        <SummaryChart title="Critical vulnerabilities" value={42} previous={57} label="Open" height={90} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitForApex(canvasElement, 3);
  },
};

export const ClickThrough: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await waitForApex(canvasElement);
    // Pointer: click the "High" bar.
    const bars = canvasElement.querySelectorAll('.apexcharts-bar-area');
    await expect(bars).toHaveLength(5);
    const high = bars[1];
    if (!high) throw new Error('no bar for High');
    await userEvent.click(high);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenLastCalledWith({ seriesName: 'Devices', seriesIndex: 0, dataIndex: 1, category: 'High', value: 118 });
    // Keyboard: the data table's values are buttons; tabbing in shows the table over the chart.
    await userEvent.tab();
    const critical = canvas.getByRole('button', { name: '42' });
    await expect(critical).toHaveFocus();
    await expect(critical).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
    await expect(args.onSelect).toHaveBeenLastCalledWith({ seriesName: 'Devices', seriesIndex: 0, dataIndex: 0, category: 'Critical', value: 42 });
    await expect(within(canvasElement).getByRole('table')).toBeVisible();
  },
};

export const Tree: Story = {
  render: (args) => <Chart view="tree" title="Users by role" items={roles} valueLabel="Users" height={260} onSelect={args.onSelect} />,
  play: async ({ args, canvas, canvasElement }) => {
    await waitForApex(canvasElement);
    // A tile of 0 is not drawn; the data table still lists it.
    await expect(canvasElement.querySelectorAll('.apexcharts-treemap-rect')).toHaveLength(6);
    await expect(canvas.getByRole('rowheader', { name: 'Unassigned' })).toBeInTheDocument();
    // Labels keep the text's size, cut to their tile when too long for it (the smallest, 14).
    const labels = [...canvasElement.querySelectorAll<SVGTextElement>('.apexcharts-treemap .apexcharts-datalabel')];
    await expect(labels.map((label) => label.textContent)).toEqual(['Domain a...', 'Help desk · 62', 'Developers · 240', 'Finance · 96', 'Contractors · 130', 'Service accounts · 48']);
    await expect(new Set(labels.map((label) => getComputedStyle(label).fontSize))).toEqual(new Set(['12px']));
    const developers = canvasElement.querySelector(".apexcharts-treemap-rect[j='2']");
    if (!developers) throw new Error('no tile for Developers');
    await userEvent.click(developers);
    await expect(args.onSelect).toHaveBeenLastCalledWith({ seriesName: 'Developers', seriesIndex: 0, dataIndex: 2, category: 'Developers', value: 240 });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '14' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith({ seriesName: 'Domain admins', seriesIndex: 0, dataIndex: 0, category: 'Domain admins', value: 14 });
  },
};

export const Cards: Story = {
  render: (args) => <Chart view="cards" title="Devices by OS" cards={cards} changeLabel="vs last week" onSelect={args.onSelect} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('+42 (+3.5%) vs last week')).toHaveAttribute('data-tone', 'increase');
    await expect(canvas.getByText('-45 (-6.9%) vs last week')).toHaveAttribute('data-tone', 'decrease');
    await expect(canvas.getByText('No change vs last week')).toHaveAttribute('data-tone', 'same');
    await expect(canvas.getByText('–')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '610' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith({ seriesName: 'Linux devices', seriesIndex: 0, dataIndex: 1, category: 'Linux devices', value: 610 });
    await expect(document.querySelector('.apexcharts-svg')).toBeNull();
  },
};

export const Text: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Chart view="text" title="Read me" text={'First line\nSecond line, <b>not bold</b>\n\n  indented after a blank line'} />
      <Chart view="rich_text" title="Rollout" markdown={notes} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/Second line, <b>not bold<\/b>/)).toBeInTheDocument();
    await expect(canvasElement.querySelector('b')).toBeNull();
    // The markdown parser loads with the first rich text drawn.
    // '## Rollout notes': under the chart's title, two levels down from the markdown's.
    await expect(await canvas.findByRole('heading', { name: 'Rollout notes', level: 4 })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'patch window' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const NewViewsEmptyAndLoading: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
      <TreeChart title="Users by role" items={[]} height={120} />
      <CardsChart title="Devices by OS" cards={[]} />
      <TextChart title="Read me" text="  " />
      <RichTextChart title="Rollout" markdown="" />
      <TreeChart title="Loading tree" items={roles} height={120} isLoading />
      <CardsChart title="Loading cards" cards={cards} isLoading />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('No data to display')).toHaveLength(4);
    await expect(canvas.getByRole('figure', { name: 'Loading tree' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('figure', { name: 'Loading cards' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const NewViewsDark: Story = {
  globals: { theme: 'dark' },
  decorators: [
    (Story) => (
      <div style={{ width: 960 }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 24, width: 960 }}>
      <TreeChart title="Users by role" items={roles} height={220} />
      <div style={{ display: 'grid', gap: 16 }}>
        <CardsChart title="Devices by OS" cards={cards} changeLabel="vs last week" />
        <RichTextChart title="Rollout" markdown={notes} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitForApex(canvasElement);
  },
};

/** The console's policy refuses injected style text: ApexCharts' styles come from bundled files. */
export const NoInjectedStyles: Story = {
  render: () => <StackedChart title="Operating systems by adapter" series={osByAdapter} categories={adapters} height={220} />,
  play: async ({ canvasElement }) => {
    await waitForApex(canvasElement);
    await expect(document.getElementById('apexcharts-css')).toBeNull();
    await expect(canvasElement.querySelector('foreignObject style')).toBeNull();
    // The bundled sheet applies: the legend is laid out by ApexCharts' own rule.
    const legend = canvasElement.querySelector('.apexcharts-legend');
    if (!legend) throw new Error('no legend');
    await expect(getComputedStyle(legend).display).toBe('flex');
    await expect(getComputedStyle(canvasElement.querySelector('.apexcharts-canvas') ?? legend).position).toBe('relative');
  },
};

/**
 * ApexCharts' axis and label texts are measured with a canvas, not added to the page and read back
 * (which forced a layout each time): the boxes must be those of the SVG texts they stand for, in
 * the console's font at the sizes and weights the charts use.
 */
export const TextMeasuredLikeSvg: Story = {
  tags: ['no-screenshot'],
  render: () => (
    <svg width={600} height={100} aria-hidden="true">
      <text x={0} y={50} />
    </svg>
  ),
  play: async ({ canvasElement }) => {
    const { canvasTextRects } = await import('./apexLibrary');
    const family = "'Inter Variable', 'Inter', sans-serif";
    await document.fonts.load(`11px ${family}`);
    const text = canvasElement.querySelector('text');
    if (!text) throw new Error('no text element');
    const cases: [string, string, string | undefined][] = [
      ['Windows', '11px', undefined],
      ['Microsoft Active Dire…', '11px', 'regular'],
      ['1,234,567', '12px', '600'],
      ['  two   spaces  ', '14px', '400'],
      ['Ünïcödé – ÆØÅ', '11px', undefined],
      // A bare number, as ApexCharts gives the x axis's labels' size.
      ['Linux', '11', undefined],
    ];
    const near = async (measured: number | undefined, inPage: number) => expect(Math.abs((measured ?? Number.NaN) - inPage)).toBeLessThan(0.5);
    for (const [content, size, weight] of cases) {
      text.removeAttribute('transform');
      text.setAttribute('font-family', family);
      text.setAttribute('font-size', size);
      text.setAttribute('font-weight', weight ?? 'regular');
      text.textContent = content;
      const box = text.getBBox();
      const rects = canvasTextRects(content, size, family, weight);
      await near(rects?.width, box.width);
      await near(rects?.height, box.height);
      await near(rects?.centerOffset, box.y + box.height / 2 - 50);
      // Slanted, as the x axis turns its labels: the screen rectangle of the turned text.
      text.setAttribute('transform', 'rotate(-45 0 0)');
      const turned = text.getBoundingClientRect();
      const slanted = canvasTextRects(content, size, family, weight, -45);
      await near(slanted?.width, turned.width);
      await near(slanted?.height, turned.height);
    }
    // A font the canvas cannot read is left to the page to measure.
    await expect(canvasTextRects('Windows', 'large-ish', family)).toBeNull();
  },
};
