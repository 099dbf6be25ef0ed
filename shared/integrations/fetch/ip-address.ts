/**
 * Strict parsing of IP address text into bytes, for the SSRF guard. Only canonical forms
 * are accepted: resolvers return them, and the WHATWG URL parser has already rewritten
 * odd IPv4 spellings in a URL's host (`0x7f.1`, `2130706433`) into dotted quads.
 */

/** An address as bytes: 4 of them for IPv4, 16 for IPv6. */
export interface IpAddress {
  readonly version: 4 | 6;
  readonly bytes: readonly number[];
}

/** A dotted-quad IPv4 address (`192.0.2.1`), or null. */
export function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes: number[] = [];
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part)) return null;
    const value = Number(part);
    if (value > 255) return null;
    bytes.push(value);
  }
  return bytes;
}

function parseGroups(text: string): number[] | null {
  if (text.length === 0) return [];
  const groups: number[] = [];
  const parts = text.split(':');
  for (const [index, part] of parts.entries()) {
    if (index === parts.length - 1 && part.includes('.')) {
      const tail = parseIpv4(part);
      if (tail === null) return null;
      groups.push(((tail[0] ?? 0) << 8) | (tail[1] ?? 0), ((tail[2] ?? 0) << 8) | (tail[3] ?? 0));
      continue;
    }
    if (!/^[0-9a-fA-F]{1,4}$/.test(part)) return null;
    groups.push(Number.parseInt(part, 16));
  }
  return groups;
}

/** An IPv6 address (`2001:db8::1`, `::ffff:192.0.2.1`, `fe80::1%eth0`), or null. */
export function parseIpv6(text: string): number[] | null {
  const withoutZone = text.split('%')[0] ?? '';
  const halves = withoutZone.split('::');
  if (halves.length > 2) return null;
  const head = parseGroups(halves[0] ?? '');
  const tail = halves.length === 2 ? parseGroups(halves[1] ?? '') : [];
  if (head === null || tail === null) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...new Array<number>(Math.max(0, missing)).fill(0), ...tail];
  return groups.flatMap((group) => [group >> 8, group & 0xff]);
}

/** Either kind of address; IPv6 may be written in URL brackets (`[::1]`). */
export function parseIpAddress(text: string): IpAddress | null {
  const trimmed = text.trim();
  const unbracketed = trimmed.startsWith('[') && trimmed.endsWith(']') ? trimmed.slice(1, -1) : trimmed;
  const version4 = parseIpv4(unbracketed);
  if (version4 !== null) return { version: 4, bytes: version4 };
  if (!unbracketed.includes(':')) return null;
  const version6 = parseIpv6(unbracketed);
  return version6 === null ? null : { version: 6, bytes: version6 };
}
