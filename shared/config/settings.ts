/**
 * The kinds of value an environment variable holds, as zod schemas over the raw text. Each
 * trims the value and reads a blank one as unset; a malformed one is an issue saying what
 * was expected and what was found, which `parseConfiguration` prefixes with the variable.
 */
import { z } from 'zod';
import type { BucketPolicy } from '../db/repositories/rate-limit-repository.ts';
import { maxRateLimitWindowSeconds, perWindow } from '../http/rate-limits.ts';
import { parseModelName } from '../llm/provider-registry.ts';

/** A setting whose trimmed text `parse` turns into a value, or into the reason it cannot. */
function setting<T>(parse: (value: string) => { value: T } | { problem: string }) {
  return z.string().optional().transform((raw, context): T | undefined => {
    const value = raw?.trim();
    if (value === undefined || value.length === 0) return undefined;
    const parsed = parse(value);
    if ('problem' in parsed) {
      context.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }
    return parsed.value;
  });
}

/** Any text. */
export const text = setting((value) => ({ value }));

/** An http(s) URL. */
export const webUrl = setting((value) => {
  const url = URL.canParse(value) ? new URL(value) : null;
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:')
    ? { value }
    : { problem: `must be an http(s) URL; got "${value}".` };
});

const onWords = ['on', 'true', '1', 'yes'];
const offWords = ['off', 'false', '0', 'no'];

/** A switch: `on`, `true`, `1`, `yes` or `off`, `false`, `0`, `no`, in any case. */
export const onOff = setting((value) => {
  const word = value.toLowerCase();
  if (onWords.includes(word)) return { value: true };
  if (offWords.includes(word)) return { value: false };
  return { problem: `must be on or off (true/false, 1/0, yes/no); got "${value}".` };
});

/** A whole number above zero. */
export const positiveWholeNumber = setting((value) => {
  const number = /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(number) && number > 0
    ? { value: number }
    : { problem: `must be a whole number above 0; got "${value}".` };
});

/** A model name, `provider:model` or a bare model name. */
export const modelName = setting((value) =>
  parseModelName(value) === null ? { problem: `must be a model name (provider:model); got "${value}".` } : { value }
);

/** Comma-separated model names; empty parts are skipped. */
export const modelNames = setting((value) => {
  const names = value.split(',').map((part) => part.trim()).filter((part) => part.length > 0);
  const bad = names.find((name) => parseModelName(name) === null);
  return bad === undefined
    ? { value: names }
    : { problem: `must be comma-separated model names (provider:model); "${bad}" is not one.` };
});

const namedKeysSchema = z.record(z.string(), z.string());

/** True when a key can travel in an HTTP header (`apikey`) as is. A line break or control
 * character in a key makes every request that carries it fail before it leaves (`fetch`:
 * "Invalid header value"), so such a key is refused at boot; the message never quotes the key. */
function isHeaderSafe(key: string): boolean {
  return /^[\x21-\x7e]+$/.test(key);
}

const headerUnsafe =
  'a space, line break or other character a header cannot carry: a key is one line of printable ASCII';

/** A key that travels in the `apikey` header (`SUPABASE_SERVICE_ROLE_KEY`, `SUPABASE_ANON_KEY`). */
export const headerKey = setting((value) =>
  isHeaderSafe(value) ? { value } : { problem: `has ${headerUnsafe} (the value is not shown).` }
);

/** The fewest characters `PARLEY_INTERNAL_SECRET` may have: `openssl rand -base64 32` gives 44. */
export const minimumInternalSecretLength = 32;

/**
 * `PARLEY_INTERNAL_SECRET`: the HMAC key of the signed context header, and a key a tool
 * function may accept (supabase-keys.ts), so whoever guesses it can act as any user: it must
 * be long enough not to be guessed, and header-safe since it may be sent as `apikey`.
 */
export const internalSecret = setting((value) => {
  if (value.length < minimumInternalSecretLength) {
    return {
      problem: `must be at least ${minimumInternalSecretLength} random characters (it has ${value.length}): ` +
        'make one with `openssl rand -base64 32`.',
    };
  }
  return isHeaderSafe(value) ? { value } : { problem: `has ${headerUnsafe} (the value is not shown).` };
});

/**
 * A JSON object of key name → key, the shape Supabase gives `SUPABASE_SECRET_KEYS` and
 * `SUPABASE_PUBLISHABLE_KEYS` (`{"default":"sb_secret_…"}`; see supabase-keys.ts). Blank
 * keys are dropped; a key a header cannot carry is refused, naming the key's name only.
 */
export const namedKeys = setting((value): { value: Record<string, string> } | { problem: string } => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    parsed = undefined;
  }
  const keys = namedKeysSchema.safeParse(parsed);
  if (!keys.success) {
    return { problem: 'must be a JSON object of key name → key, as Supabase sets it ({"default":"sb_…"}).' };
  }
  const entries = Object.entries(keys.data).map(([name, key]) => [name, key.trim()] as const)
    .filter(([, key]) => key !== '');
  const unsafe = entries.find(([, key]) => !isHeaderSafe(key));
  if (unsafe !== undefined) {
    return {
      problem: `holds a key, named ${
        JSON.stringify(unsafe[0].slice(0, 40))
      }, with ${headerUnsafe} (the key is not shown).`,
    };
  }
  return { value: Object.fromEntries(entries) };
});

/** A rate limit: `<requests>/<seconds>` (`60/60`), or `off`. */
export const rateLimit = setting((value): { value: BucketPolicy | 'off' } | { problem: string } => {
  if (value.toLowerCase() === 'off') return { value: 'off' };
  const match = /^(\d{1,7})\s*\/\s*(\d{1,6})$/.exec(value);
  const requests = match === null ? 0 : Number(match[1]);
  const seconds = match === null ? 0 : Number(match[2]);
  if (requests < 1 || seconds < 1 || seconds > maxRateLimitWindowSeconds) {
    return {
      problem:
        `must be <requests>/<seconds> (e.g. 60/60, at most ${maxRateLimitWindowSeconds} s) or off; got "${value}".`,
    };
  }
  return { value: perWindow(requests, seconds) };
});
