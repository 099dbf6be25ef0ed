import { describe, expect, it } from 'vitest';
import type { SqlClient } from '../../../../shared/db/sql-client.ts';
import { silentLogger } from '../../../../shared/log/logger.ts';
import { openLocalAuth } from '../../../../local/gateway/auth/open-local-auth.ts';
import { localAnonKey, localJwtSecret } from '../../../../local/gateway/local-keys.ts';

/** A database that refuses everything, as one without rights on `auth.users` would. */
const refusingDatabase: SqlClient = {
  dialect: 'postgres',
  query: () => Promise.reject(new Error('permission denied for table users')),
  exec: () => Promise.reject(new Error('permission denied for table users')),
  transaction: () => Promise.reject(new Error('permission denied for table users')),
  close: () => Promise.resolve(),
};

describe('openLocalAuth', () => {
  describe('when the database cannot be readied', () => {
    it('still opens, says why for the banner, and its routes answer 503 instead of failing the gateway', async () => {
      const auth = await openLocalAuth({
        sql: refusingDatabase,
        jwtSecret: localJwtSecret,
        apiKeys: [localAnonKey],
        baseUrl: 'http://127.0.0.1:54321',
        configText: '',
        logger: silentLogger,
      });

      expect(auth.demoSignIn).toBe('unavailable');
      expect(auth.warning).toBe(
        'Local sign-in (/auth/v1) could not ready the database, so it will fail: permission denied for table users',
      );
      const response = await auth.routes(
        new Request('http://127.0.0.1:54321/auth/v1/token?grant_type=password', {
          method: 'POST',
          headers: { apikey: localAnonKey },
          body: JSON.stringify({ email: 'demo@parley.local', password: 'parley-demo' }),
        }),
      );
      expect(response?.status).toBe(503);
      expect(await response?.json()).toMatchObject({ error_code: 'unexpected_failure' });
    });
  });
});
