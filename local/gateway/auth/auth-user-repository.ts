/**
 * Users of the local Auth, in `auth.users` as GoTrue keeps them: email, bcrypt hash in
 * `encrypted_password`, `email_confirmed_at`, the app and user metadata. The columns
 * beyond `id` and `email` come from local/bootstrap.sql (Supabase's table has them all).
 */
import { z } from 'zod';
import type { SqlClient } from '../../../shared/db/sql-client.ts';
import { parseRow } from '../../../shared/db/repositories/row-error.ts';
import { isUuid } from '../../../shared/db/repositories/uuid.ts';

/** A user as the local Auth reads one. */
export interface AuthUser {
  readonly id: string;
  readonly email: string | null;
  readonly encryptedPassword: string | null;
  readonly emailConfirmedAt: Date | null;
  readonly appMetadata: Readonly<Record<string, unknown>>;
  readonly userMetadata: Readonly<Record<string, unknown>>;
  readonly createdAt: Date;
  readonly updatedAt: Date | null;
  readonly lastSignInAt: Date | null;
}

/** A confirmed email user to create. */
export interface NewAuthUser {
  readonly id: string;
  readonly email: string;
  readonly encryptedPassword: string;
  readonly appMetadata: Readonly<Record<string, unknown>>;
  readonly userMetadata: Readonly<Record<string, unknown>>;
  readonly now: Date;
}

/** Reads and writes `auth.users`. */
export interface AuthUserRepository {
  findById(id: string): Promise<AuthUser | null>;
  /** The user with this email, compared case-insensitively as GoTrue does. */
  findByEmail(email: string): Promise<AuthUser | null>;
  /** Creates the user; null when the email is taken. */
  create(user: NewAuthUser): Promise<AuthUser | null>;
  recordSignIn(id: string, at: Date): Promise<void>;
  /** Sets the password (and confirms the email) only when the user has none; true when it did. */
  setPasswordIfMissing(id: string, encryptedPassword: string, at: Date): Promise<boolean>;
}

const metadataSchema = z.record(z.string(), z.unknown()).nullable().transform((value) => value ?? {});
const userRowSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  encrypted_password: z.string().nullable(),
  email_confirmed_at: z.date().nullable(),
  raw_app_meta_data: metadataSchema,
  raw_user_meta_data: metadataSchema,
  created_at: z.date().nullable(),
  updated_at: z.date().nullable(),
  last_sign_in_at: z.date().nullable(),
});

const userColumns =
  'id::text as id, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, last_sign_in_at';
const uniqueViolation = '23505';

function toUser(row: unknown): AuthUser {
  const parsed = parseRow(userRowSchema, row, 'auth.users');
  return {
    id: parsed.id,
    email: parsed.email,
    encryptedPassword: parsed.encrypted_password,
    emailConfirmedAt: parsed.email_confirmed_at,
    appMetadata: parsed.raw_app_meta_data,
    userMetadata: parsed.raw_user_meta_data,
    // A row inserted by hand may lack it (Supabase's column is nullable).
    createdAt: parsed.created_at ?? new Date(0),
    updatedAt: parsed.updated_at,
    lastSignInAt: parsed.last_sign_in_at,
  };
}

/** An {@link AuthUserRepository} on `sql`. */
export function createAuthUserRepository(sql: SqlClient): AuthUserRepository {
  const findById = async (id: string): Promise<AuthUser | null> => {
    if (!isUuid(id)) return null;
    const rows = await sql.query(`select ${userColumns} from auth.users where id = $1`, [id]);
    return rows.length === 0 ? null : toUser(rows[0]);
  };
  return {
    findById,
    async findByEmail(email) {
      const rows = await sql.query(
        `select ${userColumns} from auth.users where lower(email) = lower($1) order by created_at limit 1`,
        [email],
      );
      return rows.length === 0 ? null : toUser(rows[0]);
    },
    async create(user) {
      try {
        const rows = await sql.query(
          `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
           select $1::uuid, 'authenticated', 'authenticated', $2::text, $3::text, $4::timestamptz, $5::jsonb, $6::jsonb, $4::timestamptz, $4::timestamptz
           where not exists (select 1 from auth.users where lower(email) = lower($2::text))
           returning ${userColumns}`,
          [
            user.id,
            user.email,
            user.encryptedPassword,
            user.now,
            JSON.stringify(user.appMetadata),
            JSON.stringify(user.userMetadata),
          ],
        );
        return rows.length === 0 ? null : toUser(rows[0]);
      } catch (error) {
        // Two sign-ups of one email at once: the unique index refuses the second.
        if ((error as { code?: unknown }).code === uniqueViolation) return null;
        throw error;
      }
    },
    async recordSignIn(id, at) {
      await sql.query('update auth.users set last_sign_in_at = $2, updated_at = $2 where id = $1', [id, at]);
    },
    async setPasswordIfMissing(id, encryptedPassword, at) {
      const rows = await sql.query(
        `update auth.users set encrypted_password = $2, email_confirmed_at = coalesce(email_confirmed_at, $3), updated_at = $3
         where id = $1 and coalesce(encrypted_password, '') = '' returning id`,
        [id, encryptedPassword, at],
      );
      return rows.length > 0;
    },
  };
}
