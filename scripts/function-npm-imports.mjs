/**
 * The npm packages a function's module graph imports, found offline by the pinned Deno:
 * `deno info --json` on the entry file with an import map, resolving `npm:` specifiers from
 * the installed node_modules (`--node-modules-dir=manual`), so each npm import shows up as a
 * module under node_modules/<package>/. Type-only imports count too, so a function's
 * deno.json maps everything `deno check` resolves; the deploy's bundler follows code imports
 * only, so a package imported only for types makes the measured size an upper bound.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { denoBinary, repositoryRoot } from './function-entries.mjs';

const run = promisify(execFile);

/** `@scope/name` or `name` from a file URL under node_modules; undefined elsewhere. */
export function packageNameOf(specifier) {
  if (!specifier.startsWith('file:')) return undefined;
  const path = fileURLToPath(specifier).split('\\').join('/');
  const index = path.lastIndexOf('/node_modules/');
  if (index === -1) return undefined;
  const [first, second] = path.slice(index + '/node_modules/'.length).split('/');
  return first?.startsWith('@') ? `${first}/${second}` : first;
}

/**
 * The npm package names `entryFile`'s graph imports, sorted, resolved with `importMap`.
 * @param {{ entryFile: string, importMap: string }} entry
 * @param {string} [root]
 * @returns {Promise<string[]>}
 */
export async function npmImportsOf(entry, root = repositoryRoot) {
  const { stdout } = await run(denoBinary, [
    'info',
    '--json',
    '--no-lock',
    '--node-modules-dir=manual',
    '--config',
    entry.importMap,
    entry.entryFile,
  ], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      DENO_DIR: process.env.DENO_DIR ?? join(root, 'node_modules', '.cache', 'deno'),
      DENO_NO_UPDATE_CHECK: '1',
      DENO_NO_PROMPT: '1',
      // Nothing is fetched: a package missing from node_modules fails here, not online.
      NPM_CONFIG_REGISTRY: 'http://127.0.0.1:9/',
    },
  });
  const graph = JSON.parse(stdout);
  const names = new Set();
  for (const module of graph.modules ?? []) {
    // deno info reports what does not resolve and carries on; a graph with holes would be undercounted.
    if (typeof module.error === 'string') throw new Error(module.error);
    for (const dependency of module.dependencies ?? []) {
      if (typeof dependency.code?.error === 'string') {
        throw new Error(`${module.specifier} imports ${dependency.specifier}: ${dependency.code.error}`);
      }
    }
    const name = packageNameOf(module.specifier);
    if (name !== undefined) names.add(name);
  }
  return [...names].sort();
}
