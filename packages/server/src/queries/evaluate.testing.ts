import {
  fieldKind,
  isQueryDate,
  type DataField,
  type QueryFieldCatalog,
  type QueryFilter,
  type QueryFilterCondition,
} from '@vigil/openapi';
import { dataFieldCatalog } from './catalog.js';

/**
 * The query engine's semantics (README.md in this folder) once more, in memory and written from
 * the README alone: what engine.property.test.ts holds the SQL of compile.ts to. Only for tests;
 * it trusts the filter to be checked (queryFilterProblems found nothing) and reads the regular
 * expressions both JavaScript and PostgreSQL read alike (ASCII patterns, no back-references).
 */

/** An assets row as the engine sees it, with the adapter modules of the connections that reported it. */
export interface EvaluatedAsset {
  id: string;
  entity: string;
  name: string;
  fields: Readonly<Record<string, unknown>>;
  tags: readonly (string | null)[];
  /** ISO date-times (timestamptz columns). */
  first_seen: string;
  last_seen: string;
  /** One per connection that reported the asset: the same module may appear twice. */
  adapters: readonly string[];
}

/** What the assets are linked to. */
export interface EvaluationWorld {
  /** The related assets of `asset` through its relationship field `relationship` (README.md, Relationships). */
  related(asset: EvaluatedAsset, relationship: string): readonly EvaluatedAsset[];
}

export interface AssetLink {
  from: string;
  kind: 'installed_software' | 'owner' | 'vulnerabilities';
  to: string;
}

/** README.md's relationships: the link kind, which side the asset is on, and the related entity. */
const RELATIONSHIPS: Readonly<Record<string, { kind: AssetLink['kind']; assetIs: 'from' | 'to'; related: string }>> = {
  'devices.installed_software': { kind: 'installed_software', assetIs: 'from', related: 'software' },
  'devices.owner_user': { kind: 'owner', assetIs: 'from', related: 'users' },
  'devices.vulnerabilities': { kind: 'vulnerabilities', assetIs: 'from', related: 'vulnerabilities' },
  'users.owned_devices': { kind: 'owner', assetIs: 'to', related: 'devices' },
  'software.installed_on': { kind: 'installed_software', assetIs: 'to', related: 'devices' },
  'software.vulnerabilities': { kind: 'vulnerabilities', assetIs: 'from', related: 'vulnerabilities' },
  'vulnerabilities.affected_devices': { kind: 'vulnerabilities', assetIs: 'to', related: 'devices' },
  'vulnerabilities.affected_software': { kind: 'vulnerabilities', assetIs: 'to', related: 'software' },
};

/** A world of assets and links: the related assets are those at the other end of a link of the relationship's kind, of the related entity, each once. */
export function worldOf(assets: readonly EvaluatedAsset[], links: readonly AssetLink[]): EvaluationWorld {
  const byId = new Map(assets.map((asset) => [asset.id, asset]));
  return {
    related(asset, relationship) {
      const rule = RELATIONSHIPS[`${asset.entity}.${relationship}`];
      if (!rule) throw new Error(`no relationship ${asset.entity}.${relationship}`);
      const ids = new Set(
        links.filter((link) => link.kind === rule.kind && link[rule.assetIs] === asset.id).map((link) => (rule.assetIs === 'from' ? link.to : link.from)),
      );
      return [...ids].map((id) => byId.get(id)).filter((other): other is EvaluatedAsset => other?.entity === rule.related);
    },
  };
}

/** Where conditions read their fields: an asset (its columns and jsonb fields) or one item of an objects field. */
type Source = { kind: 'asset'; asset: EvaluatedAsset } | { kind: 'item'; item: unknown };

interface Context {
  catalog: QueryFieldCatalog;
  world: EvaluationWorld;
  /** Microseconds since the epoch. */
  now: bigint;
}

const isPresent = (value: unknown) => value !== undefined && value !== null;
const isObject = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field's value; undefined or null is missing. */
function valueOf(source: Source, field: DataField): unknown {
  if (source.kind === 'item') return isObject(source.item) ? source.item[field.name] : undefined;
  const { asset } = source;
  switch (field.name) {
    case 'name':
      return asset.name;
    case 'tags':
      return asset.tags;
    case 'adapters':
      // The adapter modules: a module reporting through two connections is one item.
      return [...new Set(asset.adapters)];
    case 'first_seen':
      return asset.first_seen;
    case 'last_seen':
      return asset.last_seen;
    default:
      return asset.fields[field.name];
  }
}

/** ASCII case only: `É` and `é` stay apart. */
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/** A comparison of texts (string fields, list items); a value that is not a string never compares as one. */
function compareText(operator: string, text: unknown, value: unknown): boolean {
  if (typeof text !== 'string') return false;
  switch (operator) {
    case 'equals':
      return text === value;
    case 'in':
      return (value as unknown[]).includes(text);
    case 'contains':
      return asciiLower(text).includes(asciiLower(value as string));
    case 'starts_with':
      return asciiLower(text).startsWith(asciiLower(value as string));
    case 'ends_with':
      return asciiLower(text).endsWith(asciiLower(value as string));
    case 'regex':
      return regexOf(value as string).test(text);
    default:
      throw new Error(`"${operator}" is not a text comparison`);
  }
}

/**
 * PostgreSQL's `~*` with its ARE defaults: case-insensitive, `.` matches a newline, `^` and `$`
 * only at the ends. Without the `u` flag JavaScript's `i` never pairs a non-ASCII character with
 * an ASCII one, so for ASCII patterns it is ASCII case-insensitivity, as the README says.
 */
function regexOf(pattern: string): RegExp {
  if (!/^[\x20-\x7e]*$/.test(pattern)) throw new Error(`the evaluator reads ASCII regular expressions only: ${pattern}`);
  return new RegExp(pattern, 'is');
}

const DATE_PARTS = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;

/** Days from 1970-01-01 to a day of the proleptic Gregorian calendar (any year). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The instant of a date string in microseconds since the epoch; undefined when it is no date. A bare date is its midnight UTC, a time without an offset UTC. */
export function instantOf(value: unknown): bigint | undefined {
  if (!isQueryDate(value)) return undefined;
  const parts = DATE_PARTS.exec(value);
  if (!parts) return undefined;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', zone = 'Z'] = parts;
  let offsetMinutes = 0;
  if (zone !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0'));
  }
  const seconds = daysFromCivil(Number(year), Number(month), Number(day)) * 86_400 + Number(hour) * 3600 + Number(minute) * 60 + Number(second) - offsetMinutes * 60;
  return BigInt(seconds) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
}

const HOUR = 3_600_000_000n;

/** The instant of a filter's date (checked before, so always one). */
function checkedInstant(value: unknown): bigint {
  const instant = instantOf(value);
  if (instant === undefined) throw new Error(`not a date: ${String(value)}`);
  return instant;
}

function compareDate(operator: string, date: unknown, value: unknown, now: bigint): boolean {
  const instant = instantOf(date);
  if (instant === undefined) return false;
  switch (operator) {
    case 'greater_than':
      return instant > checkedInstant(value);
    case 'less_than':
      return instant < checkedInstant(value);
    case 'last_days':
      return instant >= now - BigInt(value as number) * 24n * HOUR && instant <= now;
    case 'last_hours':
      return instant >= now - BigInt(value as number) * HOUR && instant <= now;
    default:
      throw new Error(`"${operator}" is not a date comparison`);
  }
}

function compareNumber(operator: string, number: unknown, value: unknown): boolean {
  if (typeof number !== 'number') return false;
  switch (operator) {
    case 'equals':
      return number === value;
    case 'in':
      return (value as unknown[]).includes(number);
    case 'greater_than':
      return number > (value as number);
    case 'less_than':
      return number < (value as number);
    default:
      throw new Error(`"${operator}" is not a number comparison`);
  }
}

function compareCount(count: QueryFilterCondition['count'], items: number): boolean {
  const wanted = count?.count ?? 0;
  switch (count?.operator) {
    case 'equals':
      return items === wanted;
    case 'above':
      return items > wanted;
    case 'below':
      return items < wanted;
    default:
      throw new Error('a count needs an operator');
  }
}

/** The items of a list or objects field: none when missing, and none when the value is not an array. */
const itemsOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

function evaluateCondition(condition: QueryFilterCondition, fields: readonly DataField[], source: Source, ctx: Context): boolean {
  const field = fields.find((candidate) => candidate.name === condition.field);
  if (!field) throw new Error(`unknown field ${condition.field}`);
  const kind = fieldKind(field);
  const { operator, value } = condition;
  const result = ((): boolean => {
    if (kind === 'relationship') {
      if (source.kind !== 'asset') throw new Error('a relationship inside an object');
      const related = ctx.world.related(source.asset, field.name);
      if (operator === 'exists') return related.length > 0;
      const entity = field.entity ?? '';
      const relatedFields = ctx.catalog.fields(entity) ?? [];
      const filter = condition.relationship_filter?.value ?? { operator: 'and', conditions: [], groups: [] };
      const matching = related.filter((other) => evaluateGroup(filter, relatedFields, { kind: 'asset', asset: other }, ctx)).length;
      return condition.count === undefined ? matching > 0 : compareCount(condition.count, matching);
    }
    const raw = valueOf(source, field);
    switch (kind) {
      case 'string':
        if (operator === 'exists') return isPresent(raw) && raw !== '';
        return compareText(operator, raw, value);
      case 'number':
        if (operator === 'exists') return isPresent(raw);
        return compareNumber(operator, raw, value);
      case 'bool':
        if (operator === 'exists') return isPresent(raw);
        return typeof raw === 'boolean' && raw === value;
      case 'date':
        if (operator === 'exists') return isPresent(raw);
        return compareDate(operator, raw, value, ctx.now);
      case 'list': {
        const items = itemsOf(raw);
        switch (operator) {
          case 'exists':
            return items.length > 0;
          case 'size_greater_than':
            return items.length > (value as number);
          case 'size_less_than':
            return items.length < (value as number);
          case 'count':
            return compareCount(condition.count, items.length);
          default:
            return items.some((item) => compareText(operator, item, value));
        }
      }
      case 'objects': {
        const items = itemsOf(raw);
        switch (operator) {
          case 'exists':
            return items.length > 0;
          case 'size_greater_than':
            return items.length > (value as number);
          case 'size_less_than':
            return items.length < (value as number);
          case 'count':
            return compareCount(condition.count, items.length);
          case 'match':
            return items.some((item) => evaluateGroup(condition.nested ?? emptyGroup, field.sub_fields ?? [], { kind: 'item', item }, ctx));
          default:
            throw new Error(`"${operator}" on objects`);
        }
      }
      case 'object':
        if (operator === 'exists') return isObject(raw);
        return isObject(raw) && evaluateGroup(condition.nested ?? emptyGroup, field.sub_fields ?? [], { kind: 'item', item: raw }, ctx);
    }
  })();
  return condition.not === true ? !result : result;
}

const emptyGroup: QueryFilter = { operator: 'and', conditions: [], groups: [] };

function evaluateGroup(filter: QueryFilter, fields: readonly DataField[], source: Source, ctx: Context): boolean {
  const parts = [
    ...filter.conditions.map((condition) => () => evaluateCondition(condition, fields, source, ctx)),
    ...filter.groups.map((group) => () => evaluateGroup(group, fields, source, ctx)),
  ];
  // An empty group matches every asset, whatever its operator.
  const result = parts.length === 0 || (filter.operator === 'and' ? parts.every((part) => part()) : parts.some((part) => part()));
  return filter.not === true ? !result : result;
}

/** Whether `asset` (of `asset.entity`) matches `filter`, "last N days" counting back from `now`. */
export function evaluateFilter(filter: QueryFilter, asset: EvaluatedAsset, world: EvaluationWorld, now: Date, catalog: QueryFieldCatalog = dataFieldCatalog): boolean {
  const fields = catalog.fields(asset.entity);
  if (!fields) throw new Error(`unknown entity ${asset.entity}`);
  return evaluateGroup(filter, fields, { kind: 'asset', asset }, { catalog, world, now: BigInt(now.getTime()) * 1000n });
}
