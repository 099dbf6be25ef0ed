import { describe, expect, it } from 'vitest';
import { createSpinner } from '../../../local/cli/spinner.ts';

function harness(color: boolean) {
  const written: string[] = [];
  const timers = new Map<number, () => void>();
  let nextHandle = 1;
  const spinner = createSpinner({
    write: (text) => written.push(text),
    setInterval: (callback) => {
      const handle = nextHandle;
      nextHandle += 1;
      timers.set(handle, callback);
      return handle;
    },
    clearInterval: (handle) => timers.delete(handle as number),
  }, { color });
  const tick = (): void => {
    for (const callback of timers.values()) callback();
  };
  return { spinner, written, timers, tick };
}

describe('createSpinner', () => {
  describe('when started and ticked', () => {
    it('redraws the line with the next frame and the label', () => {
      const { spinner, written, tick } = harness(false);
      spinner.start('thinking');
      tick();
      expect(written).toEqual(['\r\u001b[2K⠋ thinking', '\r\u001b[2K⠙ thinking']);
    });

    it('keeps one timer when the label changes', () => {
      const { spinner, written, timers } = harness(false);
      spinner.start('thinking');
      spinner.start('running web_search');
      expect(timers.size).toBe(1);
      expect(written.at(-1)).toBe('\r\u001b[2K⠙ running web_search');
    });

    it('colours the frame and dims the label when colour is on', () => {
      const { spinner, written } = harness(true);
      spinner.start('thinking');
      expect(written).toEqual(['\r\u001b[2K\u001b[36m⠋\u001b[39m \u001b[2mthinking\u001b[22m']);
    });
  });

  describe('when stopped', () => {
    it('clears the line and its timer, once', () => {
      const { spinner, written, timers } = harness(false);
      spinner.start('thinking');
      spinner.stop();
      spinner.stop();
      expect(timers.size).toBe(0);
      expect(written.slice(1)).toEqual(['\r\u001b[2K']);
    });
  });
});
