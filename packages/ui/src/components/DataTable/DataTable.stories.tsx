import { useCallback, useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import type { StatusTone } from '../../theme';
import {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableRowAction,
  type DataTableSelection,
  type DataTableSortDescriptor,
} from './DataTable';
import { DATATABLE_ROW_HEIGHT_PX } from './DataTable.styles';
import { DEFAULT_PAGE_SIZE, getPageRows } from './Pagination';

type Risk = 'Low' | 'Medium' | 'High' | 'Critical';

interface Device {
  id: string;
  name: string;
  ip: string;
  os: string;
  /** ISO time, fixed so that screenshots are stable. */
  lastSeen: string;
  risk: Risk;
}

const OPERATING_SYSTEMS = ['Windows 11', 'Ubuntu 22.04', 'macOS 14', 'Windows Server 2022', 'RHEL 9', 'Debian 12'];
const RISKS: readonly Risk[] = ['Low', 'Medium', 'Low', 'High', 'Low', 'Critical', 'Medium'];
const RISK_ORDER: Record<Risk, number> = { Low: 0, Medium: 1, High: 2, Critical: 3 };
const RISK_TONE: Record<Risk, StatusTone> = { Low: 'success', Medium: 'warning', High: 'dangerous', Critical: 'verydangerous' };
const BASE_TIME_MS = Date.UTC(2025, 2, 14, 12, 0, 0);
const MINUTE_MS = 60_000;

/** The i-th device (1-based), the same on every run. */
function makeDevice(i: number): Device {
  const n = String(i).padStart(3, '0');
  return {
    id: `device-${n}`,
    name: `WS-FIN-${n}`,
    ip: `10.${Math.floor(i / 65536) % 256}.${Math.floor(i / 256) % 256}.${i % 256}`,
    os: OPERATING_SYSTEMS[(i * 7) % OPERATING_SYSTEMS.length] ?? 'Linux',
    lastSeen: new Date(BASE_TIME_MS - ((i * 37) % 2880) * MINUTE_MS).toISOString(),
    risk: RISKS[(i * 3) % RISKS.length] ?? 'Low',
  };
}

function makeDevices(count: number): Device[] {
  return Array.from({ length: count }, (_, index) => makeDevice(index + 1));
}

function formatTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

const Badge = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  padding: 1px ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme, $tone }) => theme.colors.status[$tone].border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $tone }) => theme.colors.status[$tone].bg};
  color: ${({ theme, $tone }) => theme.colors.status[$tone].fg};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const deviceColumns: DataTableColumn<Device>[] = [
  { id: 'name', header: 'Name', accessor: 'name', isSortable: true, isRowHeader: true },
  { id: 'ip', header: 'IP address', accessor: 'ip', isSortable: true, width: 140 },
  { id: 'os', header: 'OS', accessor: 'os', width: 180 },
  { id: 'lastSeen', header: 'Last seen', accessor: 'lastSeen', isSortable: true, cell: (d) => formatTime(d.lastSeen), width: 200 },
  {
    id: 'risk',
    header: 'Risk',
    accessor: 'risk',
    isSortable: true,
    width: 110,
    align: 'end',
    cell: (d) => <Badge $tone={RISK_TONE[d.risk]}>{d.risk}</Badge>,
  },
];

function compareDevices(a: Device, b: Device, column: string): number {
  switch (column) {
    case 'risk':
      return RISK_ORDER[a.risk] - RISK_ORDER[b.risk];
    case 'ip':
    case 'lastSeen':
    case 'os':
    case 'name':
      return a[column].localeCompare(b[column], 'en', { numeric: true });
    default:
      return 0;
  }
}

function sortDevices(devices: readonly Device[], sort: DataTableSortDescriptor | undefined): Device[] {
  if (!sort) return [...devices];
  const sign = sort.direction === 'descending' ? -1 : 1;
  return [...devices].sort((a, b) => sign * compareDevices(a, b, String(sort.column)));
}

const twentyDevices = makeDevices(20);
/** darkTheme.colors.rowSelected (#1d3352) as the browser reports it. */
const SELECTED_DARK_RGB = 'rgb(29, 51, 82)';
const getDeviceId = (d: Device) => d.id;

const deviceActions = (d: Device): DataTableRowAction[] => [
  { id: 'open', label: 'Open device' },
  { id: 'rescan', label: 'Rescan' },
  { id: 'isolate', label: 'Isolate device', isDanger: true, isDisabled: d.risk === 'Low' },
];

const meta = {
  title: 'UI/DataTable',
  component: DataTable<Device>,
  args: {
    'aria-label': 'Devices',
    columns: deviceColumns,
    rows: twentyDevices,
    getRowId: getDeviceId,
  },
} satisfies Meta<typeof DataTable<Device>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps sort and selection in story state, as a view would. */
function StatefulTable(props: DataTableProps<Device>) {
  const [sort, setSort] = useState<DataTableSortDescriptor | undefined>(props.sortDescriptor);
  const [selected, setSelected] = useState<DataTableSelection>(props.selectedKeys ?? new Set());
  const rows = useMemo(() => sortDevices(props.rows, sort), [props.rows, sort]);
  return (
    <DataTable
      {...props}
      rows={rows}
      sortDescriptor={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange?.(next);
      }}
      selectedKeys={selected}
      onSelectionChange={(next) => {
        setSelected(next);
        props.onSelectionChange?.(next);
      }}
    />
  );
}

export const Playground: Story = {
  render: (args) => <StatefulTable {...args} />,
  args: {
    sortDescriptor: { column: 'name', direction: 'ascending' },
    selectionMode: 'multiple',
    rowActions: deviceActions,
    onRowAction: fn(),
    onSelectionChange: fn(),
    onSortChange: fn(),
  },
};

export const Loading: Story = {
  args: { isLoading: true, selectionMode: 'multiple' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Devices' });
    await expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading rows')).toBeInTheDocument();
    await expect(canvas.queryByText('WS-FIN-001')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: [], emptyState: 'No devices match the current filters' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No devices match the current filters')).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(deviceColumns.length);
  },
};

export const ErrorWithRetry: Story = {
  args: { error: { message: 'Sorry, something went wrong', onRetry: fn() } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Sorry, something went wrong')).toBeVisible();
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    await expect(args.error?.onRetry).toHaveBeenCalledTimes(1);
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.error?.onRetry).toHaveBeenCalledTimes(2);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  // Waits for the dark theme to reach the cells, so the screenshot is taken once the page is settled.
  play: async ({ canvas }) => {
    const selected = canvas.getAllByRole('row').filter((row) => row.getAttribute('aria-selected') === 'true');
    await expect(selected).toHaveLength(2);
    const cell = selected[0]?.querySelector('[role=rowheader]');
    if (!cell) throw new Error('expected a row header cell');
    await waitFor(() => expect(getComputedStyle(cell).backgroundColor).toBe(SELECTED_DARK_RGB));
  },
  render: (args) => <StatefulTable {...args} />,
  args: {
    rows: twentyDevices.slice(0, 8),
    selectionMode: 'multiple',
    selectedKeys: new Set(['device-002', 'device-003']),
    sortDescriptor: { column: 'name', direction: 'ascending' },
    // Row actions and pagination are left out: with either of them the dark story never gives
    // two identical screenshots in the test browser (under investigation); their own stories cover them.
  },
};

export const Sorting: Story = {
  tags: ['no-screenshot'],
  render: (args) => <StatefulTable {...args} />,
  args: { onSortChange: fn() },
  play: async ({ args, canvas }) => {
    const nameHeader = canvas.getByRole('columnheader', { name: 'Name' });
    await userEvent.click(nameHeader);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'ascending' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(nameHeader);
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('WS-FIN-020');

    // Keyboard: move to the Risk header and sort it with Enter.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    const riskHeader = canvas.getByRole('columnheader', { name: 'Risk' });
    await expect(riskHeader).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(riskHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'risk', direction: 'ascending' });
    await userEvent.keyboard('{Enter}');
    await expect(riskHeader).toHaveAttribute('aria-sort', 'descending');
    const firstRow = canvas.getAllByRole('row')[1];
    await expect(firstRow).toBeDefined();
    if (firstRow) await expect(within(firstRow).getByText('Critical')).toBeInTheDocument();
  },
};

export const SelectionWithSelectAll: Story = {
  render: (args) => <StatefulTable {...args} />,
  args: { rows: twentyDevices.slice(0, 6), selectionMode: 'multiple', onSelectionChange: fn() },
  play: async ({ args, canvas }) => {
    const selectAll = canvas.getByRole('checkbox', { name: 'Select All' });
    await userEvent.click(selectAll);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('all');
    for (const row of canvas.getAllByRole('row').slice(1)) await expect(row).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(selectAll);
    for (const row of canvas.getAllByRole('row').slice(1)) await expect(row).toHaveAttribute('aria-selected', 'false');

    // Pointer on one row's checkbox, then keyboard: Space toggles, Shift+ArrowDown extends.
    const rows = canvas.getAllByRole('row').slice(1);
    const second = rows[1];
    const third = rows[2];
    const fourth = rows[3];
    if (!second || !third || !fourth) throw new Error('expected rows');
    await userEvent.click(within(second).getByRole('checkbox'));
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(third).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await expect(fourth).toHaveAttribute('aria-selected', 'true');
    const last = (args.onSelectionChange as ReturnType<typeof fn>).mock.lastCall?.[0] as DataTableSelection;
    await expect(last instanceof Set ? [...last].sort() : last).toEqual(['device-002', 'device-003', 'device-004']);
  },
};

const hundredThirtyFive = makeDevices(135);

function PaginatedTable(props: DataTableProps<Device>) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  return (
    <DataTable
      {...props}
      rows={getPageRows(hundredThirtyFive, page, pageSize)}
      maxHeightPx={420}
      pagination={{
        page,
        pageSize,
        total: hundredThirtyFive.length,
        onPageChange: setPage,
        onPageSizeChange: (size) => {
          setPageSize(size);
          setPage(0);
        },
      }}
    />
  );
}

export const Paginated: Story = {
  render: (args) => <PaginatedTable {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('1–20 of 135')).toBeInTheDocument();
    await expect(canvas.getByText('Page 1 of 7')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Page 2 of 7')).toBeInTheDocument();
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('WS-FIN-021');

    const last = canvas.getByRole('button', { name: 'Last page' });
    last.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 7 of 7')).toBeInTheDocument();
    await expect(canvas.getByText('121–135 of 135')).toBeInTheDocument();
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(15);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    // Last page is disabled under the focus it had: focus stays in the pagination, on Previous page.
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'First page' }));
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));

    // Page size: choose 50 from the list; the view goes back to the first page.
    await userEvent.click(canvas.getByRole('button', { name: /Rows per page/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: '50' }));
    await expect(canvas.getByText('1–50 of 135')).toBeInTheDocument();
    await expect(canvas.getByText('Page 1 of 3')).toBeInTheDocument();
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(50);
    await userEvent.click(canvas.getByRole('button', { name: 'First page' }));
  },
};

export const RowActions: Story = {
  tags: ['no-screenshot'],
  args: { rows: twentyDevices.slice(0, 6), rowActions: deviceActions, onRowAction: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // WS-FIN-003 is low risk: its Isolate item is disabled. Escape closes without choosing.
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for WS-FIN-003' }));
    const lowRiskMenu = await body.findByRole('menu');
    await expect(within(lowRiskMenu).getByRole('menuitem', { name: 'Isolate device' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onRowAction).not.toHaveBeenCalled();

    // Pointer: choose Rescan on the first row.
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for WS-FIN-001' }));
    const menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Rescan' }));
    await expect(args.onRowAction).toHaveBeenLastCalledWith('rescan', twentyDevices[0]);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());

    // Keyboard: open the second row's menu, walk to its last item and choose it.
    canvas.getByRole('button', { name: 'Actions for WS-FIN-002' }).focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith('isolate', twentyDevices[1]);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onRowAction).toHaveBeenCalledTimes(2);
  },
};

export const KeyboardNavigation: Story = {
  tags: ['no-screenshot'],
  args: { rows: twentyDevices.slice(0, 5) },
  play: async ({ canvas }) => {
    const cell = canvas.getByRole('rowheader', { name: 'WS-FIN-002' });
    await userEvent.click(cell);
    await userEvent.keyboard('{ArrowRight}');
    const ip = canvas.getByRole('gridcell', { name: '10.0.0.2' });
    await expect(ip).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('gridcell', { name: '10.0.0.3' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('rowheader', { name: 'WS-FIN-003' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('columnheader', { name: 'Risk' })).toHaveFocus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    const lastRow = canvas.getAllByRole('row').at(-1);
    if (!lastRow) throw new Error('expected a last row');
    await expect(within(lastRow).getByRole('gridcell', { name: 'Medium' })).toHaveFocus();
  },
};

const BIG_TABLE_ROW_COUNT = 100_000;

const bigColumns: DataTableColumn<{ id: number }>[] = [
  { id: 'name', header: 'Name', accessor: (r) => `Row ${r.id}`, isRowHeader: true },
  { id: 'ip', header: 'IP address', accessor: (r) => `10.${(r.id >> 16) & 255}.${(r.id >> 8) & 255}.${r.id & 255}`, width: 200 },
];

const bigRows = Array.from({ length: BIG_TABLE_ROW_COUNT }, (_, index) => ({ id: index + 1 }));

export const BigTable100k: Story = {
  render: () => (
    <DataTable
      aria-label="All rows"
      columns={bigColumns}
      rows={bigRows}
      getRowId={(r) => r.id}
      isVirtualized
      maxHeightPx={400}
    />
  ),
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'All rows' });
    // Screen readers hear the full size although only a window of rows is in the DOM.
    await expect(grid).toHaveAttribute('aria-rowcount', String(BIG_TABLE_ROW_COUNT + 1));
    await expect(canvas.getAllByRole('row').length).toBeLessThan(100);

    // Pointer: pick a row, then keyboard: ArrowDown moves through rows.
    await userEvent.click(canvas.getByRole('rowheader', { name: 'Row 2' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('rowheader', { name: 'Row 3' })).toHaveFocus();

    // Far from the focused row, only the rows in view are laid out, yet the focused row stays in the DOM.
    grid.scrollTop = (grid.scrollHeight - grid.clientHeight) / 2;
    await waitFor(() => expect(canvas.queryByText('Row 10')).not.toBeInTheDocument());
    await expect(canvas.getAllByRole('row').length).toBeLessThan(100);
    await expect(canvas.getByRole('rowheader', { name: 'Row 3' })).toHaveFocus();

    // Rows scrolled into view take over the elements of the rows that left: a scroll builds no rows.
    const shown = new Set(canvas.getAllByRole('row'));
    const leaving = canvas.getAllByRole('rowheader').at(-1)?.textContent ?? '';
    grid.scrollTop += 40 * DATATABLE_ROW_HEIGHT_PX;
    await waitFor(() => expect(canvas.queryByText(leaving)).not.toBeInTheDocument());
    await expect(canvas.getAllByRole('row').filter((row) => !shown.has(row))).toEqual([]);
    await expect(canvas.getByRole('rowheader', { name: 'Row 3' })).toHaveFocus();

    grid.scrollTop = grid.scrollHeight;
    await waitFor(() => expect(canvas.getByText(`Row ${BIG_TABLE_ROW_COUNT}`)).toBeInTheDocument(), { timeout: 5000 });
    await expect(canvas.getAllByRole('row').length).toBeLessThan(100);

    // Keyboard reaches the far end and comes back through the virtual rows.
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(canvas.getByRole('gridcell', { name: '10.1.134.160' })).toHaveFocus());
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await waitFor(() => expect(canvas.getByRole('rowheader', { name: 'Row 1' })).toHaveFocus());
    await expect(canvas.getAllByRole('row').length).toBeLessThan(100);
  },
};

const thousandDevices = makeDevices(1000);
const rowsOf = (canvas: HTMLElement) => within(canvas).getAllByRole('row').slice(1);
const rowNamed = (canvas: HTMLElement, name: string) => {
  const row = within(canvas).getByRole('rowheader', { name }).closest('[role=row]');
  if (!(row instanceof HTMLElement)) throw new Error(`expected the row of ${name}`);
  return row;
};

/** The virtualised grid sorts from its headers and selects by pointer and keyboard, over 1,000 rows. */
export const VirtualizedSortAndSelect: Story = {
  render: (args) => <StatefulTable {...args} />,
  args: {
    rows: thousandDevices,
    isVirtualized: true,
    maxHeightPx: 360,
    selectionMode: 'multiple',
    onSortChange: fn(),
    onSelectionChange: fn(),
  },
  play: async ({ args, canvas, canvasElement }) => {
    const grid = canvas.getByRole('grid', { name: 'Devices' });
    await expect(grid).toHaveAttribute('aria-rowcount', '1001');
    await expect(grid).toHaveAttribute('aria-multiselectable', 'true');

    // Sorting: a click, then Enter on the focused header, flips the order.
    const nameHeader = canvas.getByRole('columnheader', { name: 'Name' });
    await userEvent.click(nameHeader);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'ascending' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(nameHeader).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('WS-FIN-1000');
    await userEvent.keyboard('{Enter}');

    // Pointer: a row's box, then Shift+click on another row selects the rows between.
    await userEvent.click(within(rowNamed(canvasElement, 'WS-FIN-002')).getByRole('checkbox', { name: 'Select WS-FIN-002' }));
    await expect(rowNamed(canvasElement, 'WS-FIN-002')).toHaveAttribute('aria-selected', 'true');
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(canvas.getByRole('rowheader', { name: 'WS-FIN-005' }));
    await user.keyboard('{/Shift}');
    const selectedNames = () =>
      rowsOf(canvasElement)
        .filter((row) => row.getAttribute('aria-selected') === 'true')
        .map((row) => within(row).getByRole('rowheader').textContent);
    await expect(selectedNames()).toEqual(['WS-FIN-002', 'WS-FIN-003', 'WS-FIN-004', 'WS-FIN-005']);
    const selectAll = canvas.getByRole('checkbox', { name: 'Select All' });
    await expect(selectAll).toBePartiallyChecked();

    // Keyboard: Space toggles the focused row, Shift+ArrowDown extends, Ctrl+A selects every row.
    await userEvent.keyboard(' ');
    await expect(rowNamed(canvasElement, 'WS-FIN-005')).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    await expect(selectedNames()).toEqual(['WS-FIN-002', 'WS-FIN-003', 'WS-FIN-004', 'WS-FIN-005', 'WS-FIN-006', 'WS-FIN-007']);
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('all');
    await expect(selectAll).toBeChecked();
    for (const row of rowsOf(canvasElement)) await expect(row).toHaveAttribute('aria-selected', 'true');

    // From select-all, unticking one row leaves every other row of the list selected.
    await userEvent.click(within(rowNamed(canvasElement, 'WS-FIN-003')).getByRole('checkbox'));
    const last = (args.onSelectionChange as ReturnType<typeof fn>).mock.lastCall?.[0] as DataTableSelection;
    await expect(last instanceof Set ? [last.size, last.has('device-003'), last.has('device-1000')] : last).toEqual([999, false, true]);
    await userEvent.click(selectAll);
    await expect(selectAll).toBeChecked();
    await userEvent.click(selectAll);
    await expect(selectedNames()).toEqual([]);
    await userEvent.click(within(rowNamed(canvasElement, 'WS-FIN-004')).getByRole('checkbox'));
    await expect(selectedNames()).toEqual(['WS-FIN-004']);
  },
};

/** Page Down, typeahead by the row's name, and a row's actions from the keyboard in the virtualised grid. */
export const VirtualizedKeyboard: Story = {
  args: {
    rows: thousandDevices,
    isVirtualized: true,
    maxHeightPx: 360,
    rowActions: deviceActions,
    onRowAction: fn(),
  },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('rowheader', { name: 'WS-FIN-001' }));
    // 360 px hold the header and nine rows: a page moves eight rows.
    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByRole('rowheader', { name: 'WS-FIN-009' })).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    await expect(canvas.getByRole('rowheader', { name: 'WS-FIN-001' })).toHaveFocus();

    // Typing a name jumps to the first row it begins, far below the rows in view.
    await userEvent.keyboard('ws-fin-75');
    await waitFor(() => expect(canvas.getByRole('rowheader', { name: 'WS-FIN-750' })).toHaveFocus());
    await expect(canvas.getAllByRole('row').length).toBeLessThan(40);

    // End reaches the actions cell; Enter opens its menu and a choice calls onRowAction with the row.
    await userEvent.keyboard('{End}');
    const actionsCell = within(rowNamed(canvasElement, 'WS-FIN-750')).getByRole('button', { name: 'Actions for WS-FIN-750' }).closest('[role=gridcell]');
    await expect(actionsCell).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Rescan' }));
    await expect(args.onRowAction).toHaveBeenCalledWith('rescan', thousandDevices[749]);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());

    // The grid is one tab stop: Tab leaves it.
    await expect(canvas.getAllByRole('button', { name: /^Actions for/ }).every((button) => button.tabIndex === -1)).toBe(true);
  },
};

/** The virtualised grid shows the empty and loading states in its body, with the header above. */
export const VirtualizedEmpty: Story = {
  args: { rows: [], isVirtualized: true, emptyState: 'No devices match the current filters', selectionMode: 'multiple' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No devices match the current filters')).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(deviceColumns.length + 1);
    await expect(canvas.getByRole('checkbox', { name: 'Select All' })).toBeDisabled();
  },
};

/** A list paged on the server: the next 50 rows arrive each time the view nears the last row. */
function PagedGrid(props: DataTableProps<Device>) {
  const [count, setCount] = useState(50);
  const rows = useMemo(() => thousandDevices.slice(0, count), [count]);
  const onEndReached = useCallback(() => {
    setCount((shown) => Math.min(shown + 50, thousandDevices.length));
  }, []);
  return <DataTable {...props} rows={rows} onEndReached={onEndReached} />;
}

/** Opening rows by click and Enter (not selecting them), and fetching the next page as the view nears the end. */
export const VirtualizedOpensRowsAndLoadsMore: Story = {
  tags: ['no-screenshot'],
  render: (args) => <PagedGrid {...args} />,
  args: { rows: [], isVirtualized: true, maxHeightPx: 360, onRowOpen: fn() },
  play: async ({ args, canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Devices' });
    await expect(grid).toHaveAttribute('aria-rowcount', '51');
    await userEvent.click(canvas.getByRole('rowheader', { name: 'WS-FIN-002' }));
    await expect(args.onRowOpen).toHaveBeenLastCalledWith(thousandDevices[1]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onRowOpen).toHaveBeenLastCalledWith(thousandDevices[2]);
    await expect(args.onRowOpen).toHaveBeenCalledTimes(2);

    grid.scrollTop = grid.scrollHeight;
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '101'));
    await expect(canvas.getAllByRole('row').length).toBeLessThan(40);
    // Back to the top for a steady screenshot.
    grid.scrollTop = 0;
    await waitFor(() => expect(canvas.getByRole('rowheader', { name: 'WS-FIN-001' })).toBeVisible());
  },
};
