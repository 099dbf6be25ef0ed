import { SignJWT } from 'jose';
import type { SqlClient } from '../../shared/db/sql-client.ts';
import { createCredentialCipher, parseCredentialKeyring } from '../../shared/db/credential-cipher.ts';
import { createCredentialsRepository } from '../../shared/db/repositories/credentials-repository.ts';

/** The seeded demo user: the one user of a `--one-user` run. */
export const demoUserId = '00000000-0000-4000-8000-000000000001';

/** The load test's users: one per conversation (`per-conversation`), or the demo user for
 * all of them (`one-user`, which shows the per-user rate limit at work). */
export type LoadUsers = 'per-conversation' | 'one-user';

/** The user of conversation `index` (0-based). */
export function loadUserId(users: LoadUsers, index: number): string {
  if (users === 'one-user') return demoUserId;
  // After the demo user's id, so a per-conversation run never shares its limit.
  return `00000000-0000-4000-8000-${(0x1000 + index).toString(16).padStart(12, '0')}`;
}

/** Creates the users (in `auth.users`, as Supabase Auth would) and gives each a Serper key. */
export async function prepareLoadUsers(
  sql: SqlClient,
  userIds: readonly string[],
  credentialsKey: string,
): Promise<void> {
  const unique = [...new Set(userIds)];
  await sql.query(
    `insert into auth.users (id, email)
     select id::uuid, 'load-' || id || '@parley.local' from json_array_elements_text($1::json) as id
     on conflict (id) do nothing`,
    [JSON.stringify(unique)],
  );
  const credentials = createCredentialsRepository(sql, {
    cipher: createCredentialCipher(parseCredentialKeyring(credentialsKey)),
  });
  for (const userId of unique) await credentials.save(userId, 'serper', 'load-test-serper-key', {});
}

/** An access token for `userId`, signed as the local gateway's Supabase Auth signs them. */
export function loadUserToken(userId: string, jwtSecret: string): Promise<string> {
  return new SignJWT({ role: 'authenticated', aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(jwtSecret));
}
