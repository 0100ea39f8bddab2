import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isQueryDate, queryFilterProblems, type DataField, type QueryFieldCatalog, type QueryFilter, type QueryFilterCondition } from '@vigil/openapi';
import type { Database } from '../db/index.js';
import { openTestDatabase } from '../testing/harness.js';
import { dataFieldCatalog } from './catalog.js';
import { compileFilter, SqlParams } from './compile.js';
import { evaluateFilter, worldOf, type EvaluatedAsset } from './evaluate.testing.js';
import { runEngineStatement } from './run.js';

/*
 * Focused cases of what engine.property.test.ts found (and of what its catalog cannot reach):
 * each selects what README.md says, checked against the rows written here and against the
 * in-memory evaluator.
 */

const all = (...conditions: QueryFilterCondition[]): QueryFilter => ({ operator: 'and', conditions, groups: [] });
const NOW = new Date('2026-03-01T12:00:00Z');
const KELVIN = '\u212a';

interface Row {
  name: string;
  fields: Record<string, unknown>;
  tags?: string[];
}

describe('compileFilter', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase({ migrated: true });
  });
  afterAll(() => db.close());

  /** The names of the devices among `rows` a filter selects: in SQL, and by the evaluator (which must agree). */
  async function select(rows: readonly Row[], filter: QueryFilter, catalog: QueryFieldCatalog = dataFieldCatalog): Promise<string[]> {
    expect(queryFilterProblems(catalog, 'devices', filter)).toEqual([]);
    const assets: EvaluatedAsset[] = rows.map((row, index) => ({
      id: String(index + 1),
      entity: 'devices',
      name: row.name,
      fields: row.fields,
      tags: row.tags ?? [],
      first_seen: '2026-01-01T00:00:00Z',
      last_seen: '2026-01-01T00:00:00Z',
      adapters: [],
    }));
    await db.query('delete from assets');
    await db.query(
      `insert into assets (id, entity, name, fields, tags, first_seen, last_seen, last_updated)
       select x.id, 'devices', x.name, x.fields, x.tags, x.first_seen, x.last_seen, x.last_seen
         from jsonb_to_recordset($1::jsonb) as x(id bigint, name text, fields jsonb, tags text[], first_seen timestamptz, last_seen timestamptz)`,
      [JSON.stringify(assets)],
    );
    const params = new SqlParams();
    const where = compileFilter(filter, { catalog, entity: 'devices', params, now: NOW });
    const selected = await runEngineStatement<{ name: string }>(db, `select a.name from assets a where a.entity = 'devices' and ${where} order by a.id`, params.values);
    const names = selected.map((row) => row.name);
    const world = worldOf(assets, []);
    expect(names, 'the evaluator').toEqual(assets.filter((asset) => evaluateFilter(filter, asset, world, NOW, catalog)).map((asset) => asset.name));
    return names;
  }

  it('folds ASCII letters only in contains, starts_with, ends_with and regex, whatever the locale', async () => {
    const rows: Row[] = [
      { name: 'plain k', fields: { hostname: 'Kiosk' }, tags: ['k'] },
      { name: 'kelvin', fields: { hostname: `${KELVIN}iosk` }, tags: [KELVIN] },
      { name: 'acute', fields: { hostname: 'café' }, tags: ['É'] },
    ];
    expect(await select(rows, all({ field: 'hostname', operator: 'starts_with', value: 'k' }))).toEqual(['plain k']);
    expect(await select(rows, all({ field: 'hostname', operator: 'ends_with', value: 'CAFÉ' }))).toEqual([]);
    expect(await select(rows, all({ field: 'hostname', operator: 'contains', value: 'CAF' }))).toEqual(['acute']);
    expect(await select(rows, all({ field: 'tags', operator: 'contains', value: 'é' }))).toEqual([]);
    expect(await select(rows, all({ field: 'tags', operator: 'regex', value: '^K$' }))).toEqual(['plain k']);
    expect(await select(rows, all({ field: 'name', operator: 'regex', value: 'K' }))).toEqual(['plain k', 'kelvin']);
  });

  it('compares list items that are not strings as no text, as equals always did', async () => {
    const rows: Row[] = [
      { name: 'number', fields: { ips: [7, null] } },
      { name: 'array', fields: { ips: [['a']] } },
      { name: 'bool', fields: { ips: [true] } },
      { name: 'text', fields: { ips: ['7'] } },
    ];
    expect(await select(rows, all({ field: 'ips', operator: 'equals', value: '7' }))).toEqual(['text']);
    expect(await select(rows, all({ field: 'ips', operator: 'in', value: ['7', 'true'] }))).toEqual(['text']);
    expect(await select(rows, all({ field: 'ips', operator: 'contains', value: 'a' }))).toEqual([]);
    expect(await select(rows, all({ field: 'ips', operator: 'regex', value: '[0-9]' }))).toEqual(['text']);
    expect(await select(rows, all({ field: 'ips', operator: 'regex', value: '[0-9]', not: true }))).toEqual(['number', 'array', 'bool']);
    // Sizes still count every item.
    expect(await select(rows, all({ field: 'ips', operator: 'size_greater_than', value: 1 }))).toEqual(['number']);
    const nested = all({ field: 'network_interfaces', operator: 'match', nested: all({ field: 'ips', operator: 'starts_with', value: '7' }) });
    expect(await select([{ name: 'nested number', fields: { network_interfaces: [{ ips: [7] }] } }, { name: 'nested text', fields: { network_interfaces: [{ ips: ['7'] }] } }], nested)).toEqual([
      'nested text',
    ]);
  });

  it('reads no date with an offset past 15:59, which PostgreSQL would refuse and fail the statement', async () => {
    for (const date of ['2026-03-01T10:00+16', '2026-03-01T10:00+16:00', '2026-03-01T10:00-1600', '2026-03-01T10:00+99', '2026-03-01T10:00+0160']) {
      expect(isQueryDate(date), date).toBe(false);
      const [row] = await db.query<{ t: unknown }>('select vigil_timestamp($1) as t', [date]);
      expect(row?.t, date).toBeNull();
    }
    for (const date of ['2026-03-01T10:00+15:59', '2026-03-01T10:00-1500', '2026-03-01T10:00+05']) {
      expect(isQueryDate(date), date).toBe(true);
      const [row] = await db.query<{ t: unknown }>('select vigil_timestamp($1) as t', [date]);
      expect(row?.t, date).not.toBeNull();
    }
    const rows: Row[] = [{ name: 'far east', fields: { last_logon: '2026-02-28T10:00+16' } }, { name: 'kiribati', fields: { last_logon: '2026-02-28T10:00+14' } }];
    const catalog: QueryFieldCatalog = { fields: () => [{ name: 'last_logon', title: 'Last Logon', type: 'date', supports_count: false }] };
    expect(await select(rows, all({ field: 'last_logon', operator: 'last_days', value: 7 }), catalog)).toEqual(['kiribati']);
    expect(await select(rows, all({ field: 'last_logon', operator: 'greater_than', value: '2026-01-01', not: true }), catalog)).toEqual(['far east']);
  });

  describe('over fields the catalog does not have yet', () => {
    const flag: DataField = { name: 'up', title: 'Up', type: 'bool', supports_count: false };
    const catalog: QueryFieldCatalog = {
      fields: () => [
        { name: 'nic', title: 'NIC', type: 'object', supports_count: false, sub_fields: [flag] },
        { name: 'nics', title: 'NICs', type: 'array', items_type: 'object', supports_count: true, sub_fields: [flag] },
      ],
    };
    const rows: Row[] = [
      { name: 'up', fields: { nic: { up: true }, nics: [{ up: true }] } },
      { name: 'no flag', fields: { nic: {}, nics: [{}] } },
      { name: 'not an object', fields: { nic: 'eth0', nics: ['eth0'] } },
      { name: 'none', fields: {} },
    ];

    it('negates a bool compared inside an object: a missing one is not true, so "not" holds', async () => {
      const notUp = { field: 'up', operator: 'equals', value: true, not: true };
      expect(await select(rows, all({ field: 'nics', operator: 'match', nested: all(notUp) }), catalog)).toEqual(['no flag', 'not an object']);
      expect(await select(rows, all({ field: 'nic', operator: 'match', nested: all(notUp) }), catalog)).toEqual(['no flag']);
    });

    it('an object field exists when it is an object, and "not" of a missing one holds', async () => {
      expect(await select(rows, all({ field: 'nic', operator: 'exists' }), catalog)).toEqual(['up', 'no flag']);
      expect(await select(rows, all({ field: 'nic', operator: 'exists', not: true }), catalog)).toEqual(['not an object', 'none']);
      const up = all({ field: 'up', operator: 'equals', value: true });
      expect(await select(rows, all({ field: 'nic', operator: 'match', nested: up, not: true }), catalog)).toEqual(['no flag', 'not an object', 'none']);
    });
  });
});
