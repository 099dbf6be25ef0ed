/** `GET /auth/v1/user` (`getUser()`): the caller's user, as GoTrue answers it. */
import type { AuthEndpoint } from './auth-context.ts';
import { authJson } from './auth-responses.ts';
import { userJson } from './auth-user-json.ts';
import { bearerSessionOf } from './bearer-session.ts';

/** The user endpoint. */
export const userEndpoint: AuthEndpoint = async (request, context) => {
  const { user } = await bearerSessionOf(request, context);
  return authJson(request, 200, userJson(user));
};
