#!/usr/bin/env node
/**
 * Writes the `imports` of the root deno.json and of every supabase/functions/<name>/deno.json
 * (which also get the root's `compilerOptions`) from the versions npm actually installed, as exact `npm:` specifiers, so Deno (the gateway,
 * `deno check`, Supabase's bundler) runs the same package versions as Node and the tests.
 *
 *   node scripts/sync-deno-imports.mjs          # rewrite the files
 *   node scripts/sync-deno-imports.mjs --check  # exit 1 when a file is out of date
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const packageJson = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));

function installedVersion(name) {
  const lock = JSON.parse(readFileSync(`${root}package-lock.json`, 'utf8'));
  const entry = lock.packages?.[`node_modules/${name}`];
  if (entry?.version === undefined) throw new Error(`${name} is not in package-lock.json: run npm install.`);
  return entry.version;
}

/** Bare specifier → exact npm: specifier, for every runtime dependency. */
function importsFor() {
  const imports = {};
  for (const name of Object.keys(packageJson.dependencies).sort()) {
    const version = installedVersion(name);
    imports[name] = `npm:${name}@${version}`;
    imports[`${name}/`] = `npm:/${name}@${version}/`;
  }
  return imports;
}

const imports = importsFor();
const files = [`${root}deno.json`];
const functionsDirectory = `${root}supabase/functions`;
if (existsSync(functionsDirectory)) {
  for (const entry of readdirSync(functionsDirectory, { withFileTypes: true })) {
    if (
      entry.isDirectory() && !entry.name.startsWith('_') && existsSync(`${functionsDirectory}/${entry.name}/index.ts`)
    ) {
      files.push(`${functionsDirectory}/${entry.name}/deno.json`);
    }
  }
}

const check = process.argv.includes('--check');
let stale = 0;
for (const file of files) {
  const current = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  // Functions type-check like shared/ does (DOM types for the HTML parser, strict).
  const rootConfig = JSON.parse(readFileSync(`${root}deno.json`, 'utf8'));
  const next = file.endsWith(`${root}deno.json`)
    ? { ...current, imports }
    : { ...current, compilerOptions: rootConfig.compilerOptions, imports };
  const text = `${JSON.stringify(next, null, 2)}\n`;
  if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
  stale += 1;
  if (check) console.error(`out of date: ${file.slice(root.length)}`);
  else writeFileSync(file, text);
}
if (check && stale > 0) {
  console.error('Run `node scripts/sync-deno-imports.mjs` to update the Deno import maps.');
  process.exit(1);
}
if (!check) console.log(`deno imports: ${files.length} file(s), ${stale} updated`);
