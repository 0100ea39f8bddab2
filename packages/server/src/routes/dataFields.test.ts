import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../seed/index.js';
import { startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { ENTITY_FIELDS, unknownDataFieldsEntity } from './dataFields.js';

type DataField = Schemas['DataField'];

/** Whether `value` (not null) is what `field` says it is. */
function fits(field: DataField, value: unknown): boolean {
  switch (field.type) {
    case 'string':
      return typeof value === 'string';
    case 'bool':
      return typeof value === 'boolean';
    case 'number':
      return typeof value === 'number';
    case 'integer':
      return Number.isInteger(value);
    case 'date':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value));
    case 'array':
      return Array.isArray(value) && value.every((item) => (field.sub_fields ? fitsObject(field.sub_fields, item) : typeof item === field.items_type));
    case 'object':
      return fitsObject(field.sub_fields ?? [], value);
    case 'relationship':
      return false;
  }
}

const fitsObject = (subFields: readonly DataField[], value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value) &&
  Object.entries(value).every(([key, item]) => subFields.some((sub) => sub.name === key && (item === null || fits(sub, item))));

describe('data fields', () => {
  let server: TestServer;
  let viewer: string;

  beforeAll(async () => {
    server = await startTestServer();
    await seedIfEmpty(server.db, { devices: 40, now: new Date('2026-03-01T12:00:00Z') });
    viewer = await server.asUserWith({});
  });
  afterAll(() => server.close());

  const get = (url: string, cookie?: string) => server.send({ method: 'GET', url: `/api/data_fields${url}`, cookie });

  it('lists the common fields, then the fields of each entity type, to any signed-in user', async () => {
    const reply = await get('', viewer);
    expect(reply.statusCode, reply.body).toBe(200);
    const value = reply.json<Schemas['DataFieldsReply']>().data.attributes.value;
    expect(Object.keys(value)).toEqual(['devices', 'users', 'software', 'vulnerabilities']);
    const devices = value['devices'] ?? [];
    expect(devices.slice(0, 5).map((field) => field.name)).toEqual(['name', 'adapters', 'tags', 'first_seen', 'last_seen']);
    expect(devices.find((field) => field.name === 'ips')).toEqual({
      name: 'ips',
      title: 'IP Addresses',
      type: 'array',
      items_type: 'string',
      format: 'ip',
      supports_count: true,
    });
    expect(value['vulnerabilities']?.find((field) => field.name === 'cvss')?.type).toBe('number');
  });

  it('answers for one entity type, and refuses an unknown one', async () => {
    const one = await get('?entity_type=software', viewer);
    expect(Object.keys(one.json<Schemas['DataFieldsReply']>().data.attributes.value)).toEqual(['software']);
    const unknown = await get('?entity_type=printers', viewer);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe(unknownDataFieldsEntity('printers'));
    // A name every object has is no entity type either (it was a 500).
    expect((await get('?entity_type=constructor', viewer)).statusCode).toBe(400);
    expect((await get('')).statusCode).toBe(401);
  });

  it('names exactly the fields the stored assets of each type have, with values of the declared types', async () => {
    const rows = await server.db.query<{ entity: string; fields: Record<string, unknown> }>('select entity, fields from assets');
    for (const [entity, fields] of Object.entries(ENTITY_FIELDS)) {
      const assets = rows.filter((row) => row.entity === entity);
      expect(assets.length, entity).toBeGreaterThan(0);
      const stored = new Set(assets.flatMap((row) => Object.keys(row.fields)));
      // Relationships live in asset_links, not in the fields.
      const kept = fields.filter((field) => field.type !== 'relationship');
      expect([...stored].sort(), entity).toEqual(kept.map((field) => field.name).sort());
      for (const field of kept) {
        const misfits = assets.map((row) => row.fields[field.name]).filter((value) => value !== null && !fits(field, value));
        expect(misfits, `${entity}.${field.name}`).toEqual([]);
      }
    }
  });
});
