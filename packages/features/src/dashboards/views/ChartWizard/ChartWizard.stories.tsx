import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { CHART_MESSAGES, type Chart, type DataField } from '@vigil/openapi';
import { CHART_TYPE_LABELS, CHART_VIEW_LABELS, CHART_WIZARD_MESSAGES as M } from '../../dashboards.wizard.messages';
import { ChartWizard, type ChartWizardProps } from './ChartWizard';

const QUERIES = [
  { id: 'q-win', name: 'Windows devices', entity: 'devices' },
  { id: 'q-linux', name: 'Linux devices', entity: 'devices' },
  { id: 'q-mac', name: 'macOS devices', entity: 'devices' },
  { id: 'q-unmanaged', name: 'Unmanaged devices', entity: 'devices' },
  { id: 'q-stale', name: 'Stale devices', entity: 'devices' },
  { id: 'q-cloud', name: 'Cloud devices', entity: 'devices' },
  { id: 'q-servers', name: 'Servers', entity: 'devices' },
  { id: 'q-admins', name: 'Admins', entity: 'users' },
];

const FIELDS: Record<string, DataField[]> = {
  devices: [
    { name: 'specific_data.data.hostname', title: 'Host name', type: 'string', supports_count: false },
    { name: 'specific_data.data.os.type', title: 'OS', type: 'string', supports_count: false },
    { name: 'specific_data.data.cpu_usage', title: 'CPU usage', type: 'number', supports_count: false },
    { name: 'specific_data.data.is_managed', title: 'Managed', type: 'bool', supports_count: false },
    { name: 'specific_data.data.last_seen', title: 'Last seen', type: 'date', supports_count: false },
  ],
  users: [
    { name: 'specific_data.data.username', title: 'User name', type: 'string', supports_count: false },
    { name: 'specific_data.data.is_admin', title: 'Admin', type: 'bool', supports_count: false },
  ],
};

const fieldsFor = (entity: string): DataField[] => FIELDS[entity] ?? [];

const chartOf = (changes: Partial<Chart> & Pick<Chart, 'metric' | 'view' | 'config'>): Chart => ({
  id: 'chart-1',
  space: 'space-1',
  name: 'Devices by OS',
  description: null,
  show_title: true,
  pinned: false,
  size: { height: 7, width: 6 },
  layout: { x: 0, y: 0, w: 6, h: 7 },
  ...changes,
});

const meta = {
  title: 'Features/Dashboards/ChartWizard',
  component: ChartWizard,
  args: { isOpen: true, onClose: fn(), onSubmit: fn(), queries: QUERIES, fieldsFor, isSaving: false, chart: null },
} satisfies Meta<typeof ChartWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

const onPage = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function dialogOf(canvasElement: HTMLElement, name: string = M.createTitle) {
  const dialog = await onPage(canvasElement).findByRole('dialog', { name });
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering], [data-exiting]')).toBeNull());
  return within(dialog);
}

type Dialog = Awaited<ReturnType<typeof dialogOf>>;

/** Scrolls a part of the wizard to the top, so the story's picture shows the fields it is about. */
function showSection(dialog: Dialog, title: string) {
  dialog.getByRole('heading', { name: title }).scrollIntoView({ block: 'start' });
}

async function choose(canvasElement: HTMLElement, dialog: Dialog, label: string, option: string) {
  await userEvent.click(dialog.getByRole('button', { name: new RegExp(`${label}$`) }));
  await userEvent.click(await onPage(canvasElement).findByRole('option', { name: option }));
}

/** A new chart: a summary by default, every type offered, nothing chosen yet. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog.getByRole('radiogroup', { name: M.typeLabel })).getAllByRole('radio')).toHaveLength(17);
    await expect(dialog.getByRole('radio', { name: CHART_TYPE_LABELS.summary.label })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: CHART_VIEW_LABELS.summary })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Windows devices' })).not.toBeChecked();
  },
};

/** Summary: one query, a field, one measure, the description under the value. */
export const Summary: Story = {
  args: {
    chart: chartOf({
      name: 'Average CPU',
      metric: 'summary',
      view: 'summary',
      config: {
        entity: 'devices',
        data_source: 'fields',
        queries: [{ query_id: 'q-win' }],
        measures: [{ function: 'average', field: 'specific_data.data.cpu_usage' }],
        summary_description: { type: 'custom', text: 'Across Windows devices' },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, M.editTitle);
    await expect(dialog.getByRole('radiogroup', { name: M.dataSourceLabel })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: M.summaryTextLabel })).toHaveValue('Across Windows devices');
    // One asset type: the users query cannot join the devices one.
    await expect(dialog.getByRole('checkbox', { name: 'Admins' })).toBeDisabled();
  },
};

/** Compare: several queries side by side, one series per query or a total, sorted. */
export const Compare: Story = {
  args: {
    chart: chartOf({
      name: 'Devices by OS family',
      metric: 'compare',
      view: 'histogram',
      config: { data_source: 'fields', queries: [{ query_id: 'q-win' }, { query_id: 'q-linux' }, { query_id: 'q-admins' }], data_series: 'individual', sort: { type: 'value', order: 'desc' } },
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, M.editTitle);
    await expect(dialog.getByRole('radiogroup', { name: M.dataSeriesLabel })).toBeVisible();
    await expect(dialog.getByRole('button', { name: new RegExp(`${M.sortLabel}$`) })).toHaveTextContent(M.sortValue);
    await expect(dialog.queryByRole('button', { name: new RegExp(`${M.fieldLabel}$`) })).toBeNull();
    showSection(dialog, M.dataSection);
  },
};

/** Segment: one query split by a field; a stacked view takes up to 10 measures. */
export const Segment: Story = {
  args: {
    chart: chartOf({
      metric: 'segment',
      view: 'stacked',
      size: { height: 7, width: 6 },
      config: {
        entity: 'devices',
        queries: [{ query_id: 'q-win' }],
        field: 'specific_data.data.os.type',
        measures: [{ function: 'count' }, { function: 'count_true', field: 'specific_data.data.is_managed' }],
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, M.editTitle);
    await expect(dialog.getByRole('checkbox', { name: 'Count true of Managed' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Sum of CPU usage' })).not.toBeChecked();
    await expect(dialog.queryByRole('radiogroup', { name: M.dataSourceLabel })).toBeNull();
    showSection(dialog, M.dataSection);
  },
};

/** Timeline as a line over two queries, always over time: range, date buckets, comparison and net change colours. */
export const TimelineLine: Story = {
  args: {
    chart: chartOf({
      name: 'Devices over time',
      metric: 'timeline',
      view: 'line',
      config: {
        entity: 'devices',
        data_source: 'historical',
        queries: [{ query_id: 'q-win' }, { query_id: 'q-linux' }],
        date_range: { type: 'relative', relative_type: 'last', unit: 'week', count: 4 },
        time_aggregation: { unit: 'week', format: 'week_number' },
        time_gap: { type: 'relative', unit: 'week', count: 1 },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, M.editTitle);
    await expect(dialog.getByText(M.dataSourceAlwaysHistorical)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: M.countLabel })).toHaveValue('4');
    const colours = within(dialog.getByRole('group', { name: M.netChangeLabel }));
    await expect(colours.getByLabelText(M.netIncrease)).toHaveValue('#008000');
    await expect(colours.getByLabelText(M.netDecrease)).toHaveValue('#ff0000');
    await expect(colours.getByLabelText(M.netSame)).toHaveValue('#808080');
    showSection(dialog, M.dataSection);
  },
};

/** Matrix and pivot: one query crossed by fields to group by. */
export const MatrixPivot: Story = {
  args: {
    chart: chartOf({
      metric: 'matrix',
      view: 'matrix',
      size: { height: 7, width: 6 },
      config: { entity: 'devices', queries: [{ query_id: 'q-win' }], dimensions: ['specific_data.data.os.type', 'specific_data.data.is_managed'] },
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, M.editTitle);
    await expect(dialog.getByRole('group', { name: M.dimensionsLabel })).toBeVisible();
    await expect(within(dialog.getByRole('radiogroup', { name: M.typeLabel })).getByRole('radio', { name: CHART_TYPE_LABELS.matrix.label })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: CHART_TYPE_LABELS.pivot.label }));
    await expect(within(dialog.getByRole('radiogroup', { name: M.viewLabel })).getByRole('radio', { name: CHART_VIEW_LABELS.matrix })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'OS' })).toBeChecked();
    showSection(dialog, M.dataSection);
  },
};

/** Table: grouped by up to three fields, sorted. */
export const Table: Story = {
  args: {
    chart: chartOf({
      metric: 'table',
      view: 'table',
      config: { entity: 'devices', queries: [{ query_id: 'q-linux' }], dimensions: ['specific_data.data.hostname'], sort: { type: 'name', order: 'asc' } },
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, M.editTitle);
    await expect(dialog.getByRole('checkbox', { name: 'Host name' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: new RegExp(`${M.sortOrderLabel}$`) })).toHaveTextContent(M.sortAsc);
    showSection(dialog, M.dataSection);
  },
};

/** Text and rich text: no data, a text area (Markdown for rich text). */
export const TextRichText: Story = {
  args: { chart: chartOf({ name: 'Read me', metric: 'text', view: 'rich_text', config: { text: '# Weekly review\n\n**Owner:** IT' } }) },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, M.editTitle);
    await expect(dialog.getByRole('textbox', { name: M.richTextLabel })).toHaveValue('# Weekly review\n\n**Owner:** IT');
    await expect(dialog.queryByRole('group', { name: M.queriesLabel })).toBeNull();
    await userEvent.click(dialog.getByRole('radio', { name: CHART_VIEW_LABELS.text }));
    await expect(dialog.getByRole('textbox', { name: M.textLabel })).toBeVisible();
    showSection(dialog, M.displaySection);
  },
};

/** Editing: the saved chart fills the form; saving hands back the same chart, its name changed. */
export const Edit: Story = {
  tags: ['no-screenshot'],
  args: TimelineLine.args,
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, M.editTitle);
    const name = dialog.getByRole('textbox', { name: M.nameLabel });
    await expect(name).toHaveValue('Devices over time');
    await userEvent.clear(name);
    await userEvent.type(name, 'Windows and Linux');
    await userEvent.click(dialog.getByRole('button', { name: M.save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Windows and Linux',
      metric: 'timeline',
      view: 'line',
      description: null,
      show_title: true,
      pinned: false,
      size: { height: 7, width: 6 },
      config: {
        entity: 'devices',
        data_source: 'historical',
        queries: [{ query_id: 'q-win' }, { query_id: 'q-linux' }],
        data_series: 'individual',
        number_format: 'float',
        net_change_colors: { increase: '#008000', decrease: '#ff0000', same: '#808080' },
        time_gap: { type: 'relative', unit: 'week', count: 1 },
        time_aggregation: { unit: 'week', format: 'week_number' },
        date_range: { type: 'relative', relative_type: 'last', unit: 'week', count: 4 },
      },
    });
  },
};

/** A new compare chart drawn as a line over two queries, over time, for the last 30 days. */
export const CreatesLineOverTime: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: CHART_TYPE_LABELS.compare.label }));
    await userEvent.click(dialog.getByRole('radio', { name: CHART_VIEW_LABELS.line }));
    await userEvent.click(dialog.getByRole('radio', { name: M.dataSourceHistorical }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Windows devices' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Linux devices' }));
    const count = dialog.getByRole('textbox', { name: M.countLabel });
    await userEvent.clear(count);
    await userEvent.type(count, '30');
    await userEvent.type(dialog.getByRole('textbox', { name: M.nameLabel }), 'Windows vs Linux');
    await userEvent.click(dialog.getByRole('button', { name: M.create }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Windows vs Linux',
      metric: 'compare',
      view: 'line',
      description: null,
      show_title: true,
      size: { height: 7, width: 6 },
      config: {
        entity: 'devices',
        data_source: 'historical',
        queries: [{ query_id: 'q-win' }, { query_id: 'q-linux' }],
        data_series: 'individual',
        number_format: 'float',
        time_aggregation: { unit: 'day', format: 'long_date' },
        date_range: { type: 'relative', relative_type: 'last', unit: 'day', count: 30 },
      },
    });
  },
};

/** A new summary: the average of a number field over one query (latest data: over time has no measure). */
export const CreatesSummaryWithMeasure: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Windows devices' }));
    // A summary has no field of its own to choose: its measure names the field.
    await expect(dialog.queryByRole('button', { name: new RegExp(`${M.fieldLabel}$`) })).toBeNull();
    // Over time the daily snapshots hold counts: no measure, and the wizard says why.
    await userEvent.click(dialog.getByRole('radio', { name: M.dataSourceHistorical }));
    await expect(dialog.getByText(CHART_MESSAGES.historicalMeasures)).toBeVisible();
    await expect(dialog.queryByRole('button', { name: new RegExp(M.measureLabel) })).toBeNull();
    await userEvent.click(dialog.getByRole('radio', { name: M.dataSourceFields }));
    await expect(dialog.queryByText(CHART_MESSAGES.historicalMeasures)).toBeNull();
    await choose(canvasElement, dialog, M.measureLabel, 'Average of CPU usage');
    await userEvent.type(dialog.getByRole('textbox', { name: M.nameLabel }), 'Average CPU');
    await userEvent.click(dialog.getByRole('button', { name: M.create }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Average CPU',
      metric: 'summary',
      view: 'summary',
      description: null,
      show_title: true,
      size: { height: 7, width: 6 },
      config: {
        entity: 'devices',
        data_source: 'fields',
        queries: [{ query_id: 'q-win' }],
        measures: [{ function: 'average', field: 'specific_data.data.cpu_usage' }],
        summary_description: { type: 'default' },
        number_format: 'float',
      },
    });
  },
};

/** Seven queries on a line chart: the server's exact sentence on the queries, nothing submitted. */
export const LineWithSevenQueries: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: CHART_TYPE_LABELS.compare.label }));
    await userEvent.click(dialog.getByRole('radio', { name: CHART_VIEW_LABELS.line }));
    for (const query of QUERIES.slice(0, 7)) await userEvent.click(dialog.getByRole('checkbox', { name: query.name }));
    await userEvent.click(dialog.getByRole('button', { name: M.create }));
    await expect(await dialog.findByText(CHART_MESSAGES.lineQueries)).toBeVisible();
    await expect(CHART_MESSAGES.lineQueries).toBe('A line chart allows at most 6 queries.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Role mining charts users: only queries over users are offered, and a chart kept over devices is refused with the server's sentence. */
export const RoleMiningOverUsers: Story = {
  args: { chart: chartOf({ name: 'Roles', metric: 'role_mining', view: 'table', config: { entity: 'devices', queries: [{ query_id: 'q-win' }] } }) },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, M.editTitle);
    showSection(dialog, M.dataSection);
    await expect(dialog.getByRole('checkbox', { name: 'Admins' })).toBeEnabled();
    await expect(dialog.getByRole('checkbox', { name: 'Linux devices' })).toBeDisabled();
    await expect(dialog.getAllByText(CHART_MESSAGES.usersOnly, { exact: false }).length).toBeGreaterThan(0);
    await userEvent.click(dialog.getByRole('button', { name: M.save }));
    await waitFor(() => expect(dialog.getByRole('checkbox', { name: 'Windows devices' })).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Ticking the users query instead saves the chart.
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Windows devices' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Admins' }));
    await userEvent.click(dialog.getByRole('button', { name: M.save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const [submitted] = (args.onSubmit as Mock<ChartWizardProps['onSubmit']>).mock.calls[0] ?? [];
    await expect([submitted?.metric, submitted?.config.queries]).toEqual(['role_mining', [{ query_id: 'q-admins' }]]);
    showSection(dialog, M.dataSection);
  },
};

/** Dates with no snapshot in them (before the first one): the field says so, and where the snapshots start. */
export const DatesWithoutSnapshots: Story = {
  tags: ['no-screenshot'],
  args: {
    firstSnapshotDate: '2026-11-22',
    chart: chartOf({
      name: 'Devices over time',
      metric: 'timeline',
      view: 'line',
      config: { entity: 'devices', queries: [{ query_id: 'q-win' }], date_range: { type: 'absolute', date_from: '2020-01-01', date_to: '2020-01-31' } },
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, M.editTitle);
    await expect(dialog.getByText(M.rangeWithoutSnapshots('Nov 22, 2026'))).toBeVisible();
    // A relative range says nothing of them.
    await userEvent.click(dialog.getByRole('radio', { name: M.dateRangeRelative }));
    await expect(dialog.queryByText(M.rangeWithoutSnapshots('Nov 22, 2026'))).toBeNull();
  },
};

/** An absolute range that ends before it starts is refused with the server's sentence. */
export const DateRangeReversed: Story = {
  args: {
    chart: chartOf({
      name: 'Devices over time',
      metric: 'timeline',
      view: 'line',
      config: { entity: 'devices', queries: [{ query_id: 'q-win' }], date_range: { type: 'absolute', date_from: '2026-05-10', date_to: '2026-05-01' } },
    }),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, M.editTitle);
    await userEvent.click(dialog.getByRole('button', { name: M.save }));
    await expect(await dialog.findByText('The date range must start before it ends.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's 400 problems show on the fields their pointers name, and the rest above the form. */
export const ServerProblems: Story = {
  args: {
    ...Compare.args,
    serverProblems: [
      { pointer: '/config/queries', message: CHART_MESSAGES.tooManyQueries(2) },
      { pointer: '/name', message: 'A chart with this name already exists.' },
      { pointer: '/layout', message: CHART_MESSAGES.tooWide },
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, M.editTitle);
    await expect(dialog.getByRole('group', { name: M.queriesLabel })).toHaveAccessibleDescription(expect.stringContaining(CHART_MESSAGES.tooManyQueries(2)));
    await expect(dialog.getByRole('textbox', { name: M.nameLabel })).toHaveAccessibleDescription('A chart with this name already exists.');
    await expect(dialog.getByRole('alert')).toHaveTextContent(CHART_MESSAGES.tooWide);
  },
};

/** While the chart saves, the button shows it is busy. */
export const Saving: Story = {
  args: { ...Summary.args, isSaving: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, M.editTitle);
    await expect(dialog.getByRole('button', { name: new RegExp(M.save) })).toHaveAttribute('aria-disabled', 'true');
    showSection(dialog, M.displaySection);
  },
};

/** The whole wizard from the keyboard: a text chart, typed, saved with Enter. */
export const KeyboardOnly: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const active = () => canvasElement.ownerDocument.activeElement;
    const tabTo = async (target: HTMLElement) => {
      for (let i = 0; i < 40 && active() !== target; i += 1) await userEvent.tab();
      await expect(active()).toBe(target);
    };
    await tabTo(dialog.getByRole('radio', { name: CHART_TYPE_LABELS.summary.label }));
    // Text is the 13th of 17 types: from Summary, back round the end five steps.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(dialog.getByRole('radio', { name: CHART_TYPE_LABELS.text.label })).toBeChecked();
    await userEvent.tab();
    await expect(active()).toBe(dialog.getByRole('radio', { name: CHART_VIEW_LABELS.text }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog.getByRole('radio', { name: CHART_VIEW_LABELS.rich_text })).toBeChecked();
    await tabTo(dialog.getByRole('textbox', { name: M.nameLabel }));
    await userEvent.keyboard('Notes');
    await tabTo(dialog.getByRole('textbox', { name: M.richTextLabel }));
    await userEvent.keyboard('**Done**');
    await tabTo(dialog.getByRole('button', { name: M.create }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Notes',
      metric: 'text',
      view: 'rich_text',
      description: null,
      show_title: true,
      size: { height: 7, width: 6 },
      config: { text: '**Done**' },
    });
  },
};

/**
 * Submitted with problems: focus goes to the first field to fix that can take it. Two queries on a
 * segment (a users query, disabled over devices, listed first): the first query that may be
 * unticked; then no field chosen: the Field select, marked invalid for screen readers.
 */
export const FocusesFirstFieldToFix: Story = {
  tags: ['no-screenshot'],
  args: { queries: [QUERIES[7], ...QUERIES.slice(0, 7)].filter((query) => query !== undefined) },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: CHART_TYPE_LABELS.compare.label }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Windows devices' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Linux devices' }));
    await userEvent.click(dialog.getByRole('radio', { name: CHART_TYPE_LABELS.segment.label }));
    await expect(dialog.getByRole('checkbox', { name: 'Admins' })).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: M.nameLabel }), 'By OS');
    const create = dialog.getByRole('button', { name: M.create });
    create.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog.getByRole('checkbox', { name: 'Windows devices' })).toHaveFocus());

    await userEvent.click(dialog.getByRole('checkbox', { name: 'Linux devices' }));
    create.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByText('Choose a field.')).toBeVisible();
    const field = dialog.getByRole('button', { name: new RegExp(M.fieldLabel) });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * Escape (or Cancel, or the close button) closes an untouched wizard at once, and asks first once
 * something is chosen: 'Keep editing' (where focus starts) goes back to the chart as it was.
 */
export const AsksBeforeDiscarding: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const page = onPage(canvasElement);
    const dialog = await dialogOf(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);

    const name = dialog.getByRole('textbox', { name: M.nameLabel });
    await userEvent.type(name, 'Devices by OS');
    await userEvent.keyboard('{Escape}');
    const confirm = await page.findByRole('alertdialog', { name: M.discardTitle });
    await expect(confirm).toHaveTextContent(M.discardNew);
    await waitFor(() => expect(within(confirm).getByRole('button', { name: M.keepEditing })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(name).toHaveValue('Devices by OS');
    await expect(args.onClose).toHaveBeenCalledTimes(1);

    await userEvent.click(dialog.getByRole('button', { name: M.cancel }));
    await userEvent.click(await page.findByRole('button', { name: M.discardConfirm }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};
