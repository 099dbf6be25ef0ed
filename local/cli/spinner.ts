/** A one-line activity indicator on a terminal. */
export interface Spinner {
  /** Shows `label` after a turning frame; replaces the label when already spinning. */
  start(label: string): void;
  /** Removes the spinner line, leaving the cursor where the line began. */
  stop(): void;
}

/** What a spinner draws with; timers are passed in so tests can step them. */
export interface SpinnerDependencies {
  readonly write: (text: string) => void;
  readonly setInterval: (callback: () => void, milliseconds: number) => unknown;
  readonly clearInterval: (handle: unknown) => void;
}

const frames = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
const frameMilliseconds = 80;
const clearLine = '\r\u001b[2K';

/** A spinner that draws nothing: for pipes, files and `--json`. */
export const silentSpinner: Spinner = { start: () => undefined, stop: () => undefined };

/** A braille spinner drawn with carriage returns; only meant for a terminal. */
export function createSpinner(dependencies: SpinnerDependencies, options: { readonly color: boolean }): Spinner {
  let handle: unknown = null;
  let frame = 0;
  let label = '';
  const draw = (): void => {
    const glyph = frames[frame % frames.length] ?? '';
    frame += 1;
    dependencies.write(
      `${clearLine}${options.color ? `\u001b[36m${glyph}\u001b[39m \u001b[2m${label}\u001b[22m` : `${glyph} ${label}`}`,
    );
  };
  return {
    start(next) {
      label = next;
      if (handle === null) handle = dependencies.setInterval(draw, frameMilliseconds);
      draw();
    },
    stop() {
      if (handle === null) return;
      dependencies.clearInterval(handle);
      handle = null;
      dependencies.write(clearLine);
    },
  };
}
