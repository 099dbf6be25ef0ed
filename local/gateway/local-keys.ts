/**
 * The keys a local Supabase stack uses, so the gateway and `supabase start` accept each
 * other's tokens. They are public (printed by `supabase status`, in Supabase's docs):
 * never use them for a deployed project.
 */
import { SignJWT } from 'jose';

/** The Supabase CLI's well-known local JWT secret. */
export const localJwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** The Supabase CLI's local anon key: `{ iss: "supabase-demo", role: "anon", exp: 1983812996 }`
 * signed with {@link localJwtSecret}. */
export const localAnonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** The Supabase CLI's local service-role key, the same claims with `role: "service_role"`. */
export const localServiceRoleKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** The Supabase CLI's local publishable key, which `supabase start` prints (and a local
 * supabase-js app is configured with). Not a JWT: it is only ever compared. */
export const localPublishableKey = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';

/** The Supabase CLI's local secret key, which `supabase start` prints. */
export const localSecretKey = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/** When the local keys expire (2032-11-11); the demo user's token expires with them. */
export const localKeysExpireAt = 1_983_812_996;

/** The user `supabase/seed.sql` creates. */
export const demoUser = { id: '00000000-0000-4000-8000-000000000001', email: 'demo@parley.local' } as const;

/** The default agent `supabase/seed.sql` creates for the demo user. */
export const demoAgentId = '00000000-0000-4000-8000-0000000000a1';

function sign(claims: Record<string, unknown>, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}

/** The anon and service-role keys for `secret`: the well-known ones for the local secret,
 * else the same claims signed with the given secret. */
export async function apiKeysFor(secret: string): Promise<{ anonKey: string; serviceRoleKey: string }> {
  if (secret === localJwtSecret) return { anonKey: localAnonKey, serviceRoleKey: localServiceRoleKey };
  const [anonKey, serviceRoleKey] = await Promise.all(
    ['anon', 'service_role'].map((role) => sign({ iss: 'supabase-demo', role, exp: localKeysExpireAt }, secret)),
  );
  return { anonKey: anonKey as string, serviceRoleKey: serviceRoleKey as string };
}

/**
 * An access token for the seeded demo user, as Supabase Auth would issue one, signed with
 * `secret`. Its claims are fixed (no `iat`, the local keys' expiry), so the token printed
 * by one start keeps working after the next.
 */
export function signDemoUserToken(secret: string): Promise<string> {
  return sign({
    iss: 'supabase-demo',
    sub: demoUser.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: demoUser.email,
    exp: localKeysExpireAt,
  }, secret);
}
