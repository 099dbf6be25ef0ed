/** How a piece of the chat transcript stands out on a terminal. */
export type ChatTone = 'call' | 'good' | 'bad' | 'warn' | 'dim' | 'bold';

const codes: Record<ChatTone, readonly [number, number]> = {
  call: [36, 39],
  good: [32, 39],
  bad: [31, 39],
  warn: [33, 39],
  dim: [2, 22],
  bold: [1, 22],
};

/** Wraps `text` in the ANSI codes of `tone` when `color` is on; otherwise returns it as is. */
export function style(text: string, tone: ChatTone, color: boolean): string {
  if (!color || text === '') return text;
  const [open, close] = codes[tone];
  return `\u001b[${open}m${text}\u001b[${close}m`;
}

/** Every ANSI escape sequence (colours, cursor moves, line clearing). */
export const ansiPattern = /\u001b\[[0-9;?]*[A-Za-z]/g;
