#!/usr/bin/env node
/**
 * `npm run bundle`: builds each edge function's eszip the way `supabase functions deploy`
 * does, offline, with the `@deno/eszip` package (deno_graph compiled to wasm), from the
 * function's entry file and its own import map (supabase/functions/<name>/deno.json), and
 * writes dist/functions/<name>.eszip. Fails when a function's eszip is over Supabase's
 * 20 MB limit, or when its graph does not resolve.
 *
 * What this proves: every static and dynamic import reachable from the entry file resolves
 * without node_modules — the relative imports into the top-level shared/ are read from
 * disk, every bare specifier is mapped by the function's import map to an `npm:` one, and
 * no module is an https:, jsr: or data: import (the loader refuses those). The local files
 * are all inside the eszip, with the import map.
 *
 * What it leaves to deploy time: `npm:` modules never reach the loader — deno_graph records
 * them as npm package references (name@version), so their code is not in this eszip. On
 * `supabase functions deploy`, the CLI runs the edge runtime's own `bundle` command (in
 * Docker, or natively with --use-api), which downloads those packages from the npm registry
 * (NPM_CONFIG_REGISTRY) and embeds them. So the sizes printed here are the size of
 * Parley's own code; the deployed eszip adds the npm packages (see docs/deploy.md).
 *
 * Usage: node scripts/bundle-functions.mjs [--out <directory>] [name …]
 */
import { build, Parser } from '@deno/eszip';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { functionEntries, repositoryRoot } from './function-entries.mjs';

/** Supabase's limit on a deployed function's bundle. */
export const maximumBundleBytes = 20 * 1024 * 1024;

/**
 * The loader deno_graph calls for every module it needs: local files from disk, nothing
 * from the network. (`npm:` specifiers are resolved by deno_graph itself and never come here.)
 * @param {string} specifier
 */
async function loadOffline(specifier) {
  if (!specifier.startsWith('file:')) {
    throw new Error(
      `${specifier} cannot be bundled offline: import an npm: package (mapped in the function's deno.json) instead`,
    );
  }
  try {
    return { kind: 'module', specifier, content: await readFile(fileURLToPath(specifier), 'utf8') };
  } catch {
    return undefined; // deno_graph reports "Module not found" with the importing file
  }
}

/**
 * Builds one function's eszip and lists what it holds.
 * @param {{ name: string, entryFile: string, importMap: string }} entry
 */
export async function bundleFunction(entry) {
  const bytes = await build([pathToFileURL(entry.entryFile).href], loadOffline, pathToFileURL(entry.importMap).href);
  const parser = await Parser.createInstance();
  const specifiers = await parser.parseBytes(bytes);
  const files = specifiers.filter((specifier) => specifier.startsWith('file:')).map((specifier) =>
    relative(repositoryRoot, fileURLToPath(specifier))
  );
  return { bytes, files };
}

/** `1.49 MB` */
function formatMegabytes(size) {
  return `${(size / 1024 / 1024).toFixed(2)} MB`;
}

async function main(argumentList) {
  const outIndex = argumentList.indexOf('--out');
  const outDirectory = outIndex === -1 ? join(repositoryRoot, 'dist', 'functions') : argumentList[outIndex + 1];
  const names = argumentList.filter((_argument, index) =>
    outIndex === -1 || (index !== outIndex && index !== outIndex + 1)
  );
  const entries = functionEntries().filter((entry) => names.length === 0 || names.includes(entry.name));
  if (entries.length === 0) {
    console.error(`bundle: no function named ${names.join(', ')}`);
    return 1;
  }
  await mkdir(outDirectory, { recursive: true });
  let failures = 0;
  for (const entry of entries) {
    const started = performance.now();
    try {
      const { bytes, files } = await bundleFunction(entry);
      const outFile = join(outDirectory, `${entry.name}.eszip`);
      await writeFile(outFile, bytes);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const over = bytes.length > maximumBundleBytes;
      if (over) failures += 1;
      console.log(
        `bundle: ${over ? 'FAIL' : 'ok  '} ${entry.name.padEnd(15)} ${formatMegabytes(bytes.length).padStart(9)}  ${
          String(files.length).padStart(3)
        } local modules  ${seconds} s  -> ${relative(repositoryRoot, outFile)}${
          over ? `  (over Supabase's ${formatMegabytes(maximumBundleBytes)} limit)` : ''
        }`,
      );
    } catch (error) {
      failures += 1;
      console.error(`bundle: FAIL ${entry.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  console.log(
    `bundle: ${
      entries.length - failures
    } of ${entries.length} function(s) bundled; npm: packages are fetched and added by the edge runtime at deploy time`,
  );
  return failures === 0 ? 0 : 1;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main(process.argv.slice(2));
}
