import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, normalize, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { type SharedLayer, sharedLayers } from './shared-layers.ts';

const repositoryRoot = join(import.meta.dirname, '..', '..');
const sharedRoot = join(repositoryRoot, 'shared');

async function filesEndingWith(directory: string, ending: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return filesEndingWith(path, ending);
    return Promise.resolve(path.endsWith(ending) ? [path] : []);
  }));
  return nested.flat();
}

function typeScriptFiles(directory: string): Promise<string[]> {
  return filesEndingWith(directory, '.ts');
}

/** Where shared/ may hold JavaScript: upstream code vendored as published (with its patches
 * marked), which the layer rules below do not read. Everything Parley writes is TypeScript. */
const vendoredJavaScript = ['shared/db/vendor/', 'shared/mcp/vendor/'];

/** Every relative import of a file (static, type-only, re-exports, dynamic), as a repository path. */
function importsOf(file: string, source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles
    .map((imported) => imported.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => relative(repositoryRoot, normalize(join(dirname(file), specifier))));
}

/** The layer of a repository path under shared/, or null outside it. */
function layerOf(path: string): string | null {
  const [root, folder] = path.split('/');
  return root === 'shared' && folder !== undefined ? folder : null;
}

const allowed = new Map(sharedLayers.map(({ layer, mayImport }) => [layer as string, mayImport]));

describe('shared/ layers', () => {
  it('puts every file in a known layer folder', async () => {
    const files = (await typeScriptFiles(sharedRoot)).map((file) => relative(repositoryRoot, file));
    const outside = files.filter((file) => {
      const layer = layerOf(file);
      return layer === null || !file.includes('/', 'shared/'.length) || !allowed.has(layer);
    });
    expect(outside).toEqual([]);
  });

  it('holds JavaScript only in the vendored folder', async () => {
    const javaScript = (await filesEndingWith(sharedRoot, '.js')).map((file) => relative(repositoryRoot, file));
    expect(javaScript.filter((file) => !vendoredJavaScript.some((folder) => file.startsWith(folder)))).toEqual([]);
  });

  it('imports only in the allowed directions, and nothing outside shared/', async () => {
    const forbidden: string[] = [];
    for (const file of await typeScriptFiles(sharedRoot)) {
      const from = relative(repositoryRoot, file);
      const fromLayer = layerOf(from) ?? '';
      for (const target of importsOf(file, await readFile(file, 'utf8'))) {
        const toLayer = layerOf(target);
        if (toLayer === null) {
          forbidden.push(`${from} → ${target} (outside shared/)`);
          continue;
        }
        const mayImport = allowed.get(fromLayer);
        if (toLayer === fromLayer || mayImport === 'any') continue;
        if (mayImport === undefined || !mayImport.includes(toLayer as SharedLayer)) {
          forbidden.push(`${fromLayer} → ${toLayer}: ${from} imports ${target}`);
        }
      }
    }
    expect(forbidden).toEqual([]);
  });

  it('is a layering: each layer imports only layers listed before it', () => {
    const seen = new Set<string>();
    const upward: string[] = [];
    for (const { layer, mayImport } of sharedLayers) {
      if (mayImport !== 'any') upward.push(...mayImport.filter((to) => !seen.has(to)).map((to) => `${layer} → ${to}`));
      seen.add(layer);
    }
    expect(upward).toEqual([]);
  });

  it('is the table of docs/architecture.md', async () => {
    const document = await readFile(join(repositoryRoot, 'docs', 'architecture.md'), 'utf8');
    const section = document.split('\n## Layers of shared/')[1]?.split('\n## ')[0] ?? '';
    const rows = [...section.matchAll(/^\| `([a-z]+)\/` \|.*\| ([^|]*) \|$/gm)].map(([, layer, cell]) => ({
      layer,
      mayImport: cell?.trim() === 'anything'
        ? 'any'
        : [...(cell ?? '').matchAll(/`([a-z]+)`/g)].map(([, name]) => name),
    }));
    expect(rows).toEqual(sharedLayers);
  });
});
