/**
 * Sessions and refresh tokens of the local Auth, in the gateway's own schema `local_auth`
 * (created at start; not a migration: deployed projects have Supabase Auth's tables).
 * A refresh token is 32 random bytes, stored only as its SHA-256. Using one rotates it as
 * GoTrue does: it is revoked and a new one of the same session is issued. Within the
 * reuse interval a revoked token still gets a fresh token of its session (two tabs that
 * refresh at once both stay signed in); after it, its use ends the session: every token
 * of it is refused, and so are its access tokens at `GET /user`.
 */
import { z } from 'zod';
import type { SqlClient, SqlExecutor } from '../../../shared/db/sql-client.ts';
import { parseRow } from '../../../shared/db/repositories/row-error.ts';
import { isUuid } from '../../../shared/db/repositories/uuid.ts';

/** The tables, made idempotently at start. */
export const sessionTablesSql = `
create schema if not exists local_auth;
revoke all on schema local_auth from public;
create table if not exists local_auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  authenticated_at timestamptz not null,
  created_at timestamptz not null
);
create index if not exists sessions_user_id on local_auth.sessions (user_id);
create table if not exists local_auth.refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references local_auth.sessions (id) on delete cascade,
  parent_hash text,
  revoked_at timestamptz,
  created_at timestamptz not null
);
create index if not exists refresh_tokens_session_id on local_auth.refresh_tokens (session_id);
`;

/** A live session and the refresh token just issued for it. */
export interface IssuedSession {
  readonly sessionId: string;
  readonly userId: string;
  /** When the user signed in (the `amr` timestamp of every access token of the session). */
  readonly authenticatedAt: Date;
  readonly refreshToken: string;
}

/** What using a refresh token did. */
export type RotationOutcome =
  | { readonly kind: 'rotated'; readonly session: IssuedSession }
  | { readonly kind: 'not_found' }
  /** Used again after the reuse interval: the session has been ended. */
  | { readonly kind: 'already_used' };

/** Starts, refreshes and ends sessions. */
export interface SessionStore {
  start(userId: string, now: Date): Promise<IssuedSession>;
  rotate(refreshToken: string, now: Date): Promise<RotationOutcome>;
  isLive(sessionId: string): Promise<boolean>;
  /** Ends the sessions of `userId`: one, all, or all but one. */
  end(userId: string, scope: { readonly only: string } | { readonly except: string } | 'all'): Promise<void>;
}

const tokenRowSchema = z.object({
  session_id: z.string(),
  user_id: z.string(),
  authenticated_at: z.date(),
  revoked_at: z.date().nullable(),
});

async function hashOf(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function issueToken(
  executor: SqlExecutor,
  sessionId: string,
  parentHash: string | null,
  now: Date,
): Promise<string> {
  const token = newToken();
  await executor.query(
    'insert into local_auth.refresh_tokens (token_hash, session_id, parent_hash, created_at) values ($1, $2::uuid, $3, $4::timestamptz)',
    [await hashOf(token), sessionId, parentHash, now],
  );
  return token;
}

/** A {@link SessionStore} on `sql`; `reuseIntervalSeconds` is config.toml's `refresh_token_reuse_interval`. */
export function createSessionStore(
  sql: SqlClient,
  options: { readonly generateId: () => string; readonly reuseIntervalSeconds: number },
): SessionStore {
  return {
    start: (userId, now) =>
      sql.transaction(async (transaction) => {
        const sessionId = options.generateId();
        await transaction.query(
          'insert into local_auth.sessions (id, user_id, authenticated_at, created_at) values ($1::uuid, $2::uuid, $3::timestamptz, $3::timestamptz)',
          [sessionId, userId, now],
        );
        return {
          sessionId,
          userId,
          authenticatedAt: now,
          refreshToken: await issueToken(transaction, sessionId, null, now),
        };
      }),

    async rotate(refreshToken, now) {
      const hash = await hashOf(refreshToken);
      return sql.transaction(async (transaction): Promise<RotationOutcome> => {
        // The row lock makes two refreshes with one token take turns: the second sees it revoked.
        const rows = await transaction.query(
          `select t.session_id::text as session_id, s.user_id::text as user_id, s.authenticated_at, t.revoked_at
           from local_auth.refresh_tokens t join local_auth.sessions s on s.id = t.session_id
           where t.token_hash = $1 for update of t`,
          [hash],
        );
        if (rows.length === 0) return { kind: 'not_found' };
        const token = parseRow(tokenRowSchema, rows[0], 'local_auth.refresh_tokens');
        const withinReuse = token.revoked_at !== null &&
          now.getTime() - token.revoked_at.getTime() <= options.reuseIntervalSeconds * 1000;
        if (token.revoked_at !== null && !withinReuse) {
          await transaction.query('delete from local_auth.sessions where id = $1::uuid', [token.session_id]);
          return { kind: 'already_used' };
        }
        if (token.revoked_at === null) {
          await transaction.query(
            'update local_auth.refresh_tokens set revoked_at = $2::timestamptz where token_hash = $1',
            [hash, now],
          );
        }
        const next = await issueToken(transaction, token.session_id, hash, now);
        return {
          kind: 'rotated',
          session: {
            sessionId: token.session_id,
            userId: token.user_id,
            authenticatedAt: token.authenticated_at,
            refreshToken: next,
          },
        };
      });
    },

    async isLive(sessionId) {
      if (!isUuid(sessionId)) return false;
      return (await sql.query('select 1 from local_auth.sessions where id = $1::uuid', [sessionId])).length > 0;
    },

    async end(userId, scope) {
      if (scope === 'all') {
        await sql.query('delete from local_auth.sessions where user_id = $1::uuid', [userId]);
      } else if ('only' in scope) {
        if (isUuid(scope.only)) {
          await sql.query('delete from local_auth.sessions where user_id = $1::uuid and id = $2::uuid', [
            userId,
            scope.only,
          ]);
        }
      } else if (isUuid(scope.except)) {
        await sql.query('delete from local_auth.sessions where user_id = $1::uuid and id <> $2::uuid', [
          userId,
          scope.except,
        ]);
      } else {
        await sql.query('delete from local_auth.sessions where user_id = $1::uuid', [userId]);
      }
    },
  };
}
