import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SqlClient } from '../../../shared/db/sql-client.ts';
import { createChatFunction } from '../../../shared/functions/chat-function.ts';
import { createGmailFunction } from '../../../shared/functions/gmail-function.ts';
import { createIntegrationsFunction } from '../../../shared/functions/integrations-function.ts';
import { silentLogger } from '../../../shared/log/logger.ts';

const repositoryRoot = join(import.meta.dirname, '..', '..', '..');

/** A database the factories may hold but must not touch while booting. */
const untouchedDatabase: SqlClient = {
  dialect: 'pglite',
  query: () => Promise.reject(new Error('queried')),
  exec: () => Promise.reject(new Error('queried')),
  transaction: () => Promise.reject(new Error('queried')),
  close: () => Promise.resolve(),
};

/** Source without its comments. */
function code(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
}

/** An environment that records every variable read after `seal()`. */
function watchedEnvironment(values: Record<string, string>) {
  const lateReads: string[] = [];
  let sealed = false;
  const environment = new Proxy(values, {
    get(target, name) {
      if (sealed) lateReads.push(String(name));
      return Reflect.get(target, name);
    },
  });
  return { environment, lateReads, seal: () => (sealed = true) };
}

const complete = {
  SUPABASE_JWT_SECRET: 'read-once-jwt-secret-0123456789-0123456789',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
  SUPABASE_URL: 'https://project.supabase.co',
  OPENAI_API_KEY: 'sk-test',
};

describe('configuration', () => {
  describe('when a function has booted', () => {
    it.each([
      ['chat', createChatFunction, 'chat'],
      ['gmail-api', createGmailFunction, 'gmail-api'],
      ['integrations', createIntegrationsFunction, 'integrations/gmail/connect'],
    ])('%s answers requests without reading the environment again', async (_name, create, path) => {
      const { environment, lateReads, seal } = watchedEnvironment(complete);
      const handler = create(environment, { localDatabase: untouchedDatabase, logger: silentLogger });
      seal();

      const preflight = await handler(
        new Request(`http://localhost/functions/v1/${path}`, {
          method: 'OPTIONS',
          headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
        }),
      );
      const unsigned = await handler(
        new Request(`http://localhost/functions/v1/${path}`, { method: 'POST', body: '{}' }),
      );

      expect(preflight.status).toBeLessThan(300);
      expect(unsigned.status).toBe(401);
      expect(lateReads).toEqual([]);
    });
  });

  describe('in shared/', () => {
    it('is never read from the process: no Deno.env or process.env', async () => {
      const readers: string[] = [];
      const visit = async (directory: string): Promise<void> => {
        for (const entry of await readdir(directory, { withFileTypes: true })) {
          const path = join(directory, entry.name);
          if (entry.isDirectory()) await visit(path);
          else if (path.endsWith('.ts') && /\b(?:Deno\.env|process\.env)\b/.test(code(await readFile(path, 'utf8')))) {
            readers.push(relative(repositoryRoot, path));
          }
        }
      };
      await visit(join(repositoryRoot, 'shared'));
      expect(readers).toEqual([]);
    });
  });
});
