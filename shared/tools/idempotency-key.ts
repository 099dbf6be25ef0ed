/** JSON with object keys sorted at every level, so equal arguments give equal text. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableStringify(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The key a side-effect call runs under: the user it acts for, the conversation, the
 * model's tool call id, the tool and its normalized (validated, key-sorted) arguments,
 * hashed with SHA-256. The user keeps one user's recorded results out of another's reach,
 * whatever tool call ids a direct caller sends.
 */
export async function idempotencyKeyFor(parts: {
  userId?: string;
  conversationId: string | undefined;
  toolCallId: string;
  toolName: string;
  input: unknown;
}): Promise<string> {
  const text = stableStringify([
    parts.userId ?? '',
    parts.conversationId ?? '',
    parts.toolCallId,
    parts.toolName,
    parts.input,
  ]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
