import { describe, expect, it } from 'vitest';
import { fetchAll, uploaded } from '../../testing/adapters.js';
import { csvAdapter } from './csv.js';
import { AdapterError } from './types.js';

const fileOf = (name: string, text: string | Uint8Array) => uploaded(name, () => [typeof text === 'string' ? Buffer.from(text) : text]);
const fetchFile = (name: string, text: string | Uint8Array, config: Record<string, unknown> = {}, limit?: number) =>
  fetchAll(csvAdapter, { config: { entity: 'devices', ...config }, file: fileOf(name, text), ...(limit !== undefined && { limit }) });

describe('the file adapter (CSV)', () => {
  it('reads devices: columns named like fields, MAC and IP lists split on ; or ,, quoted values with commas and line breaks, CRLF', async () => {
    const csv = 'hostname,macs,ips,serial,os_type,notes\r\nws-01,"aa:bb:cc:00:00:01;aa:bb:cc:00:00:02",10.0.0.1,SN1,Windows,"one, two"\r\n"ws-02",,"10.0.0.2, 10.0.0.3",,"Linux\r\nUbuntu",x\r\n';
    const { records, rowErrors, error } = await fetchFile('devices.csv', csv);
    expect(error).toBeUndefined();
    expect(rowErrors).toEqual([]);
    expect(records).toEqual([
      { entity: 'devices', id: 'ws-01', name: 'ws-01', fields: { hostname: 'ws-01', macs: ['aa:bb:cc:00:00:01', 'aa:bb:cc:00:00:02'], ips: ['10.0.0.1'], serial: 'SN1', os_type: 'Windows' } },
      { entity: 'devices', id: 'ws-02', name: 'ws-02', fields: { hostname: 'ws-02', ips: ['10.0.0.2', '10.0.0.3'], os_type: 'Linux\r\nUbuntu' } },
    ]);
  });

  it('reads users through a mapping, an id column and a delimiter, with yes/no/1/0 booleans', async () => {
    const csv = 'Login;E-mail;Active;Admin;Emp\njdoe;jdoe@x.test;yes;0;E1\nasmith;;FALSE;1;E2\n';
    const { records, error } = await fetchFile('people.txt', csv, {
      entity: 'users',
      delimiter: ';',
      id_column: 'Emp',
      mapping: { username: 'Login', mail: 'E-mail', is_enabled: 'Active', is_admin: 'Admin' },
    });
    expect(error).toBeUndefined();
    expect(records).toEqual([
      { entity: 'users', id: 'E1', name: 'jdoe', fields: { username: 'jdoe', mail: 'jdoe@x.test', is_enabled: true, is_admin: false } },
      { entity: 'users', id: 'E2', name: 'asmith', fields: { username: 'asmith', is_enabled: false, is_admin: true } },
    ]);
  });

  it('names the identity column the header lacks, after the mapping', async () => {
    const plain = await fetchFile('d.csv', 'name,serial\nws-01,1\n');
    expect(plain.error).toBeInstanceOf(AdapterError);
    expect((plain.error as AdapterError).message).toContain('“hostname”');
    const mapped = await fetchFile('d.csv', 'name,serial\nws-01,1\n', { mapping: { hostname: 'Host' } });
    expect((mapped.error as AdapterError).message).toContain('“Host”');
    expect((mapped.error as AdapterError).status).toBe('disconnected');
    const empty = await fetchFile('d.csv', '');
    expect((empty.error as AdapterError).message).toMatch(/header row/);
  });

  it('reports rows without an id, rows wider or narrower than the header, bad booleans and bad quotes by line, and reads the rest', async () => {
    // A quote csv-parse cannot read leaves it quoting to the end of the file: such a row comes last here.
    const csv = ['hostname,serial,ips', 'a,1,', ',2,', 'b,3', 'c,4,,extra', '', 'e,6,', 'f,7,', 'd,"5"x,'].join('\n');
    const { records, rowErrors, error } = await fetchFile('d.csv', csv);
    expect(error).toBeUndefined();
    expect(records.map((r) => r.id)).toEqual(['a', 'e', 'f']);
    expect(rowErrors).toEqual([
      { line: 3, message: 'Line 3 has no hostname' },
      { line: 4, message: 'Line 4 has 2 values; the header has 3' },
      { line: 5, message: 'Line 5 has 4 values; the header has 3' },
      { line: 9, message: 'Line 9 cannot be read: a quoted value is followed by more text' },
    ]);
    const users = await fetchFile('u.csv', 'username,is_admin\njdoe,maybe\n', { entity: 'users' });
    expect(users.rowErrors).toEqual([{ line: 2, message: 'Line 2 has is_admin “maybe”, not one of true, false, yes, no, 1 or 0' }]);
  });

  it('refuses a file that is not valid UTF-8, naming the line near the bad byte', async () => {
    const bytes = Buffer.concat([Buffer.from('hostname\nws-01\nws-02\nw'), Buffer.from([0xff, 0xfe]), Buffer.from('s\n')]);
    const { error } = await fetchFile('d.csv', bytes);
    expect(error).toBeInstanceOf(AdapterError);
    expect((error as AdapterError).message).toBe('The file is not valid UTF-8 near line 4');
  });

  it('decodes UTF-16 and Latin-1 files as configured', async () => {
    const utf16 = await fetchFile('d.csv', Buffer.from('\uFEFFhostname,owner\nws-01,Zoë\n', 'utf16le'), { encoding: 'utf-16le' });
    expect(utf16.records[0]?.fields).toEqual({ hostname: 'ws-01', owner: 'Zoë' });
    const latin1 = await fetchFile('d.csv', Buffer.from('hostname,owner\nws-01,Zoë\n', 'latin1'), { encoding: 'latin1' });
    expect(latin1.records[0]?.fields).toEqual({ hostname: 'ws-01', owner: 'Zoë' });
  });

  it('reports a line over 1 MiB and reads on, holding at most 1 MiB of it', async () => {
    const heap = process.memoryUsage().heapUsed;
    let largest = 0;
    const file = uploaded('d.csv', function* () {
      yield 'hostname,serial\nws-01,1\nws-02,';
      // 64 MiB of one value, in chunks: a whole copy would show in the heap.
      for (let i = 0; i < 256; i += 1) {
        largest = Math.max(largest, process.memoryUsage().heapUsed - heap);
        yield Buffer.alloc(256 * 1024, 'x');
      }
      yield '\nws-03,3\n';
      // A line just short enough, in one big chunk with others.
      yield `ws-04,${'y'.repeat(1024 * 1024 - 6)}\nws-05,5\n`;
    });
    const { records, rowErrors, error } = await fetchAll(csvAdapter, { config: { entity: 'devices' }, file });
    expect(error).toBeUndefined();
    expect(records.map((r) => r.id)).toEqual(['ws-01', 'ws-03', 'ws-04', 'ws-05']);
    expect(rowErrors).toEqual([{ line: 3, message: 'Line 3 is longer than 1 MiB' }]);
    expect(largest).toBeLessThan(32 * 1024 * 1024);
  });

  it('stops at a quoted value of several lines over 4 MiB, which csv-parse cannot read past', async () => {
    const file = uploaded('d.csv', function* () {
      yield 'hostname,notes\nws-01,"';
      for (let i = 0; i < 5 * 1024; i += 1) yield `${'z'.repeat(1023)}\n`;
      yield '"\nws-02,x\n';
    });
    const { error } = await fetchAll(csvAdapter, { config: { entity: 'devices' }, file });
    expect(error).toBeInstanceOf(AdapterError);
    expect((error as AdapterError).message).toMatch(/^The record that ends on line \d+ is longer than 4 MiB; the file cannot be read past it$/);
  });

  it('streams 1,000,000 lines in batches of 1,000, reading the file only as far as the records are taken', async () => {
    const lines = 1_000_000;
    let produced = 0;
    const file = uploaded('big.csv', function* () {
      yield 'hostname,serial\n';
      for (let start = 0; start < lines; start += 10_000) {
        let chunk = '';
        for (let i = start; i < start + 10_000; i += 1) chunk += `host-${i},S${i}\n`;
        produced = start + 10_000;
        yield chunk;
      }
    });
    let count = 0;
    let producedAtFirstBatch = 0;
    let largest = 0;
    for await (const batch of csvAdapter.fetch({ config: { entity: 'devices' }, secrets: {}, file, signal: new AbortController().signal, rowError: () => undefined })) {
      if (count === 0) producedAtFirstBatch = produced;
      largest = Math.max(largest, batch.length);
      count += batch.length;
    }
    expect(count).toBe(lines);
    expect(largest).toBe(1_000);
    // The first batch came while at most a few chunks of the file had been read.
    expect(producedAtFirstBatch).toBeLessThanOrEqual(50_000);
  }, 20_000);

  it('stops reading at the limit (a connection test) and when the run is stopped', async () => {
    let produced = 0;
    const endless = () =>
      uploaded('d.csv', function* () {
        yield 'hostname\n';
        for (;;) {
          produced += 1;
          yield `host-${produced}\n`;
        }
      });
    const limited = await fetchAll(csvAdapter, { config: { entity: 'devices' }, file: endless(), limit: 1 });
    expect(limited.error).toBeUndefined();
    expect(limited.records.map((r) => r.id)).toEqual(['host-1']);

    const controller = new AbortController();
    const stopped: unknown[] = [];
    try {
      for await (const batch of csvAdapter.fetch({ config: { entity: 'devices' }, secrets: {}, file: endless(), signal: controller.signal, rowError: () => undefined })) {
        stopped.push(batch);
        controller.abort();
      }
    } catch (error) {
      stopped.push(error);
    }
    expect(stopped).toHaveLength(2);
    expect((stopped[1] as Error).name).toBe('AbortError');
  });

  it('needs an uploaded file', async () => {
    const { error } = await fetchAll(csvAdapter, { config: { entity: 'devices' } });
    expect((error as AdapterError).message).toBe('No file was uploaded to the connection');
  });
});

describe('the file adapter (JSON)', () => {
  it('reads an array of objects, mapping fields by path, reporting items that are not records by line', async () => {
    const json = `[
  {"host": {"name": "ws-01"}, "macs": ["aa:bb:cc:00:00:01", "aa:bb:cc:00:00:02"], "serial": 42, "tags": [1, {"a": "]"}]},
  "not an object",
  {"host": {"name": ""}},
  {"host": {"name": "ws-02", "os": "Linux"}, "ips": "10.0.0.2;10.0.0.3"}
]`;
    const { records, rowErrors, error } = await fetchFile('d.json', json, { mapping: { hostname: '$.host.name', os_type: 'host.os' } });
    expect(error).toBeUndefined();
    expect(records).toEqual([
      { entity: 'devices', id: 'ws-01', name: 'ws-01', fields: { hostname: 'ws-01', macs: ['aa:bb:cc:00:00:01', 'aa:bb:cc:00:00:02'], serial: '42' } },
      { entity: 'devices', id: 'ws-02', name: 'ws-02', fields: { hostname: 'ws-02', os_type: 'Linux', ips: ['10.0.0.2', '10.0.0.3'] } },
    ]);
    expect(rowErrors).toEqual([
      { line: 3, message: 'The item on line 3 is not an object' },
      { line: 4, message: 'The item on line 4 has no $.host.name' },
    ]);
  });

  it('reads the records array of an object, in chunks that split items and strings', async () => {
    const json = '{"count": 2, "note": "records", "records": [{"username": "jdoe", "is_enabled": true}, {"username": "a\\"smith"}], "more": [1]}';
    const chunks = Array.from({ length: json.length }, (_, at) => Buffer.from(json.charAt(at)));
    const { records, error } = await fetchAll(csvAdapter, { config: { entity: 'users' }, file: uploaded('u.json', () => chunks) });
    expect(error).toBeUndefined();
    expect(records.map((r) => r.fields)).toEqual([{ username: 'jdoe', is_enabled: true }, { username: 'a"smith' }]);
  });

  it('refuses JSON that is not an array or a records object, or is cut short', async () => {
    const message = async (text: string) => ((await fetchFile('d.json', text)).error as AdapterError).message;
    expect(await message('{"items": []}')).toBe('The JSON file has no “records” array');
    expect(await message('42')).toMatch(/^The file is not JSON/);
    expect(await message('[{"hostname": "a"}, {"hostname"')).toBe('The JSON file ends before its last item or bracket closes');
    expect(await message('[] []')).toBe('The JSON file has more after its end');
  });

  it('reports an item that is not valid JSON and reads on', async () => {
    const { records, rowErrors } = await fetchFile('d.json', '[{"hostname": "a"},\n{"hostname": b},\n{"hostname": "c"}]', { format: 'json' });
    expect(records.map((r) => r.id)).toEqual(['a', 'c']);
    expect(rowErrors).toEqual([{ line: 2, message: 'The item on line 2 is not valid JSON' }]);
  });
});
