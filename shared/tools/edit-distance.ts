/**
 * Optimal string alignment distance (Damerau–Levenshtein with adjacent swaps), bounded:
 * returns `limit + 1` as soon as the distance is known to exceed `limit`, which keeps a
 * lookup among hundreds of tool names cheap.
 */
export function editDistance(left: string, right: string, limit: number): number {
  if (Math.abs(left.length - right.length) > limit) return limit + 1;
  if (left === right) return 0;
  const width = right.length + 1;
  let previousPrevious = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, index) => index);
  let current = new Array<number>(width).fill(0);
  for (let row = 1; row <= left.length; row += 1) {
    current[0] = row;
    let rowMinimum = row;
    for (let column = 1; column <= right.length; column += 1) {
      const cost = left[row - 1] === right[column - 1] ? 0 : 1;
      let value = Math.min(
        (previous[column] as number) + 1,
        (current[column - 1] as number) + 1,
        (previous[column - 1] as number) + cost,
      );
      if (row > 1 && column > 1 && left[row - 1] === right[column - 2] && left[row - 2] === right[column - 1]) {
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

/** Similarity in [0, 1] from the edit distance: 1 for equal strings. */
export function stringSimilarity(left: string, right: string): number {
  const longest = Math.max(left.length, right.length);
  if (longest === 0) return 1;
  const limit = Math.ceil(longest / 2);
  const distance = editDistance(left, right, limit);
  return distance > limit ? 0 : 1 - distance / longest;
}
