import { z } from 'zod';
import type { Logger } from '../../log/logger.ts';
import type { CredentialCipher, CredentialCorruptionReason } from '../credential-cipher.ts';
import type { SqlClient } from '../sql-client.ts';
import { parseRow } from './row-error.ts';
import { isUuid } from './uuid.ts';

/** The states `integration_credentials.status` allows. */
export const credentialStatuses = ['active', 'expired', 'revoked', 'error'] as const;

/** One of {@link credentialStatuses}. */
export type CredentialStatus = (typeof credentialStatuses)[number];

/** What {@link CredentialsRepository.get} finds. A corrupted credential is a value, never
 * an exception, and its reason never carries the stored text. */
export type CredentialLookup =
  | { readonly status: 'missing' }
  | { readonly status: 'corrupted'; readonly reason: CredentialCorruptionReason }
  | {
    readonly status: 'ok';
    readonly secret: string;
    readonly expiresAt: Date | null;
    readonly metadata: Readonly<Record<string, unknown>>;
    readonly credentialStatus: CredentialStatus;
  };

/** A stored credential as an overview shows it: never the secret or its ciphertext. */
export interface CredentialSummary {
  readonly provider: string;
  readonly credentialStatus: CredentialStatus;
  /** False when the ciphertext cannot be decrypted, or the `usable` check refused the secret. */
  readonly readable: boolean;
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly expiresAt: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** What {@link CredentialsRepository.reencryptAll} did. */
export interface ReencryptionReport {
  readonly reencrypted: number;
  readonly current: number;
  readonly corrupted: number;
}

/** A user's integration secrets (API keys, OAuth tokens), encrypted at rest. */
export interface CredentialsRepository {
  /** Stores (or replaces) the user's secret for `provider`, encrypted, as `active`. */
  save(
    userId: string,
    provider: string,
    secret: string,
    options?: { expiresAt?: Date | null; metadata?: Record<string, unknown> },
  ): Promise<void>;
  get(userId: string, provider: string): Promise<CredentialLookup>;
  /** The user's credentials for each of `providers`, read with one statement: a lookup per
   * provider asked, as {@link CredentialsRepository.get} would answer it. */
  getMany(userId: string, providers: readonly string[]): Promise<ReadonlyMap<string, CredentialLookup>>;
  /** Sets the status (a rejected token becomes `expired`, a disconnect `revoked`);
   * false when there is no such credential. */
  markStatus(userId: string, provider: string, status: CredentialStatus): Promise<boolean>;
  /** Deletes the user's credential for `provider`; false when there was none. */
  delete(userId: string, provider: string): Promise<boolean>;
  /**
   * The user's credentials among `providers`, without their secrets. Each is decrypted
   * here only to tell whether it is `readable`; `usable` may refuse a decrypted secret
   * (a token that is not JSON, a key that is a Vault reference). Only that verdict leaves.
   */
  listForUser(
    userId: string,
    providers: readonly string[],
    options?: { usable?: (provider: string, secret: string) => boolean },
  ): Promise<CredentialSummary[]>;
  /** Moves every ciphertext made with an older key of the ring to the current key. */
  reencryptAll(): Promise<ReencryptionReport>;
}

/** The arguments of a save were unusable. The message never includes the secret. */
export class CredentialInputError extends Error {
  override readonly name = 'CredentialInputError';
  readonly code = 'invalid_credential_input';
}

const credentialRowSchema = z.object({
  secret_ciphertext: z.string(),
  status: z.enum(credentialStatuses),
  expires_at: z.date().nullable(),
  metadata: z.record(z.string(), z.unknown()),
});

const summaryRowSchema = credentialRowSchema.extend({
  provider: z.string(),
  created_at: z.date(),
  updated_at: z.date(),
});

const rotationRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  provider: z.string(),
  secret_ciphertext: z.string(),
});

/** Rows re-encrypted per round trip in {@link CredentialsRepository.reencryptAll}. */
const rotationBatchSize = 100;

function checkSaveInput(userId: string, provider: string, secret: string): void {
  if (!isUuid(userId)) throw new CredentialInputError('The user id must be a UUID.');
  if (provider.length < 1 || provider.length > 100) {
    throw new CredentialInputError('The provider must be 1-100 characters.');
  }
  if (secret.length === 0) throw new CredentialInputError('The secret must not be empty.');
}

/** A {@link CredentialsRepository} on `sql` (the service role), encrypting with `cipher`.
 * `logger` hears of corrupted credentials: user, provider and reason only. */
export function createCredentialsRepository(
  sql: SqlClient,
  options: { cipher: CredentialCipher; logger?: Logger },
): CredentialsRepository {
  const { cipher, logger } = options;
  /** A stored row as a lookup: decrypted, or `corrupted` (logged) when it cannot be. */
  const lookupOf = async (userId: string, provider: string, raw: unknown): Promise<CredentialLookup> => {
    const row = parseRow(credentialRowSchema, raw, 'integration_credentials');
    const decrypted = await cipher.decrypt(row.secret_ciphertext, { userId, provider });
    if (!decrypted.ok) {
      logger?.warn('credential-corrupted', { userId, provider, reason: decrypted.reason });
      return { status: 'corrupted', reason: decrypted.reason };
    }
    return {
      status: 'ok',
      secret: decrypted.secret,
      expiresAt: row.expires_at,
      metadata: row.metadata,
      credentialStatus: row.status,
    };
  };
  return {
    async save(userId, provider, secret, saveOptions = {}) {
      checkSaveInput(userId, provider, secret);
      const ciphertext = await cipher.encrypt(secret, { userId, provider });
      await sql.query(
        `insert into public.integration_credentials (user_id, provider, status, secret_ciphertext, expires_at, metadata)
         values ($1, $2, 'active', $3, $4, $5::jsonb)
         on conflict (user_id, provider) do update set status = 'active', secret_ciphertext = excluded.secret_ciphertext,
           expires_at = excluded.expires_at, metadata = excluded.metadata, updated_at = now()`,
        [userId, provider, ciphertext, saveOptions.expiresAt ?? null, JSON.stringify(saveOptions.metadata ?? {})],
      );
    },
    async get(userId, provider) {
      if (!isUuid(userId)) return { status: 'missing' };
      const rows = await sql.query(
        `select secret_ciphertext, status, expires_at, metadata from public.integration_credentials where user_id = $1 and provider = $2`,
        [userId, provider],
      );
      return rows.length === 0 ? { status: 'missing' } : lookupOf(userId, provider, rows[0]);
    },
    async getMany(userId, providers) {
      const lookups = new Map<string, CredentialLookup>();
      const asked = [...new Set(providers)];
      if (asked.length === 0) return lookups;
      const rows = isUuid(userId)
        ? await sql.query(
          `select provider, secret_ciphertext, status, expires_at, metadata from public.integration_credentials
           where user_id = $1 and provider in (select jsonb_array_elements_text($2::jsonb))`,
          [userId, JSON.stringify(asked)],
        )
        : [];
      const found = new Map(rows.map((row) => [String(row.provider), row]));
      for (const provider of asked) {
        const row = found.get(provider);
        lookups.set(provider, row === undefined ? { status: 'missing' } : await lookupOf(userId, provider, row));
      }
      return lookups;
    },
    async markStatus(userId, provider, status) {
      if (!isUuid(userId)) return false;
      const rows = await sql.query(
        `update public.integration_credentials set status = $3, updated_at = now() where user_id = $1 and provider = $2 returning id`,
        [userId, provider, status],
      );
      return rows.length > 0;
    },
    async delete(userId, provider) {
      if (!isUuid(userId)) return false;
      const rows = await sql.query(
        `delete from public.integration_credentials where user_id = $1 and provider = $2 returning id`,
        [userId, provider],
      );
      return rows.length > 0;
    },
    async listForUser(userId, providers, listOptions = {}) {
      if (!isUuid(userId) || providers.length === 0) return [];
      const rows = await sql.query(
        `select provider, secret_ciphertext, status, expires_at, metadata, created_at, updated_at from public.integration_credentials
         where user_id = $1 and provider in (select jsonb_array_elements_text($2::jsonb)) order by provider`,
        [userId, JSON.stringify([...new Set(providers)])],
      );
      const summaries: CredentialSummary[] = [];
      for (const raw of rows) {
        const row = parseRow(summaryRowSchema, raw, 'integration_credentials');
        const decrypted = await cipher.decrypt(row.secret_ciphertext, { userId, provider: row.provider });
        if (!decrypted.ok) {
          logger?.warn('credential-corrupted', { userId, provider: row.provider, reason: decrypted.reason });
        }
        const readable = decrypted.ok && (listOptions.usable?.(row.provider, decrypted.secret) ?? true);
        summaries.push({
          provider: row.provider,
          credentialStatus: row.status,
          readable,
          metadata: row.metadata,
          expiresAt: row.expires_at,
          createdAt: row.created_at,
          updatedAt: row.updated_at,
        });
      }
      return summaries;
    },
    async reencryptAll() {
      const counts = { reencrypted: 0, current: 0, corrupted: 0 };
      for (let after = '00000000-0000-0000-0000-000000000000';;) {
        const rows = await sql.query(
          `select id, user_id, provider, secret_ciphertext from public.integration_credentials where id > $1 order by id limit $2`,
          [after, rotationBatchSize],
        );
        for (const raw of rows) {
          const row = parseRow(rotationRowSchema, raw, 'integration_credentials');
          const result = await cipher.reencrypt(row.secret_ciphertext, { userId: row.user_id, provider: row.provider });
          if (result.status === 'corrupted') {
            logger?.warn('credential-corrupted', {
              userId: row.user_id,
              provider: row.provider,
              reason: result.reason,
            });
          }
          if (result.status !== 'reencrypted') {
            counts[result.status] += 1;
            continue;
          }
          // Guarded by the old text: a save that raced this one wins, and is already current.
          const updated = await sql.query(
            `update public.integration_credentials set secret_ciphertext = $2, updated_at = now() where id = $1 and secret_ciphertext = $3 returning id`,
            [row.id, result.ciphertext, row.secret_ciphertext],
          );
          counts[updated.length > 0 ? 'reencrypted' : 'current'] += 1;
        }
        const last = rows.at(-1);
        if (rows.length < rotationBatchSize || last === undefined) return counts;
        after = String(last.id);
      }
    },
  };
}
