/**
 * docs/deploy.md repeats names and versions that live elsewhere: the functions of
 * supabase/config.toml, the Deno and Node versions and the pinned packages of package.json.
 * Each is read back from the repository, so the page cannot drift from what a deploy does.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  capture,
  codeBlockContaining,
  configuredFunctionNames,
  readPackageJson,
  readRepositoryFile,
} from './support/repository-facts.ts';

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

describe('docs/deploy.md', () => {
  let doc: string;

  beforeAll(async () => {
    doc = await readRepositoryFile('docs/deploy.md');
  });

  describe('the deploy commands', () => {
    it('deploy each function supabase/config.toml names, one at a time', async () => {
      const commands = codeBlockContaining(doc, 'supabase functions deploy');
      const deployed = [...commands.matchAll(/^supabase functions deploy (\S+)/gm)].map((match) => match[1]);

      expect(deployed.sort()).toEqual(await configuredFunctionNames());
    });

    it('count them right ("all five")', async () => {
      const commands = codeBlockContaining(doc, 'supabase functions deploy');
      const count = capture(commands, /# all (\w+), or one at a time/);

      expect(numberWords.indexOf(count)).toBe((await configuredFunctionNames()).length);
    });
  });

  describe('Node and Deno versions', () => {
    it('name the Deno and the lowest Node that package.json pins', async () => {
      const { devDependencies, engines } = await readPackageJson();

      expect(capture(doc, /Deno pinned in package\.json \((\S+)\)/)).toBe(devDependencies.deno);
      expect(`>=${capture(doc, /run on Node \*\*(\S+) or later\*\*/)}`).toBe(engines.node);
    });

    it("give each pinned package the version package.json's range allows", async () => {
      const { devDependencies } = await readPackageJson();
      const rows = [...doc.matchAll(/^\| `([^`]+)`[^|]* \| (\d+(?:\.\d+)*) \|/gm)];

      expect(rows.map((row) => row[1])).toEqual(['@supabase/supabase-js', '@openai/agents', 'ai']);
      for (const [, name = '', version = ''] of rows) {
        const range = devDependencies[name] ?? '';
        expect(range.replace(/^[~^]/, '')).toMatch(new RegExp(`^${version.replaceAll('.', '\\.')}\\.`));
      }
    });
  });
});
