import { type IpAddress, parseIpAddress } from './ip-address.ts';

/** Why an address may not be fetched: it reaches this machine, a private network, or
 * no ordinary web server at all. */
export type BlockedRange =
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'unique-local'
  | 'unspecified'
  | 'multicast'
  | 'reserved'
  | 'documentation'
  | 'not-an-address';

interface RangeRule {
  readonly prefix: readonly number[];
  readonly length: number;
  readonly range: BlockedRange;
}

const rule = (prefix: readonly number[], length: number, range: BlockedRange): RangeRule => ({ prefix, length, range });

/** IPv4 ranges no scraper should reach (RFC 6890 special-purpose registry). */
const version4Rules: readonly RangeRule[] = [
  rule([0], 8, 'unspecified'), // "this network", includes 0.0.0.0
  rule([10], 8, 'private'),
  rule([100, 64], 10, 'shared'), // carrier-grade NAT
  rule([127], 8, 'loopback'),
  rule([169, 254], 16, 'link-local'), // includes cloud metadata at 169.254.169.254
  rule([172, 16], 12, 'private'),
  rule([192, 0, 0], 24, 'reserved'),
  rule([192, 0, 2], 24, 'documentation'),
  rule([192, 88, 99], 24, 'reserved'),
  rule([192, 168], 16, 'private'),
  rule([198, 18], 15, 'reserved'), // benchmarking
  rule([198, 51, 100], 24, 'documentation'),
  rule([203, 0, 113], 24, 'documentation'),
  rule([224], 4, 'multicast'),
  rule([240], 4, 'reserved'), // includes 255.255.255.255
];

/** IPv6 ranges refused outright. Forms that embed an IPv4 address are handled apart. */
const version6Rules: readonly RangeRule[] = [
  rule([], 128, 'unspecified'), // ::
  rule([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1], 128, 'loopback'), // ::1
  rule([], 96, 'reserved'), // deprecated IPv4-compatible ::a.b.c.d
  rule([0x00, 0x64, 0xff, 0x9b, 0x00, 0x01], 48, 'private'), // local-use NAT64
  rule([0x01, 0x00], 64, 'reserved'), // discard-only
  rule([0x20, 0x01, 0x00, 0x00], 32, 'reserved'), // Teredo: hides an IPv4 address
  rule([0x20, 0x01, 0x0d, 0xb8], 32, 'documentation'),
  rule([0x3f, 0xff, 0x00], 20, 'documentation'),
  rule([0xfc], 7, 'unique-local'),
  rule([0xfe, 0x80], 10, 'link-local'),
  rule([0xfe, 0xc0], 10, 'private'), // deprecated site-local
  rule([0xff], 8, 'multicast'),
];

function matches(bytes: readonly number[], { prefix, length }: RangeRule): boolean {
  for (let bit = 0; bit < length; bit += 8) {
    const remaining = Math.min(8, length - bit);
    const mask = (0xff << (8 - remaining)) & 0xff;
    const index = bit / 8;
    if (((bytes[index] ?? 0) & mask) !== ((prefix[index] ?? 0) & mask)) return false;
  }
  return true;
}

function embeddedVersion4(bytes: readonly number[]): number[] | null {
  const startsWith = (prefix: readonly number[]) => prefix.every((value, index) => bytes[index] === value);
  // ::ffff:a.b.c.d (IPv4-mapped, ::ffff:0:0/96), ::ffff:0:a.b.c.d (IPv4-translated,
  // ::ffff:0:0:0/96, RFC 2765) and 64:ff9b::a.b.c.d (NAT64) all reach that IPv4 address, so
  // they are judged by it: a private one inside is blocked like the private one itself.
  const mapped = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff];
  const translated = [0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 0, 0];
  const nat64 = [0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0];
  if (startsWith(mapped) || startsWith(translated) || startsWith(nat64)) {
    return bytes.slice(12, 16);
  }
  if (startsWith([0x20, 0x02])) return bytes.slice(2, 6); // 6to4
  return null;
}

function rangeOf(address: IpAddress): BlockedRange | null {
  if (address.version === 4) return version4Rules.find((candidate) => matches(address.bytes, candidate))?.range ?? null;
  const inner = embeddedVersion4(address.bytes);
  if (inner !== null) return rangeOf({ version: 4, bytes: inner });
  return version6Rules.find((candidate) => matches(address.bytes, candidate))?.range ?? null;
}

/** Options of {@link blockedRangeOf}. */
export interface AddressPolicy {
  /** Lets loopback through (and nothing else). Tests only: production never sets it. */
  readonly allowLoopbackForTests?: boolean;
}

/**
 * The reason `address` (IPv4 or IPv6 text, brackets allowed) must not be fetched, or
 * null when it is an ordinary public address. Text that is not an address is blocked.
 */
export function blockedRangeOf(address: string, policy: AddressPolicy = {}): BlockedRange | null {
  const parsed = parseIpAddress(address);
  if (parsed === null) return 'not-an-address';
  const range = rangeOf(parsed);
  if (range === 'loopback' && policy.allowLoopbackForTests === true) return null;
  return range;
}
