import { describe, expect, it } from 'vitest';
import { tomlEntries, TomlSyntaxError } from '../../../local/gateway/toml-entries.ts';

function valueAt(text: string, path: string): string | boolean | undefined {
  return tomlEntries(text).find((entry) => entry.path.join('.') === path)?.value;
}

describe('tomlEntries', () => {
  describe('when settings sit in tables', () => {
    it('gives each scalar its table path, with quoted and dotted keys', () => {
      const text = '[functions.chat]\nverify_jwt = false\n[functions."gmail-api"]\nenabled = true\n[ functions . \'x.y\' ]\nverify_jwt = true';

      expect(tomlEntries(text)).toEqual([
        { path: ['functions', 'chat', 'verify_jwt'], value: false },
        { path: ['functions', 'gmail-api', 'enabled'], value: true },
        { path: ['functions', 'x.y', 'verify_jwt'], value: true },
      ]);
    });

    it('reads dotted keys at the root and inline tables', () => {
      expect(valueAt('functions.chat.verify_jwt = false', 'functions.chat.verify_jwt')).toBe(false);
      expect(valueAt('[functions]\nchat = { verify_jwt = false, entrypoint = "./x.ts" }', 'functions.chat.verify_jwt')).toBe(false);
    });

    it('numbers the tables of an array of tables', () => {
      expect(tomlEntries('[[hooks]]\nname = "a"\n[[hooks]]\nname = "b"').map((entry) => entry.path.join('.'))).toEqual(['hooks.0.name', 'hooks.1.name']);
    });
  });

  describe('when values are strings, arrays and others', () => {
    it('unescapes basic strings and keeps literal ones', () => {
      expect(valueAt('a = "tab\\there \\u00e9 # not a comment" # comment', 'a')).toBe('tab\there é # not a comment');
      expect(valueAt("a = 'C:\\path\\n'", 'a')).toBe('C:\\path\\n');
    });

    it('reads multi-line strings, whose lines never start a table', () => {
      const text = 'a = """\n[functions.chat]\nverify_jwt = false\n"""\nb = \'\'\'\nx\'\'\'';

      expect(tomlEntries(text)).toEqual([{ path: ['a'], value: '[functions.chat]\nverify_jwt = false\n' }, { path: ['b'], value: 'x' }]);
    });

    it('reads arrays over several lines, with comments and a trailing comma', () => {
      const text = 'schemas = [\n  "public", # the default\n  "graphql_public",\n]\n[next]\nx = 1';

      expect(tomlEntries(text)).toEqual([
        { path: ['schemas', '0'], value: 'public' },
        { path: ['schemas', '1'], value: 'graphql_public' },
        { path: ['next', 'x'], value: '1' },
      ]);
    });

    it('keeps numbers and dates as text', () => {
      expect(tomlEntries('port = 54321\nwhen = 1979-05-27 07:32:00Z\nratio = -1.5e3').map((entry) => entry.value)).toEqual(['54321', '1979-05-27 07:32:00Z', '-1.5e3']);
    });
  });

  describe('when the text is not TOML', () => {
    it('throws with the line of the problem', () => {
      expect(() => tomlEntries('a = 1\nb = "unterminated\n')).toThrow(TomlSyntaxError);
      expect(() => tomlEntries('a = 1\n[table\n')).toThrow(/line 2/);
      expect(() => tomlEntries('a = 1 2')).toThrow(/end of the line/);
    });
  });
});
