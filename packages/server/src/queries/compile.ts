import {
  childPath,
  fieldKind,
  queryFilterPaths,
  type DataField,
  type QueryFieldCatalog,
  type QueryFieldKind,
  type QueryFilter,
  type QueryFilterCondition,
  type QueryOperator,
} from '@vigil/openapi/queryFilter';
import { likeLiteral } from '../admin/listQuery.js';

/**
 * Compiles a checked `QueryFilter` (queryFilterProblems found nothing) into a SQL condition over
 * an assets row. Values only ever travel as parameters; field names come from the data fields and
 * are checked against a strict pattern before they are written as jsonb keys. The semantics are
 * in README.md; evaluate.testing.ts implements them again in memory, and a property test holds
 * the two together.
 */

/** Collects the statement's parameters; `add` answers the placeholder (`$3`). */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${String(this.values.length)}`;
  }
}

/** How a relationship of an entity maps onto asset_links. */
interface Relationship {
  kind: 'installed_software' | 'owner' | 'vulnerabilities';
  /** forward: the asset is the link's from_id; reverse: its to_id. */
  direction: 'forward' | 'reverse';
}

/** The relationships of each entity type (README.md), keyed `entity.name`. */
const RELATIONSHIPS: Readonly<Record<string, Relationship>> = {
  'devices.installed_software': { kind: 'installed_software', direction: 'forward' },
  'devices.owner_user': { kind: 'owner', direction: 'forward' },
  'devices.vulnerabilities': { kind: 'vulnerabilities', direction: 'forward' },
  'users.owned_devices': { kind: 'owner', direction: 'reverse' },
  'software.installed_on': { kind: 'installed_software', direction: 'reverse' },
  'software.vulnerabilities': { kind: 'vulnerabilities', direction: 'forward' },
  'vulnerabilities.affected_devices': { kind: 'vulnerabilities', direction: 'reverse' },
  'vulnerabilities.affected_software': { kind: 'vulnerabilities', direction: 'reverse' },
};

export const relationshipOf = (entity: string, name: string): Relationship | undefined => RELATIONSHIPS[`${entity}.${name}`];

/** A condition on the related or nested rows: the alias of another assets row, or of a jsonb object. */
type Source = { kind: 'asset'; alias: string; entity: string } | { kind: 'object'; expression: string };

export interface CompileContext {
  catalog: QueryFieldCatalog;
  params: SqlParams;
  /** The placeholder of the instant "last N days" counts back from: one now per statement, added when first used. */
  now: () => string;
  /** Limits the related assets of a relationship filter to what the caller may see (the data scope), for a row alias. */
  scope?: (alias: string) => string;
  /** Makes aliases unique across nested relationship filters. */
  aliases: { next: number };
}

const SAFE_KEY = /^[a-z][a-z0-9_]{0,99}$/;

/** A jsonb key as a SQL literal: only names of the whitelist, which fit SAFE_KEY. */
function key(name: string): string {
  if (!SAFE_KEY.test(name)) throw new Error(`field name "${name}" is not a safe jsonb key`);
  return `'${name}'`;
}

/**
 * Case-insensitive comparisons fold ASCII letters only (README.md), whatever the database's
 * locale: under its default collation ilike and ~* also fold `É` to `é` and the Kelvin sign to
 * `k` (and differently from one PostgreSQL to the next); under "C" they fold A-Z alone.
 */
const ascii = (x: string) => `${x} collate "C"`;

/** Text conditions on one text expression `x` (never null-safe: the caller coalesces). */
function textCondition(operator: QueryOperator, x: string, value: unknown, p: SqlParams): string {
  switch (operator) {
    case 'equals':
      return `${x} = ${p.add(value)}`;
    case 'in':
      return `${x} = any(${p.add(value)}::text[])`;
    case 'contains':
      return `${ascii(x)} ilike ${p.add(`%${likeLiteral(String(value))}%`)}`;
    case 'starts_with':
      return `${ascii(x)} ilike ${p.add(`${likeLiteral(String(value))}%`)}`;
    case 'ends_with':
      return `${ascii(x)} ilike ${p.add(`%${likeLiteral(String(value))}`)}`;
    case 'regex':
      return `${ascii(x)} ~* ${p.add(value)}`;
    default:
      throw new Error(`no text condition for ${operator}`);
  }
}

const COUNT_SQL = { equals: '=', above: '>', below: '<' } as const;

/** A size or count comparison of `size` (an integer expression). */
function sizeCondition(condition: QueryFilterCondition, size: string, p: SqlParams): string {
  if (condition.operator === 'size_greater_than') return `${size} > ${p.add(condition.value)}::int`;
  if (condition.operator === 'size_less_than') return `${size} < ${p.add(condition.value)}::int`;
  const count = condition.count;
  if (!count?.operator || count.count === undefined) throw new Error('count condition without a count');
  return `${size} ${COUNT_SQL[count.operator]} ${p.add(count.count)}::int`;
}

/** The value of a jsonb field as a timestamp, or null when it is not a date string (vigil_timestamp never raises). */
const jsonDate = (json: string) => `vigil_timestamp(case when jsonb_typeof(${json}) = 'string' then ${json} #>> '{}' end)`;

function dateCondition(operator: QueryOperator, x: string, value: unknown, ctx: CompileContext): string {
  const p = ctx.params;
  switch (operator) {
    case 'greater_than':
      return `${x} > vigil_timestamp(${p.add(value)})`;
    case 'less_than':
      return `${x} < vigil_timestamp(${p.add(value)})`;
    case 'last_days':
      return `${x} between ${ctx.now()}::timestamptz - make_interval(days => ${p.add(value)}::int) and ${ctx.now()}::timestamptz`;
    case 'last_hours':
      return `${x} between ${ctx.now()}::timestamptz - make_interval(hours => ${p.add(value)}::int) and ${ctx.now()}::timestamptz`;
    default:
      throw new Error(`no date condition for ${operator}`);
  }
}

/** An array of the jsonb value, or an empty one when it is not an array. */
const jsonArray = (json: string) => `(case when jsonb_typeof(${json}) = 'array' then ${json} else '[]'::jsonb end)`;

/** A SQL condition and whether it may come out null (then it is coalesced before `not` or `or`). */
interface Sql {
  sql: string;
  nullable: boolean;
}
const sure = (sql: string): Sql => ({ sql, nullable: false });
const maybe = (sql: string): Sql => ({ sql, nullable: true });

/** Conditions on a list of strings, one per shape of list: a jsonb array, the tags column, the adapters. */
interface ListShape {
  /** `exists (... where P(v))` for an item condition over `v`. */
  some(itemCondition: (v: string) => string): string;
  size: string;
  /** Equality of one item, through an index where there is one. */
  hasItem(value: string): string;
}

function jsonListShape(json: string): ListShape {
  // Items that are not strings never compare as texts (README.md), as a string field's value and
  // the containment of `equals` (type-exact) have it: jsonb_array_elements_text would make the
  // number 7 the text '7' and ["a"] the text '["a"]'.
  const items = `(select case when jsonb_typeof(i.item) = 'string' then i.item #>> '{}' end from jsonb_array_elements(${jsonArray(json)}) as i (item))`;
  return {
    some: (item) => `exists (select 1 from ${items} as e (v) where ${item('e.v')})`,
    size: `jsonb_array_length(${jsonArray(json)})`,
    hasItem: (value) => `exists (select 1 from ${items} as e (v) where e.v = ${value})`,
  };
}

function listCondition(condition: QueryFilterCondition, list: ListShape, p: SqlParams): Sql {
  const operator = condition.operator as QueryOperator;
  switch (operator) {
    case 'exists':
      return sure(`${list.size} > 0`);
    case 'equals':
      return sure(list.hasItem(p.add(condition.value)));
    case 'in':
    case 'contains':
    case 'starts_with':
    case 'ends_with':
    case 'regex':
      return sure(list.some((v) => textCondition(operator, v, condition.value, p)));
    case 'size_greater_than':
    case 'size_less_than':
    case 'count':
      return sure(sizeCondition(condition, list.size, p));
    default:
      throw new Error(`no list condition for ${operator}`);
  }
}

/** A condition on a jsonb value of a field of `kind`. */
function jsonCondition(condition: QueryFilterCondition, field: DataField, kind: QueryFieldKind, json: string, ctx: CompileContext, containment?: string): Sql {
  const operator = condition.operator as QueryOperator;
  const p = ctx.params;
  const present = `coalesce(jsonb_typeof(${json}), 'null') <> 'null'`;
  const text = `(case when jsonb_typeof(${json}) = 'string' then ${json} #>> '{}' end)`;
  const number = `(case when jsonb_typeof(${json}) = 'number' then (${json})::numeric end)`;
  switch (kind) {
    case 'string':
      if (operator === 'exists') return sure(`coalesce(${json} #>> '{}', '') <> ''`);
      // Equality through the GIN index of fields (jsonb_path_ops) when the field is a top-level one.
      if (operator === 'equals' && containment) return sure(`${containment} @> ${p.add(JSON.stringify({ [field.name]: condition.value }))}::jsonb`);
      return maybe(textCondition(operator, text, condition.value, p));
    case 'number':
      if (operator === 'exists') return sure(present);
      if (operator === 'equals') return maybe(`${number} = ${p.add(condition.value)}::numeric`);
      if (operator === 'in') return maybe(`${number} = any(${p.add(condition.value)}::numeric[])`);
      return maybe(`${number} ${operator === 'greater_than' ? '>' : '<'} ${p.add(condition.value)}::numeric`);
    case 'bool':
      if (operator === 'exists') return sure(present);
      if (containment) return sure(`${containment} @> ${p.add(JSON.stringify({ [field.name]: condition.value }))}::jsonb`);
      // Null when the value is missing (inside an object): coalesced, so that `not` holds there.
      return maybe(`${json} = to_jsonb(${p.add(condition.value)}::boolean)`);
    case 'date':
      if (operator === 'exists') return sure(present);
      return maybe(dateCondition(operator, jsonDate(json), condition.value, ctx));
    case 'list':
      if (operator === 'equals' && containment) return sure(`${containment} @> ${p.add(JSON.stringify({ [field.name]: [condition.value] }))}::jsonb`);
      return listCondition(condition, jsonListShape(json), p);
    case 'objects':
    case 'object': {
      // jsonb_typeof of a missing value is null: an object's conditions may come out null.
      if (operator === 'exists') return kind === 'object' ? maybe(`jsonb_typeof(${json}) = 'object'`) : sure(`${jsonArray(json)} <> '[]'::jsonb`);
      if (operator === 'match') {
        const nested = condition.nested ?? { operator: 'and', conditions: [], groups: [] };
        const subFields = field.sub_fields ?? [];
        if (kind === 'object') return maybe(`(jsonb_typeof(${json}) = 'object' and ${group(nested, subFields, { kind: 'object', expression: json }, ctx).sql})`);
        const item = `o${String(ctx.aliases.next++)}`;
        const inner = group(nested, subFields, { kind: 'object', expression: `${item}.item` }, ctx);
        return sure(`exists (select 1 from jsonb_array_elements(${jsonArray(json)}) as ${item} (item) where ${inner.sql})`);
      }
      return sure(sizeCondition(condition, `jsonb_array_length(${jsonArray(json)})`, p));
    }
    default:
      throw new Error(`no condition for a ${kind} field`);
  }
}

/** The asset row's own columns that are data fields (README.md). */
function columnCondition(condition: QueryFilterCondition, alias: string, ctx: CompileContext): Sql | undefined {
  const operator = condition.operator as QueryOperator;
  const p = ctx.params;
  switch (condition.field) {
    case 'name':
      return operator === 'exists' ? sure(`${alias}.name <> ''`) : sure(textCondition(operator, `${alias}.name`, condition.value, p));
    case 'first_seen':
    case 'last_seen':
      return operator === 'exists' ? sure('true') : sure(dateCondition(operator, `${alias}.${condition.field}`, condition.value, ctx));
    case 'tags':
      return listCondition(
        condition,
        {
          some: (item) => `exists (select 1 from unnest(${alias}.tags) as t (v) where ${item('t.v')})`,
          size: `cardinality(${alias}.tags)`,
          hasItem: (value) => `${alias}.tags @> array[${value}::text]`,
        },
        p,
      );
    case 'adapters': {
      const modules = `select distinct c.adapter from asset_adapters aa join adapter_connections c on c.id = aa.connection_id where aa.asset_id = ${alias}.id`;
      return listCondition(
        condition,
        {
          some: (item) => `exists (select 1 from (${modules}) as m (v) where ${item('m.v')})`,
          size: `(select count(*) from (${modules}) as m)::int`,
          // A semi-join the planner can drive from the connections' index.
          hasItem: (value) =>
            `${alias}.id in (select aa.asset_id from asset_adapters aa join adapter_connections c on c.id = aa.connection_id where c.adapter = ${value})`,
        },
        p,
      );
    }
    default:
      return undefined;
  }
}

function relationshipCondition(condition: QueryFilterCondition, field: DataField, source: Extract<Source, { kind: 'asset' }>, ctx: CompileContext): Sql {
  const relationship = relationshipOf(source.entity, field.name);
  const related = field.entity;
  const relatedFields = related === undefined ? undefined : ctx.catalog.fields(related);
  if (!relationship || related === undefined || !relatedFields) throw new Error(`unknown relationship ${source.entity}.${field.name}`);
  const n = String(ctx.aliases.next++);
  const link = `l${n}`;
  const row = `r${n}`;
  const [mine, theirs] = relationship.direction === 'forward' ? ['from_id', 'to_id'] : ['to_id', 'from_id'];
  const filter = condition.operator === 'has' ? condition.relationship_filter?.value : undefined;
  const where = [
    `${link}.${mine} = ${source.alias}.id`,
    `${link}.kind = ${ctx.params.add(relationship.kind)}`,
    `${row}.entity = ${ctx.params.add(related)}`,
    ...(ctx.scope ? [ctx.scope(row)] : []),
    ...(filter ? [group(filter, relatedFields, { kind: 'asset', alias: row, entity: related }, ctx).sql] : []),
  ].join(' and ');
  const from = `asset_links ${link} join assets ${row} on ${row}.id = ${link}.${theirs}`;
  if (condition.count) return sure(sizeCondition(condition, `(select count(*) from ${from} where ${where})::int`, ctx.params));
  return sure(`exists (select 1 from ${from} where ${where})`);
}

function condition(condition: QueryFilterCondition, fields: readonly DataField[], source: Source, ctx: CompileContext): Sql {
  const field = fields.find((candidate) => candidate.name === condition.field);
  if (!field) throw new Error(`unknown field "${condition.field}"`);
  const kind = fieldKind(field);
  let result: Sql | undefined;
  if (kind === 'relationship') {
    if (source.kind !== 'asset') throw new Error('relationships are fields of assets');
    result = relationshipCondition(condition, field, source, ctx);
  } else if (source.kind === 'asset') {
    result =
      columnCondition(condition, source.alias, ctx) ??
      jsonCondition(condition, field, kind, `${source.alias}.fields -> ${key(field.name)}`, ctx, `${source.alias}.fields`);
  } else {
    result = jsonCondition(condition, field, kind, `(${source.expression} -> ${key(field.name)})`, ctx);
  }
  return negate(result, condition.not === true);
}

function negate(result: Sql, not: boolean): Sql {
  if (!not) return result;
  return sure(`not ${result.nullable ? `coalesce(${result.sql}, false)` : `(${result.sql})`}`);
}

function group(filter: QueryFilter, fields: readonly DataField[], source: Source, ctx: CompileContext): Sql {
  const parts = [
    ...filter.conditions.map((child) => condition(child, fields, source, ctx)),
    ...filter.groups.map((child) => group(child, fields, source, ctx)),
  ];
  if (parts.length === 0) return negate(sure('true'), filter.not === true);
  // Null-safe before `or` and `not`: a comparison with a missing value is false, not unknown.
  const joined = parts.map((part) => (part.nullable ? `coalesce(${part.sql}, false)` : `(${part.sql})`)).join(` ${filter.operator} `);
  return negate(sure(parts.length === 1 ? joined : `(${joined})`), filter.not === true);
}

export interface CompileOptions {
  catalog: QueryFieldCatalog;
  entity: string;
  params: SqlParams;
  /** The instant "last N days" counts back from. */
  now: Date;
  /** The assets row's alias in the statement. */
  alias?: string;
  scope?: (alias: string) => string;
}

function contextOf(options: CompileOptions): CompileContext {
  let now: string | undefined;
  return {
    catalog: options.catalog,
    params: options.params,
    now: () => (now ??= options.params.add(options.now.toISOString())),
    aliases: { next: 0 },
    ...(options.scope && { scope: options.scope }),
  };
}

const fieldsOf = (options: CompileOptions) => {
  const fields = options.catalog.fields(options.entity);
  if (!fields) throw new Error(`unknown entity "${options.entity}"`);
  return fields;
};

/** The whole filter as one condition over the assets row `alias` (default `a`). */
export function compileFilter(filter: QueryFilter, options: CompileOptions): string {
  return group(filter, fieldsOf(options), { kind: 'asset', alias: options.alias ?? 'a', entity: options.entity }, contextOf(options)).sql;
}

/**
 * Each node of the tree alone (its own `not` included), for the builder's per-row counts: the
 * conditions as `leaves` (one SQL boolean each, never null, to compute once per row as `b0`,
 * `b1`...), and every node by path as an expression over those names (a group combines its
 * children's), so no condition is evaluated twice for a row.
 */
export function compileNodes(filter: QueryFilter, options: CompileOptions): { leaves: string[]; nodes: Map<string, string> } {
  const fields = fieldsOf(options);
  const source: Source = { kind: 'asset', alias: options.alias ?? 'a', entity: options.entity };
  const ctx = contextOf(options);
  const leaves: string[] = [];
  const nodes = new Map<string, string>();
  const walk = (node: QueryFilter, path: string): string => {
    const parts = [
      ...node.conditions.map((child, index) => {
        const sql = condition(child, fields, source, ctx);
        leaves.push(sql.nullable ? `coalesce(${sql.sql}, false)` : sql.sql);
        const name = `b${String(leaves.length - 1)}`;
        nodes.set(childPath(path, 'c', index), name);
        return name;
      }),
      ...node.groups.map((child, index) => walk(child, childPath(path, 'g', index))),
    ];
    const joined = parts.length === 0 ? 'true' : `(${parts.join(` ${node.operator} `)})`;
    const expression = node.not === true ? `(not ${joined})` : joined;
    nodes.set(path, expression);
    return expression;
  };
  walk(filter, '');
  return { leaves, nodes };
}

export { queryFilterPaths };
