/** The names a provider's settings go by, for messages that tell an operator what to fix. */
export interface EndpointSettingNames {
  readonly apiKey: string;
  readonly baseUrl: string;
}

/** A header value is a byte string: Latin-1, without control characters (no CR, LF or NUL). */
const sendableHeaderValue = /^[\x20-\x7e\x80-\xff]*$/;

/**
 * What makes a provider's endpoint settings unusable, in words naming the setting; null when
 * they can be used. `fetch` would throw a `TypeError` for each of these on every call, which
 * reads like a network failure (and is retried), and its message for a URL with credentials
 * repeats them. The URL is parsed with the platform's `URL`; what is never put in a message
 * is the URL itself or the key.
 */
export function endpointProblem(baseUrl: string, apiKey: string, names: EndpointSettingNames): string | null {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return `${names.baseUrl} is not a valid URL`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `${names.baseUrl} is not an http(s) URL`;
  if (url.username.length > 0 || url.password.length > 0) {
    return `${names.baseUrl} holds credentials (user:password@); give the key in ${names.apiKey} instead`;
  }
  if (!sendableHeaderValue.test(apiKey)) {
    return `${names.apiKey} has a character that cannot be sent in a header (only Latin-1, no control characters)`;
  }
  return null;
}
