import type { components } from '@vigil/openapi';
import type { Handlers } from '../openapi/index.js';
import { sendError } from '../admin/access.js';

type DataField = components['schemas']['DataField'];

/** Every asset has these: its name column, the adapters that report it, its tags, and when it was seen. */
export const COMMON_FIELDS: readonly DataField[] = [
  { name: 'name', title: 'Asset Name', type: 'string', supports_count: false },
  { name: 'adapters', title: 'Adapters', type: 'array', items_type: 'string', supports_count: true },
  { name: 'tags', title: 'Tags', type: 'array', items_type: 'string', format: 'tag', supports_count: true },
  { name: 'first_seen', title: 'First Seen', type: 'date', format: 'date-time', supports_count: false },
  { name: 'last_seen', title: 'Last Seen', type: 'date', format: 'date-time', supports_count: false },
];

const text = (name: string, title: string, format?: string): DataField => ({ name, title, type: 'string', supports_count: false, ...(format && { format }) });
const flag = (name: string, title: string): DataField => ({ name, title, type: 'bool', supports_count: false });
const list = (name: string, title: string, format?: string): DataField => ({
  name,
  title,
  type: 'array',
  items_type: 'string',
  supports_count: true,
  ...(format && { format }),
});

/** Assets linked to this one (asset_links, either side), queried with `has` (packages/server/src/queries/README.md). */
const relation = (name: string, title: string, entity: string): DataField => ({ name, title, type: 'relationship', entity, supports_count: true });

/**
 * The fields each entity type keeps in its assets' `fields` (what the sample data fills, checked by
 * dataFields.test.ts), offered to queries and charts after the common ones.
 */
export const ENTITY_FIELDS: Readonly<Record<string, readonly DataField[]>> = {
  devices: [
    text('hostname', 'Host Name'),
    text('device_type', 'Device Type'),
    text('os_type', 'OS: Type'),
    text('os_distribution', 'OS: Distribution'),
    text('os_version', 'OS: Version'),
    text('manufacturer', 'Manufacturer'),
    text('model', 'Model'),
    text('serial', 'Serial Number'),
    list('ips', 'IP Addresses', 'ip'),
    list('macs', 'MAC Addresses', 'mac'),
    text('domain', 'Domain'),
    text('owner', 'Owner'),
    text('department', 'Department'),
    text('cloud_provider', 'Cloud Provider'),
    text('agent_version', 'Agent Version'),
    flag('is_managed', 'Managed'),
    {
      name: 'network_interfaces',
      title: 'Network Interfaces',
      type: 'array',
      items_type: 'object',
      supports_count: true,
      sub_fields: [text('name', 'Name'), text('mac', 'MAC Address', 'mac'), list('ips', 'IP Addresses', 'ip')],
    },
    relation('installed_software', 'Installed Software', 'software'),
    relation('owner_user', 'Owner (User)', 'users'),
    relation('vulnerabilities', 'Vulnerabilities', 'vulnerabilities'),
  ],
  users: [
    text('username', 'User Name'),
    text('display_name', 'Display Name'),
    text('first_name', 'First Name'),
    text('last_name', 'Last Name'),
    text('mail', 'Email Address', 'email'),
    text('employee_id', 'Employee ID'),
    text('department', 'Department'),
    text('title', 'Title'),
    text('manager', 'Manager'),
    flag('is_admin', 'Admin'),
    flag('is_enabled', 'Enabled'),
    flag('mfa_enabled', 'MFA Enabled'),
    { name: 'last_logon', title: 'Last Logon', type: 'date', format: 'date-time', supports_count: false },
    relation('owned_devices', 'Owned Devices', 'devices'),
  ],
  software: [
    text('vendor', 'Vendor'),
    text('product', 'Product'),
    text('version', 'Version'),
    text('category', 'Category'),
    relation('installed_on', 'Installed On', 'devices'),
    relation('vulnerabilities', 'Vulnerabilities', 'vulnerabilities'),
  ],
  vulnerabilities: [
    text('cve_id', 'CVE ID'),
    text('severity', 'Severity'),
    { name: 'cvss', title: 'CVSS Score', type: 'number', supports_count: false },
    text('description', 'Description'),
    { name: 'published', title: 'Published', type: 'date', format: 'date', supports_count: false },
    text('affected_product', 'Affected Product'),
    flag('has_exploit', 'Exploit Available'),
    flag('fix_available', 'Fix Available'),
    relation('affected_devices', 'Affected Devices', 'devices'),
    relation('affected_software', 'Affected Software', 'software'),
  ],
};

const ENTITY_TYPES = Object.keys(ENTITY_FIELDS);

export const unknownDataFieldsEntity = (type: string) => `Unknown entity_type "${type}"; use one of: ${ENTITY_TYPES.join(', ')}.`;

export function dataFieldsHandlers() {
  return {
    getDataFields: async ({ query, reply }) => {
      const types = query.entity_type === undefined ? ENTITY_TYPES : [query.entity_type];
      // Own keys only: `constructor` names no entity type.
      const unknown = types.find((type) => !Object.hasOwn(ENTITY_FIELDS, type));
      if (unknown !== undefined) return void sendError(reply, 400, unknownDataFieldsEntity(unknown));
      return { data: { attributes: { value: Object.fromEntries(types.map((type) => [type, [...COMMON_FIELDS, ...(ENTITY_FIELDS[type] ?? [])]])) } } };
    },
  } satisfies Handlers;
}
