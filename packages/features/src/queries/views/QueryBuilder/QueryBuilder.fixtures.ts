import type { DataField, QueryFilter } from '@vigil/openapi';

const text = (name: string, title: string): DataField => ({ name, title, type: 'string', supports_count: false });
const flag = (name: string, title: string): DataField => ({ name, title, type: 'bool', supports_count: false });
const list = (name: string, title: string): DataField => ({ name, title, type: 'array', items_type: 'string', supports_count: true });
const relation = (name: string, title: string, entity: string): DataField => ({ name, title, type: 'relationship', entity, supports_count: true });

const COMMON: readonly DataField[] = [
  text('name', 'Asset Name'),
  list('adapters', 'Adapters'),
  { ...list('tags', 'Tags'), format: 'tag' },
  { name: 'first_seen', title: 'First Seen', type: 'date', format: 'date-time', supports_count: false },
  { name: 'last_seen', title: 'Last Seen', type: 'date', format: 'date-time', supports_count: false },
];

/** Data fields of the four entity types, shaped as GET /data_fields answers (common fields first). */
export const queryBuilderDataFields: Readonly<Record<string, readonly DataField[]>> = {
  devices: [
    ...COMMON,
    text('hostname', 'Host Name'),
    text('os_type', 'OS: Type'),
    text('model', 'Model'),
    list('ips', 'IP Addresses'),
    flag('is_managed', 'Managed'),
    { name: 'cpu_cores', title: 'CPU Cores', type: 'integer', supports_count: false },
    {
      name: 'network_interfaces',
      title: 'Network Interfaces',
      type: 'array',
      items_type: 'object',
      supports_count: true,
      sub_fields: [text('name', 'Name'), text('mac', 'MAC Address'), list('ips', 'IP Addresses')],
    },
    relation('installed_software', 'Installed Software', 'software'),
    relation('owner_user', 'Owner (User)', 'users'),
    relation('vulnerabilities', 'Vulnerabilities', 'vulnerabilities'),
  ],
  users: [...COMMON, text('username', 'User Name'), text('department', 'Department'), flag('is_admin', 'Admin'), relation('owned_devices', 'Owned Devices', 'devices')],
  software: [...COMMON, text('vendor', 'Vendor'), text('product', 'Product'), text('version', 'Version'), relation('vulnerabilities', 'Vulnerabilities', 'vulnerabilities')],
  vulnerabilities: [
    ...COMMON,
    text('cve_id', 'CVE ID'),
    text('severity', 'Severity'),
    { name: 'cvss', title: 'CVSS Score', type: 'number', supports_count: false },
    flag('has_exploit', 'Exploit Available'),
  ],
};

export const emptyFilter: QueryFilter = { operator: 'and', conditions: [], groups: [] };

/** Windows devices seen this week whose host name holds "web". */
export const simpleFilter: QueryFilter = {
  operator: 'and',
  conditions: [
    { field: 'hostname', operator: 'contains', value: 'web' },
    { field: 'os_type', operator: 'equals', value: 'Windows' },
    { field: 'last_seen', operator: 'last_days', value: 7 },
  ],
  groups: [],
};

/** Every kind of row: a group with not, an object's nested conditions, a relationship with a count, a list count. */
export const nestedFilter: QueryFilter = {
  operator: 'and',
  conditions: [
    { field: 'tags', operator: 'in', value: ['prod', 'pci'] },
    {
      field: 'network_interfaces',
      operator: 'match',
      nested: { operator: 'and', conditions: [{ field: 'mac', operator: 'starts_with', value: '00:1A' }], groups: [] },
    },
    {
      field: 'installed_software',
      operator: 'has',
      relationship_filter: {
        relationship: 'installed_software',
        value: { operator: 'and', conditions: [{ field: 'vendor', operator: 'equals', value: 'Adobe' }], groups: [] },
      },
      count: { operator: 'above', count: 2 },
    },
  ],
  groups: [
    {
      operator: 'or',
      not: true,
      conditions: [
        { field: 'is_managed', operator: 'equals', value: true },
        { field: 'ips', operator: 'count', count: { operator: 'equals', count: 0 }, not: true },
      ],
      groups: [],
    },
  ],
};

/** Counts for every node of `nestedFilter`, as POST /queries/count answers them. */
export const nestedCounts: Readonly<Record<string, number>> = {
  '': 1234,
  c0: 5210,
  c1: 8032,
  'c1.g0': 2750,
  c2: 1977,
  'c2.g0': 412,
  g0: 3120,
  'g0.c0': 7340,
  'g0.c1': 96,
};
