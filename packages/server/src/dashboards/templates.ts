import type { components } from '@vigil/openapi';
import type { Queryable } from '../db/index.js';
import { ADMIN_ROLE_ID } from '../auth/ids.js';
import { insertChart, type ChartCreate } from './store.js';

type Schemas = components['schemas'];
export type TemplateGroup = Schemas['DashboardTemplateGroup'];
export type TemplateType = Schemas['DashboardTemplateType'];

export const TEMPLATE_NOT_FOUND = 'No such dashboard template.';
export const NO_TEMPLATE_ORIGIN = 'This dashboard was not made from a template, so there is nothing to reset it to.';
export const templateNeedsQueries = (names: readonly string[]) =>
  `This template needs predefined queries this server does not have: ${names.join(', ')}.`;

/** A predefined saved query, by its entity and name (predefined names are unique per entity and stable across installs). */
export interface PredefinedRef {
  entity: string;
  name: string;
}

/** A chart of a template: a ChartCreate whose queries name predefined queries instead of ids. */
export interface TemplateChart extends Omit<ChartCreate, 'config'> {
  config: Omit<ChartCreate['config'], 'queries'>;
  queries?: readonly PredefinedRef[];
}

export interface Template {
  id: string;
  name: string;
  description: string;
  /** The chooser's groups besides `all`. */
  groups: readonly Exclude<TemplateGroup, 'all'>[];
  type: TemplateType;
  charts: readonly TemplateChart[];
}

const devices = (name: string): PredefinedRef => ({ entity: 'devices', name });
const users = (name: string): PredefinedRef => ({ entity: 'users', name });
const vulnerabilities = (name: string): PredefinedRef => ({ entity: 'vulnerabilities', name });
const software = (name: string): PredefinedRef => ({ entity: 'software', name });

const WINDOWS = devices('Windows devices');
const MACOS = devices('macOS devices');
const LINUX = devices('Linux servers');
const UNMANAGED = devices('Unmanaged devices');
const NO_OWNER = devices('User devices without an owner');
const CLOUD = devices('Cloud instances');
const DISABLED = users('Disabled users');
const ADMINS_NO_MFA = users('Admins without MFA');
const CRITICAL = vulnerabilities('Critical vulnerabilities');
const EXPLOITABLE = vulnerabilities('Exploitable high-risk vulnerabilities');
const BROWSERS = software('Browsers');

const count = (name: string, query: PredefinedRef, x: number, y: number): TemplateChart => ({
  name,
  metric: 'summary',
  view: 'summary',
  config: { entity: query.entity, measures: [{ function: 'count' }], summary_description: { type: 'default' } },
  queries: [query],
  layout: { x, y, w: 3, h: 3 },
  size: { height: 3, width: 3 },
});

/**
 * The dashboard templates (spec 001 section 3: groups all, use_cases, recommended; types saas
 * and cam), built on the predefined queries of the sample data. Ids are stable: a space's
 * `origin` keeps the one it was made from, which reset applies again.
 */
export const TEMPLATES: readonly Template[] = [
  {
    id: 'overview',
    name: 'Overview',
    description: 'The estate at a glance: operating systems, unmanaged devices and how they change.',
    groups: ['recommended'],
    type: 'saas',
    charts: [
      {
        name: 'Welcome',
        metric: 'text',
        view: 'rich_text',
        config: { text: '**Overview** of the assets every adapter reports. Open a chart to see the assets behind it.' },
        layout: { x: 0, y: 0, w: 12, h: 4 },
        size: { height: 4, width: 12 },
        show_title: false,
      },
      count('Unmanaged devices', UNMANAGED, 0, 4),
      count('Devices without an owner', NO_OWNER, 3, 4),
      count('Critical vulnerabilities', CRITICAL, 6, 4),
      count('Admins without MFA', ADMINS_NO_MFA, 9, 4),
      {
        name: 'Operating systems',
        metric: 'compare',
        view: 'pie',
        config: { entity: 'devices', data_series: 'individual', sort: { type: 'value', order: 'desc' } },
        queries: [WINDOWS, MACOS, LINUX],
        layout: { x: 0, y: 7, w: 6, h: 7 },
        size: { height: 7, width: 6 },
      },
      {
        name: 'Windows and macOS over time',
        metric: 'timeline',
        view: 'line',
        config: { entity: 'devices', data_source: 'historical', date_range: { type: 'relative', relative_type: 'last', unit: 'day', count: 7 }, time_aggregation: { unit: 'day' } },
        queries: [WINDOWS, MACOS],
        layout: { x: 6, y: 7, w: 6, h: 7 },
        size: { height: 7, width: 6 },
      },
    ],
  },
  {
    id: 'device_hygiene',
    name: 'Device hygiene',
    description: 'Devices nobody manages or owns, and where they run.',
    groups: ['use_cases'],
    type: 'saas',
    charts: [
      count('Unmanaged devices', UNMANAGED, 0, 0),
      count('Devices without an owner', NO_OWNER, 3, 0),
      {
        name: 'Managed or not, by operating system',
        metric: 'intersect',
        view: 'venn_triangle',
        config: { entity: 'devices' },
        queries: [UNMANAGED, WINDOWS, MACOS],
        layout: { x: 6, y: 0, w: 6, h: 7 },
        size: { height: 7, width: 6 },
      },
      {
        name: 'Unmanaged devices by type',
        metric: 'segment',
        view: 'histogram',
        config: { entity: 'devices', field: 'device_type', sort: { type: 'value', order: 'desc' } },
        queries: [UNMANAGED],
        layout: { x: 0, y: 7, w: 6, h: 7 },
        size: { height: 7, width: 6 },
      },
      {
        name: 'Unmanaged devices by department',
        metric: 'segment',
        view: 'pie',
        config: { entity: 'devices', field: 'department' },
        queries: [UNMANAGED],
        layout: { x: 6, y: 7, w: 6, h: 7 },
        size: { height: 7, width: 6 },
      },
    ],
  },
  {
    id: 'identity_risk',
    name: 'Identity risk',
    description: 'Administrators without a second factor and disabled accounts.',
    groups: ['use_cases', 'recommended'],
    type: 'saas',
    charts: [
      count('Admins without MFA', ADMINS_NO_MFA, 0, 0),
      count('Disabled users', DISABLED, 3, 0),
      {
        name: 'Risky accounts',
        metric: 'compare',
        view: 'histogram',
        config: { entity: 'users', data_series: 'individual' },
        queries: [ADMINS_NO_MFA, DISABLED],
        layout: { x: 6, y: 0, w: 6, h: 7 },
        size: { height: 7, width: 6 },
      },
      {
        name: 'Risky accounts over time',
        metric: 'timeline',
        view: 'line',
        config: { entity: 'users', data_source: 'historical', time_aggregation: { unit: 'day' } },
        queries: [ADMINS_NO_MFA, DISABLED],
        layout: { x: 0, y: 7, w: 12, h: 7 },
        size: { height: 7, width: 12 },
      },
    ],
  },
  {
    id: 'vulnerability_management',
    name: 'Vulnerability management',
    description: 'Critical and exploitable vulnerabilities, their severity and trend.',
    groups: ['use_cases', 'recommended'],
    type: 'cam',
    charts: [
      count('Critical vulnerabilities', CRITICAL, 0, 0),
      {
        name: 'Average CVSS of exploitable vulnerabilities',
        metric: 'summary',
        // One figure in a tile of 3 x 3: the summary view (a card there showed the name twice and was cut), to a decimal place or two.
        view: 'summary',
        config: { entity: 'vulnerabilities', measures: [{ function: 'average', field: 'cvss' }], number_format: 'float' },
        queries: [EXPLOITABLE],
        layout: { x: 3, y: 0, w: 3, h: 3 },
        size: { height: 3, width: 3 },
      },
      {
        name: 'Exploitable vulnerabilities by severity',
        metric: 'segment',
        view: 'pie',
        config: { entity: 'vulnerabilities', field: 'severity' },
        queries: [EXPLOITABLE],
        layout: { x: 6, y: 0, w: 6, h: 7 },
        size: { height: 7, width: 6 },
      },
      {
        name: 'Critical and exploitable over time',
        metric: 'timeline',
        view: 'line',
        config: { entity: 'vulnerabilities', data_source: 'historical', time_aggregation: { unit: 'day' } },
        queries: [CRITICAL, EXPLOITABLE],
        layout: { x: 0, y: 7, w: 12, h: 7 },
        size: { height: 7, width: 12 },
      },
    ],
  },
  {
    id: 'cloud_inventory',
    name: 'Cloud inventory',
    description: 'Cloud instances and Linux servers by provider and operating system.',
    groups: ['use_cases'],
    type: 'cam',
    charts: [
      count('Cloud instances', CLOUD, 0, 0),
      count('Linux servers', LINUX, 3, 0),
      {
        name: 'Cloud instances by provider',
        metric: 'segment',
        view: 'histogram',
        config: { entity: 'devices', field: 'cloud_provider', sort: { type: 'value', order: 'desc' } },
        queries: [CLOUD],
        layout: { x: 6, y: 0, w: 6, h: 7 },
        size: { height: 7, width: 6 },
      },
      {
        name: 'Linux servers by distribution and version',
        metric: 'table',
        view: 'table',
        config: { entity: 'devices', dimensions: ['os_distribution', 'os_version'] },
        queries: [LINUX],
        layout: { x: 0, y: 7, w: 12, h: 7 },
        size: { height: 7, width: 12 },
      },
    ],
  },
  {
    id: 'software_inventory',
    name: 'Software inventory',
    description: 'Installed browsers by product and vendor.',
    groups: ['use_cases'],
    type: 'saas',
    charts: [
      count('Browsers installed', BROWSERS, 0, 0),
      {
        name: 'Browsers by product',
        metric: 'segment',
        view: 'stacked',
        config: { entity: 'software', field: 'product', measures: [{ function: 'count' }] },
        queries: [BROWSERS],
        layout: { x: 3, y: 0, w: 9, h: 7 },
        size: { height: 7, width: 9 },
      },
      {
        name: 'Browsers by vendor',
        metric: 'segment',
        view: 'table',
        config: { entity: 'software', field: 'vendor' },
        queries: [BROWSERS],
        layout: { x: 0, y: 7, w: 6, h: 7 },
        size: { height: 7, width: 6 },
      },
    ],
  },
  {
    id: 'executive_summary',
    name: 'Executive summary',
    description: 'The few figures leadership asks for, with a note to edit.',
    groups: ['recommended'],
    type: 'cam',
    charts: [
      {
        name: 'About this dashboard',
        metric: 'text',
        view: 'text',
        config: { text: 'Figures refresh with every discovery. Edit this note to explain them to your readers.' },
        layout: { x: 0, y: 0, w: 4, h: 4 },
        size: { height: 4, width: 4 },
      },
      count('Critical vulnerabilities', CRITICAL, 4, 0),
      count('Unmanaged devices', UNMANAGED, 7, 0),
      {
        name: 'Devices by operating system',
        metric: 'compare',
        view: 'histogram',
        config: { entity: 'devices', data_series: 'individual' },
        queries: [WINDOWS, MACOS, LINUX, CLOUD],
        layout: { x: 0, y: 4, w: 12, h: 7 },
        size: { height: 7, width: 12 },
      },
    ],
  },
];

export const templateById = (id: string): Template | undefined => TEMPLATES.find((template) => template.id === id);

/** The templates of a group (`all`: every one) and type, as the contract lists them. */
export function listTemplates(group: TemplateGroup = 'all', type?: TemplateType): Schemas['DashboardTemplate'][] {
  return TEMPLATES.filter((template) => (group === 'all' || template.groups.includes(group)) && (type === undefined || template.type === type)).map((template) => ({
    id: template.id,
    name: template.name,
    description: template.description,
    groups: [...template.groups],
    type: template.type,
    charts: template.charts.map(({ name, metric, view }) => ({ name, metric, view })),
  }));
}

const refKey = (ref: PredefinedRef) => `${ref.entity}\u0000${ref.name}`;

/**
 * The template's charts as ChartCreate, their queries the ids of the predefined queries they
 * name; or the names this server lacks (no sample data, or a predefined query removed).
 */
export async function templateCharts(db: Queryable, template: Template): Promise<{ charts: ChartCreate[] } | { missing: string[] }> {
  const refs = template.charts.flatMap((chart) => chart.queries ?? []);
  const rows = await db.query<{ id: string; entity: string; name: string }>(
    'select id::text as id, entity, name from saved_queries where predefined and name = any($1::text[]) order by id',
    [[...new Set(refs.map((ref) => ref.name))]],
  );
  const ids = new Map<string, string>();
  for (const row of rows) if (!ids.has(refKey(row))) ids.set(refKey(row), row.id);
  const missing = [...new Set(refs.filter((ref) => !ids.has(refKey(ref))).map((ref) => ref.name))];
  if (missing.length) return { missing };
  return {
    charts: template.charts.map(({ queries, config, ...chart }) => ({
      ...chart,
      config: { ...config, ...(queries && { queries: queries.map((ref) => ({ query_id: ids.get(refKey(ref)) ?? '' })) }) },
    })),
  };
}

/** Replaces a space's charts with the template's (inside the caller's transaction) and records it as the space's origin. */
export async function applyTemplate(tx: Queryable, spaceUuid: string, template: Template, charts: readonly ChartCreate[]): Promise<void> {
  await tx.query('delete from charts where space_uuid = $1::uuid', [spaceUuid]);
  for (const chart of charts) await insertChart(tx, spaceUuid, chart);
  await tx.query('update spaces set origin = $2, last_updated = now() where uuid = $1::uuid', [spaceUuid, template.id]);
}

/** The sample data's dashboard: a public, every-data-scope space of this template, the admins' to edit. */
export const SEED_SPACE = { name: 'Overview', template: 'overview' } as const;

/**
 * The sample data's 'Overview' dashboard (inside the seed's transaction; nothing when it exists or
 * the predefined queries are missing): public and shared with all data scopes, the Admin role as
 * its editors, of type `default`. It is the admin's: theirs and a favourite now when an admin
 * exists, else when the admin signs up (adoptSeededSpaces).
 */
export async function seedOverviewSpace(tx: Queryable): Promise<string | undefined> {
  const [existing] = await tx.query("select 1 from spaces where type = 'default' and name = $1", [SEED_SPACE.name]);
  const template = templateById(SEED_SPACE.template);
  if (existing || !template) return undefined;
  const found = await templateCharts(tx, template);
  if (!('charts' in found)) return undefined;
  const [row] = await tx.query<{ uuid: string }>(
    `insert into spaces (name, type, access, permission_level, all_data_scopes, origin, created_by)
     values ($1, 'default', 'public', 'Public', true, $2, '') returning uuid::text as uuid`,
    [SEED_SPACE.name, template.id],
  );
  if (!row) throw new Error('insert into spaces returned no row');
  await tx.query("insert into space_roles (space_uuid, role_uuid, access) values ($1::uuid, $2::uuid, 'editors')", [row.uuid, ADMIN_ROLE_ID]);
  for (const chart of found.charts) await insertChart(tx, row.uuid, chart);
  const [admin] = await tx.query<{ uuid: string; user_name: string }>('select uuid::text as uuid, user_name from users where role_id = $1::uuid order by created_at limit 1', [ADMIN_ROLE_ID]);
  if (admin) await adoptSeededSpaces(tx, admin.uuid, admin.user_name);
  return row.uuid;
}

/** Gives the seeded dashboards nobody owns yet to the admin (at signup, or seeding after it), each a favourite of theirs. */
export async function adoptSeededSpaces(tx: Queryable, adminUuid: string, adminName: string): Promise<void> {
  const adopted = await tx.query<{ uuid: string }>(
    "update spaces set owner_uuid = $1::uuid, created_by = $2 where type = 'default' and owner_uuid is null returning uuid::text as uuid",
    [adminUuid, adminName],
  );
  for (const { uuid } of adopted) {
    await tx.query('insert into space_favorites (user_uuid, space_uuid) values ($1::uuid, $2::uuid) on conflict do nothing', [adminUuid, uuid]);
  }
}
