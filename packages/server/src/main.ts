import { fileURLToPath } from 'node:url';
import { buildServer, parseTrustProxy } from './buildServer.js';
import { migrate, openDatabase } from './db/index.js';
import { configureSecretKey, loadSecretKey } from './secrets/box.js';
import { checkCertificateExpiry, currentKeyAndCertificate } from './certificates/index.js';
import { seedDevicesFrom, seedIfEmpty } from './seed/index.js';

/** Port when PORT is not set. */
export const DEFAULT_PORT = 3000;
/** Folder of the embedded database when VIGIL_DATA_DIR is not set: `.vigil-data` at the repository root. */
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.vigil-data', import.meta.url));

const host = process.env['HOST'] ?? '127.0.0.1';
const port = process.env['PORT'] === undefined ? DEFAULT_PORT : Number(process.env['PORT']);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a whole number from 0 to 65535, not "${process.env['PORT']}".`);
  process.exit(1);
}

let seedDevices: number;
try {
  seedDevices = seedDevicesFrom(process.argv.slice(2), process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const consoleDir = process.env['VIGIL_CONSOLE_DIR'] ?? fileURLToPath(new URL('../../app/dist', import.meta.url));
const databaseUrl = process.env['DATABASE_URL'];
const dataDir = process.env['VIGIL_DATA_DIR'] ?? DEFAULT_DATA_DIR;

let db;
try {
  db = await openDatabase({ url: databaseUrl, dataDir });
  const applied = await migrate(db);
  if (applied.length) console.log(`Database: applied ${applied.join(', ')}`);
} catch (error) {
  const where = databaseUrl ? 'PostgreSQL at DATABASE_URL' : `the embedded database in ${dataDir}`;
  console.error(`Vigil could not open ${where}: ${(error as Error).message}`);
  process.exit(1);
}

// After the database: PGlite makes its folder first, and the key file lives beside its files.
try {
  configureSecretKey(loadSecretKey(process.env, dataDir));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// The sample inventory, on the first start only (while there are no assets).
try {
  const seeded = await seedIfEmpty(db, { devices: seedDevices, password: process.env['VIGIL_SEED_PASSWORD'] || undefined });
  if (seeded) console.log(`Sample data: ${seeded.rows['assets'] ?? 0} assets for ${seedDevices} devices in ${(seeded.ms / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`Vigil could not load the sample data: ${(error as Error).message}`);
  process.exit(1);
}

// VIGIL_TLS=1: serve HTTPS with the stored certificate (the default self-signed one until one is imported).
const tls = process.env['VIGIL_TLS'] === '1';
let https;
try {
  await checkCertificateExpiry(db);
  if (tls) https = await currentKeyAndCertificate(db);
} catch (error) {
  console.error(`Vigil could not read its certificate: ${(error as Error).message}`);
  process.exit(1);
}

const app = await buildServer({
  db,
  consoleDir,
  logger: process.env['VIGIL_LOG'] === '1',
  trustProxy: parseTrustProxy(process.env['VIGIL_TRUST_PROXY']),
  https,
});
try {
  await app.listen({ host, port });
} catch (error) {
  console.error(`Vigil could not listen on ${host}:${port}: ${(error as Error).message}`);
  process.exit(1);
}

const address = app.server.address();
const actualPort = typeof address === 'object' && address ? address.port : port;
console.log(`Vigil is running at ${tls ? 'https' : 'http'}://${host}:${actualPort}/ (${db.engine === 'postgres' ? 'PostgreSQL' : `data in ${dataDir}`})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
