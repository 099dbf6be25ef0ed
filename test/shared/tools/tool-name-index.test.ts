import { describe, expect, it } from 'vitest';
import { ToolNameIndex } from '../../../shared/tools/tool-name-index.ts';
import { realisticTools } from './support/realistic-tools.ts';

const tools = [
  {
    name: 'sequential-thinking__sequentialthinking',
    description: 'A detailed tool for dynamic and reflective problem-solving through thoughts',
  },
  { name: 'readPageContent', description: 'Read the text content and DOM structure of the current page' },
  { name: 'web_search', description: 'Search the web for up-to-date information' },
  { name: 'news_search', description: 'Search recent news articles' },
  { name: 'send_email', description: 'Send an email' },
];

const names = (suggestions: readonly { name: string }[]): string[] => suggestions.map((suggestion) => suggestion.name);

describe('ToolNameIndex', () => {
  describe('when the name is registered', () => {
    it('resolves it exactly', () => {
      expect(new ToolNameIndex(tools).resolve('web_search')).toEqual({ kind: 'exact', name: 'web_search' });
    });
  });

  describe('when the name differs only in case and separators', () => {
    it.each(['webSearch', 'WebSearch', 'web-search', 'web.search', 'WEB_SEARCH', 'web__search', 'websearch'])(
      'resolves `%s` as equivalent to web_search',
      (requested) => {
        expect(new ToolNameIndex(tools).resolve(requested)).toMatchObject({ kind: 'equivalent', name: 'web_search' });
      },
    );

    it('gives no equivalent when two tools share the same canonical name', () => {
      const index = new ToolNameIndex([{ name: 'send_email', description: 'Send' }, {
        name: 'sendEmail',
        description: 'Send',
      }]);

      expect(index.resolve('SEND-EMAIL').kind).toBe('unknown');
      expect(names(index.suggest('SEND-EMAIL', 3)).sort()).toEqual(['sendEmail', 'send_email']);
    });
  });

  describe('when the model drops or adds an MCP server prefix', () => {
    it.each(['sequential-thinking', 'sequentialthinking', 'sequential_thinking'])(
      'ranks the prefixed tool first for `%s` without resolving it',
      (requested) => {
        const index = new ToolNameIndex(tools);

        expect(index.resolve(requested).kind).toBe('unknown');
        expect(names(index.suggest(requested, 3))[0]).toBe('sequential-thinking__sequentialthinking');
      },
    );

    it('finds the local tool when the model invents a prefix', () => {
      expect(names(new ToolNameIndex(tools).suggest('brave__web_search', 3))[0]).toBe('web_search');
    });
  });

  describe('when the model uses synonyms or the description’s words', () => {
    it.each([
      ['analyzeDom', 'readPageContent'],
      ['get_page_text', 'readPageContent'],
      ['compose_mail', 'send_email'],
      ['find_news', 'news_search'],
    ])('suggests the tool for `%s` first', (requested, expected) => {
      expect(names(new ToolNameIndex(tools).suggest(requested, 3))[0]).toBe(expected);
    });
  });

  describe('when the name has a typo', () => {
    it.each([['web_serch', 'web_search'], ['nwes_search', 'news_search'], ['sned_email', 'send_email']])(
      'suggests %s → %s first',
      (requested, expected) => {
        expect(names(new ToolNameIndex(tools).suggest(requested, 3))[0]).toBe(expected);
      },
    );

    it('scores a closer spelling higher', () => {
      const [first, second] = new ToolNameIndex(tools).suggest('web_serch', 3);

      expect(first?.name).toBe('web_search');
      expect(first?.score).toBeGreaterThan(second?.score ?? 0);
    });

    it.each([
      ['salesforce__search_record', 'salesforce__search_records'],
      ['jira__list_task', 'jira__list_tasks'],
      ['stripe__send_mesage', 'stripe__send_message'],
      ['zendesk__get_usr', 'zendesk__get_user'],
      ['trello__creat_task', 'trello__create_task'],
    ])('ranks the one-letter typo %s → %s first among 250 MCP tools', (requested, expected) => {
      expect(names(new ToolNameIndex(realisticTools()).suggest(requested, 3))[0]).toBe(expected);
    });
  });

  describe('when asked for suggestions', () => {
    it('orders them best first and returns at most the limit', () => {
      const suggestions = new ToolNameIndex(realisticTools()).suggest('search', 3);

      expect(suggestions).toHaveLength(3);
      expect(suggestions.map((suggestion) => suggestion.score)).toEqual(
        [...suggestions.map((suggestion) => suggestion.score)].sort((left, right) => right - left),
      );
    });

    it.each(['book_flight', 'x', '', '!!!'])('suggests nothing for the unrelated name %j', (requested) => {
      expect(new ToolNameIndex(tools).suggest(requested, 3)).toEqual([]);
    });
  });
});

describe('ToolNameIndex.scoreAll for a `server__tool` guess whose server starts with a verb-like word', () => {
  it('ranks the tool whose verb is a synonym of the guess’s and shares more things above one sharing the verb', () => {
    const index = new ToolNameIndex([
      {
        name: 'pull_requests__add_comment_to_pending_review',
        description: "Add review comment to the requester's latest pending pull request review.",
      },
      {
        name: 'pull_requests__create_pull_request_review',
        description: 'Create a review on a pull request. Otherwise a pending review is created.',
      },
    ]);

    const ranked = index.scoreAll('pull_requests__create_comment_to_pending_review')
      .sort((left, right) => right.score - left.score);

    expect(ranked[0]?.name).toBe('pull_requests__add_comment_to_pending_review');
  });
});
