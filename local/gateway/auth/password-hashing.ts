/**
 * Passwords as Supabase Auth stores them: bcrypt hashes in `auth.users.encrypted_password`,
 * so a user made by either side signs in on the other (GoTrue reads `$2a$`/`$2b$` hashes,
 * and so does bcryptjs, including those of pgcrypto's `crypt(…, gen_salt('bf'))`).
 */
import bcrypt from 'bcryptjs';

/** Cost 10: GoTrue's (Go's `bcrypt.DefaultCost`) and pgcrypto's default, about 60 ms a
 * hash in pure JavaScript — slow enough to matter to a guesser, quick enough for tests. */
const cost = 10;

/** bcrypt reads at most 72 bytes; GoTrue refuses longer passwords rather than cut them. */
export const maximumPasswordBytes = 72;

/** A hash of a password no one has (made on first use), compared against when the user does
 * not exist, so an unknown email takes as long to refuse as a wrong password. */
let unknownUserHash: Promise<string> | undefined;

/** Hashes and checks passwords. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when `password` matches `hash`; false for a missing or unreadable hash. */
  verify(password: string, hash: string | null): Promise<boolean>;
}

/** The bcrypt hasher. */
export const bcryptPasswordHasher: PasswordHasher = {
  hash: (password) => bcrypt.hash(password, cost),
  async verify(password, hash) {
    const stored = hash !== null && /^\$2[aby]\$\d\d\$/.test(hash) ? hash : null;
    unknownUserHash ??= bcrypt.hash(crypto.randomUUID(), cost);
    const matches = await bcrypt.compare(password, stored ?? await unknownUserHash);
    return stored !== null && matches;
  },
};
