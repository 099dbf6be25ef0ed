/**
 * Comparisons of secrets (API keys, signatures) that tell a caller neither where a guess
 * differs nor how long the secret is: both sides are reduced to their SHA-256 digests
 * (WebCrypto, in Deno and Node alike), and the two 32-byte digests are compared byte by byte
 * without stopping early. A comparison of the raw strings would take time in proportion to
 * their lengths, and so leak the length of the configured secret.
 */

/** Answers whether `presented` is one of the secrets a matcher was made with. */
export type SecretMatcher = (presented: string) => Promise<boolean>;

async function digestOf(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** Two digests of equal length compared in time independent of where they differ. */
function digestsEqual(left: Uint8Array, right: Uint8Array): boolean {
  let difference = 0;
  for (let index = 0; index < left.length; index += 1) difference |= (left[index] ?? 0) ^ (right[index] ?? 0);
  return difference === 0;
}

/** Whether two secrets are equal, by their SHA-256 digests (see the module comment). */
export async function secretsEqual(left: string, right: string): Promise<boolean> {
  const [leftDigest, rightDigest] = await Promise.all([digestOf(left), digestOf(right)]);
  return digestsEqual(leftDigest, rightDigest);
}

/**
 * A matcher for the configured `secrets`. Their digests are computed once, on first use, so
 * a request's time depends on what it presented, never on a configured secret; every digest
 * is compared, so the time does not tell which secret matched either.
 */
export function createSecretMatcher(secrets: readonly string[]): SecretMatcher {
  let configured: Promise<Uint8Array[]> | null = null;
  return async (presented) => {
    configured ??= Promise.all(secrets.map(digestOf));
    const [digests, presentedDigest] = await Promise.all([configured, digestOf(presented)]);
    let matched = false;
    for (const digest of digests) matched = digestsEqual(digest, presentedDigest) || matched;
    return matched;
  };
}
