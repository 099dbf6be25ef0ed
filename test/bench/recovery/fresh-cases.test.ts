import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { type EditableCase, withIntendedCall } from './support/public-case-set.ts';

const setDirectory = fileURLToPath(new URL('../../../bench/recovery/cases/fresh/', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'fresh-cases-'));
const timeout = 30_000;

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

/** Runs the fresh set's check on `files` (every file of the set when none): status and output. */
function check(files: readonly string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [join(setDirectory, 'check-cases.mjs'), ...files], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the fresh recovery set', () => {
  it('passes its check', { timeout }, () => {
    const { status, output } = check([]);
    expect(output).toContain('all cases pass');
    expect(status).toBe(0);
  });

  describe('when a first call is not faulty or its arguments are not an object or not JSON', () => {
    it('the check names each case and fails', { timeout }, () => {
      const [first] = readFileSync(join(setDirectory, 'invalid-arguments.jsonl'), 'utf8').split('\n');
      const faulty = JSON.parse(first ?? '') as EditableCase;
      const notAnObject = { ...faulty, id: `${faulty.id}-list`, call: { ...faulty.call, arguments: '[1]' } };
      const notJson = { ...faulty, id: `${faulty.id}-cut`, call: { ...faulty.call, arguments: '{"cut' } };
      const file = join(scratch, 'broken.jsonl');
      writeFileSync(
        file,
        [withIntendedCall(faulty), notAnObject, notJson].map((line) => `${JSON.stringify(line)}\n`).join(''),
      );
      const { status, output } = check([file]);
      expect(status).toBe(1);
      expect(output).toContain('broken.jsonl:1: call equals intended');
      expect(output).toContain('broken.jsonl:2: arguments are JSON but not an object');
      expect(output).toContain('broken.jsonl:3: arguments are not JSON and there is no meant');
    });
  });
});
