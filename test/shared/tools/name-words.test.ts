import { describe, expect, it } from 'vitest';
import {
  canBeAction,
  canonicalName,
  concept,
  descriptionWords,
  identifierWords,
  meanings,
  stem,
} from '../../../shared/tools/name-words.ts';

describe('identifierWords', () => {
  describe('when names use different conventions', () => {
    it.each(['sendEmail', 'SendEmail', 'send_email', 'send-email', 'Send.Email', 'SEND_EMAIL', 'send/email'])(
      'splits %s into send, email',
      (name) => {
        expect(identifierWords(name)).toEqual(['send', 'email']);
      },
    );

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

describe('meanings', () => {
  describe('when a word has several meanings', () => {
    it('gives them all, main meaning first, or those of one role', () => {
      expect(meanings('book')).toEqual(['create']);
      expect(meanings('post')).toEqual(['post', 'send', 'create']);
      expect(meanings('post', 'action')).toEqual(['send', 'create']);
      expect(meanings('meetings', 'object')).toEqual(['event']);
    });

    it.each([
      ['schedule', 'book'],
      ['cancel', 'delete'],
      ['archive', 'remove'],
      ['retrieve', 'fetch'],
      ['browse', 'list'],
      ['appointment', 'meeting'],
      ['document', 'file'],
      ['directory', 'folder'],
      ['customer', 'contact'],
      ['bug', 'ticket'],
      ['memo', 'note'],
      ['photo', 'image'],
      ['invoice', 'payment'],
      ['execute', 'run'],
      ['export', 'download'],
    ])('gives `%s` and `%s` a meaning in common', (left, right) => {
      expect(meanings(left).filter((meaning) => meanings(right).includes(meaning))).not.toEqual([]);
    });
  });

  describe('when the table does not know the word', () => {
    it('gives none', () => {
      expect(meanings('flight')).toEqual([]);
    });
  });
});

describe('canBeAction', () => {
  it.each([['book', true], ['send', true], ['meeting', false], ['flight', false]] as const)(
    'says whether `%s` can be a verb: %s',
    (word, expected) => {
      expect(canBeAction(word)).toBe(expected);
    },
  );
});

describe('stem', () => {
  describe('when a word is inflected', () => {
    it.each([['searches', 'search'], ['entries', 'entry'], ['records', 'record'], ['loading', 'load'], [
      'meetings',
      'meet',
    ], ['address', 'address']])('stems %s to %s', (word, expected) => {
      expect(stem(word)).toBe(expected);
    });
  });
});

describe('descriptionWords', () => {
  describe('when reading a description', () => {
    it('keeps stemmed content words without stop words', () => {
      expect([...descriptionWords('Read the text content of the current page')]).toEqual([
        'read',
        'text',
        'content',
        'page',
      ]);
    });
  });
});
