/** The measurement as a page script: Chromium calls `runMarkdownStreamBench` with the options. */
import { createSanitizer } from '../../web/src/ui/markdown/sanitize-html.ts';
import { measureStreaming, type StreamOptions } from './stream-timing.ts';

(globalThis as Record<string, unknown>).runMarkdownStreamBench = (options: StreamOptions) => {
  const sanitize = createSanitizer(window);
  if (sanitize === null) throw new Error('DOMPurify does not support this browser');
  return measureStreaming(document, sanitize, options);
};
