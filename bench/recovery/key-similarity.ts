/**
 * When the schema-aware model takes an unknown key for a declared one (RECOVERY.md,
 * revised 2026-11-27): the two differ only by case and separators, or by a small edit.
 */

/** The key with case and separators (`_`, `-`, space) removed: `priceRange`,
 * `price_range` and `Price-Range` all read `pricerange`. */
export function normalizedKey(key: string): string {
  return key.toLowerCase().replace(/[_\-\s]/g, '');
}

/** The optimal-string-alignment Damerau–Levenshtein distance: insertions, deletions,
 * substitutions and transpositions of adjacent characters, each costing 1. */
export function editDistance(left: string, right: string): number {
  const rows = left.length + 1;
  const columns = right.length + 1;
  const distance: number[][] = Array.from(
    { length: rows },
    (_, row) => Array.from({ length: columns }, (_, column) => (row === 0 ? column : column === 0 ? row : 0)),
  );
  for (let row = 1; row < rows; row += 1) {
    for (let column = 1; column < columns; column += 1) {
      const cost = left[row - 1] === right[column - 1] ? 0 : 1;
      const current = distance[row] as number[];
      const previous = distance[row - 1] as number[];
      let best = Math.min(
        (previous[column] as number) + 1,
        (current[column - 1] as number) + 1,
        (previous[column - 1] as number) + cost,
      );
      if (
        row > 1 && column > 1 && left[row - 1] === right[column - 2] && left[row - 2] === right[column - 1]
      ) {
        best = Math.min(best, (distance[row - 2]?.[column - 2] as number) + 1);
      }
      current[column] = best;
    }
  }
  return distance[rows - 1]?.[columns - 1] as number;
}

/** The largest edit allowed towards a declared key: 2 when its normalised form has at
 * least 5 characters, 1 when shorter (a 3-letter key 2 edits away is another word). */
export function allowedEdits(declaredKey: string): number {
  return normalizedKey(declaredKey).length >= 5 ? 2 : 1;
}

/** How far `key` is from `declaredKey`: the edit distance of their normalised forms;
 * 0 when they differ only by case and separators. */
export function keyDistance(key: string, declaredKey: string): number {
  return editDistance(normalizedKey(key), normalizedKey(declaredKey));
}

/**
 * The declared key the model takes `unknownKey` for: among `declaredKeys`, those within
 * {@link allowedEdits} of it, the nearest; undefined when none is near or when two are
 * equally near (the model cannot tell which was meant, so it does not guess).
 */
export function closestDeclaredKey(unknownKey: string, declaredKeys: readonly string[]): string | undefined {
  let best: { key: string; distance: number } | undefined;
  let tied = false;
  for (const declaredKey of declaredKeys) {
    const distance = keyDistance(unknownKey, declaredKey);
    if (distance > allowedEdits(declaredKey)) continue;
    if (best === undefined || distance < best.distance) {
      best = { key: declaredKey, distance };
      tied = false;
    } else if (distance === best.distance) {
      tied = true;
    }
  }
  return best === undefined || tied ? undefined : best.key;
}
