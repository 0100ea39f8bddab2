import { ADAPTERS, DEPARTMENTS, EMAIL_DOMAIN, ENTITLEMENTS, FIRST_NAMES, HARDWARE, LAST_NAMES, OPERATING_SYSTEMS, REGIONS, SERVER_ROLES, SOFTWARE } from './catalog.js';
import { matchesFilter, type QueryFilter } from './filter.js';
import { DISCOVERY_PHASES } from '../discovery/lifecycle.js';
import { Random } from './random.js';

export type Entity = 'devices' | 'users' | 'software' | 'vulnerabilities';
export const ENTITIES: readonly Entity[] = ['devices', 'users', 'software', 'vulnerabilities'];

/** Days of history: today and the 6 days before. */
export const HISTORY_DAYS = 7;
/** Days of asset events (investigation, "as of"): a month, so that a week ago differs from now. */
export const EVENT_DAYS = 30;
const DAY_MS = 86_400_000;

export interface Sizes {
  devices: number;
  users: number;
  software: number;
  vulnerabilities: number;
}

/** The other entities in proportion to the devices: 0.6 users, 0.25 software, 0.15 vulnerabilities per device. */
export function sizesFor(devices: number): Sizes {
  if (devices <= 0) return { devices: 0, users: 0, software: 0, vulnerabilities: 0 };
  const share = (ratio: number) => Math.max(1, Math.round(devices * ratio));
  return { devices, users: share(0.6), software: share(0.25), vulnerabilities: share(0.15) };
}

export interface ConnectionRow {
  id: string;
  adapter: string;
  label: string;
  status: string;
  config: Record<string, string>;
  error: string | null;
  last_fetch_at: string | null;
}

export interface AssetRow {
  id: number;
  entity: Entity;
  name: string;
  fields: Record<string, unknown>;
  tags: string[];
  first_seen: string;
  last_seen: string;
  last_updated: string;
}

export interface EventRow {
  asset_id: number;
  at: string;
  event_type: 'field_changed' | 'adapter_connection_added' | 'adapter_connection_removed';
  field: string | null;
  title: string;
  names: string[];
  added: string[];
  removed: string[];
  connection_id: string | null;
}

/** One asset with its rows in the other tables. */
export interface AssetBundle {
  asset: AssetRow;
  /** `fields`: what that connection reported of the asset's fields (a subset of them). */
  adapters: { asset_id: number; connection_id: string; first_seen: string; last_seen: string; fields: Record<string, unknown> }[];
  links: { from_id: number; kind: 'installed_software' | 'owner' | 'vulnerabilities'; to_id: number }[];
  entitlements: { asset_id: number; connection_id: string; name: string; type: string }[];
  events: EventRow[];
}

export interface SampleQuery {
  id: string;
  name: string;
  entity: Entity;
  filter: QueryFilter;
  description: string;
  /** User name of the console user owning it; none for a predefined query. */
  owner: string | null;
  private: boolean;
  /** Names of the data scopes it is shared with; null for all. */
  data_scopes: string[] | null;
}

/** What devices need of their owner. */
interface UserInfo {
  id: number;
  name: string;
  department: string;
  region: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The field every connection reports of an asset of the type: what identifies it. */
const IDENTITY: Readonly<Record<Entity, string>> = { devices: 'hostname', users: 'username', software: 'product', vulnerabilities: 'cve_id' };
const day = (ms: number) => iso(ms).slice(0, 10);

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

const condition = (field: string, operator: string, value?: unknown, not?: boolean) => ({
  field,
  operator,
  ...(value !== undefined && { value: value as string }),
  ...(not && { not }),
});
const all = (...conditions: ReturnType<typeof condition>[]): QueryFilter => ({ operator: 'and', conditions, groups: [] });

/** The saved queries of the sample data (fields as the generator writes them). */
export const SAMPLE_QUERIES: readonly Omit<SampleQuery, 'id'>[] = [
  { name: 'Windows devices', entity: 'devices', filter: all(condition('os_type', 'equals', 'Windows')), description: 'Every device running Windows.', owner: null, private: false, data_scopes: null },
  { name: 'macOS devices', entity: 'devices', filter: all(condition('os_type', 'equals', 'macOS')), description: 'Every Mac.', owner: null, private: false, data_scopes: null },
  {
    name: 'Linux servers',
    entity: 'devices',
    filter: all(condition('os_type', 'equals', 'Linux'), condition('device_type', 'in', ['Server', 'Virtual Machine'])),
    description: 'Linux servers, on premises and in the cloud.',
    owner: null,
    private: false,
    data_scopes: null,
  },
  { name: 'Unmanaged devices', entity: 'devices', filter: all(condition('is_managed', 'equals', false)), description: 'Devices no directory or device manager knows.', owner: null, private: false, data_scopes: null },
  {
    name: 'User devices without an owner',
    entity: 'devices',
    filter: all(condition('owner', 'exists', undefined, true), condition('device_type', 'in', ['Laptop', 'Desktop', 'Mobile'])),
    description: 'Laptops, desktops and phones nobody is assigned to.',
    owner: null,
    private: false,
    data_scopes: null,
  },
  { name: 'Cloud instances', entity: 'devices', filter: all(condition('cloud_provider', 'exists')), description: 'Virtual machines in AWS and Azure.', owner: null, private: false, data_scopes: null },
  { name: 'Disabled users', entity: 'users', filter: all(condition('is_enabled', 'equals', false)), description: 'Accounts that are disabled.', owner: null, private: false, data_scopes: null },
  {
    name: 'Admins without MFA',
    entity: 'users',
    filter: all(condition('is_admin', 'equals', true), condition('mfa_enabled', 'equals', false)),
    description: 'Administrators who sign in without a second factor.',
    owner: null,
    private: false,
    data_scopes: null,
  },
  { name: 'Critical vulnerabilities', entity: 'vulnerabilities', filter: all(condition('severity', 'equals', 'critical')), description: 'CVSS 9.0 and above.', owner: null, private: false, data_scopes: null },
  {
    name: 'Exploitable high-risk vulnerabilities',
    entity: 'vulnerabilities',
    filter: { operator: 'and', conditions: [condition('has_exploit', 'equals', true)], groups: [{ operator: 'or', conditions: [condition('severity', 'equals', 'critical'), condition('severity', 'equals', 'high')], groups: [] }] },
    description: 'High or critical, with a known exploit.',
    owner: null,
    private: false,
    data_scopes: null,
  },
  { name: 'Browsers', entity: 'software', filter: all(condition('category', 'equals', 'Browser')), description: 'Installed web browsers.', owner: null, private: false, data_scopes: null },
  {
    name: 'Security team laptops',
    entity: 'devices',
    filter: all(condition('device_type', 'equals', 'Laptop'), condition('department', 'equals', 'Security')),
    description: 'Laptops of the security team.',
    owner: 'maria.garcia',
    private: true,
    data_scopes: null,
  },
  {
    name: 'EMEA engineers',
    entity: 'users',
    filter: all(condition('department', 'equals', 'Engineering'), condition('mail', 'contains', EMAIL_DOMAIN)),
    description: 'Engineering accounts.',
    owner: 'tom.becker',
    private: false,
    data_scopes: ['EMEA'],
  },
];

/**
 * The sample inventory for one seed and size: adapters and connections, then every asset with
 * its adapters, links, entitlements and change events (ids 1.. in the order users, software,
 * vulnerabilities, devices), then the history computed from them. Times are offsets from `now`,
 * so the last 7 days of history always end today; everything else depends only on the seed and size.
 */
export class Inventory {
  readonly sizes: Sizes;
  readonly connections: ConnectionRow[];
  readonly queries: SampleQuery[];
  readonly nowMs: number;
  /** Start of the UTC day HISTORY_DAYS - 1 days ago: the first day of history. */
  private readonly firstDayMs: number;
  private readonly dailyByEntity = new Map<Entity, number[]>();
  private readonly dailyByConnection = new Map<string, number[]>();
  private readonly dailyByQuery = new Map<string, number[]>();
  /** What each connection reported of an asset: a stream of its own, so the assets stay what they were. */
  private readonly reports: Random;
  /** The events of the last month, a stream of their own too. */
  private readonly history: Random;
  private generated = false;

  constructor(
    readonly seed: number,
    devices: number,
    now: Date = new Date(),
  ) {
    this.sizes = sizesFor(devices);
    this.reports = new Random(seed, 'reports');
    this.history = new Random(seed, 'history');
    this.nowMs = now.getTime();
    this.firstDayMs = Math.floor(this.nowMs / DAY_MS) * DAY_MS - (HISTORY_DAYS - 1) * DAY_MS;
    const random = new Random(seed, 'connections');
    this.connections = ADAPTERS.flatMap((adapter) =>
      adapter.connections.map((connection) => ({
        id: random.uuid(),
        adapter: adapter.module,
        label: connection.label,
        status: connection.status,
        config: connection.config,
        error: connection.error ?? null,
        last_fetch_at: connection.status === 'never_connected' ? null : iso(this.nowMs - random.int(5, 120) * 60_000),
      })),
    );
    const queryIds = new Random(seed, 'queries');
    this.queries = SAMPLE_QUERIES.map((query) => ({ ...query, id: queryIds.uuid() }));
  }

  /** The connection of an adapter (by module and, when it has several, by position). */
  connection(module: string, index = 0): ConnectionRow {
    return at(
      this.connections.filter((c) => c.adapter === module),
      index,
    );
  }

  /** Every asset, in id order, with its rows in the other tables. Counts the history as it goes. */
  *assets(): Generator<AssetBundle> {
    if (this.generated) throw new Error('the inventory is generated once');
    this.generated = true;
    const { users, software, vulnerabilities, devices } = this.sizes;
    const userInfo = yield* this.users(users);
    const softwareNames = yield* this.software(software, users + 1);
    const osVulnerabilities = yield* this.vulnerabilities(vulnerabilities, users + software + 1, softwareNames.length);
    yield* this.devices(devices, users + software + vulnerabilities + 1, userInfo, softwareNames, osVulnerabilities);
  }

  /** Per day of history (oldest first): how many assets of each entity existed. Complete after `assets()`. */
  dailyCounts(): { day: string; entity: Entity; count: number }[] {
    return ENTITIES.flatMap((entity) => this.days(this.dailyByEntity.get(entity)).map(([d, count]) => ({ day: d, entity, count })));
  }

  connectionDailyCounts(): { day: string; entity: Entity; connection_id: string; count: number }[] {
    return [...this.dailyByConnection].flatMap(([key, counts]) => {
      const [entity, connectionId] = key.split('|') as [Entity, string];
      return this.days(counts).map(([d, count]) => ({ day: d, entity, connection_id: connectionId, count }));
    });
  }

  queryDailyCounts(): { query_id: string; day: string; count: number }[] {
    return this.queries.flatMap((query) => this.days(this.dailyByQuery.get(query.id)).map(([d, count]) => ({ query_id: query.id, day: d, count })));
  }

  /** A scheduled run each night of the history, and a manual one this morning when it is past. */
  discoveryRuns(startedBy: string): { id: string; status: 'done'; outcome: 'completed'; trigger: 'manual' | 'scheduled'; started_by: string | null; started_at: string; finished_at: string; assets: Record<string, number>; phases: unknown[] }[] {
    const random = new Random(this.seed, 'discovery');
    const counts = this.dailyCounts();
    const runs = [];
    for (let d = 0; d < HISTORY_DAYS; d++) {
      const dayMs = this.firstDayMs + d * DAY_MS;
      const assets = Object.fromEntries(counts.filter((c) => c.day === day(dayMs)).map((c) => [c.entity, c.count]));
      const slots: ['manual' | 'scheduled', number][] = [['scheduled', 2 * 3_600_000]];
      if (d === HISTORY_DAYS - 1) slots.push(['manual', 9 * 3_600_000]);
      for (const [trigger, offset] of slots) {
        const startMs = dayMs + offset + random.int(0, 600) * 1000;
        const finishMs = startMs + random.int(18, 45) * 60_000;
        const id = random.uuid();
        if (finishMs > this.nowMs) continue;
        // The phases share the run's time evenly, as runs store them (discovery/runner.ts).
        const share = (finishMs - startMs) / DISCOVERY_PHASES.length;
        const phases = DISCOVERY_PHASES.map((name, index) => ({
          name,
          status: 'done',
          progress: 100,
          started_at: iso(startMs + Math.round(index * share)),
          finished_at: iso(startMs + Math.round((index + 1) * share)),
        }));
        runs.push({ id, status: 'done' as const, outcome: 'completed' as const, trigger, started_by: trigger === 'manual' ? startedBy : null, started_at: iso(startMs), finished_at: iso(finishMs), assets, phases });
      }
    }
    return runs;
  }

  private days(counts: number[] = []): [string, number][] {
    // counts[d] holds the assets that appeared on day d; a snapshot holds every earlier one too.
    let total = 0;
    return Array.from({ length: HISTORY_DAYS }, (_, d) => {
      total += counts[d] ?? 0;
      return [day(this.firstDayMs + d * DAY_MS), total];
    });
  }

  /** Counts an asset (and its connections and matching queries) from the day it first appeared. */
  private count(bundle: AssetBundle) {
    const from = (seenIso: string) => Math.max(0, Math.floor((Date.parse(seenIso) - this.firstDayMs) / DAY_MS));
    const add = <K>(map: Map<K, number[]>, key: K, d: number) => {
      const counts = map.get(key) ?? new Array<number>(HISTORY_DAYS).fill(0);
      counts[d] = (counts[d] ?? 0) + 1;
      map.set(key, counts);
    };
    const { asset } = bundle;
    add(this.dailyByEntity, asset.entity, from(asset.first_seen));
    for (const link of bundle.adapters) add(this.dailyByConnection, `${asset.entity}|${link.connection_id}`, from(link.first_seen));
    for (const query of this.queries) {
      if (query.entity === asset.entity && matchesFilter(query.filter, asset.fields)) add(this.dailyByQuery, query.id, from(asset.first_seen));
    }
  }

  /** First seen, last seen, and the window in which its recent events happened. */
  private lifetime(random: Random, newShare: number) {
    const windowStart = this.firstDayMs;
    const firstSeen = random.chance(newShare)
      ? random.int(windowStart, this.nowMs - 3_600_000)
      : this.nowMs - random.int(8 * DAY_MS, 3 * 365 * DAY_MS);
    const stale = random.chance(0.08);
    const lastSeen = stale ? Math.max(firstSeen, this.nowMs - random.int(8 * DAY_MS, 60 * DAY_MS)) : Math.max(firstSeen, this.nowMs - random.int(0, 30 * 3_600_000));
    return { firstSeen, lastSeen, eventsFrom: Math.max(firstSeen, this.nowMs - EVENT_DAYS * DAY_MS), eventsTo: lastSeen };
  }

  private finish(bundle: AssetBundle, lastSeen: number): AssetBundle {
    this.connectionEvents(bundle);
    bundle.events.sort((a, b) => a.at.localeCompare(b.at));
    const lastEvent = bundle.events.at(-1);
    bundle.asset.last_updated = lastEvent ? lastEvent.at : iso(lastSeen);
    this.count(bundle);
    return bundle;
  }

  private bundle(asset: AssetRow, connectionIds: string[], random: Random): AssetBundle {
    const firstSeen = Date.parse(asset.first_seen);
    const lastSeen = Date.parse(asset.last_seen);
    return {
      asset,
      // The first connection saw it first; the others joined later.
      adapters: connectionIds.map((id, i) => ({
        asset_id: asset.id,
        connection_id: id,
        first_seen: iso(i === 0 ? firstSeen : random.int(firstSeen, lastSeen)),
        last_seen: asset.last_seen,
        fields: this.reported(asset, id, i === 0),
      })),
      links: [],
      entitlements: [],
      events: [],
    };
  }

  /**
   * What one connection reported of the asset: its identifying field always, the fields only
   * that kind of adapter knows (the agent's version, the cloud provider) only from it, and each
   * other field with a good chance (the first connection, which found the asset, nearly all).
   */
  private reported(asset: AssetRow, connectionId: string, first: boolean): Record<string, unknown> {
    const adapter = this.connections.find((c) => c.id === connectionId)?.adapter ?? '';
    const only: Record<string, readonly string[]> = { agent_version: ['crowdstrike_adapter'], cloud_provider: ['aws_adapter', 'azure_adapter'], domain: ['active_directory_adapter'] };
    const fields: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(asset.fields)) {
      if (value === null || value === undefined) continue;
      const owners = only[name];
      const kept = name === IDENTITY[asset.entity] || (owners ? owners.includes(adapter) : this.reports.chance(first ? 0.9 : 0.5));
      if (kept) fields[name] = value;
    }
    return fields;
  }

  private event(bundle: AssetBundle, atMs: number, rest: Omit<EventRow, 'asset_id' | 'at' | 'names'>): void {
    bundle.events.push({ asset_id: bundle.asset.id, at: iso(atMs), names: [bundle.asset.name], ...rest });
  }

  /** A connection that started reporting the asset within the history window is an event. */
  private connectionEvents(bundle: AssetBundle): void {
    for (const joined of bundle.adapters.slice(1)) {
      const joinedMs = Date.parse(joined.first_seen);
      if (joinedMs < this.nowMs - EVENT_DAYS * DAY_MS) continue;
      const connection = this.connections.find((c) => c.id === joined.connection_id);
      const title = ADAPTERS.find((a) => a.module === connection?.adapter)?.title ?? 'Adapter';
      this.event(bundle, joinedMs, {
        event_type: 'adapter_connection_added',
        field: null,
        title: `${title} started reporting`,
        added: [connection?.label ?? ''],
        removed: [],
        connection_id: joined.connection_id,
      });
    }
  }

  /** A change of a field; its values as texts, what it had after (`added`) and before (`removed`). */
  private change(bundle: AssetBundle, atMs: number, field: string, title: string, added: string[], removed: string[], connectionId: string | null): void {
    this.event(bundle, atMs, { event_type: 'field_changed', field, title, added, removed, connection_id: connectionId });
  }

  /**
   * A device's last month: OS upgrades through the versions before its current one, an address
   * it had before, an older agent, a previous owner, software installed, a scanner that stopped
   * reporting it. Every change ends at the current value, so undoing them gives the past.
   */
  private deviceHistory(
    bundle: AssetBundle,
    d: { fields: { os_version: string; agent_version: string | null; owner: string | null }; versions: readonly string[]; versionIndex: number; ip: string; previousIp: string; users: UserInfo[]; ownerIndex: number | null; installed: string[] },
    life: { eventsFrom: number; eventsTo: number },
  ): void {
    const h = this.history;
    if (life.eventsTo <= life.eventsFrom || !h.chance(0.7)) return;
    const when = () => h.int(life.eventsFrom, life.eventsTo);
    const source = bundle.adapters[0]?.connection_id ?? null;
    if (d.versionIndex > 0 && h.chance(0.6)) {
      const steps = h.int(1, Math.min(2, d.versionIndex));
      const times = Array.from({ length: steps }, when).sort((x, y) => x - y);
      times.forEach((t, j) => {
        const to = d.versionIndex - steps + j + 1;
        this.change(bundle, t, 'os_version', 'OS: Version', [at(d.versions, to)], [at(d.versions, to - 1)], source);
      });
    }
    const oldIp = `${d.previousIp}${h.int(1, 254)}`;
    if (h.chance(0.4) && oldIp !== d.ip) this.change(bundle, when(), 'ips', 'IP Addresses', [d.ip], [oldIp], source);
    const crowdstrike = this.connection('crowdstrike_adapter').id;
    const agent = d.fields.agent_version?.split('.').map(Number);
    if (agent && h.chance(0.4)) {
      const [major = 7, minor = 10, build = 17_000] = agent;
      this.change(bundle, when(), 'agent_version', 'Agent Version', [d.fields.agent_version ?? ''], [`${major}.${minor - 1}.${build - h.int(100, 900)}.0`], crowdstrike);
    }
    if (d.fields.owner && d.ownerIndex !== null && d.users.length > 1 && h.chance(0.15)) {
      const previous = h.pickOther(d.users, d.ownerIndex).name;
      this.change(bundle, when(), 'owner', 'Owner', [d.fields.owner], [previous], source);
    }
    const software = d.installed[0];
    if (software && h.chance(0.3)) {
      const reporter = bundle.adapters.some((a) => a.connection_id === crowdstrike) ? crowdstrike : source;
      this.change(bundle, when(), 'installed_software', 'Installed Software', [software], [], reporter);
    }
    const scanner = this.connection('qualys_adapter');
    if (d.installed.length && !bundle.adapters.some((a) => a.connection_id === scanner.id) && h.chance(0.12)) {
      this.event(bundle, when(), { event_type: 'adapter_connection_removed', field: null, title: 'Qualys stopped reporting', added: [], removed: [scanner.label], connection_id: scanner.id });
    }
  }

  /** A user's last month: a new title, an account enabled or disabled, a second factor turned on or off. */
  private userHistory(bundle: AssetBundle, fields: { title: string; is_enabled: boolean; mfa_enabled: boolean }, titles: readonly string[], source: string | null, life: { eventsFrom: number; eventsTo: number }): void {
    const h = this.history;
    if (life.eventsTo <= life.eventsFrom || !h.chance(0.4)) return;
    const when = () => h.int(life.eventsFrom, life.eventsTo);
    if (h.chance(0.5)) this.change(bundle, when(), 'title', 'Title', [fields.title], [h.pick([...titles.filter((t) => t !== fields.title), 'Intern'])], source);
    if (h.chance(0.4)) this.change(bundle, when(), 'is_enabled', 'Enabled', [String(fields.is_enabled)], [String(!fields.is_enabled)], source);
    if (h.chance(0.4)) this.change(bundle, when(), 'mfa_enabled', 'MFA Enabled', [String(fields.mfa_enabled)], [String(!fields.mfa_enabled)], source);
  }

  private *users(count: number): Generator<AssetBundle, UserInfo[]> {
    const random = new Random(this.seed, 'users');
    const taken = new Map<string, number>();
    const info: UserInfo[] = [];
    for (let i = 0; i < count; i++) {
      const id = i + 1;
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      const base = `${first}.${last}`.normalize('NFD').replace(/[^A-Za-z.]/g, '').toLowerCase();
      const seen = taken.get(base) ?? 0;
      taken.set(base, seen + 1);
      const username = seen ? `${base}${seen + 1}` : base;
      const [department, , titles] = random.weighted(DEPARTMENTS.map((d, n) => [d, n === 0 ? 3 : n === 2 ? 2 : 1] as const));
      const region = random.weighted([['AMER', 5], ['EMEA', 3], ['APAC', 2]] as const);
      const privileged = department === 'IT' || department === 'Security';
      const fields = {
        username,
        display_name: `${first} ${last}`,
        first_name: first,
        last_name: last,
        mail: `${username}@${EMAIL_DOMAIN}`,
        employee_id: `E${100_000 + id}`,
        department,
        title: random.pick(titles),
        manager: i > 0 && random.chance(0.9) ? at(info, random.int(0, i - 1)).name : null,
        is_admin: random.chance(privileged ? 0.25 : 0.02),
        is_enabled: random.chance(0.93),
        mfa_enabled: random.chance(0.85),
        last_logon: random.chance(0.97) ? iso(this.nowMs - random.int(0, 30 * DAY_MS)) : null,
      };
      const life = this.lifetime(random, 0.03);
      const connections: string[] = [];
      const directory = this.connection('active_directory_adapter', region === 'EMEA' ? 1 : 0);
      if (random.chance(0.9)) connections.push(directory.id);
      if (random.chance(0.8)) connections.push(this.connection('azure_ad_adapter').id);
      if (random.chance(0.85) || connections.length === 0) connections.push(this.connection('okta_adapter').id);
      if (random.chance(department === 'Engineering' ? 0.9 : 0.05)) connections.push(this.connection('github_adapter').id);
      if (random.chance(department === 'Sales' ? 0.9 : 0.03)) connections.push(this.connection('salesforce_adapter').id);
      if (random.chance(privileged || department === 'Engineering' ? 0.3 : 0)) connections.push(this.connection('aws_adapter').id);
      const asset: AssetRow = {
        id,
        entity: 'users',
        name: username,
        fields,
        tags: [region],
        first_seen: iso(life.firstSeen),
        last_seen: iso(life.lastSeen),
        last_updated: '',
      };
      const bundle = this.bundle(asset, connections, random);
      for (const connectionId of connections) {
        const module = this.connections.find((c) => c.id === connectionId)?.adapter ?? '';
        const grants = ENTITLEMENTS[module];
        if (!grants) continue;
        const chosen = new Set<string>();
        if (module === 'okta_adapter') chosen.add('group|Everyone');
        for (let n = random.int(1, 3); n > 0; n--) {
          const [type, names] = random.pick(grants);
          chosen.add(`${type}|${random.pick(names)}`);
        }
        for (const entry of chosen) {
          const [type = '', name = ''] = entry.split('|');
          bundle.entitlements.push({ asset_id: id, connection_id: connectionId, name, type });
        }
      }
      this.userHistory(bundle, fields, titles, connections[0] ?? null, life);
      info.push({ id, name: username, department, region });
      yield this.finish(bundle, life.lastSeen);
    }
    return info;
  }

  private *software(count: number, firstId: number): Generator<AssetBundle, string[]> {
    const random = new Random(this.seed, 'software');
    const taken = new Set<string>();
    const names: string[] = [];
    const endpoint = this.connection('crowdstrike_adapter').id;
    const scanner = this.connection('tenable_io_adapter').id;
    for (let i = 0; i < count; i++) {
      // Every product once first (the popular versions), then more versions of popular products.
      const [vendor, product, category, majors] = i < SOFTWARE.length ? at(SOFTWARE, i) : at(SOFTWARE, random.skewed(SOFTWARE.length, 1.5));
      let version = '';
      for (let tries = 0; !version || taken.has(`${product} ${version}`); tries++) {
        const major = random.pick(majors);
        version = category === 'Browser' ? `${major}.0.${random.int(6000, 6999)}.${random.int(1, 199)}` : `${major}.${random.int(0, 12)}.${random.int(0, 40)}`;
        if (tries > 5) version += `.${tries}`;
      }
      taken.add(`${product} ${version}`);
      const name = `${product} ${version}`;
      const life = this.lifetime(random, 0.05);
      const connections = random.chance(0.5) ? [endpoint, scanner] : [random.chance(0.6) ? endpoint : scanner];
      const asset: AssetRow = {
        id: firstId + i,
        entity: 'software',
        name,
        fields: { vendor, product, version, category },
        tags: [],
        first_seen: iso(life.firstSeen),
        last_seen: iso(life.lastSeen),
        last_updated: '',
      };
      names.push(name);
      yield this.finish(this.bundle(asset, connections, random), life.lastSeen);
    }
    return names;
  }

  private *vulnerabilities(count: number, firstId: number, softwareCount: number): Generator<AssetBundle, Map<string, number[]>> {
    const random = new Random(this.seed, 'vulnerabilities');
    const byOs = new Map<string, number[]>();
    const distributions = Object.values(OPERATING_SYSTEMS).flatMap((list) => list.map(([, distribution]) => distribution));
    const scanners = [this.connection('tenable_io_adapter').id, this.connection('qualys_adapter').id];
    const firstSoftwareId = firstId - softwareCount;
    for (let i = 0; i < count; i++) {
      const id = firstId + i;
      const cvss = Math.round(random.weighted([[random.int(10, 39), 1], [random.int(40, 69), 4], [random.int(70, 89), 4], [random.int(90, 100), 1]] as const)) / 10;
      const severity = cvss >= 9 ? 'critical' : cvss >= 7 ? 'high' : cvss >= 4 ? 'medium' : 'low';
      const onOs = random.chance(0.25);
      const affected = onOs ? [] : random.distinct(softwareCount, random.int(1, 3), 2).map((n) => firstSoftwareId + n);
      const product = onOs ? random.pick(distributions) : '';
      const cveId = `CVE-${random.int(2019, 2024)}-${10_000 + i * 7 + random.int(0, 6)}`;
      const life = this.lifetime(random, 0.06);
      const connections = random.chance(0.3) ? scanners : [random.chance(0.8) ? at(scanners, 0) : at(scanners, 1)];
      const asset: AssetRow = {
        id,
        entity: 'vulnerabilities',
        name: cveId,
        fields: {
          cve_id: cveId,
          severity,
          cvss,
          description: `${onOs ? product : 'Affected software'}: ${random.pick(['remote code execution', 'privilege escalation', 'denial of service', 'information disclosure', 'authentication bypass'])} through ${random.pick(['a crafted request', 'a malicious file', 'improper input validation', 'a use-after-free', 'a heap overflow'])}.`,
          published: day(life.firstSeen - random.int(0, 90) * DAY_MS),
          affected_product: onOs ? product : null,
          has_exploit: random.chance(severity === 'critical' ? 0.4 : 0.1),
          fix_available: random.chance(0.8),
        },
        tags: [],
        first_seen: iso(life.firstSeen),
        last_seen: iso(life.lastSeen),
        last_updated: '',
      };
      const bundle = this.bundle(asset, connections, random);
      // Software generated earlier is vulnerable to this one: the link lives with the vulnerability.
      for (const softwareId of affected) bundle.links.push({ from_id: softwareId, kind: 'vulnerabilities', to_id: id });
      if (onOs) byOs.set(product, [...(byOs.get(product) ?? []), id]);
      yield this.finish(bundle, life.lastSeen);
    }
    return byOs;
  }

  private *devices(
    count: number,
    firstId: number,
    users: UserInfo[],
    softwareNames: string[],
    osVulnerabilities: Map<string, number[]>,
  ): Generator<AssetBundle> {
    const random = new Random(this.seed, 'devices');
    const firstSoftwareId = firstId - this.sizes.vulnerabilities - softwareNames.length;
    const c = (module: string, index = 0) => this.connection(module, index).id;
    for (let i = 0; i < count; i++) {
      const id = firstId + i;
      const kind = random.weighted([['laptop', 40], ['workstation', 12], ['server', 13], ['cloud', 20], ['mobile', 10]] as const);
      const onPrem = kind !== 'cloud';
      const os =
        kind === 'laptop' ? (random.chance(0.75) ? OPERATING_SYSTEMS.windows : OPERATING_SYSTEMS.mac)
        : kind === 'workstation' ? OPERATING_SYSTEMS.windows
        : kind === 'mobile' ? (random.chance(0.6) ? OPERATING_SYSTEMS.ios : OPERATING_SYSTEMS.android)
        : random.chance(kind === 'cloud' ? 0.75 : 0.6) ? OPERATING_SYSTEMS.linux
        : OPERATING_SYSTEMS.windowsServer;
      const [osType, distribution, versions] = random.pick<readonly [string, string, readonly string[]]>(os);
      const versionIndex = random.int(0, versions.length - 1);
      const hardware = kind === 'cloud' ? null : random.pick<readonly [string, readonly string[], string]>(osType === 'macOS' ? HARDWARE.mac : HARDWARE[kind]);
      const ownerIndex = kind === 'laptop' || kind === 'workstation' || kind === 'mobile' ? (users.length && random.chance(0.92) ? random.int(0, users.length - 1) : null) : null;
      const owner = ownerIndex === null ? null : at(users, ownerIndex);
      const cloud = kind === 'cloud' ? (random.chance(0.65) ? 'AWS' : 'Azure') : null;
      const awsAccount = cloud === 'AWS' ? random.int(0, 1) : 0;
      const region = owner?.region ?? (cloud === 'AWS' ? (awsAccount === 0 ? 'AMER' : 'EMEA') : random.pick(REGIONS));
      const department = owner?.department ?? (onPrem && kind !== 'server' ? null : random.pick(['IT', 'Engineering', 'Operations']));
      const deptCode = DEPARTMENTS.find(([name]) => name === department)?.[1] ?? 'GEN';
      // A bijection of the index, so host names never repeat.
      const code = ((i * 7919 + 1_000_003) % 36 ** 5).toString(36).toUpperCase().padStart(5, '0');
      const host = i + 1;
      const privateIp = (first: number) => `${first}.${16 + Math.floor(host / 64_516)}.${1 + Math.floor((host % 64_516) / 254)}.${1 + (host % 254)}`;
      const ip = cloud ? privateIp(172) : privateIp(10);
      const hostname =
        kind === 'laptop' ? (osType === 'macOS' ? `MAC-${code}` : `LT-${deptCode}-${code}`)
        : kind === 'workstation' ? `WS-${deptCode}-${code}`
        : kind === 'mobile' ? `${osType === 'iOS' ? 'iPhone' : 'Android'}-${code}`
        : cloud === 'AWS' ? `ip-${ip.replace(/\./g, '-')}.ec2.internal`
        : `${cloud ? 'vm' : 'srv'}-${random.pick(SERVER_ROLES)}-${code.toLowerCase()}`;
      const mac = (prefix: string, n: number) => `${prefix}:${[16, 8, 0].map((shift) => ((Math.imul(n, 0x9e3779b1) >>> shift) & 0xff).toString(16).padStart(2, '0').toUpperCase()).join(':')}`;
      const macPrefix = hardware?.[2] ?? (cloud === 'AWS' ? '0A:1B:2C' : '00:0D:3A');
      const connections: string[] = [];
      const windows = osType === 'Windows';
      if (cloud === 'AWS') connections.push(c('aws_adapter', awsAccount));
      if (cloud === 'Azure') connections.push(c('azure_adapter'));
      if (windows && onPrem && random.chance(0.92)) connections.push(c('active_directory_adapter', region === 'EMEA' ? 1 : 0));
      if (kind !== 'mobile' && random.chance(onPrem ? 0.85 : 0.6)) connections.push(c('crowdstrike_adapter'));
      if ((windows && kind !== 'server' && random.chance(0.7)) || (osType === 'Android' && random.chance(0.9))) connections.push(c('intune_adapter'));
      if ((osType === 'macOS' || osType === 'iOS') && random.chance(0.9)) connections.push(c('jamf_adapter'));
      if (kind !== 'mobile' && random.chance(kind === 'server' ? 0.8 : 0.5)) connections.push(c('tenable_io_adapter'));
      if (kind !== 'mobile' && random.chance(0.2)) connections.push(c('qualys_adapter'));
      if (windows && kind === 'laptop' && random.chance(0.4)) connections.push(c('azure_ad_adapter'));
      if (connections.length === 0) connections.push(kind === 'mobile' ? c('intune_adapter') : c('tenable_io_adapter'));
      const crowdstrike = connections.includes(c('crowdstrike_adapter'));
      const managed = connections.some((id) => [c('active_directory_adapter'), c('active_directory_adapter', 1), c('intune_adapter'), c('jamf_adapter')].includes(id));
      const ips = random.chance(0.2) && kind !== 'mobile' ? [ip, `192.168.${random.int(0, 255)}.${random.int(1, 254)}`] : [ip];
      const fields = {
        hostname,
        device_type: { laptop: 'Laptop', workstation: 'Desktop', server: 'Server', cloud: 'Virtual Machine', mobile: 'Mobile' }[kind],
        os_type: osType,
        os_distribution: distribution,
        os_version: at(versions, versionIndex),
        manufacturer: hardware?.[0] ?? (cloud === 'AWS' ? 'Amazon EC2' : 'Microsoft Corporation'),
        model: hardware ? random.pick(hardware[1]) : cloud === 'AWS' ? random.pick(['t3.medium', 'm6i.large', 'c6i.xlarge', 'r6g.large']) : random.pick(['Standard_D2s_v5', 'Standard_D4s_v5', 'Standard_B2ms']),
        serial: cloud === 'AWS' ? `i-0${random.chars('0123456789abcdef', 16)}` : random.chars('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 7),
        ips,
        macs: [mac(macPrefix, host)],
        // An object list for nested conditions: one interface, carrying the same addresses.
        network_interfaces: [{ name: kind === 'mobile' ? 'wlan0' : 'eth0', mac: mac(macPrefix, host), ips }],
        domain: windows && onPrem ? (region === 'EMEA' ? `emea.${EMAIL_DOMAIN}` : EMAIL_DOMAIN) : null,
        owner: owner?.name ?? null,
        department,
        cloud_provider: cloud,
        agent_version: crowdstrike ? `7.${random.int(10, 16)}.${random.int(17_000, 18_999)}.0` : null,
        is_managed: managed,
      };
      const tags = [region, ...(kind === 'server' || kind === 'cloud' ? [random.chance(0.7) ? 'Production' : 'Staging'] : []), ...(kind === 'server' && random.chance(0.1) ? ['PCI'] : [])];
      const life = this.lifetime(random, 0.04);
      const asset: AssetRow = { id, entity: 'devices', name: hostname, fields, tags, first_seen: iso(life.firstSeen), last_seen: iso(life.lastSeen), last_updated: '' };
      const bundle = this.bundle(asset, connections, random);
      if (owner) bundle.links.push({ from_id: id, kind: 'owner', to_id: owner.id });
      const installs = kind === 'mobile' ? 0 : kind === 'cloud' ? random.int(1, 4) : kind === 'server' ? random.int(2, 5) : random.int(3, 7);
      const installed = random.distinct(softwareNames.length, installs, 3);
      for (const n of installed) bundle.links.push({ from_id: id, kind: 'installed_software', to_id: firstSoftwareId + n });
      const osVulns = osVulnerabilities.get(distribution) ?? [];
      for (const vulnerability of new Set(Array.from({ length: osVulns.length ? random.int(0, 2) : 0 }, () => random.pick(osVulns)))) {
        bundle.links.push({ from_id: id, kind: 'vulnerabilities', to_id: vulnerability });
      }
      this.deviceHistory(bundle, { fields, versions, versionIndex, ip, previousIp: privateIp(cloud ? 172 : 10).replace(/\.\d+$/, '.'), users, ownerIndex, installed: installed.map((n) => at(softwareNames, n)) }, life);
      yield this.finish(bundle, life.lastSeen);
    }
  }
}
