import type { QueryFilter } from '@vigil/openapi/queryFilter';
import type { Database, Queryable } from '../db/index.js';
import { withoutSecondaryIndexes } from '../db/bulk.js';
import { countMatches } from '../queries/aggregate.js';
import { dataFieldCatalog, QUERY_ENTITY_TYPES } from '../queries/catalog.js';
import { filterRefusal } from '../queries/checkFilter.js';
import { SEARCHED_KEYS, searchTermsOf } from '../search/terms.js';
import type { FetchedRecord } from './adapters/types.js';

/**
 * Correlation: what the connections of a run reported (staged in discovery_staging) becomes
 * assets, set-based, a statement per step and connection, never one per record
 * (discovery/README.md, "Correlation").
 */

/** Records per insert statement of `stageRecords` (one JSON parameter each). */
const STAGE_CHUNK = 2_000;
/** Saved queries counted per statement (one column each, one pass over the entity's assets). */
const QUERIES_PER_PASS = 50;

/** What the steps of one run share: the run, its instant, and the connections fetched successfully. */
export interface CorrelationScope {
  runId: string;
  at: Date;
  /** Connections fetched successfully this run; the others (failed) are left as they were. */
  fetched: string[];
}

/** What a step made: the assets it created, per entity type. */
export interface StepOutcome {
  newAssets: { entity: string; ids: number[] }[];
}

type Phase = 'Clean_Devices' | 'Pre_Correlation' | 'Run_Correlations' | 'Post_Correlation' | 'Save_Historical';

const NOTHING_NEW: StepOutcome = { newAssets: [] };

/**
 * Stages a batch of one connection's records for the run, in order (a source id staged again, in
 * this batch or a later one, keeps the last record: Pre_Correlation); null field values are
 * dropped (absent and null mean the same, and a null must not hide another connection's value).
 */
export async function stageRecords(db: Queryable, runId: string, connectionId: string, records: readonly FetchedRecord[]): Promise<void> {
  for (let from = 0; from < records.length; from += STAGE_CHUNK) {
    const rows = records.slice(from, from + STAGE_CHUNK).map(({ entity, id, name, fields }) => ({ entity, id, name, fields }));
    // with ordinality: the records' order is the order of staging (`seq`).
    await db.query(
      `insert into discovery_staging (run_id, connection_id, entity, source_id, name, fields)
       select $1::uuid, $2::uuid, r.entity, r.id, coalesce(r.name, ''), jsonb_strip_nulls(coalesce(r.fields, '{}'))
         from rows from (jsonb_to_recordset($3::jsonb) as (entity text, id text, name text, fields jsonb)) with ordinality as r (entity, id, name, fields, n)
        order by r.n`,
      [runId, connectionId, JSON.stringify(rows)],
    );
  }
}

/** The field that names an asset of an entity type (its name comes from the record, else this field). */
const NAME_FIELDS: Readonly<Record<string, string>> = { devices: 'hostname', users: 'username' };

/** A staged row's asset name (`s` is discovery_staging): the record's name, else the naming field, else the source id. */
const recordName = (s: string) =>
  `coalesce(nullif(${s}.name, ''), nullif(${s}.fields ->> (case ${s}.entity ${Object.entries(NAME_FIELDS)
    .map(([entity, field]) => `when '${entity}' then '${field}'`)
    .join(' ')} end), ''), ${s}.source_id)`;

/** The titles of the data fields per entity (routes/dataFields.ts): what a field_changed event is titled. */
const FIELD_TITLES = JSON.stringify(
  QUERY_ENTITY_TYPES.flatMap((entity) => (dataFieldCatalog.fields(entity) ?? []).map((field) => ({ entity, name: field.name, title: field.title }))),
);

/**
 * Clean_Devices: a fetched connection's links to assets it no longer reports (no staged record
 * with that source id and entity) are removed, each with an adapter_connection_removed event; an
 * asset left with no link is deleted; the others are marked for their fields to be merged again.
 */
async function cleanDevices(tx: Queryable, scope: CorrelationScope): Promise<StepOutcome> {
  // PGlite runs no autovacuum: without statistics the planner takes a big staging table for an
  // empty one (or for the last run's), and this delete's anti-join took minutes.
  await tx.query('analyze discovery_staging');
  await tx.query(
    `with gone as (
       delete from asset_adapters aa
        using assets a
        where a.id = aa.asset_id and aa.connection_id = any($2::uuid[])
          and not exists (select 1 from discovery_staging s
                           where s.run_id = $1 and s.connection_id = aa.connection_id and s.entity = a.entity and s.source_id = aa.source_id)
       returning aa.asset_id, aa.connection_id, a.name),
     events as (
       insert into asset_events (asset_id, at, event_type, field, title, names, added, removed, connection_id)
       select g.asset_id, $3, 'adapter_connection_removed', null, ad.title || ' stopped reporting', array[g.name], '{}', array[c.label], c.id
         from gone g join adapter_connections c on c.id = g.connection_id join adapters ad on ad.module = c.adapter)
     insert into discovery_touched (run_id, asset_id) select distinct $1::uuid, asset_id from gone on conflict do nothing`,
    [scope.runId, scope.fetched, scope.at],
  );
  await tx.query(
    `delete from assets a using discovery_touched t
      where t.run_id = $1 and a.id = t.asset_id and not exists (select 1 from asset_adapters aa where aa.asset_id = a.id)`,
    [scope.runId],
  );
  await tx.query('delete from discovery_touched t where t.run_id = $1 and not exists (select 1 from assets a where a.id = t.asset_id)', [scope.runId]);
  return NOTHING_NEW;
}

/**
 * Pre_Correlation: only successfully fetched connections' records take part; a source id staged
 * again by its connection keeps the last record staged, and one staged under two entity types
 * keeps one (a link holds one source id per connection); then each record matches the asset its
 * connection reported by the same source id.
 */
async function preCorrelation(tx: Queryable, scope: CorrelationScope): Promise<StepOutcome> {
  await tx.query('delete from discovery_staging where run_id = $1 and not (connection_id = any($2::uuid[]))', [scope.runId, scope.fetched]);
  await tx.query(
    `delete from discovery_staging s
      using (select connection_id, entity, source_id, max(seq) as kept from discovery_staging
              where run_id = $1 group by connection_id, entity, source_id having count(*) > 1) d
      where s.run_id = $1 and s.connection_id = d.connection_id and s.entity = d.entity and s.source_id = d.source_id and s.seq <> d.kept`,
    [scope.runId],
  );
  await tx.query(
    `delete from discovery_staging s
      using (select connection_id, source_id, min(entity) as kept from discovery_staging
              where run_id = $1 group by connection_id, source_id having count(*) > 1) d
      where s.run_id = $1 and s.connection_id = d.connection_id and s.source_id = d.source_id and s.entity <> d.kept`,
    [scope.runId],
  );
  await tx.query(
    `update discovery_staging s set asset_id = aa.asset_id
       from asset_adapters aa join assets a on a.id = aa.asset_id
      where s.run_id = $1 and aa.connection_id = s.connection_id and aa.source_id = s.source_id and a.entity = s.entity`,
    [scope.runId],
  );
  return NOTHING_NEW;
}

/**
 * The asset a staged device (`s`, its MAC addresses and serial `k`) matches by its keys, not
 * already reported by its connection: the same host name (case-insensitive) and a shared MAC
 * address or the same serial; when either has neither, the same host name alone when exactly one
 * device has it. The lowest id of several (array_agg rather than min or limit, which the planner
 * may answer by walking the primary key).
 */
const DEVICE_MATCH = `(
  select (array_agg(a.id order by a.id))[1] from assets a
   where a.entity = 'devices' and lower(a.fields ->> 'hostname') = lower(s.fields ->> 'hostname')
     and not exists (select 1 from asset_adapters aa where aa.asset_id = a.id and aa.connection_id = s.connection_id)
     and (vigil_device_macs(a.fields) && k.macs
          or vigil_device_serial(a.fields) = k.serial
          or ((cardinality(vigil_device_macs(a.fields)) = 0 and vigil_device_serial(a.fields) is null
               or cardinality(k.macs) = 0 and k.serial is null)
              and (select count(*) from assets b where b.entity = 'devices' and lower(b.fields ->> 'hostname') = lower(s.fields ->> 'hostname')) = 1)))`;

/** The asset a staged user matches: the same e-mail address, else the same user name (case-insensitive). */
const userMatch = (field: string) => `(
  select (array_agg(a.id order by a.id))[1] from assets a
   where a.entity = 'users' and lower(a.fields ->> '${field}') = nullif(lower(s.fields ->> '${field}'), '')
     and not exists (select 1 from asset_adapters aa where aa.asset_id = a.id and aa.connection_id = s.connection_id))`;

const KEY_MATCH = `case s.entity
  when 'devices' then case when coalesce(s.fields ->> 'hostname', '') <> '' then ${DEVICE_MATCH} end
  when 'users' then coalesce(${userMatch('mail')}, ${userMatch('username')}) end`;

/**
 * Run_Correlations: connection by connection (so that records of two connections that correlate
 * become one asset), the records not matched by source id match an asset by their keys (one
 * record per asset and connection: of several, the lowest source id), and the rest become new
 * assets. Then the links: new ones with an adapter_connection_added event, all with this run's
 * fields, source id and last_seen; assets whose reports changed are marked for Post_Correlation.
 */
async function runCorrelations(tx: Queryable, scope: CorrelationScope): Promise<StepOutcome> {
  const [{ unmatched } = { unmatched: 0 }] = await tx.query<{ unmatched: number }>(
    'select count(*)::int as unmatched from discovery_staging where run_id = $1 and asset_id is null',
    [scope.runId],
  );
  // The assets are counted only as far as the decision needs (not a scan of a big inventory per run).
  const [{ assets } = { assets: 0 }] = await tx.query<{ assets: number }>('select count(*)::int as assets from (select 1 from assets limit $1) a', [unmatched]);
  // A first load (more records not matched by source id than assets, bench/discovery.mjs) writes
  // without the written tables' secondary indexes and foreign keys, made again at the end; the
  // matching's indexes stay.
  if (unmatched <= assets) return correlateRecords(tx, scope);
  await tx.query("select set_config('maintenance_work_mem', '256MB', true)");
  // search_terms' primary key too: the new assets' terms, written once and distinct, are the load's largest insert.
  return withoutSecondaryIndexes(tx, ['assets', 'asset_adapters', 'asset_events', 'search_terms'], () => correlateRecords(tx, scope), MATCHING_INDEXES, ['search_terms']);
}

/** The indexes of assets by the keys records match them by (migration 130): the matching reads them. */
const MATCHING_INDEXES = ['assets_device_hostname_idx', 'assets_user_mail_idx', 'assets_user_username_idx'];

async function correlateRecords(tx: Queryable, scope: CorrelationScope): Promise<StepOutcome> {
  const { runId, at } = scope;
  const [sequence] = await tx.query<{ name: string }>("select pg_get_serial_sequence('assets', 'id') as name");
  const created = new Map<string, number[]>();
  // The new assets' search terms are made once, below, when their fields are final (migration 134).
  await tx.query("select set_config('vigil.search_terms_deferred', 'on', true)");
  // The matching's and the merge's sorts hold a connection's records: in memory rather than on disk.
  await tx.query("select set_config('work_mem', '64MB', true)");
  // Every row this step writes names an asset it has just matched or made and a connection of the
  // run: as PostgreSQL's bulk loads do, the foreign keys' checks (one per row, half the time of
  // the links' and events' inserts) are left out where the role may (the embedded database's may).
  await tx.query("select set_config('session_replication_role', 'replica', true) from pg_roles where rolname = current_user and rolsuper");
  for (const [index, connectionId] of scope.fetched.entries()) {
    // A record of an entity type the inventory has no asset of has none to match: it makes one
    // (a first load's first connection, or the first of a type, e.g. a directory's users).
    const [{ fresh } = { fresh: [] }] = await tx.query<{ fresh: string[] }>(
      `select coalesce(array_agg(s.entity), '{}') as fresh
         from (select distinct entity from discovery_staging where run_id = $1 and connection_id = $2 and asset_id is null) s
        where not exists (select 1 from assets a where a.entity = s.entity)`,
      [runId, connectionId],
    );
    if (fresh.length > 0) {
      await tx.query(
        'update discovery_staging set asset_id = nextval($3::regclass) where run_id = $1 and connection_id = $2 and asset_id is null and entity = any($4::text[])',
        [runId, connectionId, sequence?.name, fresh],
      );
    }
    await tx.query(
      // offset 0: the match is computed once per record (a flattened subquery computes it for the window and again for the result).
      `update discovery_staging s set asset_id = coalesce(m.asset_id, nextval($3::regclass))
         from (select x.entity, x.source_id,
                      case when x.asset_id is not null and row_number() over (partition by x.asset_id order by x.source_id) = 1 then x.asset_id end as asset_id
                 from (select s.entity, s.source_id, ${KEY_MATCH} as asset_id
                         from discovery_staging s
                         -- The record's own keys, computed once rather than for every asset compared.
                         cross join lateral (select case when s.entity = 'devices' then vigil_device_macs(s.fields) end as macs, vigil_device_serial(s.fields) as serial) k
                        where s.run_id = $1 and s.connection_id = $2 and s.asset_id is null
                       offset 0) x) m
        where s.run_id = $1 and s.connection_id = $2 and s.entity = m.entity and s.source_id = m.source_id`,
      [runId, connectionId, sequence?.name],
    );
    const rows = await tx.query<{ id: string; entity: string }>(
      `insert into assets (id, entity, name, fields, first_seen, last_seen, last_updated)
       select s.asset_id, s.entity, ${recordName('s')}, s.fields, $3, $3, $3
         from discovery_staging s
        where s.run_id = $1 and s.connection_id = $2 and not exists (select 1 from assets a where a.id = s.asset_id)
       returning id::text as id, entity`,
      [runId, connectionId, at],
    );
    for (const row of rows) {
      const ids = created.get(row.entity) ?? [];
      if (ids.length === 0) created.set(row.entity, ids);
      ids.push(Number(row.id));
    }
    // The next connection's matching reads the assets just made: the planner must know they are there.
    if (rows.length > 1_000 && index < scope.fetched.length - 1) await tx.query('analyze assets');
  }
  await tx.query(
    `insert into discovery_touched (run_id, asset_id)
     select distinct $1::uuid, x.asset_id
       from (select s.asset_id, aa.asset_id is null as fresh, aa.fields is distinct from s.fields as changed, a.first_seen = $2 as created
               from discovery_staging s join assets a on a.id = s.asset_id
               left join asset_adapters aa on aa.asset_id = s.asset_id and aa.connection_id = s.connection_id
              where s.run_id = $1) x
      where (not x.fresh and x.changed) or (x.fresh and not x.created)
     on conflict do nothing`,
    [runId, at],
  );
  await tx.query(
    // The run's few connections, read once (joined as a table, the planner read them again per record).
    `with connections as materialized (
       select c.id, c.label, ad.title || ' started reporting' as title from adapter_connections c join adapters ad on ad.module = c.adapter)
     insert into asset_events (asset_id, at, event_type, field, title, names, added, removed, connection_id)
     select s.asset_id, $2, 'adapter_connection_added', null, c.title, array[a.name], array[c.label], '{}', c.id
       from discovery_staging s join assets a on a.id = s.asset_id join connections c on c.id = s.connection_id
      where s.run_id = $1 and not exists (select 1 from asset_adapters aa where aa.asset_id = s.asset_id and aa.connection_id = s.connection_id)`,
    [runId, at],
  );
  await tx.query(
    `insert into asset_adapters (asset_id, connection_id, first_seen, last_seen, fields, source_id)
     select s.asset_id, s.connection_id, $2, $2, s.fields, s.source_id from discovery_staging s where s.run_id = $1
     on conflict (asset_id, connection_id) do update set last_seen = excluded.last_seen, fields = excluded.fields, source_id = excluded.source_id`,
    [runId, at],
  );
  // A new asset several connections report takes their merge and name now, as Post_Correlation
  // would (its links are all this run's: the greater connection id wins), so it is written once more
  // here and its search terms made once, rather than rewritten there.
  const made = [...created.values()].flat();
  await tx.query(
    `update assets a set fields = m.fields, name = m.name
       from (select s.asset_id, vigil_jsonb_merge(s.fields order by s.connection_id) as fields,
                    (array_agg(${recordName('s')} order by s.connection_id desc))[1] as name
               from (select asset_id from discovery_staging where run_id = $1 group by asset_id having count(*) > 1) several
               join assets n on n.id = several.asset_id and n.first_seen = $2
               join discovery_staging s on s.run_id = $1 and s.asset_id = several.asset_id
              group by s.asset_id) m
      where a.id = m.asset_id`,
    [runId, at],
  );
  await tx.query("select set_config('vigil.search_terms_deferred', 'off', true)");
  await insertSearchTerms(tx, made);
  return { newAssets: [...created].map(([entity, ids]) => ({ entity, ids })) };
}

/** Assets whose search terms are read, computed and written per statement pair (`insertSearchTerms`). */
const TERMS_CHUNK = 50_000;
/** Separators of the terms `insertSearchTerms` sends: none is ASCII, so none is in a term it computes. */
const TERM_SEPARATOR = '\u0080';

/**
 * The search terms of assets whose fields are final: computed here where `searchTermsOf` can
 * (ASCII texts), by vigil_search_terms for the others. SQL's function calls took 4 of a first
 * load's 32 s (bench/discovery.mjs); here the cost is moving the texts: each chunk's assets are
 * read as one JSON text and their terms sent as one text per asset, its terms each after their
 * class digit (rows and array elements one by one cost the embedded database 4 s).
 */
async function insertSearchTerms(tx: Queryable, ids: readonly number[]): Promise<void> {
  const inSql: number[] = [];
  for (let from = 0; from < ids.length; from += TERMS_CHUNK) {
    const [{ assets } = { assets: null }] = await tx.query<{ assets: string | null }>(
      `select json_agg(json_build_array(a.id, a.entity, a.name, json_build_object(${SEARCHED_KEYS.map((key) => `'${key}', a.fields -> '${key}'`).join(', ')})) order by a.id)::text as assets
         from assets a where a.id = any($1::bigint[])`,
      [ids.slice(from, from + TERMS_CHUNK)],
    );
    const written = { ids: [] as number[], entities: [] as string[], terms: [] as string[] };
    for (const [id, entity, name, searched] of JSON.parse(assets ?? '[]') as [number, string, string, Record<string, unknown>][]) {
      const terms = searchTermsOf(name, searched);
      if (terms === null) {
        inSql.push(id);
      } else if (terms.length > 0) {
        written.ids.push(id);
        written.entities.push(entity);
        written.terms.push(terms.map(([termClass, term]) => `${termClass}${term}`).join(TERM_SEPARATOR));
      }
    }
    await tx.query(
      `insert into search_terms (asset_id, entity, class, term)
       select a.id, a.entity, left(t, 1)::smallint, substr(t, 2)
         from unnest($1::bigint[], $2::text[], $3::text[]) as a (id, entity, terms), string_to_table(a.terms, $4) as t`,
      [written.ids, written.entities, written.terms, TERM_SEPARATOR],
    );
  }
  if (inSql.length === 0) return;
  await tx.query(
    `insert into search_terms (asset_id, entity, class, term)
     select distinct a.id, a.entity, t.class, t.term from assets a, vigil_search_terms(a.name, a.fields) t where a.id = any($1::bigint[])
      order by a.id, t.class, t.term`,
    [inSql],
  );
}

/**
 * Post_Correlation: the marked assets' fields become the merge of their connections' reports
 * (the most recently seen connection wins a key; on a tie, the greater connection id), with a
 * field_changed event per changed field (none for an asset made by this run) and last_updated;
 * every reported asset's last_seen moves to the run's, and its name is its record's (of the
 * greater connection id). One update, so that an asset is written (and its search terms made)
 * once.
 */
async function postCorrelation(tx: Queryable, scope: CorrelationScope): Promise<StepOutcome> {
  const { runId, at } = scope;
  await tx.query(
    `with merged as (
       select t.asset_id,
              (select vigil_jsonb_merge(aa.fields order by aa.last_seen, aa.connection_id) from asset_adapters aa where aa.asset_id = t.asset_id) as fields
         from discovery_touched t where t.run_id = $1),
     changed as (
       select a.id, a.entity, a.name, a.fields as old, m.fields as new, a.first_seen = $2 as created
         from merged m join assets a on a.id = m.asset_id where a.fields is distinct from m.fields),
     diffs as (
       select c.id, c.entity, c.name, k.key,
              array(select v from unnest(vigil_field_texts(c.new -> k.key)) with ordinality as n (v, i) where not v = any(vigil_field_texts(c.old -> k.key)) order by i) as added,
              array(select v from unnest(vigil_field_texts(c.old -> k.key)) with ordinality as o (v, i) where not v = any(vigil_field_texts(c.new -> k.key)) order by i) as removed,
              (select aa.connection_id from asset_adapters aa where aa.asset_id = c.id and aa.fields ? k.key order by aa.last_seen desc, aa.connection_id desc limit 1) as connection_id
         from changed c cross join lateral (select jsonb_object_keys(c.old) union select jsonb_object_keys(c.new)) as k (key)
        where not c.created and (c.old -> k.key) is distinct from (c.new -> k.key)),
     events as (
       insert into asset_events (asset_id, at, event_type, field, title, names, added, removed, connection_id)
       select d.id, $2, 'field_changed', d.key, coalesce(ti.title, d.key), array[d.name], d.added, d.removed, d.connection_id
         from diffs d left join jsonb_to_recordset($3::jsonb) as ti (entity text, name text, title text) on ti.entity = d.entity and ti.name = d.key
        where cardinality(d.added) > 0 or cardinality(d.removed) > 0),
     named as (
       select distinct on (s.asset_id) s.asset_id, ${recordName('s')} as name
         from discovery_staging s where s.run_id = $1 order by s.asset_id, s.connection_id desc)
     update assets a
        set fields = coalesce(x.new, a.fields), name = coalesce(x.name, a.name),
            last_seen = case when x.name is null then a.last_seen else greatest(a.last_seen, $2) end,
            last_updated = case when x.new is not null or a.name <> coalesce(x.name, a.name) then $2 else a.last_updated end
       from (select coalesce(c.id, n.asset_id) as id, c.new, n.name from changed c full join named n on n.asset_id = c.id) x
      where a.id = x.id and (x.new is not null or a.last_seen < $2 or a.name <> x.name)`,
    [runId, at, FIELD_TITLES],
  );
  await tx.query('delete from discovery_touched where run_id = $1', [runId]);
  return NOTHING_NEW;
}

/**
 * The step's transaction as the engine's database: the engine runs each statement in a
 * transaction of its own, which inside this one is this one (and without PostgreSQL's statement
 * time limit, which is for requests, not background work).
 */
const inTransaction = (tx: Queryable): Database => ({
  engine: 'pglite',
  query: (sql, params) => tx.query(sql, params),
  exec: (sql) => tx.exec(sql),
  transaction: (work) => work(tx),
  close: () => Promise.reject(new Error('a step does not close the database')),
});

/**
 * Save_Historical: today's snapshots (the run's UTC day): assets per entity type, per connection
 * and entity type, and per saved query, counted by the query engine as charts count them (a
 * query whose filter the rules no longer accept is left out).
 */
async function saveHistorical(tx: Queryable, scope: CorrelationScope): Promise<StepOutcome> {
  const day = scope.at.toISOString().slice(0, 10);
  await tx.query(
    `insert into asset_daily_counts (day, entity, count)
     select $1::date, t.value, (select count(*) from assets a where a.entity = t.value)::int from asset_types t
     on conflict (day, entity) do update set count = excluded.count`,
    [day],
  );
  await tx.query('delete from connection_daily_counts where day = $1::date', [day]);
  await tx.query(
    `insert into connection_daily_counts (day, entity, connection_id, count)
     select $1::date, a.entity, aa.connection_id, count(*)::int from asset_adapters aa join assets a on a.id = aa.asset_id group by a.entity, aa.connection_id`,
    [day],
  );
  const queries = await tx.query<{ id: string; entity: string; filter: QueryFilter }>('select id::text as id, entity, filter from saved_queries order by entity, id');
  const valid = queries.filter((query) => {
    try {
      return !filterRefusal(query.entity, query.filter);
    } catch {
      // A stored filter of another shape than the contract's: nothing to count.
      return false;
    }
  });
  const ctx = { db: inTransaction(tx), scope: undefined, now: scope.at };
  for (const entity of new Set(valid.map((query) => query.entity))) {
    const ofEntity = valid.filter((query) => query.entity === entity);
    for (let from = 0; from < ofEntity.length; from += QUERIES_PER_PASS) {
      const pass = ofEntity.slice(from, from + QUERIES_PER_PASS);
      const counts = await countMatches(ctx, { entity, filters: [] }, pass.map((query) => [query.filter]));
      await tx.query(
        `insert into saved_query_daily_counts (query_id, day, count)
         select r.id, $1::date, r.count from jsonb_to_recordset($2::jsonb) as r (id uuid, count integer)
         on conflict (query_id, day) do update set count = excluded.count`,
        [day, JSON.stringify(pass.map((query, index) => ({ id: query.id, count: counts[index] ?? 0 })))],
      );
    }
  }
  return NOTHING_NEW;
}

/** The steps after the fetch, in order; the run engine runs each in a transaction of its own. */
export const CORRELATION_STEPS: readonly { phase: Phase; run(tx: Queryable, scope: CorrelationScope): Promise<StepOutcome> }[] = [
  { phase: 'Clean_Devices', run: cleanDevices },
  { phase: 'Pre_Correlation', run: preCorrelation },
  { phase: 'Run_Correlations', run: runCorrelations },
  { phase: 'Post_Correlation', run: postCorrelation },
  { phase: 'Save_Historical', run: saveHistorical },
];
