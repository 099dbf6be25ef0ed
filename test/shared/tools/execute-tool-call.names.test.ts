import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type AnyToolDefinition, defineTool } from '../../../shared/tools/index.ts';
import { createTestExecutor, failureOf, resultOf, toolCall } from './support/create-test-executor.ts';
import { generalCatalog } from './support/general-catalog.ts';
import { realisticTools } from './support/realistic-tools.ts';

type Handler = () => string;

function agentTools(handlers: Record<string, Handler> = {}): AnyToolDefinition[] {
  const handlerFor = (name: string): Handler => handlers[name] ?? (() => `${name} ran`);
  return [
    defineTool({
      name: 'sequential-thinking__sequentialthinking',
      description: 'A detailed tool for dynamic and reflective problem-solving through thoughts',
      parameters: z.object({ thought: z.string().describe('Your current thinking step') }),
      execute: handlerFor('sequential-thinking__sequentialthinking'),
    }),
    defineTool({
      name: 'readPageContent',
      description: 'Read the text content and DOM structure of the current page',
      parameters: z.object({}),
      execute: handlerFor('readPageContent'),
    }),
    defineTool({
      name: 'web_search',
      description: 'Search the web for up-to-date information',
      parameters: z.object({ query: z.string().describe('What to search for') }),
      execute: handlerFor('web_search'),
    }),
    defineTool({
      name: 'send_email',
      description: 'Send an email from the connected Gmail account',
      parameters: z.object({ to: z.string(), subject: z.string(), body: z.string() }),
      execute: handlerFor('send_email'),
    }),
  ];
}

/** The names in backticks after "Did you mean", best first. */
function suggestedNames(message: string): string[] {
  const sentence = /Did you mean (.*?)\?(?: |$)/.exec(message)?.[1] ?? '';
  return [...sentence.matchAll(/`([^`]+)`/g)].map((match) => match[1] as string);
}

describe('executeToolCall', () => {
  describe('when the model drops the MCP server prefix', () => {
    it('suggests the prefixed tool first for `sequential-thinking`', async () => {
      const { executor } = createTestExecutor(agentTools());

      const outcome = failureOf(await executor.execute(toolCall('sequential-thinking', { thought: 'step one' })));

      expect(outcome.category).toBe('not_found');
      expect(suggestedNames(outcome.modelMessage)[0]).toBe('sequential-thinking__sequentialthinking');
      expect(outcome.modelMessage).toMatch(
        /^Tool `sequential-thinking` is not available\. Did you mean `sequential-thinking__sequentialthinking` \(/,
      );
    });

    it('gives the suggestions, best first, as a field of the detail (the log and the analytics read it)', async () => {
      const { executor } = createTestExecutor(agentTools());

      const outcome = failureOf(await executor.execute(toolCall('sequential-thinking', { thought: 'step one' })));

      expect(outcome.detail.suggestions?.[0]).toBe('sequential-thinking__sequentialthinking');
      expect(outcome.detail.suggestions).toEqual(suggestedNames(outcome.modelMessage));
    });
  });

  describe('when the model uses a synonym of the tool name', () => {
    it('suggests `readPageContent` with its description for `analyzeDom`', async () => {
      const { executor } = createTestExecutor(agentTools());

      const outcome = failureOf(await executor.execute(toolCall('analyzeDom')));

      expect(suggestedNames(outcome.modelMessage)[0]).toBe('readPageContent');
      expect(outcome.modelMessage).toContain(
        '`readPageContent` (Read the text content and DOM structure of the current page)',
      );
    });
  });

  describe('when the name differs only in case or separators', () => {
    it.each(['webSearch', 'WebSearch', 'web-search', 'web.search', 'WEB_SEARCH', 'websearch'])(
      'suggests `web_search` for `%s`',
      async (name) => {
        const { executor } = createTestExecutor(agentTools());

        const outcome = failureOf(await executor.execute(toolCall(name, { query: 'parley' })));

        expect(outcome.category).toBe('not_found');
        expect(suggestedNames(outcome.modelMessage)[0]).toBe('web_search');
      },
    );
  });

  describe('when the name has a typo', () => {
    it.each([
      ['web_serch', 'web_search'],
      ['web_saerch', 'web_search'],
      ['wbe_search', 'web_search'],
      ['send_emial', 'send_email'],
      ['readPageContnet', 'readPageContent'],
    ])('suggests the intended tool first for `%s`', async (name, intended) => {
      const { executor } = createTestExecutor(agentTools());

      const outcome = failureOf(await executor.execute(toolCall(name)));

      expect(suggestedNames(outcome.modelMessage)[0]).toBe(intended);
    });

    it('ranks the closest spelling first among similar tools', async () => {
      const similar = ['web_search', 'news_search', 'web_scrape', 'image_search'].map((name) =>
        defineTool({
          name,
          description: `The ${name.replace('_', ' ')} tool`,
          parameters: z.object({}),
          execute: () => 'ok',
        })
      );
      const { executor } = createTestExecutor(similar);

      const outcome = failureOf(await executor.execute(toolCall('web_serch')));

      expect(suggestedNames(outcome.modelMessage)[0]).toBe('web_search');
    });

    it.each([
      ['salesforce__search_record', 'salesforce__search_records'],
      ['jira__list_task', 'jira__list_tasks'],
      ['github__add_coment', 'github__add_comment'],
    ])('suggests %s → %s first among 250 tools', async (name, intended) => {
      const { executor } = createTestExecutor(realisticTools());

      const outcome = failureOf(await executor.execute(toolCall(name)));

      expect(suggestedNames(outcome.modelMessage)[0]).toBe(intended);
    });
  });

  describe('when the agent has a handful of tools', () => {
    it('lists every tool the model did not get as a suggestion, by name when none is more relevant', async () => {
      const { executor } = createTestExecutor(agentTools());

      const outcome = failureOf(await executor.execute(toolCall('book_flight')));

      expect(outcome.modelMessage).toBe(
        'Tool `book_flight` is not available. Available tools: readPageContent, send_email, sequential-thinking__sequentialthinking, web_search.',
      );
    });

    it('mentions every tool, as a suggestion or in the list', async () => {
      const { executor } = createTestExecutor(agentTools());

      const outcome = failureOf(await executor.execute(toolCall('web_serch')));

      for (const tool of agentTools()) {
        expect(outcome.modelMessage).toContain(tool.name);
      }
      expect(outcome.modelMessage).toMatch(/Other tools: .*readPageContent/);
    });
  });

  describe('when the agent has 250 tools', () => {
    const unknownNames = [
      'jira_get_task',
      'getJiraTask',
      'slack_send',
      'web_search',
      'send_email',
      'jira__get_tsk',
      'sequential-thinking',
      'github__create_pull_request_review_comment_reply',
      'confluence_search_records',
      'notion-create-page-in-database-with-properties',
      'mcp_server_salesforce_query_opportunities_by_stage',
    ];

    it.each(unknownNames)('keeps the whole not-found message for `%s` under 150 tokens', async (name) => {
      const { executor } = createTestExecutor(realisticTools(250));

      const outcome = failureOf(await executor.execute(toolCall(name, { foo: 1 })));

      expect(outcome.category).toBe('not_found');
      expect(encode(outcome.modelMessage).length).toBeLessThan(150);
    });

    it('says how many tools it left out', async () => {
      const { executor } = createTestExecutor(realisticTools(250));

      const outcome = failureOf(await executor.execute(toolCall('book_flight')));

      expect(outcome.modelMessage).toMatch(/\(\+\d+ more\)\.$/);
    });
  });

  describe('when the model names a tool of a big catalog in its own words', () => {
    it.each([
      ['book_meeting', 'gcal__create_event'],
      ['cancel_appointment', 'gcal__delete_event'],
      ['upload_picture', 'photos__upload_photo'],
      ['find_customer', 'crm__search_contacts'],
    ])('suggests the tool for `%s` by name, first, as a whole token', async (requested, expected) => {
      const { executor } = createTestExecutor(generalCatalog());

      const outcome = failureOf(await executor.execute(toolCall(requested, { title: 'Sync' })));

      expect(suggestedNames(outcome.modelMessage)[0]).toBe(expected);
      expect(outcome.modelMessage).toMatch(new RegExp(`\`${expected}\``));
    });

    it('keeps the message short: the suggestions and a count, no slice of the catalog', async () => {
      const { executor } = createTestExecutor(generalCatalog());

      const outcome = failureOf(await executor.execute(toolCall('book_meeting', { title: 'Sync' })));

      expect(outcome.modelMessage).toBe(
        'Tool `book_meeting` is not available. Did you mean `gcal__create_event` (Create a Google Calendar event.)? (285 other tools not listed.)',
      );
      expect(encode(outcome.modelMessage).length).toBeLessThan(50);
    });

    it('suggests nothing when only the verb is shared, and runs nothing', async () => {
      const ran = vi.fn(() => 'ran');
      const tools = generalCatalog().map((tool) => ({ ...tool, execute: ran }));
      const { executor } = createTestExecutor(tools);

      const outcome = failureOf(
        await executor.execute(toolCall('book_flight', { from: 'OSL' }), { autoResolveNames: true }),
      );

      expect(suggestedNames(outcome.modelMessage)).toEqual([]);
      expect(ran).not.toHaveBeenCalled();
    });

    it('never runs the suggested tool, even with autoResolveNames', async () => {
      const ran = vi.fn(() => 'ran');
      const tools = generalCatalog().map((tool) => ({ ...tool, execute: ran }));
      const { executor } = createTestExecutor(tools);

      const outcome = failureOf(await executor.execute(toolCall('book_meeting', {}), { autoResolveNames: true }));

      expect(outcome.category).toBe('not_found');
      expect(ran).not.toHaveBeenCalled();
    });
  });

  describe('when a different tool would match', () => {
    const variants = [
      'webSearch',
      'web-search',
      'web_serch',
      'search_web',
      'sequential-thinking',
      'sequentialthinking',
      'analyzeDom',
    ];

    it.each(variants)('never runs another tool for `%s` by default', async (name) => {
      const handlers = {
        web_search: vi.fn(() => 'ran'),
        readPageContent: vi.fn(() => 'ran'),
        'sequential-thinking__sequentialthinking': vi.fn(() => 'ran'),
      };
      const { executor } = createTestExecutor(agentTools(handlers));

      const outcome = await executor.execute(toolCall(name, { query: 'parley', thought: 'step one' }));

      expect(outcome.type).toBe('tool-error');
      for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled();
    });

    it.each(['webSearch', 'WebSearch', 'web-search', 'web.search', 'WEB_SEARCH'])(
      'runs `web_search` for `%s` when the agent opts into autoResolveNames',
      async (name) => {
        const handler = vi.fn(() => 'ran');
        const { executor } = createTestExecutor(agentTools({ web_search: handler }));

        const outcome = resultOf(
          await executor.execute(toolCall(name, { query: 'parley' }), { autoResolveNames: true }),
        );

        expect(handler).toHaveBeenCalledOnce();
        expect(outcome.requestedName).toBe(name);
        expect(outcome.resolvedName).toBe('web_search');
      },
    );

    it.each(['sequential-thinking', 'sequentialthinking', 'web_serch', 'search_web'])(
      'still does not run anything for the near-match `%s` with autoResolveNames',
      async (name) => {
        const handlers = {
          web_search: vi.fn(() => 'ran'),
          'sequential-thinking__sequentialthinking': vi.fn(() => 'ran'),
        };
        const { executor } = createTestExecutor(agentTools(handlers));

        const outcome = failureOf(
          await executor.execute(toolCall(name, { query: 'parley', thought: 'step one' }), { autoResolveNames: true }),
        );

        expect(outcome.category).toBe('not_found');
        for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled();
      },
    );

    it('does not guess between two tools that both differ only in case and separators', async () => {
      const handler = vi.fn(() => 'ran');
      const twins = ['send_email', 'sendEmail'].map((name) =>
        defineTool({ name, description: 'Send', parameters: z.object({}), execute: handler })
      );
      const { executor } = createTestExecutor(twins);

      const outcome = failureOf(await executor.execute(toolCall('Send-Email'), { autoResolveNames: true }));

      expect(outcome.category).toBe('not_found');
      expect(suggestedNames(outcome.modelMessage).sort()).toEqual(['sendEmail', 'send_email']);
      expect(handler).not.toHaveBeenCalled();
    });
  });

  describe('when one suggestion stands out and the arguments would not fit it', () => {
    it('adds what to fix for that tool, so one round fixes both', async () => {
      const { executor } = createTestExecutor(agentTools());

      const outcome = failureOf(await executor.execute(toolCall('webSearch', {})));

      expect(outcome.modelMessage).toContain(
        'If you meant `web_search`, also fix: `query`: required, missing (What to search for).',
      );
    });
  });
});
