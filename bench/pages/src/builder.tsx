// builder.html?rows=N: the query builder of the Queries area with a filter of N conditions over
// devices, its state kept in the page as the editor keeps it. Sets window.__ready after the
// first paint.
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { DataField, QueryFilter } from '@vigil/openapi';
import { QueryBuilder } from '@vigil/features';
import { ThemeProvider } from '@vigil/ui';

declare global {
  interface Window {
    __ready?: number;
  }
}

const text = (name: string, title: string): DataField => ({ name, title, type: 'string', supports_count: false });
const FIELDS: Readonly<Record<string, readonly DataField[]>> = {
  devices: [
    text('name', 'Asset Name'),
    { name: 'tags', title: 'Tags', type: 'array', items_type: 'string', supports_count: true },
    text('hostname', 'Host Name'),
    text('os_type', 'OS: Type'),
    { name: 'ips', title: 'IP Addresses', type: 'array', items_type: 'string', supports_count: true },
    { name: 'is_managed', title: 'Managed', type: 'bool', supports_count: false },
    { name: 'installed_software', title: 'Installed Software', type: 'relationship', entity: 'software', supports_count: true },
  ],
  software: [text('name', 'Asset Name'), text('vendor', 'Vendor')],
};

const filterOf = (rows: number): QueryFilter => ({
  operator: 'and',
  conditions: Array.from({ length: rows }, (_, index) =>
    index % 3 === 0 ? { field: 'os_type', operator: 'equals', value: 'Windows' } : { field: 'hostname', operator: 'contains', value: `host-${String(index + 1)}` },
  ),
  groups: [],
});

function Page({ rows }: { rows: number }) {
  const [filter, setFilter] = useState(() => filterOf(rows));
  useEffect(() => {
    requestAnimationFrame(() => {
      window.__ready = performance.now();
    });
  }, []);
  return (
    <ThemeProvider>
      <main style={{ padding: 16 }}>
        <QueryBuilder entity="devices" dataFields={FIELDS} filter={filter} onChange={setFilter} />
      </main>
    </ThemeProvider>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <Page rows={Number(new URLSearchParams(location.search).get('rows') ?? 50)} />
  </StrictMode>,
);
