// Writes the contract's generated parts from the area files under openapi/spec/:
//   - openapi/openapi.yaml: its tags, paths and components lists ($refs into the area files);
//   - openapi/src/schema.gen.ts: the TypeScript types (openapi-typescript);
//   - openapi/src/schemas.gen.ts: one named type per schema (`Campaign`, `CurrentUser`...);
//   - openapi/openapi.bundled.json: the whole contract in one file, internal $refs only, which the
//     reference server validates requests against.
// With --check it writes nothing and fails when either file differs from a fresh generation.
// With --only AREA (an area file's name without .yaml) it checks that file alone: composes a
// temporary entry with it and common.yaml, lints it and generates its types, writing nothing.
import { execFileSync } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse, stringify } from 'yaml';

const dir = new URL('../openapi/', import.meta.url);
const entryPath = fileURLToPath(new URL('openapi.yaml', dir));
const typesPath = fileURLToPath(new URL('src/schema.gen.ts', dir));
const namesPath = fileURLToPath(new URL('src/schemas.gen.ts', dir));
const bundledPath = fileURLToPath(new URL('openapi.bundled.json', dir));
const check = process.argv.includes('--check');
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const COMPONENT_KINDS = ['securitySchemes', 'parameters', 'responses', 'schemas'];
const problems = [];

/** JSON pointer escaping of one key. */
const pointer = (key) => key.replaceAll('~', '~0').replaceAll('/', '~1');

let schemaNames = [];

async function composeEntry() {
  const entry = parse(await readFile(entryPath, 'utf8'));
  const files = (await readdir(new URL('spec/', dir)))
    .filter((f) => f.endsWith('.yaml') && (!only || f === 'common.yaml' || f === `${only}.yaml`))
    .sort();
  const tags = new Map();
  const paths = {};
  const components = Object.fromEntries(COMPONENT_KINDS.map((kind) => [kind, {}]));

  for (const file of files) {
    const area = parse(await readFile(new URL(`spec/${file}`, dir), 'utf8')) ?? {};
    for (const tag of area.tags ?? []) {
      if (tags.has(tag.name)) problems.push(`tag "${tag.name}" is defined twice (again in ${file})`);
      tags.set(tag.name, tag);
    }
    for (const path of Object.keys(area.paths ?? {})) {
      if (paths[path]) problems.push(`path ${path} is defined twice (again in ${file})`);
      paths[path] = { $ref: `./spec/${file}#/paths/${pointer(path)}` };
    }
    for (const kind of COMPONENT_KINDS) {
      for (const name of Object.keys(area.components?.[kind] ?? {})) {
        if (components[kind][name]) problems.push(`components.${kind}.${name} is defined twice (again in ${file})`);
        components[kind][name] = { $ref: `./spec/${file}#/components/${kind}/${pointer(name)}` };
      }
    }
  }

  schemaNames = Object.keys(components.schemas);
  const { openapi, info, servers, security } = entry;
  const composed = { openapi, info, servers, security, tags: [...tags.values()], paths, components };
  return stringify(composed, { lineWidth: 0, singleQuote: true });
}

const header = '// Generated from openapi/openapi.yaml by `npm run generate:openapi`. Do not edit.\n\n';

const entryText = await composeEntry();
if (problems.length) {
  console.error(`openapi: ${problems.join('\n  ')}`);
  process.exit(1);
}

/** Schema names that would shadow a global of the same name get another type name. */
const TYPE_NAMES = { Error: 'ErrorBody' };

async function bundled() {
  const result = await bundle({ ref: entryPath, config: await createConfig({}) });
  return `${JSON.stringify(result.bundle.parsed, null, 1)}\n`;
}

function namedTypes() {
  const lines = schemaNames.map((name) => `export type ${TYPE_NAMES[name] ?? name} = components['schemas']['${name}'];`);
  return `${header}import type { components } from './schema.gen.js';\n\n${lines.join('\n')}\n`;
}

async function generateTypes(entry = 'openapi.yaml') {
  // Fields with a `default` stay optional: the server fills them in, callers may leave them out.
  const ast = await openapiTS(new URL(entry, dir), { alphabetize: false, defaultNonNullable: false });
  return header + astToString(ast);
}

if (only) {
  const tempEntry = `.check-${only}.yaml`;
  await writeFile(new URL(tempEntry, dir), entryText);
  try {
    execFileSync('npx', ['redocly', 'lint', `openapi/${tempEntry}`, '--format=stylish'], { stdio: 'inherit' });
    const types = await generateTypes(tempEntry);
    console.log(`openapi: spec/${only}.yaml lints and generates ${types.split('\n').length} lines of types.`);
  } catch {
    process.exitCode = 1;
  } finally {
    await rm(new URL(tempEntry, dir));
  }
} else if (check) {
  const stale = [];
  if ((await readFile(entryPath, 'utf8')) !== entryText) stale.push('openapi/openapi.yaml');
  if ((await readFile(typesPath, 'utf8').catch(() => '')) !== (await generateTypes())) stale.push('openapi/src/schema.gen.ts');
  if ((await readFile(namesPath, 'utf8').catch(() => '')) !== namedTypes()) stale.push('openapi/src/schemas.gen.ts');
  if ((await readFile(bundledPath, 'utf8').catch(() => '')) !== (await bundled())) stale.push('openapi/openapi.bundled.json');
  if (stale.length) {
    console.error(`${stale.join(', ')} ${stale.length > 1 ? 'are' : 'is'} out of date with openapi/spec/: run \`npm run generate:openapi\`.`);
    process.exit(1);
  }
  console.log('openapi: the entry and the generated types match the area files.');
} else {
  await writeFile(entryPath, entryText);
  await writeFile(typesPath, await generateTypes());
  await writeFile(namesPath, namedTypes());
  await writeFile(bundledPath, await bundled());
  console.log('openapi: wrote openapi/openapi.yaml, openapi.bundled.json, src/schema.gen.ts and src/schemas.gen.ts');
}
