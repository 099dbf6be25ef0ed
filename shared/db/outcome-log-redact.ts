import { isSecretKey, looksLikeSecret, redactedMarker, redactText } from '../tools/redact.ts';

/**
 * Second-line redaction for what the outcome log stores or prints, on the primitives of
 * `shared/tools/redact.ts`: the executor redacts already; this catches what slipped
 * through, and bounds what is stored.
 */

/** The largest JSON text kept for one `input` or `detail`; bigger ones keep a preview. */
export const maxStoredJsonLength = 16_000;

/** Free text with secrets replaced, cut to `maxLength` characters. */
export function redactLogText(text: string, maxLength: number): string {
  const cleaned = redactText(text);
  return cleaned.length <= maxLength ? cleaned : `${cleaned.slice(0, Math.max(0, maxLength - 1))}…`;
}

// Inputs of one tool repeat the same few keys, row after row: remember the verdicts.
const secretKeyVerdicts = new Map<string, boolean>();
const maxRememberedKeys = 2_000;

function isSecretKeyRemembered(key: string): boolean {
  const known = secretKeyVerdicts.get(key);
  if (known !== undefined) return known;
  const verdict = isSecretKey(key);
  if (secretKeyVerdicts.size < maxRememberedKeys) secretKeyVerdicts.set(key, verdict);
  return verdict;
}

// One pass, like `redact` (secret keys, secret-shaped strings), plus `redactLogText` on
// every string; values with `toJSON` (dates) are redacted as what they serialize to.
function redactJson(value: unknown, depth: number): unknown {
  if (depth > 12) return '[too deep]';
  if (typeof value === 'string') {
    return looksLikeSecret(value) ? redactedMarker : redactLogText(value, Number.POSITIVE_INFINITY);
  }
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => redactJson(item, depth + 1));
  const toJson = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJson === 'function') return redactJson((toJson as () => unknown).call(value), depth + 1);
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = isSecretKeyRemembered(key) && item !== null && item !== undefined && item !== ''
      ? redactedMarker
      : redactJson(item, depth + 1);
  }
  return copy;
}

/**
 * A redacted copy of `value` that is safe to store as `jsonb`: secrets by key and shape
 * replaced, and what JSON cannot hold (a `BigInt`, a throwing `toJSON`) or an oversized
 * value reduced to a marker or a preview instead of an exception. Cycles end at the
 * depth bound.
 */
export function storableJson(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  let copy: unknown;
  let text: string | undefined;
  try {
    copy = redactJson(value, 0);
    text = JSON.stringify(copy);
  } catch {
    return { unserializable: true };
  }
  if (text === undefined) return null;
  if (text.length > maxStoredJsonLength) return { truncated: true, preview: text.slice(0, maxStoredJsonLength) };
  return copy;
}
