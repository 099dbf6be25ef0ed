import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import {
  formatInvalidArguments,
  formatInvalidJson,
  formatMissing,
  withRepairedJsonNote,
} from '../../../shared/tools/feedback.ts';

describe('formatInvalidArguments for unknown keys', () => {
  describe('when the key is nested', () => {
    it('names the object it was sent in on its own, the key, the key meant and its shape', () => {
      const message = formatInvalidArguments('create_note', [
        {
          path: 'links.personId',
          kind: 'unknown',
          key: 'personId',
          suggestion: 'personIds',
          suggestionExpected: 'array of strings',
        },
      ]).text;

      expect(message).toContain('- `links`: unknown key `personId`; did you mean `personIds` (array of strings)?');
    });

    it('names an array element by its index', () => {
      const message = formatInvalidArguments('create_event', [{
        path: 'guests[0].mail',
        kind: 'unknown',
        key: 'mail',
        suggestion: 'email',
      }]).text;

      expect(message).toContain('- `guests[0]`: unknown key `mail`; did you mean `email`?');
    });
  });

  describe('when the key is top-level', () => {
    it('says unknown parameter, with the suggestion', () => {
      expect(
        formatInvalidArguments('read_file', [{
          path: 'encode',
          kind: 'unknown',
          key: 'encode',
          suggestion: 'encoding',
        }]).text,
      )
        .toContain('- `encode`: unknown parameter; did you mean `encoding`?');
    });
  });
});

describe('formatInvalidArguments and formatMissing with no problems', () => {
  describe('when the list is empty', () => {
    it('never produces a message that names nothing', () => {
      for (
        const message of [
          formatInvalidArguments('create_note', []).text,
          formatMissing('create_note', 'generic', []).text,
        ]
      ) {
        expect(message).toBe(
          'Invalid arguments for `create_note`: they do not match its parameters. Check them against its schema and call it again.',
        );
      }
    });
  });
});

describe('formatInvalidJson', () => {
  describe('when cut-off arguments already have problems in their complete part', () => {
    it('asks for the complete object and names those problems in the same message', () => {
      const message = formatInvalidJson('search', { ok: false, problem: 'truncated', position: 30, excerpt: '' }, [
        { path: 'limit', kind: 'type', expected: 'integer', received: 'string "7"' },
      ]);

      expect(message).toBe(
        'The arguments for `search` are not valid JSON: they stop in the middle of a value (cut off). Send the complete JSON object again, also fixing:\n- `limit`: expected integer, received string "7"',
      );
    });
  });
});

describe('withRepairedJsonNote', () => {
  describe('when the value of repaired JSON has problems', () => {
    it('adds that the JSON was malformed too, in a few tokens', () => {
      const note = withRepairedJsonNote({ text: 'Invalid arguments' }).text;

      expect(note).toMatch(/^Invalid arguments\n.*JSON/);
      expect(encode(note).length - encode('Invalid arguments').length).toBeLessThanOrEqual(20);
    });
  });
});
