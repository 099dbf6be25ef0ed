import { z } from 'zod';

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
  toolCallId: z.string().min(1).max(200),
  /** The attempt number of the call's first try (the chat loop counts model rounds). */
  attempt: z.number().int().min(1).max(1_000),
  /** The agent's search provider order, as chat read it. */
  searchProviders: z.array(z.string().max(40)).max(10),
  issuedAt: z.number().int(),
});

/** A verified internal call's context. */
export type InternalCallContext = Omit<z.output<typeof internalCallContextSchema>, 'issuedAt'>;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (character) => character.charCodeAt(0));
  } catch {
    return null;
  }
}

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

async function signatureOf(secret: string, payload: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(payload));
  return toBase64Url(new Uint8Array(signature));
}

/** Compares two strings in time independent of where they differ. */
export function timingSafeEqual(left: string, right: string): boolean {
  const leftBytes = new TextEncoder().encode(left);
  const rightBytes = new TextEncoder().encode(right);
  let difference = leftBytes.length ^ rightBytes.length;
  for (let index = 0; index < Math.max(leftBytes.length, rightBytes.length); index += 1) {
    difference |= (leftBytes[index] ?? 0) ^ (rightBytes[index] ?? 0);
  }
  return difference === 0;
}

/** The signed header value for `context`, issued now. */
export async function signInternalContext(
  secret: string,
  context: InternalCallContext,
  nowSeconds: number,
): Promise<string> {
  const payload = toBase64Url(
    new TextEncoder().encode(JSON.stringify({ ...context, issuedAt: Math.floor(nowSeconds) })),
  );
  return `${payload}.${await signatureOf(secret, payload)}`;
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
  if (!timingSafeEqual(await signatureOf(secret, payload), signature)) return null;
  const bytes = fromBase64Url(payload);
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
