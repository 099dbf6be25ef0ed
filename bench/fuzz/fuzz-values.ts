import type { SeededRandom } from './seeded-random.ts';

/** Strings that break naive handlers: control characters, NUL, lone surrogates, huge, odd Unicode. */
export function fuzzString(random: SeededRandom): string {
  switch (random.below(12)) {
    case 0:
      return '';
    case 1:
      return 'a\u0000b';
    case 2:
      return '\ud800';
    case 3:
      return `x\udfffy\ud83d`;
    case 4:
      return 'x'.repeat(random.pick([1_000, 40_000, 300_000]));
    case 5:
      return '   \t\n  ';
    case 6:
      return '\u202e\u200b\ufeff🙂💥ﷺ';
    case 7:
      return `${'\\'.repeat(random.below(5))}"'<script>{{}}\${x}`;
    case 8:
      return random.pick(['null', 'undefined', 'NaN', '__proto__', 'constructor', 'toString']);
    case 9:
      return random.pick([
        'someone@example.com',
        'not-an-email',
        'https://example.com/',
        'http://127.0.0.1:1/',
        'file:///etc/passwd',
      ]);
    case 10:
      return Array.from({ length: random.below(40) }, () => String.fromCharCode(random.below(0x2fff))).join('');
    default:
      return `fuzz ${random.below(1_000_000)}`;
  }
}

/** Any JSON-ish value, nested up to `depth`. */
export function fuzzValue(random: SeededRandom, depth = 3): unknown {
  const kind = random.below(depth <= 0 ? 6 : 9);
  switch (kind) {
    case 0:
      return null;
    case 1:
      return random.chance(0.5);
    case 2:
      return random.pick([0, -1, 1.5, 1e308, -1e-308, Number.MAX_SAFE_INTEGER + 2, 42]);
    case 3:
    case 4:
    case 5:
      return fuzzString(random);
    case 6:
    case 7:
      return Array.from({ length: random.below(4) }, () => fuzzValue(random, depth - 1));
    default:
      return fuzzObject(random, depth - 1);
  }
}

/** An object with random keys (sometimes dangerous ones) and values. */
export function fuzzObject(random: SeededRandom, depth = 2): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let key = random.below(4); key > 0; key -= 1) {
    const name = random.chance(0.2)
      ? random.pick(['__proto__', 'constructor', '', 'a\u0000', '\ud800'])
      : fuzzString(random).slice(0, 30);
    Object.defineProperty(object, name, {
      value: fuzzValue(random, depth),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return object;
}

/** JSON nested `levels` deep (arrays or objects). */
export function deeplyNested(levels: number, random: SeededRandom): string {
  return random.chance(0.5)
    ? `${'['.repeat(levels)}1${']'.repeat(levels)}`
    : `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

/** A body that is not JSON, or is broken JSON. */
export function brokenJson(random: SeededRandom, valid: string): string {
  switch (random.below(7)) {
    case 0:
      return valid.slice(0, Math.max(0, random.below(valid.length)));
    case 1:
      return `${valid},`;
    case 2:
      return valid.replace(/"/g, "'");
    case 3:
      return '';
    case 4:
      return 'action=web_search&params=1';
    case 5:
      return '\u0000\u0001\u0002';
    default:
      return `${valid}${valid}`;
  }
}

/** Replaces, deletes or adds one field of `object` (a shallow mutation of a valid body). */
export function mutateObject(random: SeededRandom, object: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...object };
  const keys = Object.keys(copy);
  const key = keys.length > 0 && random.chance(0.8) ? random.pick(keys) : fuzzString(random).slice(0, 20);
  switch (random.below(3)) {
    case 0:
      delete copy[key];
      break;
    case 1:
      copy[key] = fuzzValue(random);
      break;
    default:
      copy[fuzzString(random).slice(0, 20)] = fuzzValue(random);
  }
  return copy;
}
