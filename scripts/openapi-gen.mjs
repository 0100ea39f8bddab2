// Generates openapi/src/schema.gen.ts from openapi/openapi.yaml; with --check, fails when the
// committed file has drifted from the spec instead of writing it.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const specUrl = new URL('../openapi/openapi.yaml', import.meta.url);
const outPath = fileURLToPath(new URL('../openapi/src/schema.gen.ts', import.meta.url));
const header = '// Generated from openapi/openapi.yaml by `npm run generate:openapi`. Do not edit.\n\n';

const ast = await openapiTS(specUrl, { alphabetize: false, immutable: false });
const generated = header + astToString(ast);

if (process.argv.includes('--check')) {
  const committed = await readFile(outPath, 'utf8').catch(() => '');
  if (committed !== generated) {
    console.error('openapi/src/schema.gen.ts is out of date with openapi/openapi.yaml: run `npm run generate:openapi`.');
    process.exit(1);
  }
  console.log('openapi: generated types match the spec.');
} else {
  await writeFile(outPath, generated);
  console.log(`openapi: wrote ${outPath}`);
}
