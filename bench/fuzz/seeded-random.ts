/** A small deterministic random source: the same seed always draws the same values. */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, bound). */
  below(bound: number): number;
  /** One of `items`. */
  pick<Item>(items: readonly Item[]): Item;
  /** True with probability `probability`. */
  chance(probability: number): boolean;
}

/** mulberry32: fast, good enough for choosing inputs, and trivially reproducible. */
export function createSeededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const below = (bound: number): number => Math.floor(next() * bound);
  return {
    next,
    below,
    pick: (items) => items[below(items.length)] as (typeof items)[number],
    chance: (probability) => next() < probability,
  };
}

/** The seed of body `index` of a run seeded `runSeed`: each body reproducible on its own. */
export function caseSeed(runSeed: number, index: number): number {
  let value = (Math.imul(runSeed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35)) >>> 0;
  value = Math.imul(value ^ (value >>> 16), 0x7feb352d) >>> 0;
  return (value ^ (value >>> 15)) >>> 0;
}
