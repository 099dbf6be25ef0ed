/**
 * Redaction of secrets by field name and by value shape, for everything that is logged,
 * stored or echoed back to a model.
 */

/** What replaces a secret. */
export const redactedMarker = '[redacted]';

/** Words that make a field name a secret's, alone (`password`) or in pairs (`api`+`key`). */
const secretWords = new Set([
  'password',
  'passwd',
  'passphrase',
  'pwd',
  'secret',
  'token',
  'apikey',
  'authorization',
  'auth',
  'cookie',
  'credential',
  'credentials',
  'signature',
  'bearer',
  'otp',
  'pin',
  'privatekey',
  'sessionid',
  'jwt',
  'key',
]);
const secretPairs = new Set([
  'api key',
  'private key',
  'session id',
  'access token',
  'refresh token',
  'client secret',
  'x api',
]);
/** Counting words that turn `token` into a number (`max_tokens`, `token_count`). */
const countingWords = new Set(['max', 'min', 'count', 'limit', 'num', 'number', 'usage', 'total', 'budget', 'length']);

function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

const secretValuePatterns: readonly RegExp[] = [
  /^Bearer\s+\S+/i,
  /^Basic\s+[A-Za-z0-9+/=]{8,}/i,
  /^eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*$/, // JWT
  /^(sk|pk|rk)[-_](live|test|proj|ant)?[-_]?[A-Za-z0-9_-]{16,}$/, // OpenAI / Stripe / Anthropic style keys
  /^(ghp|gho|ghs|ghu|github_pat)_[A-Za-z0-9_]{20,}$/,
  /^xox[abprs]-[A-Za-z0-9-]{10,}$/,
  /^AKIA[0-9A-Z]{16}$/,
  /^ya29\.[A-Za-z0-9_-]{20,}$/, // Google OAuth access token
  /^1\/\/[A-Za-z0-9_-]{20,}$/, // Google OAuth refresh token
  /^AIza[0-9A-Za-z_-]{35}$/, // Google API key
  /^sb_(secret|publishable)_[A-Za-z0-9_-]{8,}$/, // Supabase API keys
];

/** True when a field name says its value is a secret (`password`, `apiKey`, …). */
export function isSecretKey(key: string): boolean {
  const words = keyWords(key);
  if (words.some((word) => countingWords.has(word))) return false;
  if (words.length === 1 && words[0] === 'key') return true;
  for (let index = 0; index + 1 < words.length; index += 1) {
    if (secretPairs.has(`${words[index]} ${words[index + 1]}`)) return true;
  }
  return words.some((word) => word !== 'key' && secretWords.has(word));
}

/** True when a string looks like a credential whatever field it sits in. */
export function looksLikeSecret(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.length < 16) return false;
  if (secretValuePatterns.some((pattern) => pattern.test(trimmed))) return true;
  // A long unbroken run of mixed letters and digits is almost never prose.
  return trimmed.length >= 32 && !/\s/.test(trimmed) && /[a-z]/.test(trimmed) && /[A-Z]/.test(trimmed) &&
    /\d/.test(trimmed) &&
    /^[A-Za-z0-9_\-+/=.]+$/.test(trimmed);
}

/** Replaces secrets inside free text (an error body, a log line) by shape. */
/** `scheme://user:password@host` in a connection string or URL. */
const urlCredentials = /(\b[a-z][a-z0-9+.-]*:\/\/[^/\s:@]+):[^@\s/]+@/gi;
/** Supabase's API keys (`sb_secret_…`, `sb_publishable_…`). A publishable key is public,
 * but a log has no use for it, and one rule for both cannot miss a secret one. */
const supabaseApiKeys = /\bsb_(?:secret|publishable)_[A-Za-z0-9_-]{8,}/g;
/**
 * The value `fetch` quotes when a header cannot carry it — Deno: `Invalid header value: "…"`;
 * undici: `Headers.append: "…" is an invalid header value.` That value is usually a key, and
 * what made it invalid (a line break, a control character) is inside it, so no shape of key
 * would match all of it: everything between the quotes goes, up to the quote that ends the
 * message (or precedes its stack).
 */
const invalidHeaderValues = [
  /(Invalid header value: )"[\s\S]*?"(?=[ \t]*(?:\r?\n\s+at\s|$))/g,
  /(Headers\.\w+: )"[\s\S]*?"(?= is an invalid header (?:value|name))/g,
  // Where the value's end cannot be told (the message goes on), everything after it goes.
  /(Invalid header value: )"(?!\[redacted\]")[\s\S]*/g,
] as const;
/** `password=…`, `api_key: …`, `"token": "…"` in free text. */
const secretAssignments =
  /\b((?:password|passwd|pwd|secret|token|api[_-]?key|access[_-]?token|client[_-]?secret)["']?\s*[=:]\s*["']?)[^\s"',;&}]+/gi;

export function redactText(text: string): string {
  const cleaned = invalidHeaderValues
    .reduce((result, pattern) => result.replace(pattern, `$1"${redactedMarker}"`), text)
    .replace(/(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, `$1 ${redactedMarker}`)
    .replace(/eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g, redactedMarker)
    .replace(/([?&](?:key|api_key|apikey|access_token|token|secret|password)=)[^&\s"']+/gi, `$1${redactedMarker}`)
    .replace(/\b(?:sk|pk|rk)[-_][A-Za-z0-9_-]{16,}/g, redactedMarker)
    .replace(/\bya29\.[A-Za-z0-9_-]{20,}/g, redactedMarker)
    .replace(/\bAIza[0-9A-Za-z_-]{35}\b/g, redactedMarker)
    .replace(supabaseApiKeys, redactedMarker);
  // Both remaining forms need a ':' or '='; most text has neither.
  if (!/[:=]/.test(cleaned)) return cleaned;
  return cleaned.replace(urlCredentials, `$1:${redactedMarker}@`).replace(secretAssignments, `$1${redactedMarker}`);
}

/**
 * A deep copy of `value` with secrets replaced: values under secret-looking keys, and
 * strings that look like credentials anywhere. Cycles and depth are bounded.
 */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 12) return '[too deep]';
  if (typeof value === 'string') return looksLikeSecret(value) ? redactedMarker : redactText(value);
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (typeof value === 'object' && value !== null) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      copy[key] = isSecretKey(key) && item !== null && item !== undefined && item !== ''
        ? redactedMarker
        : redact(item, depth + 1);
    }
    return copy;
  }
  return value;
}
