/**
 * The npm packages a function deploys with, read offline from node_modules: the packages
 * its graph imports and, transitively, every package they declare in `dependencies`, in
 * non-optional `peerDependencies` and in `optionalDependencies` (when installed), each
 * found the way Node finds it (the nearest `node_modules/<name>` from the dependent's folder
 * up). A package's files are its folder as published, without a nested `node_modules`
 * (those are other packages, counted on their own).
 *
 * This is how Deno's npm resolver builds the set the edge runtime's bundler embeds: it
 * resolves every declared dependency of a package, used or not (see the header of
 * scripts/bundle-functions.mjs). The walk is written here rather than taken from
 * @npmcli/arborist because it needs only `package.json` fields and directory lookups, and
 * the tree it walks is the one package-lock.json installed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/**
 * @typedef {{ name: string, version: string, folder: string, files: string[], bytes: number }} NpmPackage
 */

/** The folder Node would load `name` from when required inside `fromFolder`, or undefined. */
function resolvePackageFolder(name, fromFolder, root) {
  let directory = fromFolder;
  for (;;) {
    const candidate = join(directory, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (directory === root) return undefined;
    const parent = dirname(directory);
    if (parent === directory) return undefined;
    directory = parent;
  }
}

/** Every file of a package folder, as paths relative to it, sorted; nested node_modules left out. */
export function packageFiles(folder) {
  const files = [];
  const walk = (directory) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (entry.isFile()) {
        files.push(relative(folder, path).split(sep).join('/'));
      }
    }
  };
  walk(folder);
  return files.sort();
}

/** The names a package brings along: dependencies, required peers, installed optional ones. */
function declaredDependencies(manifest) {
  const optional = new Set(Object.keys(manifest.optionalDependencies ?? {}));
  const optionalPeers = Object.entries(manifest.peerDependenciesMeta ?? {})
    .filter(([, meta]) => meta?.optional === true)
    .map(([name]) => name);
  const names = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}).filter((name) => !optionalPeers.includes(name)),
    ...optional,
  ]);
  return [...names].map((name) => ({ name, optional: optional.has(name) }));
}

/**
 * The packages `names` need, from the node_modules under `root`, sorted by `name@version`;
 * each `name@version` once, however many folders hold it.
 * @param {readonly string[]} names
 * @param {string} root
 * @returns {NpmPackage[]}
 */
export function npmPackageClosure(names, root) {
  /** @type {Map<string, NpmPackage>} */
  const packages = new Map();
  const visitedFolders = new Set();
  const pending = names.map((name) => ({ name, from: root, optional: false, requiredBy: 'the function' }));
  while (pending.length > 0) {
    const next = pending.shift();
    const folder = resolvePackageFolder(next.name, next.from, root);
    if (folder === undefined) {
      if (next.optional) continue;
      throw new Error(`${next.name} (needed by ${next.requiredBy}) is not installed: run npm ci`);
    }
    if (visitedFolders.has(folder)) continue;
    visitedFolders.add(folder);
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
    const id = `${manifest.name}@${manifest.version}`;
    if (!packages.has(id)) {
      const files = packageFiles(folder);
      const bytes = files.reduce((sum, file) => sum + statSync(join(folder, file)).size, 0);
      packages.set(id, { name: manifest.name, version: manifest.version, folder, files, bytes });
    }
    for (const dependency of declaredDependencies(manifest)) {
      pending.push({ name: dependency.name, from: folder, optional: dependency.optional, requiredBy: id });
    }
  }
  return [...packages.entries()].sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0)).map((
    [, npmPackage],
  ) => npmPackage);
}
