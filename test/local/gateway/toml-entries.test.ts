import { describe, expect, it } from 'vitest';
import { tomlEntries, TomlSyntaxError } from '../../../local/gateway/toml-entries.ts';

function valueAt(text: string, path: string): string | number | boolean | undefined {
  return tomlEntries(text).find((entry) => entry.path.join('.') === path)?.value;
}

describe('tomlEntries', () => {
  describe('when settings sit in tables', () => {
    it('gives each scalar its table path, with quoted and dotted keys', () => {
      const text =
        '[functions.chat]\nverify_jwt = false\n[functions."gmail-api"]\nenabled = true\n[ functions . \'x.y\' ]\nverify_jwt = true';

      expect(tomlEntries(text)).toEqual([
        { path: ['functions', 'chat', 'verify_jwt'], value: false },
        { path: ['functions', 'gmail-api', 'enabled'], value: true },
        { path: ['functions', 'x.y', 'verify_jwt'], value: true },
      ]);
    });

    it('reads dotted keys at the root and inline tables', () => {
      expect(valueAt('functions.chat.verify_jwt = false', 'functions.chat.verify_jwt')).toBe(false);
      expect(valueAt('[functions]\nchat = { verify_jwt = false, entrypoint = "./x.ts" }', 'functions.chat.verify_jwt'))
        .toBe(false);
    });

    it('numbers the tables of an array of tables', () => {
      expect(tomlEntries('[[hooks]]\nname = "a"\n[[hooks]]\nname = "b"').map((entry) => entry.path.join('.'))).toEqual([
        'hooks.0.name',
        'hooks.1.name',
      ]);
    });
  });

  describe('when values are strings, arrays and others', () => {
    it('unescapes basic strings and keeps literal ones', () => {
      expect(valueAt('a = "tab\\there \\u00e9 # not a comment" # comment', 'a')).toBe('tab\there é # not a comment');
      expect(valueAt("a = 'C:\\path\\n'", 'a')).toBe('C:\\path\\n');
    });

    it('reads multi-line strings, whose lines never start a table', () => {
      const text = 'a = """\n[functions.chat]\nverify_jwt = false\n"""\nb = \'\'\'\nx\'\'\'';

      expect(tomlEntries(text)).toEqual([{ path: ['a'], value: '[functions.chat]\nverify_jwt = false\n' }, {
        path: ['b'],
        value: 'x',
      }]);
    });

    it('reads arrays over several lines, with comments and a trailing comma', () => {
      const text = 'schemas = [\n  "public", # the default\n  "graphql_public",\n]\n[next]\nx = 1';

      expect(tomlEntries(text)).toEqual([
        { path: ['schemas', '0'], value: 'public' },
        { path: ['schemas', '1'], value: 'graphql_public' },
        { path: ['next', 'x'], value: 1 },
      ]);
    });

    it('gives numbers as numbers and dates as ISO 8601 text', () => {
      expect(
        tomlEntries('port = 54321\nwhen = 1979-05-27 07:32:00Z\nday = 1979-05-27\nratio = -1.5e3').map((entry) =>
          entry.value
        ),
      ).toEqual([
        54321,
        '1979-05-27T07:32:00.000Z',
        '1979-05-27',
        -1500,
      ]);
    });
  });

  describe('when the text is not TOML', () => {
    it('throws naming the file, the line and the column, with the lines around it', () => {
      expect(() => tomlEntries('a = 1\nb = "unterminated\n')).toThrow(TomlSyntaxError);
      expect(() => tomlEntries('a = 1\n[table\n', 'supabase/config.toml')).toThrow(
        /^supabase\/config\.toml:2:7: .*\n1: {2}a = 1\n2: {2}\[table\n/,
      );
      expect(() => tomlEntries('a = 1 2', 'other.toml')).toThrow(
        /^other\.toml:1:7: each key-value declaration must be followed by an end-of-line/,
      );
    });

    it('gives the position as fields', () => {
      const error = (() => {
        try {
          tomlEntries('a = 1\n\nb = = 2');
        } catch (thrown) {
          return thrown;
        }
      })();

      expect(error).toMatchObject({ name: 'TomlSyntaxError', line: 3, column: 5 });
    });

    it('refuses a table or key defined twice, as TOML requires', () => {
      expect(() => tomlEntries('[functions.chat]\nverify_jwt = false\n[functions.chat]\nverify_jwt = true')).toThrow(
        /:3:2: trying to redefine/,
      );
    });
  });
});
