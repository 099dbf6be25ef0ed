/** Rows reused across calls: a lookup among hundreds of names allocates nothing. */
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

function rowsFor(width: number): [Int32Array, Int32Array, Int32Array] {
  if (rows[0].length < width) rows = [new Int32Array(width * 2), new Int32Array(width * 2), new Int32Array(width * 2)];
  return rows;
}

/**
 * Optimal string alignment distance (Damerau–Levenshtein with adjacent swaps), bounded:
 * returns `limit + 1` as soon as the distance is known to exceed `limit`, which keeps a
 * lookup among hundreds of tool names cheap.
 */
export function editDistance(left: string, right: string, limit: number): number {
  if (Math.abs(left.length - right.length) > limit) return limit + 1;
  if (left === right) return 0;
  const width = right.length + 1;
  let [previousPrevious, previous, current] = rowsFor(width);
  for (let column = 0; column < width; column += 1) previous[column] = column;
  for (let row = 1; row <= left.length; row += 1) {
    current[0] = row;
    let rowMinimum = row;
    const leftCharacter = left.charCodeAt(row - 1);
    for (let column = 1; column <= right.length; column += 1) {
      const rightCharacter = right.charCodeAt(column - 1);
      const cost = leftCharacter === rightCharacter ? 0 : 1;
      let value = Math.min(
        (previous[column] as number) + 1,
        (current[column - 1] as number) + 1,
        (previous[column - 1] as number) + cost,
      );
      if (
        row > 1 && column > 1 && leftCharacter === right.charCodeAt(column - 2) &&
        left.charCodeAt(row - 2) === rightCharacter
      ) {
        value = Math.min(value, (previousPrevious[column - 2] as number) + 1);
      }
      current[column] = value;
      if (value < rowMinimum) rowMinimum = value;
    }
    if (rowMinimum > limit) return limit + 1;
    [previousPrevious, previous, current] = [previous, current, previousPrevious];
  }
  return previous[right.length] as number;
}

/** Letter and digit counts of a lowercase name, for {@link bagDistance}. */
export function characterBag(text: string): Uint8Array {
  const bag = new Uint8Array(36);
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const slot = code >= 97 && code <= 122 ? code - 97 : code >= 48 && code <= 57 ? code - 22 : -1;
    if (slot >= 0) bag[slot] = Math.min(255, (bag[slot] as number) + 1);
  }
  return bag;
}

/** A cheap lower bound of the edit distance: half the characters the two bags differ by,
 * rounded up (each edit changes the bags by at most two). */
export function bagDistance(left: Uint8Array, right: Uint8Array): number {
  let difference = 0;
  for (let slot = 0; slot < 36; slot += 1) difference += Math.abs((left[slot] as number) - (right[slot] as number));
  return Math.ceil(difference / 2);
}

/**
 * Similarity in [0, 1] from the edit distance: 1 for equal strings, 0 for strings less
 * similar than `minimum` (which lets the distance stop early).
 */
export function stringSimilarity(left: string, right: string, minimum = 0.5): number {
  const longest = Math.max(left.length, right.length);
  if (longest === 0) return 1;
  const limit = Math.floor(longest * (1 - minimum));
  const distance = editDistance(left, right, limit);
  return distance > limit ? 0 : 1 - distance / longest;
}
