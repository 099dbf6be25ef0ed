import { describe, expect, it } from 'vitest';
import { itBehavesAsAPublicCaseSet, withFirstToolEdited, withIntendedCall } from './support/public-case-set.ts';

// Compiling the server's 106 schemas with ajv and zod takes a few seconds.
const timeout = 60_000;

describe('the public MCP recovery set (GitHub MCP server)', () => {
  const set = itBehavesAsAPublicCaseSet({ folder: 'public-mcp', timeout });

  describe('when a case is not faulty, not as the server lists it, or in a catalog it did not come from', () => {
    it('the check names the case and fails', { timeout }, () => {
      const faulty = set.firstInvalidArgumentsCase();
      const unmarked = {
        ...faulty,
        id: `${faulty.id}-unmarked`,
        tools: faulty.tools.map((
          tool,
        ) => (tool.name === faulty.intended.name ? { ...tool, sideEffect: undefined } : tool)),
      };
      const shortCatalog = { ...faulty, id: `${faulty.id}-short`, tools: faulty.tools.slice(0, -1) };
      const { status, output } = set.check([
        set.writeBrokenFile([withIntendedCall(faulty), withFirstToolEdited(faulty), unmarked, shortCatalog]),
      ]);
      expect(status).toBe(1);
      expect(output).toContain('broken.jsonl:1: call arguments validate: not faulty');
      expect(output).toMatch(/broken\.jsonl:2: tool \S+ is not as extracted from GitHub's MCP server/);
      expect(output).toContain(
        `broken.jsonl:3: tool ${faulty.intended.name} is not as extracted from GitHub's MCP server`,
      );
      expect(output).toMatch(/broken\.jsonl:4: the catalog is not the toolset \S+ of \S+/);
    });
  });
});
