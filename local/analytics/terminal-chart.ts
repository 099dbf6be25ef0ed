/**
 * Small charts made of Unicode block characters, for tables in a terminal.
 */

const sparkLevels = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'] as const;
const partialBlocks = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'] as const;

/** One character per value, from ▁ (at `minimum`) to █ (at `maximum`); a space for null. */
export function sparkline(values: readonly (number | null)[], minimum = 0, maximum = 1): string {
  const span = maximum - minimum;
  return values
    .map((value) => {
      if (value === null || !Number.isFinite(value)) return ' ';
      const position = span <= 0 ? 1 : (Math.min(Math.max(value, minimum), maximum) - minimum) / span;
      return sparkLevels[Math.round(position * (sparkLevels.length - 1))] ?? ' ';
    })
    .join('');
}

/** A horizontal bar `value / maximum` of `width` cells, in eighths of a cell. */
export function bar(value: number, maximum: number, width: number): string {
  if (!(maximum > 0) || !(value > 0)) return '';
  const eighths = Math.round((Math.min(value, maximum) / maximum) * width * 8);
  const partial = partialBlocks[eighths % 8] ?? '';
  // Anything above zero shows at least a sliver.
  return '█'.repeat(Math.floor(eighths / 8)) + (eighths === 0 ? '▏' : partial);
}
