import { describe, expect, it } from 'vitest';
import { parseEnvFile } from '../../../local/gateway/env-file.ts';

describe('parseEnvFile', () => {
  describe('when lines are plain KEY=VALUE', () => {
    it('reads them, trimming spaces around the key and the unquoted value', () => {
      expect(parseEnvFile('A=1\n  B = two words  \nexport C=3\n').values).toEqual({ A: '1', B: 'two words', C: '3' });
    });

    it('keeps an empty value, and lets a later line win', () => {
      expect(parseEnvFile('EMPTY=\nA=1\nA=2').values).toEqual({ EMPTY: '', A: '2' });
    });

    it('reads CRLF files and skips a byte-order mark', () => {
      expect(parseEnvFile('\uFEFFA=1\r\nB=2\r\n').values).toEqual({ A: '1', B: '2' });
    });
  });

  describe('when there are comments', () => {
    it('skips comment lines and blank lines', () => {
      expect(parseEnvFile('# a comment\n\n   # indented\nA=1').values).toEqual({ A: '1' });
    });

    it('cuts a comment after an unquoted value only when a space precedes the #', () => {
      expect(parseEnvFile('A=value # note\nB=pass#word\nC=#all comment').values).toEqual({
        A: 'value',
        B: 'pass#word',
        C: '',
      });
    });
  });

  describe('when values are quoted', () => {
    it('keeps single-quoted text literally', () => {
      expect(parseEnvFile(`A='a # b \\n $HOME'`).values).toEqual({ A: 'a # b \\n $HOME' });
    });

    it('unescapes double-quoted text', () => {
      expect(parseEnvFile('A="line1\\nline2 \\"q\\" \\\\ # kept"').values).toEqual({ A: 'line1\nline2 "q" \\ # kept' });
    });

    it('allows a comment after the closing quote', () => {
      expect(parseEnvFile('A="x" # note').values).toEqual({ A: 'x' });
    });

    it('reads a double-quoted value that spans lines', () => {
      expect(parseEnvFile('KEY="-----BEGIN-----\nabc\n-----END-----"\nNEXT=1').values).toEqual({
        KEY: '-----BEGIN-----\nabc\n-----END-----',
        NEXT: '1',
      });
    });
  });

  describe('when a line cannot be read', () => {
    it('reports its number and reads the other lines', () => {
      const file = parseEnvFile('A=1\nnot an assignment\n1BAD=2\nB="unclosed\nC=3\nD="x" trailing');

      expect(file.values).toEqual({ A: '1', C: '3' });
      expect(file.invalidLines).toEqual([2, 3, 4, 6]);
    });
  });
});
