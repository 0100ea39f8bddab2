// Discovery into an empty embedded database (issue 20's bench): 100,000 devices from a generated CSV
// file through the csv adapter and 60,000 users (with a fifth of the devices again, other case and
// MAC notation, so that they merge) from a throwaway slapd through the LDAP adapter, staged and
// correlated through stageRecords and CORRELATION_STEPS (packages/server/src/discovery/correlate.ts),
// as a run does; then the same run again, which must write no event.
// `node bench/discovery.mjs [--devices N] [--users N] [--source adapters|sample] [--data-dir DIR]` runs it
// alone (build first: `npx tsc -b`). Environment (the run.mjs way): VIGIL_BENCH_DISCOVERY_DEVICES
// (default 100000), VIGIL_BENCH_DISCOVERY_USERS (default 60000), VIGIL_BENCH_DISCOVERY_SOURCE (adapters,
// the default, or sample: `sampleSource`'s generated records of three connections),
// VIGIL_BENCH_DATA_DIR (a database folder; it must hold no assets). `measure({ source })` takes any
// other function of `sampleSource`'s shape.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { option, positive } from './lib/args.mjs';
import { figure, printTable } from './lib/report.mjs';

const SECTION = 'Discovery';
/** Records per batch, as adapters hand them over. */
const BATCH = 1_000;
/** Of the devices, the first fifth is reported by the directory too; of the users, the first quarter by the HTTP source. */
const SHARED_DEVICES = 0.2;
const SHARED_USERS = 0.25;

/** The connections the sample source reports through: adapter module and label. */
export const SAMPLE_CONNECTIONS = [
  ['csv_adapter', 'Bench devices file'],
  ['ldap_adapter', 'Bench directory'],
  ['http_json_adapter', 'Bench HR endpoint'],
];

const hex = (n, width) => n.toString(16).padStart(width, '0');
const mac = (i, sep) => [0x02, 0x42, (i >> 16) & 255, (i >> 8) & 255, i & 255, 7].map((b) => hex(b, 2)).join(sep);
const OS = [
  ['Windows', '11 23H2'],
  ['Windows', '10 22H2'],
  ['macOS', '14.5'],
  ['Linux', 'Ubuntu 22.04'],
];
const DEPARTMENTS = ['Engineering', 'Sales', 'Finance', 'Support', 'Marketing', 'Legal'];

function* chunks(count, make) {
  for (let from = 0; from < count; from += BATCH) {
    const batch = [];
    for (let i = from; i < Math.min(count, from + BATCH); i++) batch.push(make(i));
    yield batch;
  }
}

/**
 * The sample records: async batches of [connection index in SAMPLE_CONNECTIONS, FetchedRecord[]].
 * Every device comes from the file; the directory reports the first fifth again (same host name in
 * other case, same MAC in another notation) and every user; the HR endpoint the first quarter of
 * the users again (same e-mail, another user name).
 */
export async function* sampleSource({ devices, users }) {
  for (const batch of chunks(devices, (i) => {
    const [os_type, os_version] = OS[i % OS.length];
    const hostname = `WS-${hex(i, 6).toUpperCase()}`;
    return {
      entity: 'devices',
      id: `dev-${i}`,
      name: hostname,
      fields: { hostname, macs: [mac(i, ':')], serial: `SN${hex(i * 7919, 8)}`, ips: [`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`], os_type, os_version, device_type: 'Workstation', department: DEPARTMENTS[i % DEPARTMENTS.length] },
    };
  }))
    yield [0, batch];
  for (const batch of chunks(Math.floor(devices * SHARED_DEVICES), (i) => {
    const hostname = `ws-${hex(i, 6)}`;
    return { entity: 'devices', id: `CN=${hostname},OU=Computers`, name: hostname, fields: { hostname, macs: [mac(i, '-').toUpperCase()], domain: 'corp.example', owner: `user${i}` } };
  }))
    yield [1, batch];
  for (const batch of chunks(users, (i) => {
    const username = `user${i}`;
    return {
      entity: 'users',
      id: `CN=${username},OU=People`,
      name: username,
      fields: { username, mail: `${username}@corp.example`, display_name: `User ${i}`, department: DEPARTMENTS[i % DEPARTMENTS.length], is_enabled: i % 17 !== 0, is_admin: i % 101 === 0 },
    };
  }))
    yield [1, batch];
  for (const batch of chunks(Math.floor(users * SHARED_USERS), (i) => ({
    entity: 'users',
    id: `emp-${i}`,
    name: `U${i}`,
    fields: { username: `U${i}`, mail: `User${i}@Corp.Example`, employee_id: `E${100000 + i}`, title: i % 9 === 0 ? 'Manager' : 'Engineer' },
  })))
    yield [2, batch];
}

/** The devices file: a CSV of every device, as the csv adapter reads an uploaded file. */
function devicesCsv(devices) {
  const lines = ['hostname,macs,serial,ips,os_type,os_version,device_type,department'];
  for (let i = 0; i < devices; i++) {
    const [os_type, os_version] = OS[i % OS.length];
    lines.push(
      [`WS-${hex(i, 6).toUpperCase()}`, mac(i, ':'), `SN${hex(i * 7919, 8)}`, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, os_type, os_version, 'Workstation', DEPARTMENTS[i % DEPARTMENTS.length]].join(','),
    );
  }
  return Buffer.from(lines.join('\n') + '\n');
}

/** The directory's entries: every user, and the first fifth of the devices (host name in lower case, the MAC in another notation). */
const directoryPeople = (users) =>
  Array.from({ length: users }, (_, i) => ({
    uid: `user${i}`,
    password: 'x',
    givenName: 'User',
    sn: `N${i}`,
    mail: `user${i}@corp.example`,
    title: i % 9 === 0 ? 'Manager' : 'Engineer',
    departmentNumber: DEPARTMENTS[i % DEPARTMENTS.length],
    employeeNumber: `E${100000 + i}`,
  }));
const directoryDevices = (devices) =>
  Array.from({ length: Math.floor(devices * SHARED_DEVICES) }, (_, i) => ({ cn: `ws-${hex(i, 6)}`, macAddress: [mac(i, '-').toUpperCase()] }));

/**
 * The records through the real adapters (issue 20's bench): the devices from a generated CSV file
 * through the csv adapter (its file streamed in 64 KiB chunks), the users and a fifth of the
 * devices again from a throwaway slapd through the LDAP adapter. Without slapd, the directory's
 * records are generated as `sampleSource` makes them. Returns the source and how to stop slapd.
 */
export async function adapterSource({ devices, users, log = console.log }) {
  const { csvAdapter } = await import('../packages/server/dist/discovery/adapters/csv.js');
  const { ldapAdapter } = await import('../packages/server/dist/discovery/adapters/ldap.js');
  const { READER, SUFFIX, slapdInstalled, startSlapd } = await import('../packages/server/dist/testing/slapd.js');
  const file = devicesCsv(devices);
  let slapd;
  if (slapdInstalled()) {
    const started = performance.now();
    slapd = await startSlapd(directoryPeople(users), undefined, directoryDevices(devices), 2 ** 30);
    log(`  slapd loaded with ${users.toLocaleString('en-US')} users and ${Math.floor(devices * SHARED_DEVICES).toLocaleString('en-US')} computers in ${((performance.now() - started) / 1000).toFixed(1)} s (slapadd; not measured)`);
  } else {
    log('  slapd is not installed (/usr/sbin/slapd): the directory records are generated instead');
  }
  const context = (config, secrets, fileOf) => ({ config, secrets, file: fileOf, signal: new AbortController().signal, rowError: (error) => log(`  row error: ${JSON.stringify(error)}`) });
  async function* fromFile() {
    const csvFile = {
      name: 'devices.csv',
      size: file.length,
      async *open() {
        for (let at = 0; at < file.length; at += 65_536) yield file.subarray(at, at + 65_536);
      },
    };
    for await (const batch of csvAdapter.fetch(context({ entity: 'devices' }, {}, csvFile))) yield [0, batch];
  }
  async function* fromDirectory() {
    if (slapd) {
      for await (const batch of ldapAdapter.fetch(context({ url: slapd.url, bind_dn: READER.dn, base_dn: SUFFIX, timeout_seconds: 120 }, { bind_password: READER.password }, null)))
        yield [1, batch];
    } else {
      for await (const [connection, batch] of sampleSource({ devices, users })) if (connection === 1) yield [1, batch];
    }
  }
  // Both connections at once, as a run fetches two at a time (discovery/runner.ts): the directory's
  // next page is on its way while the file's batch is staged.
  const source = () => interleaved([fromFile(), fromDirectory()]);
  return { source, stop: async () => slapd?.stop() };
}

/** The items of several async iterators as each comes, each asked for its next one as soon as it gave one. */
async function* interleaved(iterators) {
  const pending = new Map(iterators.map((iterator) => [iterator, iterator.next().then((result) => ({ iterator, result }))]));
  while (pending.size) {
    const { iterator, result } = await Promise.race(pending.values());
    if (result.done) {
      pending.delete(iterator);
      continue;
    }
    pending.set(iterator, iterator.next().then((next) => ({ iterator, result: next })));
    yield result.value;
  }
}

export async function measure({ log = console.log, source } = {}) {
  const devices = positive('devices', 'VIGIL_BENCH_DISCOVERY_DEVICES', 100_000);
  const users = positive('users', 'VIGIL_BENCH_DISCOVERY_USERS', 60_000);
  const from = option('source', 'VIGIL_BENCH_DISCOVERY_SOURCE', 'adapters');
  if (from !== 'adapters' && from !== 'sample') throw new Error('--source is adapters or sample');
  const adapters = !source && from === 'adapters' ? await adapterSource({ devices, users, log }) : undefined;
  source ??= adapters?.source ?? sampleSource;
  const keptDir = option('data-dir', 'VIGIL_BENCH_DATA_DIR', undefined);
  const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'vigil-bench-discovery-'));
  const { migrate, openDatabase } = await import('../packages/server/dist/db/index.js');
  const { CORRELATION_STEPS, stageRecords } = await import('../packages/server/dist/discovery/correlate.js');

  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().rss);
  };
  const sampler = setInterval(sample, 50);
  const db = await openDatabase({ dataDir });
  const figures = [];
  try {
    await migrate(db);
    const [{ n: existing }] = await db.query('select count(*)::int as n from assets');
    if (existing > 0) throw new Error(`${dataDir} holds ${existing} assets: the bench needs an empty database`);
    const connectionIds = [];
    for (const [adapter, label] of SAMPLE_CONNECTIONS) {
      const [row] = await db.query('insert into adapter_connections (adapter, label) values ($1, $2) returning id::text as id', [adapter, label]);
      connectionIds.push(row.id);
    }
    const opened = process.memoryUsage().rss;

    const run = async () => {
      const at = new Date();
      const [{ id: runId }] = await db.query("insert into discovery_runs (status, trigger, started_at) values ('running', 'manual', $1) returning id::text as id", [at]);
      const [{ n: eventsBefore }] = await db.query('select count(*)::int as n from asset_events');
      const phases = {};
      const cpuStarted = process.cpuUsage();
      const started = performance.now();
      let records = 0;
      for await (const [connection, batch] of source({ devices, users })) {
        await stageRecords(db, runId, connectionIds[connection], batch);
        records += batch.length;
        sample();
      }
      phases.Fetch_Devices_Data = performance.now() - started;
      const created = {};
      for (const step of CORRELATION_STEPS) {
        const stepStarted = performance.now();
        const outcome = await db.transaction((tx) => step.run(tx, { runId, at, fetched: connectionIds }));
        for (const { entity, ids } of outcome.newAssets) created[entity] = (created[entity] ?? 0) + ids.length;
        phases[step.phase] = performance.now() - stepStarted;
        sample();
      }
      await db.query('delete from discovery_staging where run_id = $1', [runId]);
      await db.query("update discovery_runs set status = 'done', outcome = 'completed', finished_at = now() where id = $1", [runId]);
      const ms = performance.now() - started;
      const cpu = process.cpuUsage(cpuStarted);
      const cpuMs = (cpu.user + cpu.system) / 1000;
      const [{ n: eventsAfter }] = await db.query('select count(*)::int as n from asset_events');
      const [{ n: updated }] = await db.query('select count(*)::int as n from assets where last_updated = $1 and first_seen < $1', [at]);
      return { ms, cpuMs, records, phases, created, events: eventsAfter - eventsBefore, updated };
    };

    log(
      `correlating ${devices.toLocaleString('en-US')} devices and ${users.toLocaleString('en-US')} users (with the records that merge into them) into an empty database, ` +
        (adapters ? 'fetched through the csv and LDAP adapters...' : 'from generated records...'),
    );
    const first = await run();
    const [{ n: assets }] = await db.query('select count(*)::int as n from assets');
    const made = Object.values(first.created).reduce((sum, n) => sum + n, 0);
    const rate = made / (first.ms / 1000);
    const cpuRate = made / (first.cpuMs / 1000);
    log(
      `  ${first.records.toLocaleString('en-US')} records -> ${assets.toLocaleString('en-US')} assets (${JSON.stringify(first.created)}) in ${(first.ms / 1000).toFixed(1)} s ` +
        `(${(first.cpuMs / 1000).toFixed(1)} s of CPU): ${Math.round(rate).toLocaleString('en-US')} assets/s, ${Math.round(cpuRate).toLocaleString('en-US')} per CPU second; ${first.events.toLocaleString('en-US')} events`,
    );
    log(`  phases: ${Object.entries(first.phases).map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', ')}`);
    figures.push(figure(SECTION, 'embedded: first run, wall time', first.ms, 'ms', undefined, `${first.records.toLocaleString('en-US')} records staged and correlated into ${assets.toLocaleString('en-US')} assets`));
    figures.push(figure(SECTION, 'embedded: first run, assets per second', rate, 'assets/s', { min: 5_000 }, 'new assets / wall time of staging and every step'));
    // The database runs in this process: its CPU time is the run's cost whatever else loads the machine.
    figures.push(figure(SECTION, 'embedded: first run, assets per CPU second', cpuRate, 'assets/s', undefined, `${(first.cpuMs / 1000).toFixed(1)} s of CPU (user + system)`));
    for (const [name, ms] of Object.entries(first.phases)) figures.push(figure(SECTION, `embedded: first run, ${name}`, ms, 'ms'));

    const second = await run();
    log(`  the same run again: ${(second.ms / 1000).toFixed(1)} s (${(second.cpuMs / 1000).toFixed(1)} s of CPU), ${second.events} events, ${second.updated} assets with changed fields`);
    log(`  phases: ${Object.entries(second.phases).map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', ')}`);
    figures.push(figure(SECTION, 'embedded: second identical run, wall time', second.ms, 'ms'));
    figures.push(figure(SECTION, 'embedded: second identical run, events written', second.events, 'events', { max: 0 }));
    figures.push(figure(SECTION, 'embedded: second identical run, assets changed', second.updated, 'assets', { max: 0 }, 'last_updated moved (last_seen moves for every asset)'));
    sample();
    figures.push(figure(SECTION, 'embedded: peak resident memory', peak / 2 ** 20, 'MB', undefined, `${(opened / 2 ** 20).toFixed(0)} MB after opening the database; sampled every 50 ms and after each batch and step`));
    log(`  peak rss ${(peak / 2 ** 20).toFixed(0)} MB (${(opened / 2 ** 20).toFixed(0)} MB after opening)`);
  } finally {
    clearInterval(sampler);
    await adapters?.stop();
    await db.close();
    if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await measure();
  printTable(figures);
}
