// `npm start`: installs what is missing, builds the console and the server, and starts the
// server on 127.0.0.1 (PORT, default 3000), which prints its URL.
import { ensureDependencies, mustRun } from './lib.mjs';

await ensureDependencies();
await mustRun('npm', ['run', 'build', '--silent']);
await import('../packages/server/dist/main.js');
