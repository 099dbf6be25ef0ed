import { z } from 'zod';
import { decodeBase64Url, encodeBase64Url } from '../db/base64url.ts';
import { hmacSignature } from '../http/hmac-signature.ts';
import { secretsEqual } from '../http/secret-comparison.ts';
import { executorLimits } from '../tools/limits.ts';

/**
 * How the chat function calls the tool functions on a user's behalf: with the service
 * role key as bearer token, and what it vouches for in a signed header: the user it acts
 * for, the agent and conversation it checked, and the attempt of the tool call. The
 * signature is an HMAC-SHA256 (WebCrypto) over the context and a timestamp, so a header
 * cannot be forged, altered or replayed long after. The tool function trusts what it
 * vouches for (chat read the agent, checked the conversation and the enabled tools, and
 * took the turn's rate limit) instead of doing it all again.
 */

/** The header carrying `<base64url(JSON context)>.<signature>`. */
export const internalContextHeader = 'x-parley-context';
/** How old a signed header may be. */
const maxAgeSeconds = 300;

/** What the chat function vouches for when it hands a tool call to a tool function. */
export const internalCallContextSchema = z.strictObject({
  userId: z.uuid(),
  agentId: z.uuid(),
  conversationId: z.uuid().optional(),
  requestId: z.string().max(200).optional(),
  toolCallId: z.string().min(1).max(executorLimits.maxToolCallIdChars),
  /** The attempt number of the call's first try (the chat loop counts model rounds). */
  attempt: z.number().int().min(1).max(1_000),
  /** The agent's search provider order, as chat read it. */
  searchProviders: z.array(z.string().max(40)).max(10),
  issuedAt: z.number().int(),
});

/** A verified internal call's context. */
export type InternalCallContext = Omit<z.output<typeof internalCallContextSchema>, 'issuedAt'>;

/** The signed header value for `context`, issued now. */
export async function signInternalContext(
  secret: string,
  context: InternalCallContext,
  nowSeconds: number,
): Promise<string> {
  const payload = encodeBase64Url(
    new TextEncoder().encode(JSON.stringify({ ...context, issuedAt: Math.floor(nowSeconds) })),
  );
  return `${payload}.${await hmacSignature(secret, payload)}`;
}

/** The context of a valid, fresh signed header; null for anything else. */
export async function verifyInternalContext(
  secret: string,
  header: string | null,
  nowSeconds: number,
): Promise<InternalCallContext | null> {
  if (header === null) return null;
  const match = /^([A-Za-z0-9_-]{1,4000})\.([A-Za-z0-9_-]{20,100})$/.exec(header.trim());
  if (match === null) return null;
  const [, payload, signature] = match as unknown as [string, string, string];
  if (!await secretsEqual(await hmacSignature(secret, payload), signature)) return null;
  const bytes = decodeBase64Url(payload);
  if (bytes === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
  const parsed = internalCallContextSchema.safeParse(value);
  if (!parsed.success) return null;
  const { issuedAt, ...context } = parsed.data;
  const age = nowSeconds - issuedAt;
  return age > maxAgeSeconds || age < -30 ? null : context;
}
