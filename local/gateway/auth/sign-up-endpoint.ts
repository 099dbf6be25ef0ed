/**
 * `POST /auth/v1/signup` (`signUp({ email, password, options: { data } })`): a local user,
 * confirmed at once as with `enable_confirmations = false`, signed in (GoTrue answers a
 * session then). Refusals as GoTrue's: 422 `weak_password`, `user_already_exists`,
 * `signup_disabled`; 400 `validation_failed` for an unusable email.
 */
import { z } from 'zod';
import type { AuthContext, AuthEndpoint } from './auth-context.ts';
import { authJson, fail } from './auth-responses.ts';
import { maximumPasswordBytes } from './password-hashing.ts';
import { readAuthBody } from './read-auth-body.ts';
import { sessionJson } from './session-response.ts';

const signUpSchema = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
  data: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** GoTrue's own check is as loose: something, an `@`, something, no spaces. */
const emailPattern = /^[^\s@]+@[^\s@]+$/;

function checkPassword(password: string, context: AuthContext): void {
  if (password === '') fail(422, 'validation_failed', 'Signup requires a valid password');
  const minimum = context.settings.minimumPasswordLength;
  if ([...password].length < minimum) {
    fail(422, 'weak_password', `Password should be at least ${minimum} characters.`, ['length']);
  }
  if (new TextEncoder().encode(password).byteLength > maximumPasswordBytes) {
    fail(422, 'validation_failed', `Password cannot be longer than ${maximumPasswordBytes} characters`);
  }
}

function checkedEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  if (trimmed === '') fail(400, 'validation_failed', 'An email address is required');
  if (trimmed.length > 255 || !emailPattern.test(trimmed)) {
    fail(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  return trimmed;
}

/** The sign-up endpoint. */
export const signUpEndpoint: AuthEndpoint = async (request, context) => {
  if (!context.settings.signupEnabled) fail(422, 'signup_disabled', 'Signups not allowed for this instance');
  const body = await readAuthBody(request, signUpSchema);
  if ((body.email ?? '').trim() === '' && (body.phone ?? '').trim() !== '') {
    fail(400, 'phone_provider_disabled', 'Phone signups are disabled');
  }
  const password = body.password ?? '';
  checkPassword(password, context);
  const email = checkedEmail(body.email ?? '');
  if ((await context.users.findByEmail(email)) !== null) fail(422, 'user_already_exists', 'User already registered');
  const now = context.now();
  const user = await context.users.create({
    id: context.generateId(),
    email,
    encryptedPassword: await context.passwords.hash(password),
    appMetadata: { provider: 'email', providers: ['email'] },
    userMetadata: body.data ?? {},
    now,
  });
  // Taken between the check and the insert by a sign-up running at the same time.
  if (user === null) fail(422, 'user_already_exists', 'User already registered');
  const session = await context.sessions.start(user.id, now);
  await context.users.recordSignIn(user.id, now);
  return authJson(request, 200, await sessionJson(context.tokens, { ...user, lastSignInAt: now }, session, now));
};
