/**
 * The local Auth is the gateway's alone: deployed projects use Supabase Auth. Nothing the
 * edge runtime runs (shared/, supabase/functions/) may import it, or anything else under
 * local/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

function typeScriptFilesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return typeScriptFilesUnder(path);
    return entry.isFile() && entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The `from '…'` and `import('…')` specifiers of a file that point into local/. */
function localImportsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g)].map((match) =>
    match[1] as string
  );
  return specifiers.filter((specifier) =>
    specifier.startsWith('.') && relative(root, join(file, '..', specifier)).startsWith('local/')
  );
}

describe('deployed code', () => {
  describe('when shared/ and supabase/functions/ are read', () => {
    it("imports nothing under local/ (the gateway's Auth among it)", () => {
      const files = [
        ...typeScriptFilesUnder(join(root, 'shared')),
        ...typeScriptFilesUnder(join(root, 'supabase', 'functions')),
      ];
      const offending = files.flatMap((file) =>
        localImportsOf(file).map((specifier) => `${relative(root, file)} → ${specifier}`)
      );

      expect(files.length).toBeGreaterThan(50);
      expect(offending).toEqual([]);
    });
  });
});
