import { HttpError } from '../http/http-error.ts';
import { bearerToken, InvalidTokenError, type JwtVerifier } from '../http/jwt-verifier.ts';
import { refusalMessage } from '../http/require-user.ts';
import type { SecretMatcher } from '../http/secret-comparison.ts';
import { presentsServiceKey } from '../http/service-key-shape.ts';
import { type InternalCallContext, internalContextHeader, verifyInternalContext } from './internal-caller.ts';

/** Who a tool-function request acts for, and how that was established: a user's own
 * token, or the chat function's service call (made with a secret key, or the legacy
 * service role key) with the context it vouches for. */
export type ToolFunctionCaller =
  | { readonly userId: string; readonly via: 'user-token' }
  | { readonly userId: string; readonly via: 'service-role'; readonly context: InternalCallContext };

/** What identifying a caller needs. */
export interface CallerVerification {
  readonly verifyJwt: JwtVerifier;
  /** Recognizes the keys of Parley's own service calls (supabase-keys.ts); calls bearing one
   * must name their user in a signed header. */
  readonly isServiceKey: SecretMatcher;
  /** The HMAC key of the signed context header. */
  readonly internalSecret: string | null;
  readonly nowSeconds: () => number;
}

/** What a caller is told whose service key is none of the project's: the key is not repeated,
 * and nothing says which keys there are. */
export const unrecognizedServiceKeyMessage = 'The service key presented is not recognized. A service call needs ' +
  "one of this project's secret keys; a user sends their access token (Authorization: Bearer <user access token>).";

/** True when the request carries a key `isServiceKey` recognizes in its `apikey` header (where
 * chat sends it, and where Supabase's new API keys go) or as its bearer token (where callers
 * sent the legacy service role key, and where a supabase-js client made with a secret key
 * repeats it). */
export async function bearsServiceKey(request: Request, isServiceKey: SecretMatcher): Promise<boolean> {
  const presented = [request.headers.get('apikey')?.trim(), bearerToken(request)]
    .filter((value): value is string => value !== undefined && value !== null && value.length > 0);
  // Every comparison runs, so the time taken does not tell which header matched.
  const matches = await Promise.all(presented.map(isServiceKey));
  return matches.includes(true);
}

/**
 * The user of a tool-function request: the subject of a verified user JWT, or — for the
 * chat function calling with a service key — the user of the signed context header.
 * Never a user id from the body. 401 otherwise: a service key that is none of the project's is
 * refused as not recognized, never read as a user's token.
 */
export async function identifyCaller(request: Request, verification: CallerVerification): Promise<ToolFunctionCaller> {
  if (await bearsServiceKey(request, verification.isServiceKey)) {
    const context = verification.internalSecret === null ? null : await verifyInternalContext(
      verification.internalSecret,
      request.headers.get(internalContextHeader),
      verification.nowSeconds(),
    );
    if (context === null) {
      throw new HttpError(
        'unauthorized',
        `Service calls must carry a valid, fresh ${internalContextHeader} header.`,
      );
    }
    return { userId: context.userId, via: 'service-role', context };
  }
  if (presentsServiceKey(request)) throw new HttpError('unauthorized', unrecognizedServiceKeyMessage);
  const token = bearerToken(request);
  if (token === null) throw new HttpError('unauthorized', 'Missing Authorization: Bearer <user access token>.');
  let verified;
  try {
    verified = await verification.verifyJwt(token);
  } catch (error) {
    throw new HttpError(
      'unauthorized',
      error instanceof InvalidTokenError && error.reason === 'audience'
        ? refusalMessage(error)
        : 'The access token is invalid or expired.',
    );
  }
  if (verified.userId === null || verified.role !== 'authenticated') {
    throw new HttpError('unauthorized', "This endpoint needs a signed-in user's access token.");
  }
  return { userId: verified.userId, via: 'user-token' };
}
