/**
 * A user as GoTrue's API returns one (`GET /user`, the `user` of a session): the fields
 * supabase-js's `User` type names, the email identity GoTrue keeps in `auth.identities`
 * (made up here from the user, since the local schema has no identities table).
 */
import type { AuthUser } from './auth-user-repository.ts';

/** The user JSON of {@link userJson}. */
export type UserJson = Readonly<Record<string, unknown>>;

/** `app_metadata` with GoTrue's `provider`/`providers` for an email user, whatever else it holds. */
export function appMetadataOf(user: AuthUser): Record<string, unknown> {
  return { provider: 'email', providers: ['email'], ...user.appMetadata };
}

/** `user_metadata` as GoTrue fills it for an email user (its identity's `sub`, `email`, …). */
export function userMetadataOf(user: AuthUser): Record<string, unknown> {
  const confirmed = user.emailConfirmedAt !== null;
  return {
    sub: user.id,
    ...(user.email === null ? {} : { email: user.email }),
    email_verified: confirmed,
    phone_verified: false,
    ...user.userMetadata,
  };
}

function isoOrUndefined(date: Date | null): string | undefined {
  return date === null ? undefined : date.toISOString();
}

/** The JSON of `user`. */
export function userJson(user: AuthUser): UserJson {
  const createdAt = user.createdAt.toISOString();
  const updatedAt = (user.updatedAt ?? user.createdAt).toISOString();
  const confirmedAt = isoOrUndefined(user.emailConfirmedAt);
  const lastSignInAt = isoOrUndefined(user.lastSignInAt);
  const identityData = {
    sub: user.id,
    ...(user.email === null ? {} : { email: user.email }),
    email_verified: confirmedAt !== undefined,
    phone_verified: false,
  };
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email ?? '',
    ...(confirmedAt === undefined ? {} : { email_confirmed_at: confirmedAt, confirmed_at: confirmedAt }),
    phone: '',
    ...(lastSignInAt === undefined ? {} : { last_sign_in_at: lastSignInAt }),
    app_metadata: appMetadataOf(user),
    user_metadata: userMetadataOf(user),
    identities: user.email === null ? [] : [{
      identity_id: user.id,
      id: user.id,
      user_id: user.id,
      identity_data: identityData,
      provider: 'email',
      ...(lastSignInAt === undefined ? {} : { last_sign_in_at: lastSignInAt }),
      created_at: createdAt,
      updated_at: updatedAt,
      email: user.email,
    }],
    created_at: createdAt,
    updated_at: updatedAt,
    is_anonymous: false,
  };
}
