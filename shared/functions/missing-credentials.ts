import type { CredentialsRepository } from '../db/repositories/credentials-repository.ts';

/** The credential store when `PARLEY_CREDENTIALS_KEY` is unset: nothing is connected, and
 * nothing can be stored (a secret is never kept unencrypted). */
export const missingCredentials: Pick<CredentialsRepository, 'get' | 'getMany' | 'save' | 'markStatus'> = {
  get: () => Promise.resolve({ status: 'missing' }),
  getMany: (_userId, providers) =>
    Promise.resolve(new Map(providers.map((provider) => [provider, { status: 'missing' as const }]))),
  save: () => Promise.reject(new Error('PARLEY_CREDENTIALS_KEY is not set: credentials cannot be stored.')),
  markStatus: () => Promise.resolve(false),
};
