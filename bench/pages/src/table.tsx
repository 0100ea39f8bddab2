// table.html?rows=N&mode=virtual|plain: N generated assets in the virtualised DataTable, or in a
// plain <table> that renders every row (the comparison). Sets window.__ready after the first paint.
import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  DataTable,
  ThemeProvider,
  type DataTableColumn,
  type DataTableSelection,
  type DataTableSortDescriptor,
} from '@vigil/ui';

declare global {
  interface Window {
    __ready?: number;
  }
}

interface Asset {
  id: number;
  name: string;
  type: string;
  os: string;
  ip: string;
  owner: string;
  risk: number;
  lastSeen: string;
  status: string;
}

const TYPES = ['Laptop', 'Server', 'Desktop', 'Phone', 'Virtual machine', 'Container host'];
const OSES = ['Windows 11', 'Ubuntu 24.04', 'macOS 15', 'RHEL 9', 'Android 15', 'Debian 12'];
const OWNERS = ['alice', 'bruno', 'chen', 'dalia', 'emeka', 'fatima', 'goran', 'hana'];
const STATUSES = ['Active', 'Stale', 'Retired'];
const DAY_MS = 86_400_000;
const LAST_SEEN_FROM = Date.UTC(2026, 0, 1);

function makeAssets(count: number): Asset[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i,
    name: `asset-${String((i * 7919) % count).padStart(6, '0')}`,
    type: TYPES[i % TYPES.length] ?? '',
    os: OSES[(i * 3) % OSES.length] ?? '',
    ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    owner: OWNERS[(i * 5) % OWNERS.length] ?? '',
    risk: (i * 37) % 101,
    lastSeen: new Date(LAST_SEEN_FROM + ((i * 13) % 300) * DAY_MS).toISOString().slice(0, 10),
    status: STATUSES[i % 7 === 0 ? 2 : i % 3 === 0 ? 1 : 0] ?? '',
  }));
}

const COLUMNS: DataTableColumn<Asset>[] = [
  { id: 'name', header: 'Name', accessor: 'name', isSortable: true, isRowHeader: true, width: '2fr' },
  { id: 'type', header: 'Type', accessor: 'type', isSortable: true },
  { id: 'os', header: 'OS', accessor: 'os', isSortable: true },
  { id: 'ip', header: 'IP address', accessor: 'ip' },
  { id: 'owner', header: 'Owner', accessor: 'owner', isSortable: true },
  { id: 'risk', header: 'Risk', accessor: 'risk', isSortable: true, align: 'end', width: 80 },
  { id: 'lastSeen', header: 'Last seen', accessor: 'lastSeen', isSortable: true },
  { id: 'status', header: 'Status', accessor: 'status', isSortable: true, width: 100 },
];

function sortRows(rows: Asset[], { column, direction }: DataTableSortDescriptor): Asset[] {
  const key = String(column) as keyof Asset;
  const sign = direction === 'descending' ? -1 : 1;
  return [...rows].sort((a, b) => (a[key] < b[key] ? -sign : a[key] > b[key] ? sign : 0));
}

function VirtualTable({ assets }: { assets: Asset[] }) {
  const [sort, setSort] = useState<DataTableSortDescriptor | undefined>();
  const [selected, setSelected] = useState<DataTableSelection>(new Set());
  const rows = useMemo(() => (sort ? sortRows(assets, sort) : assets), [assets, sort]);
  return (
    <DataTable
      aria-label="Assets"
      columns={COLUMNS}
      rows={rows}
      getRowId={(row) => row.id}
      sortDescriptor={sort}
      onSortChange={setSort}
      selectionMode="multiple"
      selectedKeys={selected}
      onSelectionChange={setSelected}
      isVirtualized
      maxHeightPx={720}
    />
  );
}

function PlainTable({ assets }: { assets: Asset[] }) {
  return (
    <table aria-label="Assets">
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column.id} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {assets.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.name}</th>
            <td>{row.type}</td>
            <td>{row.os}</td>
            <td>{row.ip}</td>
            <td>{row.owner}</td>
            <td>{row.risk}</td>
            <td>{row.lastSeen}</td>
            <td>{row.status}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Page({ count, mode }: { count: number; mode: string }) {
  const assets = useMemo(() => makeAssets(count), [count]);
  useEffect(() => {
    // Two frames: the first rendered frame has been painted by the second callback.
    requestAnimationFrame(() => {
      requestAnimationFrame(() => {
        window.__ready = performance.now();
      });
    });
  }, []);
  return (
    <ThemeProvider>
      <main style={{ padding: 16 }}>{mode === 'plain' ? <PlainTable assets={assets} /> : <VirtualTable assets={assets} />}</main>
    </ThemeProvider>
  );
}

const params = new URLSearchParams(location.search);
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <Page count={Number(params.get('rows') ?? 1000)} mode={params.get('mode') ?? 'virtual'} />
  </StrictMode>,
);
