import { describe, expect, it } from 'vitest';
import { canonicalName, concept, descriptionWords, identifierWords, stem } from '../../../shared/tools/name-words.ts';

describe('identifierWords', () => {
  describe('when names use different conventions', () => {
    it.each(['sendEmail', 'SendEmail', 'send_email', 'send-email', 'Send.Email', 'SEND_EMAIL', 'send/email'])('splits %s into send, email', (name) => {
      expect(identifierWords(name)).toEqual(['send', 'email']);
    });

    it('splits acronyms and MCP prefixes', () => {
      expect(identifierWords('parseHTMLPage')).toEqual(['parse', 'html', 'page']);
      expect(identifierWords('github__create_issue')).toEqual(['github', 'create', 'issue']);
    });
  });
});

describe('canonicalName', () => {
  describe('when two names differ only in case and separators', () => {
    it('gives the same key', () => {
      expect(canonicalName('web_search')).toBe(canonicalName('Web-Search'));
      expect(canonicalName('web_search')).not.toBe(canonicalName('web_serch'));
    });
  });
});

describe('concept', () => {
  describe('when words are synonyms or inflections', () => {
    it('maps them to one meaning', () => {
      expect(concept('analyze')).toBe(concept('read'));
      expect(concept('dom')).toBe(concept('page'));
      expect(concept('searching')).toBe(concept('search'));
      expect(concept('recipient')).toBe(concept('to'));
    });
  });
});

describe('stem', () => {
  describe('when a word is inflected', () => {
    it.each([['searches', 'search'], ['entries', 'entry'], ['records', 'record'], ['loading', 'load'], ['address', 'address']])('stems %s to %s', (word, expected) => {
      expect(stem(word)).toBe(expected);
    });
  });
});

describe('descriptionWords', () => {
  describe('when reading a description', () => {
    it('keeps stemmed content words without stop words', () => {
      expect([...descriptionWords('Read the text content of the current page')]).toEqual(['read', 'text', 'content', 'page']);
    });
  });
});
