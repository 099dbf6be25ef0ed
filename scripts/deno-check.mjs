#!/usr/bin/env node
/**
 * Type-checks the code that Supabase's edge runtime runs, with the Deno pinned in
 * package.json (node_modules/.bin/deno), offline:
 *
 * - every `supabase/functions/<name>/index.ts`, with the root `deno.json`: its import map
 *   holds every function's own (`sync-deno-imports.mjs --check` keeps each function's the
 *   part its graph imports; the bundle resolves each function with its own), and only beside the root package.json does Deno
 *   find the `@types/node` that the `node:` imports of the vendored postgres.js need;
 * - every `shared/**\/*.ts`, with the root `deno.json`.
 *
 * Bare specifiers (`zod`, `jsonrepair`) map to `npm:` ones in the import maps; Deno
 * resolves them from the installed node_modules (`--node-modules-dir=manual`). Nothing
 * is fetched: remote imports are refused (`--no-remote`) and the npm registry Deno sees
 * is an address that refuses connections, so a check that would need the network fails
 * here instead of passing only on a machine that happens to be online.
 *
 * Exits 1 when any check fails, 2 when Deno is not installed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const denoBinary = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'deno.cmd' : 'deno');
const rootConfig = join(root, 'deno.json');
/** Port 9 (discard) on loopback refuses connections at once: any registry request fails fast. */
const unreachableRegistry = 'http://127.0.0.1:9/';

/** Every `.ts` file under `directory`, sorted, as absolute paths. */
function typeScriptFilesUnder(directory) {
  if (!existsSync(directory)) return [];
  const files = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) files.push(...typeScriptFilesUnder(path));
    else if (entry.isFile() && entry.name.endsWith('.ts')) files.push(path);
  }
  return files.sort();
}

/** One `deno check` run per function entry file. */
function functionTargets() {
  const functionsDirectory = join(root, 'supabase', 'functions');
  if (!existsSync(functionsDirectory)) return [];
  return readdirSync(functionsDirectory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(functionsDirectory, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => ({
      label: `function ${name}`,
      config: rootConfig,
      files: [join(functionsDirectory, name, 'index.ts')],
    }));
}

/**
 * The vendored MCP SDK client's declaration files are checked through the modules that
 * import them, not as roots: as roots Deno reads the SDK's `import Ajv from 'ajv'` (a
 * CommonJS package) in ajv-provider.d.ts as a namespace, which TypeScript does not.
 */
const declarationsCheckedThroughImports = join(root, 'shared', 'mcp', 'vendor');

function sharedTarget() {
  const files = typeScriptFilesUnder(join(root, 'shared')).filter((file) =>
    !file.startsWith(declarationsCheckedThroughImports)
  );
  return files.length === 0 ? [] : [{ label: 'shared/', config: rootConfig, files }];
}

const denoEnvironment = {
  ...process.env,
  DENO_DIR: process.env.DENO_DIR ?? join(root, 'node_modules', '.cache', 'deno'),
  DENO_NO_UPDATE_CHECK: '1',
  DENO_NO_PROMPT: '1',
  NPM_CONFIG_REGISTRY: unreachableRegistry,
  RUST_BACKTRACE: '0',
};

function runDeno(args) {
  return spawnSync(denoBinary, args, { cwd: root, env: denoEnvironment, encoding: 'utf8' });
}

/** Runs one check; prints Deno's diagnostics only when it fails. */
function check(target) {
  const configShown = relative(root, target.config);
  const filesShown = target.files.length === 1 ? relative(root, target.files[0]) : `${target.files.length} files`;
  const args = [
    'check',
    '--config',
    target.config,
    '--node-modules-dir=manual',
    '--no-remote',
    '--no-lock',
    '--quiet',
    ...target.files,
  ];
  const run = runDeno(args);
  const passed = run.status === 0;
  console.log(`deno-check: ${passed ? 'ok  ' : 'FAIL'} ${target.label} (${filesShown}, config ${configShown})`);
  if (passed) return true;
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}${run.error === undefined ? '' : String(run.error)}`;
  process.stderr.write(output.endsWith('\n') ? output : `${output}\n`);
  if (output.includes('in the node_modules directory') || output.includes(unreachableRegistry.replace(/\/$/, ''))) {
    console.error(
      `deno-check: ${target.label} needs an npm package that is not in node_modules. ` +
        `Add it to package.json (npm install) and map it in ${configShown}; this check never downloads, so ignore Deno's advice to turn on auto-install.`,
    );
  }
  if (/remote|https?:\/\/|jsr:/.test(output) && output.includes('--no-remote')) {
    console.error(
      `deno-check: ${target.label} imports a jsr: or https: module, which cannot be fetched here; use an npm: package instead.`,
    );
  }
  return false;
}

function main() {
  if (!existsSync(denoBinary)) {
    console.error(`deno-check: ${relative(root, denoBinary)} is missing; run npm install (deno is a devDependency).`);
    return 2;
  }
  const version = runDeno(['--version']);
  const versionLine = (version.stdout ?? '').split('\n')[0]?.trim() || 'unknown version';
  const targets = [...functionTargets(), ...sharedTarget()];
  const fileCount = targets.reduce((total, target) => total + target.files.length, 0);
  console.log(`deno-check: ${versionLine}; ${targets.length} check(s) over ${fileCount} file(s), offline`);
  if (targets.length === 0) {
    console.log('deno-check: nothing to check');
    return 0;
  }
  const failed = targets.filter((target) => !check(target));
  if (failed.length > 0) {
    console.error(
      `deno-check: ${failed.length} of ${targets.length} check(s) failed: ${
        failed.map((target) => target.label).join(', ')
      }`,
    );
    return 1;
  }
  console.log(`deno-check: all ${targets.length} check(s) passed`);
  return 0;
}

process.exitCode = main();
