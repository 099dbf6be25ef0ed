import { redactedMarker } from '../tools/redact.ts';
import { ModelError } from './model-error.ts';

/** Keys shorter than this are placeholders (`ollama`, `none`), not secrets: replacing them
 * would only mangle ordinary words of a message. */
const shortestSecretKey = 8;

/** The shortest end of a key kept after a message was cut (ModelError keeps 500
 * characters) that is still removed. */
const shortestCutKeyEnd = 4;

/** Base64 of a Latin-1 string; null when it has other characters (no such header is sent). */
function base64Of(text: string): string | null {
  try {
    return btoa(text);
  } catch {
    return null;
  }
}

/** The ways a provider may repeat a key: as sent, URL-, JSON- or base64-encoded. */
function spellingsOf(key: string): string[] {
  const base64 = base64Of(key);
  const spellings = [
    key,
    encodeURIComponent(key),
    JSON.stringify(key).slice(1, -1),
    ...(base64 === null ? [] : [base64, base64.replace(/=+$/, ''), base64.replace(/\+/g, '-').replace(/\//g, '_')]),
  ];
  // Longest first, so a spelling that holds another is removed whole.
  return [...new Set(spellings)].sort((a, b) => b.length - a.length);
}

/** `text` with every spelling of `key` replaced by the redaction marker, and a start of the
 * key that a cut left at the text's end removed. */
export function textWithoutKey(text: string, key: string): string {
  if (key.length < shortestSecretKey) return text;
  let result = text;
  for (const spelling of spellingsOf(key)) result = result.split(spelling).join(redactedMarker);
  for (let length = Math.min(key.length - 1, result.length); length >= shortestCutKeyEnd; length -= 1) {
    if (result.endsWith(key.slice(0, length))) return `${result.slice(0, -length)}${redactedMarker}`;
  }
  return result;
}

/**
 * `error` with the client's own key removed from what the provider said. Redaction by shape
 * (`redactText`) knows common key formats only; a provider that echoes the key it was sent
 * (`Incorrect API key provided: gsk_…`) would otherwise hand any other format (Groq, Together,
 * a self-hosted key) to the chat caller and the logs. The client knows its key, so it removes
 * exactly that, once, for every error it throws.
 */
export function withoutApiKey(error: ModelError, key: string): ModelError {
  const providerMessage = textWithoutKey(error.providerMessage, key);
  if (providerMessage === error.providerMessage) return error;
  return new ModelError({
    kind: error.kind,
    model: error.model,
    status: error.status,
    retryAfterMs: error.retryAfterMs,
    providerMessage,
    timedOut: error.timedOut,
    cause: error.cause,
  });
}
