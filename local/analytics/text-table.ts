import { terminalText } from '../terminal/terminal-text.ts';
import { paint, type Tone } from './ansi.ts';

/** A table cell: its text, and optionally a tone to paint it in. */
export type Cell = string | { readonly text: string; readonly tone?: Tone | undefined };

/** Which way each column's text is aligned. */
export type Alignment = 'left' | 'right';

/** A cell's text, one line, inert on a terminal: tool names and categories come from the log,
 * where a model or a client chose them. */
function textOf(cell: Cell | undefined): string {
  return terminalText(cell === undefined ? '' : typeof cell === 'string' ? cell : cell.text);
}

function toneOf(cell: Cell | undefined): Tone | undefined {
  return cell === undefined || typeof cell === 'string' ? undefined : cell.tone;
}

/**
 * Lays rows out under a header, columns padded to their widest cell (measured before any
 * colour codes are added) and indented by two spaces. Trailing spaces are trimmed.
 */
export function textTable(
  header: readonly string[],
  rows: readonly (readonly Cell[])[],
  alignments: readonly Alignment[],
  color: boolean,
): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => textOf(row[column]).length))
  );
  const line = (cells: readonly Cell[], headerTone?: Tone): string =>
    `  ${
      header
        .map((_, column) => {
          const text = textOf(cells[column]);
          const width = widths[column] ?? 0;
          // Padding stays outside the colour codes, so widths hold and trailing space trims.
          const padding = ' '.repeat(Math.max(0, width - text.length));
          const painted = paint(text, headerTone ?? toneOf(cells[column]), color);
          return alignments[column] === 'right' ? padding + painted : painted + padding;
        })
        .join('  ')
    }`.trimEnd();
  return [line(header, 'dim'), ...rows.map((row) => line(row))].join('\n');
}
