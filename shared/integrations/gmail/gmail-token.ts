/**
 * The Gmail OAuth token as it is stored (encrypted) in the credential store under the
 * provider `gmail`: a JSON object, validated on every read.
 */
import { z } from 'zod';
import { gmailLimits } from './gmail-limits.ts';

/** The credential provider name Gmail tokens are stored under. */
export const gmailCredentialProvider = 'gmail';

/** Epoch seconds, epoch milliseconds, or an ISO 8601 date. */
const expiryValue = z.union([z.number().finite().nonnegative(), z.iso.datetime({ offset: true })]);

/** The stored secret: `{ access_token, refresh_token?, expires_at? }`. */
export const gmailTokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_at: expiryValue.nullable().optional(),
});

/** A stored Gmail token, validated. */
export type GmailToken = z.output<typeof gmailTokenSchema>;

/** Parses the stored secret; null when it is not JSON or not a token (never throws, and
 * never says what the text was). */
export function parseGmailToken(secret: string): GmailToken | null {
  let value: unknown;
  try {
    value = JSON.parse(secret);
  } catch {
    return null;
  }
  const parsed = gmailTokenSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Numbers below this are epoch seconds (it is the year 33658 in seconds). */
const millisecondsThreshold = 1e12;

/** When the token stops working: its own `expires_at`, else the credential row's. */
export function tokenExpiry(token: GmailToken, rowExpiresAt: Date | null): Date | null {
  const stated = token.expires_at;
  if (stated === undefined || stated === null) return rowExpiresAt;
  if (typeof stated === 'string') return new Date(stated);
  return new Date(stated < millisecondsThreshold ? stated * 1000 : stated);
}

/** Whether a token expiring at `expiry` should be refreshed before use at `now`. */
export function isTokenExpired(expiry: Date | null, now: Date): boolean {
  return expiry !== null && expiry.getTime() - gmailLimits.tokenExpirySkewMs <= now.getTime();
}
