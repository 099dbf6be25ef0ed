// The seeded choices every case generator makes, so that each run writes the same cases.

/** mulberry32: a small seeded generator, so every run writes the same cases. */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One item of `items`, chosen by `next`. */
export const pick = (items, next) => items[Math.floor(next() * items.length)];
