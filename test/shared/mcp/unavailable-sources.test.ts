import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { formatUnavailableSources } from '../../../shared/tools/feedback.ts';
import { createToolExecutor, defineTool, type UnavailableToolSource } from '../../../shared/tools/index.ts';

const echo = defineTool({
  name: 'everything__echo',
  description: 'Echoes back the input string',
  parameters: z.object({ message: z.string() }),
  execute: ({ message }) => message,
});

function notFoundMessage(unavailableSources?: readonly UnavailableToolSource[]): Promise<string> {
  const executor = createToolExecutor({ tools: [echo], unavailableSources });
  return executor.execute({ id: 'call-1', name: 'tracker__create_issue', arguments: '{}' }).then((outcome) =>
    outcome.modelMessage
  );
}

describe('unavailable tool sources in not-found messages', () => {
  describe('when no source is unavailable', () => {
    it('leaves the message as it was', async () => {
      expect(await notFoundMessage()).toBe(
        'Tool `tracker__create_issue` is not available. Available tools: everything__echo.',
      );
      expect(await notFoundMessage([])).toBe(
        'Tool `tracker__create_issue` is not available. Available tools: everything__echo.',
      );
    });
  });

  describe('when a server did not answer', () => {
    it('says its tools are unavailable right now, before the list', async () => {
      expect(await notFoundMessage([{ name: 'tracker', namePrefix: 'tracker__', reason: 'unreachable' }])).toBe(
        'Tool `tracker__create_issue` is not available. The tools of `tracker` (`tracker__…`) are unavailable right now: its server did not answer. Available tools: everything__echo.',
      );
    });
  });

  describe('when a server needs a credential that is not connected', () => {
    it('says where the user can connect it', () => {
      expect(formatUnavailableSources([{ name: 'tracker', reason: 'not_configured' }])).toBe(
        'The tools of `tracker` are unavailable right now: a credential it needs is not set up under Integrations.',
      );
    });
  });

  describe('when the model calls a tool of a server waiting for its credential', () => {
    it("answers not found with the server's setup hint", async () => {
      const executor = createToolExecutor({
        tools: [echo],
        unavailableSources: [{
          name: 'tracker',
          namePrefix: 'tracker__',
          reason: 'not_configured',
          setup: { integration: 'mcp:tracker', action: 'add_key' },
        }],
      });

      const outcome = await executor.execute({ id: 'call-1', name: 'tracker__create_issue', arguments: '{}' });

      expect(outcome).toMatchObject({
        type: 'tool-error',
        category: 'not_found',
        setup: { integration: 'mcp:tracker', action: 'add_key' },
      });
    });
  });

  describe('when many sources are unavailable', () => {
    const sources = Array.from(
      { length: 12 },
      (_, index): UnavailableToolSource => ({
        name: `server-${index}`,
        namePrefix: `server-${index}__`,
        reason: 'unreachable',
      }),
    );

    it('names as many as fit in 300 characters and counts the rest', () => {
      const note = formatUnavailableSources(sources);
      expect(note.length).toBeLessThanOrEqual(300);
      expect(note).toMatch(/^The tools of `server-0` .* \(\+\d+ more unavailable\.\)$/);
    });
  });

  describe('when a source name carries backticks or line breaks', () => {
    it('quotes it safely', () => {
      expect(formatUnavailableSources([{ name: 'evil`\nname', reason: 'failed' }])).toBe(
        'The tools of `evilname` are unavailable right now: it could not be loaded.',
      );
    });
  });
});
