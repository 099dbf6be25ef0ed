import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readHiddenLine } from '../../../local/terminal/read-hidden-line.ts';

/** A terminal's stdin: raw mode noted, keys pushed as the terminal sends them. */
function fakeTerminal(): {
  input: PassThrough & { isRaw: boolean; setRawMode(mode: boolean): void };
  modes: boolean[];
} {
  const modes: boolean[] = [];
  const input = Object.assign(new PassThrough(), {
    isRaw: false,
    setRawMode(mode: boolean) {
      modes.push(mode);
      input.isRaw = mode;
    },
  });
  return { input, modes };
}

async function typeInto(keys: readonly string[]): Promise<{ line: string | null; shown: string; modes: boolean[] }> {
  const { input, modes } = fakeTerminal();
  let shown = '';
  const reading = readHiddenLine(input, { write: (text) => (shown += text) }, 'Secret: ');
  for (const key of keys) input.write(key);
  return { line: await reading, shown, modes };
}

describe('readHiddenLine', () => {
  it('reads the typed line without echoing it, and restores the terminal', async () => {
    const read = await typeInto(['s3cr', 'et-token', '\r', 'after']);

    expect(read).toEqual({ line: 's3cret-token', shown: 'Secret: \n', modes: [true, false] });
  });

  it('erases with Backspace and ignores arrow keys', async () => {
    const read = await typeInto(['abcx', '\u007f', '\u001b[D', 'd\r']);

    expect(read.line).toBe('abcd');
    expect(read.shown).toBe('Secret: \n');
  });

  it('gives null on Ctrl-C', async () => {
    const read = await typeInto(['abc', '\u0003']);

    expect(read).toEqual({ line: null, shown: 'Secret: \n', modes: [true, false] });
  });
});
