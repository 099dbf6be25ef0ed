import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { formatNotFound } from '../../../shared/tools/feedback.ts';
import { realisticTools } from './support/realistic-tools.ts';

const manyNames = realisticTools(250).map((tool) => tool.name);

describe('formatNotFound', () => {
  describe('when a big catalog has suggestions', () => {
    const message = formatNotFound('book_meeting', [{
      name: 'gcal__create_event',
      description: 'Create a Google Calendar event.',
    }], ['gcal__create_event', ...manyNames]);

    it('shows the suggestions and counts the other tools instead of listing a slice of them', () => {
      expect(message).toBe(
        'Tool `book_meeting` is not available. Did you mean `gcal__create_event` (Create a Google Calendar event.)? (250 other tools not listed.)',
      );
    });

    it('stays short', () => {
      expect(encode(message).length).toBeLessThan(50);
    });
  });

  describe('when a big catalog has no suggestion', () => {
    it('names the servers the tools come from, those with most tools first, capped', () => {
      const names = [...manyNames, ...Array.from({ length: 12 }, (_, index) => `zoo__tool_${index}`)];

      const message = formatNotFound('book_flight', [], names);

      expect(message).toMatch(
        /^Tool `book_flight` is not available\. 262 tools from servers zoo__…, airtable__…, asana__…, .* \(\+\d+ more\)\.$/,
      );
      expect(encode(message).length).toBeLessThan(100);
    });

    it('lists names that fit when the tools have no server prefix, and counts the rest', () => {
      const flat = Array.from({ length: 200 }, (_, index) => `tool_number_${index}`);

      const message = formatNotFound('book_flight', [], flat);

      expect(message).toMatch(
        /^Tool `book_flight` is not available\. Available tools: tool_number_0, tool_number_1, .* \(\+\d+ more\)\.$/,
      );
      expect(message.length).toBeLessThan(340);
    });
  });

  describe('when every tool fits', () => {
    it('lists them all after the suggestions', () => {
      expect(
        formatNotFound('web_serch', [{ name: 'web_search', description: 'Search the web' }], [
          'web_search',
          'news_search',
          'send_email',
        ]),
      )
        .toBe(
          'Tool `web_serch` is not available. Did you mean `web_search` (Search the web)? Other tools: news_search, send_email.',
        );
    });
  });
});
