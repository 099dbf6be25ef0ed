import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';

const original = globalThis.Function;

afterEach(() => {
  globalThis.Function = original;
});

describe('zod-without-eval', () => {
  describe('when the app runs under a Content-Security-Policy without unsafe-eval', () => {
    it('builds and parses object schemas without ever calling Function', async () => {
      await import('../../../../web/src/config/zod-without-eval.ts');
      const { z } = await import('zod');
      const calls: unknown[][] = [];
      // What the browser does under the policy: every use of Function is refused (and reported).
      const refused = (...args: unknown[]): never => {
        calls.push(args);
        throw new EvalError('Refused to evaluate a string as JavaScript (the policy has no unsafe-eval).');
      };
      globalThis.Function = new Proxy(original, {
        apply: (_target, _this, args) => refused(...args),
        construct: (_target, args) => refused(...args),
      });

      const schema = z.object({ name: z.string(), nested: z.object({ count: z.number() }) });
      const parsed = schema.parse({ name: 'ana', nested: { count: 2 } });

      expect(parsed).toEqual({ name: 'ana', nested: { count: 2 } });
      expect(calls).toEqual([]);
    });

    it('is the first thing the entry imports, so it runs before any module builds a schema', async () => {
      const entry = await readFile(new URL('../../../../web/src/main.ts', import.meta.url), 'utf8');

      expect(entry.match(/^import .*$/m)?.[0]).toBe("import './config/zod-without-eval.ts';");
    });
  });
});
