import { describe, expect, it } from 'vitest';
import { containsWholeToken, wholeTokenIndex } from '../../../bench/recovery/whole-token.ts';

describe('containsWholeToken', () => {
  describe('when the token stands alone', () => {
    it.each([
      ['web_search', 'web_search'],
      ['Did you mean `web_search`?', 'web_search'],
      ['tools: web_search, news_search', 'web_search'],
      ['"web_search"', 'web_search'],
      ["'web_search'", 'web_search'],
      ['(web_search)', 'web_search'],
      ['- `to`: required', 'to'],
      ['Who should I send this email to?', 'to'],
      ['at count\n', 'count'],
      ['tools: news_search, web_search.', 'web_search'],
      ['Did you mean web_search. Or news_search.', 'web_search'],
      ['Tool readPageContent.', 'readPageContent'],
      ['ends with web_search.\n', 'web_search'],
      ['ends with web_search...', 'web_search'],
    ])('finds it in %j', (text, token) => {
      expect(containsWholeToken(text, token)).toBe(true);
    });
  });

  describe('when the token is part of a longer token', () => {
    it.each([
      ['web_search_v2', 'web_search'],
      ['my_web_search', 'web_search'],
      ['web_search2', 'web_search'],
      ['x-web_search', 'web_search'],
      ['`start.timeZone`', 'start'],
      ['web_search.v2', 'web_search'],
      ['web_search._x', 'web_search'],
      ['web_search.-x', 'web_search'],
      ['web_search.2', 'web_search'],
      ['server.web_search', 'web_search'],
      ['totalThoughts', 'total'],
      ['éweb_search', 'web_search'],
    ])('does not find it in %j', (text, token) => {
      expect(containsWholeToken(text, token)).toBe(false);
    });
  });

  describe('when a sentence ends with the token (rule revised 2026-11-24)', () => {
    it('finds it: a name before a full stop is read by a model', () => {
      expect(containsWholeToken('Available tools: a, readPageContent.', 'readPageContent')).toBe(true);
    });

    it('still does not find a token after a dot', () => {
      expect(containsWholeToken('Use server.readPageContent.', 'readPageContent')).toBe(false);
    });
  });

  describe('when the token occurs twice', () => {
    it('finds the standalone occurrence after an embedded one', () => {
      expect(containsWholeToken('web_search_v2 or web_search', 'web_search')).toBe(true);
    });
  });

  describe('when the case differs', () => {
    it('does not match: names and keys are case-sensitive', () => {
      expect(containsWholeToken('WEB_SEARCH', 'web_search')).toBe(false);
    });
  });
});

describe('containsWholeToken reading a dotted path head (schema-aware model, 2026-11-27)', () => {
  it.each([
    ['missing `start.timeZone`', 'start'],
    ['start.timeZone: required', 'start'],
    ['at start', 'start'],
  ])('finds the head of a path in %j', (text, token) => {
    expect(containsWholeToken(text, token, 'path-head')).toBe(true);
  });

  it.each([
    ['missing `event.start`', 'start'],
    ['missing `event.start.timeZone`', 'start'],
    ['restart.timeZone', 'start'],
    ['start_time.zone', 'start'],
  ])('still does not find a later segment or a longer token in %j', (text, token) => {
    expect(containsWholeToken(text, token, 'path-head')).toBe(false);
  });
});

describe('wholeTokenIndex', () => {
  it('is the index of the first whole occurrence, skipping embedded ones', () => {
    expect(wholeTokenIndex('web_search_v2 or web_search', 'web_search')).toBe(17);
  });

  it('is -1 when there is none', () => {
    expect(wholeTokenIndex('web_search_v2', 'web_search')).toBe(-1);
    expect(wholeTokenIndex('anything', '')).toBe(-1);
  });
});
