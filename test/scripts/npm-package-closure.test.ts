import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { npmPackageClosure } from '../../scripts/npm-package-closure.mjs';

const root = mkdtempSync(join(tmpdir(), 'parley-closure-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, content: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

function manifest(path: string, fields: Record<string, unknown>): void {
  write(`${path}/package.json`, JSON.stringify(fields));
}

// a needs b (its own nested copy, 2.0.0) and the peer c; c needs b 1.0.0 from the top.
manifest('node_modules/a', {
  name: 'a',
  version: '1.0.0',
  dependencies: { b: '^2' },
  devDependencies: { 'dev-only': '*' },
  peerDependencies: { c: '*', 'optional-peer': '*' },
  peerDependenciesMeta: { 'optional-peer': { optional: true } },
  optionalDependencies: { 'not-for-this-system': '*' },
});
write('node_modules/a/dist/index.js', 'x'.repeat(1000));
manifest('node_modules/a/node_modules/b', { name: 'b', version: '2.0.0' });
write('node_modules/a/node_modules/b/index.js', 'y'.repeat(500));
manifest('node_modules/b', { name: 'b', version: '1.0.0' });
manifest('node_modules/c', { name: 'c', version: '1.0.0', dependencies: { b: '^1' } });
manifest('node_modules/dev-only', { name: 'dev-only', version: '1.0.0' });
manifest('node_modules/optional-peer', { name: 'optional-peer', version: '1.0.0' });
manifest('node_modules/broken', { name: 'broken', version: '1.0.0', dependencies: { missing: '*' } });

describe('npmPackageClosure', () => {
  describe('when a package has dependencies, peers, optional and dev dependencies', () => {
    const closure = npmPackageClosure(['a'], root);

    it('holds each declared dependency and required peer, transitively, once per name@version', () => {
      expect(closure.map((npmPackage) => `${npmPackage.name}@${npmPackage.version}`)).toEqual([
        'a@1.0.0',
        'b@1.0.0',
        'b@2.0.0',
        'c@1.0.0',
      ]);
    });

    it("counts every file of a package folder but not its nested node_modules, which are other packages'", () => {
      const a = closure.find((npmPackage) => npmPackage.name === 'a');
      const manifestBytes = Buffer.byteLength(
        JSON.stringify({
          name: 'a',
          version: '1.0.0',
          dependencies: { b: '^2' },
          devDependencies: { 'dev-only': '*' },
          peerDependencies: { c: '*', 'optional-peer': '*' },
          peerDependenciesMeta: { 'optional-peer': { optional: true } },
          optionalDependencies: { 'not-for-this-system': '*' },
        }),
      );

      expect(a?.files).toEqual(['dist/index.js', 'package.json']);
      expect(a?.bytes).toBe(1000 + manifestBytes);
    });
  });

  describe('when a required dependency is not installed', () => {
    it('fails, naming the package and who needs it', () => {
      expect(() => npmPackageClosure(['broken'], root)).toThrow(
        /missing \(needed by broken@1\.0\.0\) is not installed/,
      );
    });
  });
});
