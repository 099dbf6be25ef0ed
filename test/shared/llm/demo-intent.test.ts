import { describe, expect, it } from 'vitest';
import { understandAnswer, understandRequest } from '../../../shared/llm/demo-intent.ts';

function email(subject: string, message: string, extra: Record<string, unknown> = {}) {
  return { subject, body: `Hi,\n\n${message}\n\nBest regards`, ...extra };
}

describe('understandRequest', () => {
  describe('when the user asks to send an email', () => {
    it.each([
      ['send the meeting notes to ana@example.com', {
        to: ['ana@example.com'],
        ...email('Meeting notes', 'Sharing the meeting notes, as requested.'),
      }],
      ['email ana@example.com the meeting notes', {
        to: ['ana@example.com'],
        ...email('Meeting notes', 'Sharing the meeting notes, as requested.'),
      }],
      ['Email ana@example.com about the launch date', {
        to: ['ana@example.com'],
        ...email('Launch date', "I'm writing about the launch date."),
      }],
      ['send an email to bob@example.com saying the meeting moved to 3pm', {
        to: ['bob@example.com'],
        ...email('The meeting moved to 3pm', 'The meeting moved to 3pm.'),
      }],
      ['Please write to carol@example.com and tell her the report is ready.', {
        to: ['carol@example.com'],
        ...email('The report is ready', 'The report is ready.'),
      }],
      ['tell dave@example.com that lunch is at noon', {
        to: ['dave@example.com'],
        ...email('Lunch is at noon', 'Lunch is at noon.'),
      }],
      ['send a note about the trip to Rome to ana@example.com', {
        to: ['ana@example.com'],
        ...email('Trip to Rome', "I'm writing about the trip to Rome."),
      }],
      ['send an email to ana@example.com', { to: ['ana@example.com'], ...email('Hello', 'I wanted to get in touch.') }],
      [
        'send an email to ana@example.com and bob@example.com with subject Lunch and body See you at noon',
        { to: ['ana@example.com', 'bob@example.com'], ...email('Lunch', 'See you at noon') },
      ],
      ['email ana@example.com about the budget, cc bob@example.com', {
        to: ['ana@example.com'],
        ...email('Budget', "I'm writing about the budget.", { cc: ['bob@example.com'] }),
      }],
    ])('reads %j', (text, expected) => {
      expect(understandRequest(text)).toMatchObject({ tool: 'gmail_send_email', arguments: expected });
    });

    it('leaves the recipient for the user to name when the request names none', () => {
      const intent = understandRequest('send the meeting notes');

      expect(intent).toEqual({
        tool: 'gmail_send_email',
        arguments: email('Meeting notes', 'Sharing the meeting notes, as requested.'),
        mistake: {
          name: 'gmail_send_email',
          arguments: email('Meeting notes', 'Sharing the meeting notes, as requested.'),
        },
        needsUser: true,
      });
    });

    it('makes the mistake of leaving out the recipient', () => {
      const intent = understandRequest('send the meeting notes to ana@example.com');

      expect(intent?.mistake).toEqual({
        name: 'gmail_send_email',
        arguments: email('Meeting notes', 'Sharing the meeting notes, as requested.'),
      });
    });
  });

  describe('when the user asks to search the web', () => {
    it.each([
      ['search the web for Deno 2', 'Deno 2'],
      ['Can you look up the weather in Paris?', 'the weather in Paris'],
      ['google best pizza in Naples', 'best pizza in Naples'],
      ['find out who won the 2022 world cup', 'who won the 2022 world cup'],
      ['search supabase pricing please', 'supabase pricing'],
    ])('reads %j as a search for %j', (text, query) => {
      expect(understandRequest(text)).toMatchObject({ tool: 'web_search', arguments: { query, num_results: 5 } });
    });

    it('makes the mistake of a wrong tool name', () => {
      expect(understandRequest('search the web for Deno 2')?.mistake).toEqual({
        name: 'searchWeb',
        arguments: { query: 'Deno 2', num_results: 5 },
      });
    });
  });

  describe('when the user asks for news', () => {
    it.each([
      ["what's the latest news about AI regulation?", 'AI regulation', 'week', '7d'],
      ['news on Tesla today', 'Tesla', 'day', '24h'],
      ['Any headlines about the election this month?', 'the election', 'month', '30d'],
      ['show me tech news', 'tech', 'week', '7d'],
    ])('reads %j as news about %j over a %s', (text, query, range, mistakenRange) => {
      const intent = understandRequest(text);

      expect(intent).toMatchObject({ tool: 'news_search', arguments: { query, time_range: range } });
      expect(intent?.mistake).toEqual({ name: 'news_search', arguments: { query, time_range: mistakenRange } });
    });
  });

  describe('when the user asks to summarize a page', () => {
    it.each([
      ['summarize https://example.com/post.', { urls: ['https://example.com/post'] }],
      ['What does https://parley.dev/blog say about pricing?', { urls: ['https://parley.dev/blog'], focus: 'pricing' }],
      ['summarize https://a.test/x and https://b.test/y focusing on security', {
        urls: ['https://a.test/x', 'https://b.test/y'],
        focus: 'security',
      }],
      ['tl;dr (https://example.com/long-read)', { urls: ['https://example.com/long-read'] }],
    ])('reads %j', (text, expected) => {
      expect(understandRequest(text)).toEqual(
        expect.objectContaining({ tool: 'scrape_and_summarize', arguments: expected }),
      );
    });

    it('makes the mistake of a single `url` instead of `urls`', () => {
      expect(understandRequest('summarize https://example.com/post')?.mistake).toEqual({
        name: 'scrape_and_summarize',
        arguments: { url: 'https://example.com/post' },
      });
    });
  });

  describe('when the user asks about their inbox', () => {
    it.each([
      ['check my inbox', 5, false],
      ['show my unread emails', 5, true],
      ['read my last 10 emails', 10, false],
      ['Do I have any new messages?', 5, true],
      ['show my last 99 emails', 50, false],
    ])('reads %j', (text, maxResults, unreadOnly) => {
      expect(understandRequest(text)).toMatchObject({
        tool: 'gmail_read_emails',
        arguments: { max_results: maxResults, unread_only: unreadOnly },
      });
    });

    it('makes the mistake of "yes" or "no" for a boolean', () => {
      expect(understandRequest('check my inbox')?.mistake).toEqual({
        name: 'gmail_read_emails',
        arguments: { max_results: 5, unread_only: 'no' },
      });
      expect(understandRequest('show my unread emails')?.mistake).toEqual({
        name: 'gmail_read_emails',
        arguments: { max_results: 5, unread_only: 'yes' },
      });
    });
  });

  describe('when the user answers the question of whom to send it to', () => {
    it('completes the earlier request with the addresses', () => {
      expect(understandAnswer('send the meeting notes', 'ana@example.com')).toMatchObject({
        tool: 'gmail_send_email',
        arguments: { to: ['ana@example.com'], ...email('Meeting notes', 'Sharing the meeting notes, as requested.') },
      });
    });

    it.each([['search the web for Deno 2', 'ana@example.com'], ['send the meeting notes', 'nobody']])(
      'is null after %j answered with %j',
      (previous, answer) => {
        expect(understandAnswer(previous, answer)).toBeNull();
      },
    );
  });

  describe('when the request is none of these', () => {
    it.each(['hello', 'what is the capital of France?', 'send it'])('is null for %j', (text) => {
      expect(understandRequest(text)).toBeNull();
    });
  });
});
