/**
 * The seeded demo user's local password, so the web app's demo sign-in works offline.
 * It is public (printed in the banner and the docs) and set only by the local gateway,
 * only when the demo user has no password yet: a password set since is kept.
 */
import { demoUser } from '../local-keys.ts';
import type { AuthUserRepository } from './auth-user-repository.ts';
import type { PasswordHasher } from './password-hashing.ts';

/** The demo user's password on a local database. Never used for a deployed project. */
export const demoUserPassword = 'parley-demo';

/** Whether the demo user can sign in with {@link demoUserPassword}. */
export type DemoSignIn = 'ready' | 'password-changed' | 'no-demo-user';

/** Gives the demo user {@link demoUserPassword} when they have none; says whether it works. */
export async function ensureDemoUserPassword(
  users: AuthUserRepository,
  passwords: PasswordHasher,
  now: Date,
): Promise<DemoSignIn> {
  const user = await users.findById(demoUser.id);
  if (user === null) return 'no-demo-user';
  if ((user.encryptedPassword ?? '') === '') {
    if (await users.setPasswordIfMissing(user.id, await passwords.hash(demoUserPassword), now)) return 'ready';
  }
  const current = await users.findById(demoUser.id);
  return current !== null && await passwords.verify(demoUserPassword, current.encryptedPassword)
    ? 'ready'
    : 'password-changed';
}
