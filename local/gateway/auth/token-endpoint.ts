/**
 * `POST /auth/v1/token?grant_type=…`: the password grant (`signInWithPassword`) and the
 * refresh-token grant (`refreshSession`, auto refresh), with GoTrue's answers and errors.
 */
import { z } from 'zod';
import type { AuthContext, AuthEndpoint } from './auth-context.ts';
import { authJson, fail } from './auth-responses.ts';
import { readAuthBody } from './read-auth-body.ts';
import { sessionJson } from './session-response.ts';

const passwordGrantSchema = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
});
const refreshTokenGrantSchema = z.object({ refresh_token: z.string().optional() });

const invalidLogin = 'Invalid login credentials';

async function passwordGrant(request: Request, context: AuthContext): Promise<Response> {
  const body = await readAuthBody(request, passwordGrantSchema);
  const email = body.email?.trim() ?? '';
  if (email === '' && (body.phone?.trim() ?? '') !== '') {
    fail(400, 'phone_provider_disabled', 'Phone logins are disabled');
  }
  if (email === '') fail(400, 'validation_failed', 'missing email or phone');
  const user = await context.users.findByEmail(email);
  // Checked even when the user is unknown, so both refusals take as long.
  const matches = await context.passwords.verify(body.password ?? '', user?.encryptedPassword ?? null);
  if (user === null || !matches) fail(400, 'invalid_credentials', invalidLogin);
  if (user.emailConfirmedAt === null) fail(400, 'email_not_confirmed', 'Email not confirmed');
  const now = context.now();
  const session = await context.sessions.start(user.id, now);
  await context.users.recordSignIn(user.id, now);
  return authJson(
    request,
    200,
    await sessionJson(context.tokens, { ...user, lastSignInAt: now, updatedAt: now }, session, now),
  );
}

async function refreshTokenGrant(request: Request, context: AuthContext): Promise<Response> {
  const body = await readAuthBody(request, refreshTokenGrantSchema);
  const refreshToken = body.refresh_token?.trim() ?? '';
  if (refreshToken === '') fail(400, 'validation_failed', 'refresh_token required');
  const now = context.now();
  const outcome = await context.sessions.rotate(refreshToken, now);
  if (outcome.kind === 'already_used') fail(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  const user = outcome.kind === 'rotated' ? await context.users.findById(outcome.session.userId) : null;
  if (outcome.kind === 'not_found' || user === null) {
    fail(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  }
  return authJson(request, 200, await sessionJson(context.tokens, user, outcome.session, now));
}

/** The token endpoint. */
export const tokenEndpoint: AuthEndpoint = async (request, context) => {
  const grantType = new URL(request.url).searchParams.get('grant_type') ?? '';
  if (grantType === 'password') return passwordGrant(request, context);
  if (grantType === 'refresh_token') return refreshTokenGrant(request, context);
  return fail(
    400,
    'unsupported_grant_type',
    `unsupported_grant_type: the local gateway's Auth serves grant_type=password and grant_type=refresh_token`,
  );
};
