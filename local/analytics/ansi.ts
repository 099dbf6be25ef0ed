/** How a piece of terminal text should stand out. */
export type Tone = 'good' | 'bad' | 'dim' | 'bold';

const codes: Record<Tone, readonly [number, number]> = {
  good: [32, 39],
  bad: [31, 39],
  dim: [2, 22],
  bold: [1, 22],
};

/** Wraps `text` in the ANSI codes of `tone` when `color` is on; otherwise returns it as is. */
export function paint(text: string, tone: Tone | undefined, color: boolean): string {
  if (!color || tone === undefined || text === '') return text;
  const [open, close] = codes[tone];
  return `\u001b[${open}m${text}\u001b[${close}m`;
}

/** Whether to colour output: only on a terminal, and never when `NO_COLOR` is set to anything
 * but the empty string (https://no-color.org). */
export function shouldUseColor(
  isTerminal: boolean,
  environment: Readonly<Record<string, string | undefined>>,
): boolean {
  const noColor = environment.NO_COLOR;
  return isTerminal && (noColor === undefined || noColor === '');
}
