/**
 * The documentation a newcomer walks: every relative link of README.md and docs/, and every
 * doc reference in .env.example's comments, resolves (scripts/check-doc-links.mjs, run as
 * `node` runs it), and the README stays a front page.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const checker = join(repositoryRoot, 'scripts', 'check-doc-links.mjs');

/** The README's budget: what Parley is, the two commands, the picture, the contract, links. */
const maxReadmeCharacters = 12_000;

async function checkLinks(root: string): Promise<{ exitCode: number; output: string }> {
  try {
    const { stdout } = await run(process.execPath, [checker, '--root', root]);
    return { exitCode: 0, output: stdout };
  } catch (error) {
    const failure = error as { code?: number; stdout?: string };
    return { exitCode: failure.code ?? -1, output: failure.stdout ?? '' };
  }
}

describe('the documentation', () => {
  it('has no broken relative link in README.md or docs/', async () => {
    const { exitCode, output } = await checkLinks(repositoryRoot);
    expect(output).toMatch(/^Every relative link in \d+ Markdown files resolves\./m);
    expect(exitCode).toBe(0);
  });

  it('has no broken doc reference in .env.example', async () => {
    const { exitCode, output } = await checkLinks(repositoryRoot);
    expect(output).toMatch(/^Every doc reference in \.env\.example resolves \([1-9]\d*\)\./m);
    expect(exitCode).toBe(0);
  });

  it(`keeps README.md within ${maxReadmeCharacters} characters`, async () => {
    const readme = await readFile(join(repositoryRoot, 'README.md'), 'utf8');
    expect([...readme].length).toBeLessThanOrEqual(maxReadmeCharacters);
  });
});

describe('check-doc-links', () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'parley-doc-links-'));
    await mkdir(join(root, 'docs'));
    await writeFile(join(root, 'docs', 'guide.md'), '# Guide\n\n## Running `npm start`\n\n## Running `npm start`\n');
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  describe('when every link resolves', () => {
    it('passes files, folders and anchors of headings with code and repeats', async () => {
      await writeFile(
        join(root, 'README.md'),
        [
          '[guide](docs/guide.md) [run](docs/guide.md#running-npm-start) [again](docs/guide.md#running-npm-start-1)',
          '[docs](docs/) [top](#readme) [site](https://example.com/missing.md)',
          '# Readme',
          '```',
          '[in code](docs/missing.md)',
          '```',
          'Inline `[code](docs/missing.md)` is not a link.',
        ].join('\n'),
      );
      const { exitCode, output } = await checkLinks(root);
      expect(output).toContain('Every relative link in 2 Markdown files resolves.');
      expect(exitCode).toBe(0);
    });
  });

  describe('when a link is broken', () => {
    it('names the file, the line and the reason, and fails', async () => {
      await writeFile(
        join(root, 'README.md'),
        '# Readme\n\nSee [deploy](docs/deploy.md) and [run](docs/guide.md#running).\n',
      );
      const { exitCode, output } = await checkLinks(root);
      expect(output).toContain('README.md:3: docs/deploy.md (no such file)');
      expect(output).toContain('README.md:3: docs/guide.md#running (no heading for #running)');
      expect(output).toContain('2 broken link(s).');
      expect(exitCode).toBe(1);
    });
  });

  describe('when .env.example points to a section that does not exist', () => {
    afterAll(async () => {
      await rm(join(root, '.env.example'), { force: true });
    });

    it('names the line, for a path and for a README named without one, and fails', async () => {
      await writeFile(join(root, 'README.md'), '# Readme\n');
      await writeFile(
        join(root, '.env.example'),
        [
          '# Every variable: docs/guide.md. Running it: docs/guide.md#running-npm-start.',
          '# Secrets: docs/guide.md#secrets, or docs/deploy.md.',
          '# (see README, "Running locally")',
        ].join('\n'),
      );
      const { exitCode, output } = await checkLinks(root);
      expect(output).toContain('.env.example:2: docs/guide.md#secrets (no heading for #secrets)');
      expect(output).toContain('.env.example:2: docs/deploy.md (no such file)');
      expect(output).toContain('.env.example:3: README (not a path: write README.md#<heading>)');
      expect(output).toContain('3 broken link(s).');
      expect(exitCode).toBe(1);
    });
  });
});
