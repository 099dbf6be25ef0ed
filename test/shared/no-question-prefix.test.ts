/**
 * "Question:" is how the model reads what a tool asks the user, written in one place
 * (shared/tools/feedback-interaction.ts). Everything else carries the question as a value
 * (`UserInteraction`); nothing may write the prefix again or parse it back — not the loop,
 * the streams, the web app, the CLI or a database function.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const renderer = 'shared/tools/feedback-interaction.ts';
const scanned = ['shared', 'web/src', 'local', 'supabase'];

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(entries.map(async (entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path);
    return /\.(ts|tsx|mjs|js|sql)$/.test(entry.name) ? [path] : [];
  }));
  return nested.flat();
}

/** The prefix outside comments: in a string, a regular expression or SQL. */
function prefixUses(text: string): number[] {
  return text.split('\n').flatMap((line, index) => {
    const code = line.replace(/^\s*(\*|\/\/|--).*$/, '').replace(/\s\/\/ .*$/, '').replace(/\s-- .*$/, '');
    return /Question:/.test(code) ? [index + 1] : [];
  });
}

describe('the "Question:" prefix', () => {
  it('is written only by the feedback renderer, and parsed nowhere', async () => {
    const found: string[] = [];
    for (const folder of scanned) {
      for (const file of await filesUnder(join(root, folder))) {
        const path = relative(root, file);
        if (path === renderer) continue;
        for (const line of prefixUses(await readFile(file, 'utf8'))) found.push(`${path}:${line}`);
      }
    }

    expect(found).toEqual([]);
  });

  it('is written by the renderer', async () => {
    expect(prefixUses(await readFile(join(root, renderer), 'utf8')).length).toBeGreaterThan(0);
  });
});
