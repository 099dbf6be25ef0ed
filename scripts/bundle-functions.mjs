#!/usr/bin/env node
/**
 * `npm run bundle`: measures what `supabase functions deploy` uploads for each edge function
 * (its own modules and every npm package it deploys with, raw and compressed), offline,
 * and fails when a function is over Supabase's 20 MB limit or its graph does not resolve.
 *
 * 1. The function's own code: its eszip, built the way the edge runtime builds it, with the
 *    `@deno/eszip` package (deno_graph compiled to wasm), from the entry file and the
 *    function's own import map (supabase/functions/<name>/deno.json); written to
 *    dist/functions/<name>.eszip. Every static and dynamic import must resolve without
 *    node_modules: relative imports into shared/ are read from disk, every bare specifier is
 *    mapped to an `npm:` one, and `https:`, `jsr:` and `data:` imports are refused.
 *    deno_graph records `npm:` imports as package references and never loads their code,
 *    so this eszip holds none of it.
 *
 * 2. The npm code the deploy adds. The CLI runs the edge runtime's `bundle` command, which
 *    embeds npm packages like this (supabase/edge-runtime, crates/deno_facade/eszip/):
 *    - mod.rs, `generate_binary_eszip`: when the graph has npm packages, the managed npm
 *      resolver's snapshot of them goes into the eszip, with a virtual file system built by
 *      `build_npm_vfs`;
 *    - vfs.rs, `build_npm_vfs`: with no node_modules folder (the CLI's case: a deno.json
 *      import map of `npm:` specifiers), it takes `all_system_packages()` of that snapshot
 *      (every package Deno's resolver installed for the graph's npm imports: each one's
 *      declared `dependencies` and required peers, transitively, used by the code or not)
 *      and calls `add_dir_recursive` on each package's folder in Deno's npm cache;
 *    - crates/fs/impl/virtual_fs.rs, `add_dir_recursive_internal`: every file of the
 *      folder, recursively (README, TypeScript sources, .d.ts, source maps, CJS and ESM
 *      builds alike), each stored whole in the eszip by `add_file`.
 *    So a function deploys with every file of every package in its npm dependency closure.
 *    ./function-npm-imports.mjs finds the packages the graph imports (`deno info`, offline),
 *    ./npm-package-closure.mjs walks their declared dependencies in node_modules (the
 *    versions package-lock.json pins; each folder is the package's tarball as published,
 *    the same files Deno's cache holds) and sums the files. Checked once against a fresh
 *    `DENO_DIR` fetch of the registry (docs/deploy.md#bundling-npm-run-bundle).
 *
 * 3. The upload: the CLI brotli-compresses that eszip; ./deployment-size.mjs estimates the
 *    compressed size. Supabase's limit (20 MB bundled by the CLI, 5 MB bundled on its
 *    servers) is checked against it.
 *
 * Usage: node scripts/bundle-functions.mjs [--out <directory>] [name …]
 */
import { build, Parser } from '@deno/eszip';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { deploymentSize } from './deployment-size.mjs';
import { functionEntries, repositoryRoot } from './function-entries.mjs';
import { npmImportsOf } from './function-npm-imports.mjs';
import { npmPackageClosure } from './npm-package-closure.mjs';

/**
 * Supabase's limit on a function bundled by the CLI ("Maximum Function Size: 20MB (After
 * bundling using CLI)", docs/guides/functions/limits), checked against the compressed
 * upload, the size the CLI reports; in decimal megabytes, the stricter reading.
 */
export const maximumBundleBytes = 20_000_000;

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

/**
 * One function as it deploys: its eszip and local modules, the npm packages it deploys
 * with, the sizes of the upload, and whether it is over `limitBytes` compressed.
 * @param {{ name: string, entryFile: string, importMap: string }} entry
 * @param {{ root?: string, limitBytes?: number }} [options]
 */
export async function measureFunction(entry, { root = repositoryRoot, limitBytes = maximumBundleBytes } = {}) {
  const { bytes, files } = await bundleFunction(entry);
  const npmImports = await npmImportsOf(entry, root);
  const packages = npmPackageClosure(npmImports, root);
  const size = await deploymentSize(bytes, packages);
  return { bytes, files, npmImports, packages, size, overLimit: size.compressedBytes > limitBytes };
}

/** `1.49 MB` (decimal megabytes) */
function formatMegabytes(size) {
  return `${(size / 1_000_000).toFixed(2)} MB`;
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
      const { bytes, files, packages, size, overLimit } = await measureFunction(entry);
      const outFile = join(outDirectory, `${entry.name}.eszip`);
      await writeFile(outFile, bytes);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (overLimit) failures += 1;
      console.log(
        `bundle: ${overLimit ? 'FAIL' : 'ok  '} ${entry.name.padEnd(15)} ${
          formatMegabytes(size.compressedBytes).padStart(9)
        } compressed, ${formatMegabytes(size.rawBytes).padStart(9)} raw = own ${
          formatMegabytes(bytes.length)
        } (${files.length} local modules) + npm ${
          formatMegabytes(size.npmBytes)
        } (${packages.length} packages, ${size.npmFiles} files)  ${seconds} s  -> ${relative(repositoryRoot, outFile)}${
          overLimit ? `  (over Supabase's ${formatMegabytes(maximumBundleBytes)} limit)` : ''
        }`,
      );
    } catch (error) {
      failures += 1;
      console.error(`bundle: FAIL ${entry.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  console.log(
    `bundle: ${entries.length - failures} of ${entries.length} function(s) within ${
      formatMegabytes(maximumBundleBytes)
    } compressed (brotli as the CLI uploads, estimated); npm code as the edge runtime embeds it`,
  );
  return failures === 0 ? 0 : 1;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main(process.argv.slice(2));
}
