import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import {
  formatInvalidArguments,
  formatMissing,
  formatNotFound,
  questionFor,
  quoteName,
} from '../../../shared/tools/feedback.ts';
import { executorLimits } from '../../../shared/tools/limits.ts';
import { realisticTools } from './support/realistic-tools.ts';

const manyNames = realisticTools(250).map((tool) => tool.name);

describe('formatNotFound', () => {
  describe('when there are only a few tools', () => {
    it('lists all of them', () => {
      expect(formatNotFound('book_flight', [], ['web_search', 'send_email'])).toBe(
        'Tool `book_flight` is not available. Available tools: web_search, send_email.',
      );
    });

    it('puts the suggestions first, the best with its description, and does not list them twice', () => {
      const message = formatNotFound(
        'web_serch',
        [{ name: 'web_search', description: 'Search the web' }, { name: 'news_search', description: 'Search news' }],
        ['web_search', 'news_search', 'send_email'],
      );

      expect(message).toBe(
        'Tool `web_serch` is not available. Did you mean `web_search` (Search the web), `news_search`? Other tools: send_email.',
      );
    });

    it('ends after the suggestions when they are all the tools there are', () => {
      expect(formatNotFound('web_serch', [{ name: 'web_search', description: 'Search the web' }], ['web_search']))
        .toBe('Tool `web_serch` is not available. Did you mean `web_search` (Search the web)?');
    });
  });

  describe('when there are hundreds of tools', () => {
    it('names the servers, largest first, instead of a capped list of names that would cut the right one off', () => {
      const message = formatNotFound('book_flight', [], manyNames);

      expect(message.length).toBeLessThanOrEqual(executorLimits.notFoundMessageMaxChars);
      expect(message).toMatch(/^Tool `book_flight` is not available\. 250 tools from servers .* \(\+\d+ more\)\.$/);
    });

    it('stays under 150 tokens with a long description and argument hint', () => {
      const message = formatNotFound(
        'jira_get_task',
        [{ name: 'jira__get_task', description: 'x'.repeat(300) }, { name: 'figma__get_task', description: '' }, {
          name: 'asana__get_task',
          description: '',
        }],
        manyNames,
        'If you meant `jira__get_task`, also fix: `id`: required, missing (The identifier of the record in the upstream service, such as PROJ-123).',
      );

      expect(encode(message).length).toBeLessThan(150);
    });
  });

  describe('when the requested name is hostile', () => {
    it('strips backticks and control characters and cuts it', () => {
      const message = formatNotFound(`evil\`\n${'a'.repeat(100)}`, [], []);

      expect(message).toBe(`Tool \`evil${'a'.repeat(60)}…\` is not available.`);
    });
  });
});

describe('quoteName', () => {
  describe('when the name is ordinary', () => {
    it('wraps it in backticks', () => {
      expect(quoteName('web_search')).toBe('`web_search`');
    });
  });
});

describe('questionFor', () => {
  describe('when the family knows the field', () => {
    it.each(
      [
        ['to', 'email', 'Who should I send this email to? Please provide the recipient email address.'],
        ['subject', 'email', 'What should be the subject line of this email?'],
        ['body', 'email', 'What message content should I include in the email body?'],
        ['query', 'search', 'What would you like me to search for?'],
      ] as const,
    )('asks for `%s` in %s words, as the user reads it', (field, family, question) => {
      expect(questionFor(field, family, undefined)).toBe(question);
    });
  });

  describe('when the family does not know the field', () => {
    it('asks for it by name with its description', () => {
      expect(questionFor('project_key', 'generic', 'The Jira project key')).toBe(
        'What should `project_key` be (The Jira project key)?',
      );
    });
  });
});

describe('formatInvalidArguments', () => {
  describe('when there are more problems than the limit', () => {
    it('lists the first ones and counts the rest', () => {
      const problems = Array.from(
        { length: executorLimits.maxArgumentProblems + 2 },
        (_, index) => ({ path: `field_${index}`, kind: 'type' as const, expected: 'string', received: 'number 1' }),
      );

      const lines = formatInvalidArguments('bulk_update', problems).text.split('\n');

      expect(lines).toHaveLength(executorLimits.maxArgumentProblems + 3);
      expect(lines.at(-2)).toBe('- …and 2 more');
    });
  });

  describe('when an enum has many allowed values', () => {
    it('cuts the list after the limit', () => {
      const allowed = Array.from({ length: 12 }, (_, index) => `v${index}`);

      const message = formatInvalidArguments('pick', [{
        path: 'choice',
        kind: 'enum',
        allowed,
        received: 'string "z"',
      }]).text;

      expect(message).toContain(
        `- \`choice\`: must be one of ${
          allowed.slice(0, executorLimits.maxListedEnumValues).join(', ')
        }, …; received string "z"`,
      );
    });
  });
});

describe('formatMissing', () => {
  describe('when several parameters are missing', () => {
    it('asks one question each and names them all', () => {
      const feedback = formatMissing('send_email', 'email', [{ path: 'to', kind: 'missing' }, {
        path: 'body',
        kind: 'missing',
      }]);

      expect(feedback.text).toBe([
        'Question: Who should I send this email to? Please provide the recipient email address.',
        'Question: What message content should I include in the email body?',
        '(`send_email` is missing `to`, `body`.)',
      ].join('\n'));
      expect(feedback.interaction).toEqual({
        kind: 'question',
        text:
          'Who should I send this email to? Please provide the recipient email address. What message content should I include in the email body?',
      });
    });
  });
});
