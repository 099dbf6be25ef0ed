import { z } from 'zod';
import type { CredentialCipher } from '../credential-cipher.ts';
import type { SqlClient } from '../sql-client.ts';
import { parseRow } from './row-error.ts';
import { isUuid } from './uuid.ts';

/** The integrations an OAuth flow can connect (`oauth_states.integration`). */
export type OAuthIntegration = 'gmail';

/** One started OAuth flow, as the connect route writes it. */
export interface NewOAuthState {
  readonly nonce: string;
  readonly userId: string;
  readonly agentId: string;
  readonly integration: OAuthIntegration;
  readonly returnTo: string;
  /** The PKCE verifier in clear; stored encrypted. */
  readonly codeVerifier: string;
  readonly sandbox: boolean;
  readonly expiresAt: Date;
}

/** A flow the callback has just consumed. */
export interface ConsumedOAuthState {
  readonly returnTo: string;
  readonly codeVerifier: string;
  readonly sandbox: boolean;
}

/** Why a state could not be consumed. `mismatch`: the row belongs to another user or agent
 * than the signed state says; `unreadable`: its verifier does not decrypt. */
export type OAuthStateRefusal = 'missing' | 'used' | 'expired' | 'mismatch' | 'unreadable';

/** What {@link OAuthStatesRepository.consume} found. */
export type OAuthStateConsumption = { readonly ok: true; readonly state: ConsumedOAuthState } | {
  readonly ok: false;
  readonly reason: OAuthStateRefusal;
};

/** The rows behind OAuth `state` values: written once, consumed at most once. */
export interface OAuthStatesRepository {
  create(state: NewOAuthState): Promise<void>;
  /**
   * Marks the state used and returns it, atomically: of two callbacks with one state, one
   * wins. Only a row of `userId` and `agentId`, unused and unexpired at `now`, is taken.
   */
  consume(nonce: string, binding: { userId: string; agentId: string }, now: Date): Promise<OAuthStateConsumption>;
  /** Deletes up to `limit` rows that expired before `before`; resolves to the count. */
  deleteExpired(before: Date, limit?: number): Promise<number>;
}

const consumedRowSchema = z.object({
  return_to: z.string(),
  code_verifier_ciphertext: z.string(),
  sandbox: z.boolean(),
});
const inspectedRowSchema = z.object({
  user_id: z.string(),
  agent_id: z.string(),
  used_at: z.date().nullable(),
  expires_at: z.date(),
});

/** The cipher binding of a verifier: its row, so a ciphertext moved to another row fails. */
function bindingOf(userId: string, nonce: string) {
  return { userId, provider: `oauth_state:${nonce}` };
}

/** Why an unconsumable state was refused, read after the atomic update found nothing. */
async function refusalOf(
  sql: SqlClient,
  nonce: string,
  binding: { userId: string; agentId: string },
  now: Date,
): Promise<OAuthStateRefusal> {
  const rows = await sql.query(
    `select user_id, agent_id, used_at, expires_at from public.oauth_states where nonce = $1`,
    [nonce],
  );
  if (rows.length === 0) return 'missing';
  const row = parseRow(inspectedRowSchema, rows[0], 'oauth_states');
  if (row.user_id !== binding.userId || row.agent_id !== binding.agentId) return 'mismatch';
  if (row.used_at !== null) return 'used';
  return row.expires_at.getTime() <= now.getTime() ? 'expired' : 'missing';
}

/** An {@link OAuthStatesRepository} on `sql` (the service role), encrypting verifiers with `cipher`. */
export function createOAuthStatesRepository(
  sql: SqlClient,
  options: { cipher: CredentialCipher },
): OAuthStatesRepository {
  const { cipher } = options;
  return {
    async create(state) {
      const ciphertext = await cipher.encrypt(state.codeVerifier, bindingOf(state.userId, state.nonce));
      await sql.query(
        `insert into public.oauth_states (nonce, user_id, agent_id, integration, return_to, code_verifier_ciphertext, sandbox, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          state.nonce,
          state.userId,
          state.agentId,
          state.integration,
          state.returnTo,
          ciphertext,
          state.sandbox,
          state.expiresAt,
        ],
      );
    },
    async consume(nonce, binding, now) {
      if (!isUuid(binding.userId) || !isUuid(binding.agentId)) return { ok: false, reason: 'mismatch' };
      const rows = await sql.query(
        `update public.oauth_states set used_at = $4
         where nonce = $1 and user_id = $2 and agent_id = $3 and used_at is null and expires_at > $4
         returning return_to, code_verifier_ciphertext, sandbox`,
        [nonce, binding.userId, binding.agentId, now],
      );
      if (rows.length === 0) return { ok: false, reason: await refusalOf(sql, nonce, binding, now) };
      const row = parseRow(consumedRowSchema, rows[0], 'oauth_states');
      const verifier = await cipher.decrypt(row.code_verifier_ciphertext, bindingOf(binding.userId, nonce));
      if (!verifier.ok) return { ok: false, reason: 'unreadable' };
      return { ok: true, state: { returnTo: row.return_to, codeVerifier: verifier.secret, sandbox: row.sandbox } };
    },
    async deleteExpired(before, limit = 100) {
      const rows = await sql.query(
        `delete from public.oauth_states where nonce in (select nonce from public.oauth_states where expires_at < $1 order by expires_at limit $2) returning nonce`,
        [before, limit],
      );
      return rows.length;
    },
  };
}
