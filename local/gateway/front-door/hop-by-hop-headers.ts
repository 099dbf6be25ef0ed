/**
 * Headers that belong to one connection, not to the request or response (RFC 9110 §7.6.1):
 * a relay drops them and lets each of its two connections set its own.
 */

const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * `rawHeaders` (Node's flat `[name, value, name, value, …]`, every repeated header kept: two
 * `Set-Cookie`s stay two) without the hop-by-hop headers and those `Connection` names.
 */
export function endToEndHeaders(rawHeaders: readonly string[]): string[] {
  const dropped = new Set(hopByHop);
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    if (rawHeaders[index]?.toLowerCase() !== 'connection') continue;
    for (const name of (rawHeaders[index + 1] ?? '').split(',')) dropped.add(name.trim().toLowerCase());
  }
  const kept: string[] = [];
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    const name = rawHeaders[index] as string;
    if (!dropped.has(name.toLowerCase())) kept.push(name, rawHeaders[index + 1] as string);
  }
  return kept;
}
