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

/** What the signed state says the row must be: a row of another user, agent or return
 * address is not the one the state was issued for. */
export interface OAuthStateBinding {
  readonly userId: string;
  readonly agentId: string;
  readonly returnTo: string;
}

/** Google's consent, kept by the callback for the completion. */
export interface ConsentHandOff {
  /** Google's authorization code in clear; stored encrypted. */
  readonly authorizationCode: string;
  /** SHA-256 of the completion code, base64url (completion-code.ts). */
  readonly completionCodeHash: string;
  /** When the completion code stops working; the row's new `expires_at`. */
  readonly completionExpiresAt: Date;
}

/** Why a state could not be consumed. `mismatch`: the row belongs to another user, agent or
 * return address than the signed state says. */
export type OAuthStateRefusal = 'missing' | 'used' | 'expired' | 'mismatch';

/** What {@link OAuthStatesRepository.consume} found. */
export type OAuthStateConsumption = { readonly ok: true } | {
  readonly ok: false;
  readonly reason: OAuthStateRefusal;
};

/** A flow whose completion code its own user has just presented. */
export interface ClaimedCompletion {
  readonly userId: string;
  readonly agentId: string;
  readonly codeVerifier: string;
  readonly authorizationCode: string;
  readonly sandbox: boolean;
}

/** What {@link OAuthStatesRepository.claimCompletion} found. `wrong_user`: the code is
 * another user's flow (and is now burned); `unreadable`: its secrets do not decrypt. */
export type CompletionClaim =
  | { readonly ok: true; readonly completion: ClaimedCompletion }
  | { readonly ok: false; readonly reason: 'missing' | 'used' | 'expired' | 'unreadable' }
  | { readonly ok: false; readonly reason: 'wrong_user'; readonly startedBy: string };

/** The rows behind OAuth `state` values: written once, consumed once, completed at most once. */
export interface OAuthStatesRepository {
  create(state: NewOAuthState): Promise<void>;
  /**
   * Marks the state used, atomically: of two callbacks with one state, one wins. Only a row
   * matching `binding`, unused and unexpired at `now`, is taken. With `handOff` (Google
   * consented), the row keeps Google's code and the completion code's hash until
   * `handOff.completionExpiresAt`.
   */
  consume(
    nonce: string,
    binding: OAuthStateBinding,
    now: Date,
    handOff?: ConsentHandOff,
  ): Promise<OAuthStateConsumption>;
  /**
   * Uses up the completion code of `completionCodeHash`, atomically and whoever presents it,
   * and gives the flow only to the user who started it (`claimant`), before its expiry.
   */
  claimCompletion(completionCodeHash: string, claimant: { userId: string }, now: Date): Promise<CompletionClaim>;
  /** Deletes up to `limit` rows that expired before `before`; resolves to the count. */
  deleteExpired(before: Date, limit?: number): Promise<number>;
}

const inspectedRowSchema = z.object({
  user_id: z.string(),
  agent_id: z.string(),
  return_to: z.string(),
  used_at: z.date().nullable(),
  expires_at: z.date(),
});
const claimedRowSchema = z.object({
  nonce: z.string(),
  user_id: z.string(),
  agent_id: z.string(),
  expires_at: z.date(),
  sandbox: z.boolean(),
  code_verifier_ciphertext: z.string(),
  authorization_code_ciphertext: z.string(),
});

/** The cipher bindings of a row's secrets: its user and nonce, one per secret, so a
 * ciphertext moved to another row or column fails to decrypt. */
const verifierBinding = (userId: string, nonce: string) => ({ userId, provider: `oauth_state:${nonce}` });
const authorizationCodeBinding = (userId: string, nonce: string) => ({ userId, provider: `oauth_code:${nonce}` });

/** Why an unconsumable state was refused, read after the atomic update found nothing. */
async function refusalOf(
  sql: SqlClient,
  nonce: string,
  binding: OAuthStateBinding,
  now: Date,
): Promise<OAuthStateRefusal> {
  const rows = await sql.query(
    `select user_id, agent_id, return_to, used_at, expires_at from public.oauth_states where nonce = $1`,
    [nonce],
  );
  if (rows.length === 0) return 'missing';
  const row = parseRow(inspectedRowSchema, rows[0], 'oauth_states');
  if (row.user_id !== binding.userId || row.agent_id !== binding.agentId || row.return_to !== binding.returnTo) {
    return 'mismatch';
  }
  if (row.used_at !== null) return 'used';
  return row.expires_at.getTime() <= now.getTime() ? 'expired' : 'missing';
}

/** An {@link OAuthStatesRepository} on `sql` (the service role), encrypting secrets with `cipher`. */
export function createOAuthStatesRepository(
  sql: SqlClient,
  options: { cipher: CredentialCipher },
): OAuthStatesRepository {
  const { cipher } = options;
  return {
    async create(state) {
      const ciphertext = await cipher.encrypt(state.codeVerifier, verifierBinding(state.userId, state.nonce));
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
    async consume(nonce, binding, now, handOff) {
      if (!isUuid(binding.userId) || !isUuid(binding.agentId)) return { ok: false, reason: 'mismatch' };
      const codeCiphertext = handOff === undefined
        ? null
        : await cipher.encrypt(handOff.authorizationCode, authorizationCodeBinding(binding.userId, nonce));
      const rows = await sql.query(
        `update public.oauth_states
         set used_at = $5, authorization_code_ciphertext = $6, completion_code_hash = $7,
             expires_at = coalesce($8, expires_at)
         where nonce = $1 and user_id = $2 and agent_id = $3 and return_to = $4 and used_at is null and expires_at > $5
         returning nonce`,
        [
          nonce,
          binding.userId,
          binding.agentId,
          binding.returnTo,
          now,
          codeCiphertext,
          handOff?.completionCodeHash ?? null,
          handOff?.completionExpiresAt ?? null,
        ],
      );
      return rows.length > 0 ? { ok: true } : { ok: false, reason: await refusalOf(sql, nonce, binding, now) };
    },
    async claimCompletion(completionCodeHash, claimant, now) {
      const rows = await sql.query(
        `update public.oauth_states set completed_at = $2
         where completion_code_hash = $1 and completed_at is null
         returning nonce, user_id, agent_id, expires_at, sandbox, code_verifier_ciphertext, authorization_code_ciphertext`,
        [completionCodeHash, now],
      );
      if (rows.length === 0) {
        const known = await sql.query(`select 1 from public.oauth_states where completion_code_hash = $1`, [
          completionCodeHash,
        ]);
        return { ok: false, reason: known.length > 0 ? 'used' : 'missing' };
      }
      const row = parseRow(claimedRowSchema, rows[0], 'oauth_states');
      if (row.user_id.toLowerCase() !== claimant.userId.toLowerCase()) {
        return { ok: false, reason: 'wrong_user', startedBy: row.user_id };
      }
      if (row.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
      const [verifier, authorizationCode] = await Promise.all([
        cipher.decrypt(row.code_verifier_ciphertext, verifierBinding(row.user_id, row.nonce)),
        cipher.decrypt(row.authorization_code_ciphertext, authorizationCodeBinding(row.user_id, row.nonce)),
      ]);
      if (!verifier.ok || !authorizationCode.ok) return { ok: false, reason: 'unreadable' };
      return {
        ok: true,
        completion: {
          userId: row.user_id,
          agentId: row.agent_id,
          codeVerifier: verifier.secret,
          authorizationCode: authorizationCode.secret,
          sandbox: row.sandbox,
        },
      };
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
