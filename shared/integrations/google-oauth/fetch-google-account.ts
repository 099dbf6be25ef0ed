/**
 * The address of the Google account a token belongs to, from the OpenID Connect userinfo
 * endpoint (the `email` scope makes Google include it).
 */
import { z } from 'zod';
import { failureName, readGoogleAnswer } from './google-json.ts';

/** The account's address, or why it could not be read (`detail` never holds the token). */
export type GoogleAccountResult = { readonly ok: true; readonly email: string } | {
  readonly ok: false;
  readonly detail: string;
};

const userinfoSchema = z.object({ email: z.email() });

/** `GET userinfoUrl` with the access token as a bearer token. */
export async function fetchGoogleAccount(
  userinfoUrl: string,
  accessToken: string,
  options: { fetch: typeof fetch; signal: AbortSignal },
): Promise<GoogleAccountResult> {
  try {
    const response = await options.fetch(userinfoUrl, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
      signal: options.signal,
    });
    const { status, json } = await readGoogleAnswer(response);
    if (status < 200 || status >= 300) {
      return { ok: false, detail: `Google's userinfo endpoint answered HTTP ${status}.` };
    }
    const userinfo = userinfoSchema.safeParse(json);
    return userinfo.success
      ? { ok: true, email: userinfo.data.email }
      : { ok: false, detail: "Google's userinfo answer has no email address." };
  } catch (error) {
    return { ok: false, detail: `Google's userinfo endpoint could not be reached (${failureName(error)}).` };
  }
}
