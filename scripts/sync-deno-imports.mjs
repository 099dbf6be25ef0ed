#!/usr/bin/env node
/**
 * Writes the `imports` of the root deno.json and of every supabase/functions/<name>/deno.json
 * (which also get the root's `compilerOptions`) from the versions npm actually installed, as exact `npm:` specifiers, so Deno (the gateway,
 * `deno check`, Supabase's bundler) runs the same package versions as Node and the tests.
 * The root maps every runtime dependency; a function's deno.json maps only the packages its
 * own graph imports (found with the root's map by ./function-npm-imports.mjs), so what a
 * function deploys with is read from its import map at a glance.
 *
 *   node scripts/sync-deno-imports.mjs          # rewrite the files
 *   node scripts/sync-deno-imports.mjs --check  # exit 1 when a file is out of date
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { functionEntries } from './function-entries.mjs';
import { npmImportsOf } from './function-npm-imports.mjs';

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
const rootFile = `${root}deno.json`;
const check = process.argv.includes('--check');
let stale = 0;

/** Writes (or, with --check, compares) one file's `imports`. */
function sync(file, fileImports) {
  const current = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  // Functions type-check like shared/ does (DOM types for the HTML parser, strict).
  const rootConfig = JSON.parse(readFileSync(rootFile, 'utf8'));
  const next = file === rootFile
    ? { ...current, imports: fileImports }
    : { ...current, compilerOptions: rootConfig.compilerOptions, imports: fileImports };
  const text = `${JSON.stringify(next, null, 2)}\n`;
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  stale += 1;
  if (check) console.error(`out of date: ${file.slice(root.length)}`);
  else writeFileSync(file, text);
}

/** supabase/functions/<name>/ of an entry file, with its trailing slash. */
function functionsDirectoryOf(entryFile) {
  return entryFile.slice(0, entryFile.length - 'index.ts'.length);
}

// The root first: each function's graph is read with the root's map.
sync(rootFile, imports);
const entries = functionEntries();
for (const entry of entries) {
  const used = new Set(await npmImportsOf({ entryFile: entry.entryFile, importMap: rootFile }));
  const functionImports = Object.fromEntries(
    Object.entries(imports).filter(([specifier]) =>
      used.has(specifier.endsWith('/') ? specifier.slice(0, -1) : specifier)
    ),
  );
  sync(`${functionsDirectoryOf(entry.entryFile)}deno.json`, functionImports);
}
if (check && stale > 0) {
  console.error('Run `node scripts/sync-deno-imports.mjs` to update the Deno import maps.');
  process.exit(1);
}
if (!check) console.log(`deno imports: ${entries.length + 1} file(s), ${stale} updated`);
