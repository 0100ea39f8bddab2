// `npm run chromatic`: publishes the Storybook to Chromatic for review. The project token comes
// from the environment (CHROMATIC_PROJECT_TOKEN), never from the repository; `npm test` calls it when the token is set.
import { run } from './lib.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('Set CHROMATIC_PROJECT_TOKEN to the Chromatic project token, then run `npm run chromatic` again.');
  process.exit(1);
}
process.exit(await run('npx', ['chromatic', '--config-file', 'chromatic.config.json', ...process.argv.slice(2)]));
