import { fileURLToPath } from 'node:url';
import { buildServer } from './buildServer.js';

/** Port when PORT is not set. */
export const DEFAULT_PORT = 3000;

const host = process.env['HOST'] ?? '127.0.0.1';
const port = process.env['PORT'] === undefined ? DEFAULT_PORT : Number(process.env['PORT']);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a whole number from 0 to 65535, not "${process.env['PORT']}".`);
  process.exit(1);
}

const consoleDir =
  process.env['VIGIL_CONSOLE_DIR'] ?? fileURLToPath(new URL('../../app/dist', import.meta.url));

const app = await buildServer({ consoleDir, logger: process.env['VIGIL_LOG'] === '1' });
try {
  await app.listen({ host, port });
} catch (error) {
  console.error(`Vigil could not listen on ${host}:${port}: ${(error as Error).message}`);
  process.exit(1);
}

const address = app.server.address();
const actualPort = typeof address === 'object' && address ? address.port : port;
console.log(`Vigil is running at http://${host}:${actualPort}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
