/**
 * The measurement of bench/markdown-stream, the same in Chromium and under jsdom: a ~20 KB
 * reply fed in small deltas to the incremental view and to a full re-parse per delta.
 */
import { createMarkdownView, type MarkdownView } from '../../web/src/ui/markdown/markdown-view.ts';
import type { SanitizeHtml } from '../../web/src/ui/markdown/sanitize-html.ts';

const section = `## Findings for region NAME

The report at https://example.com/reports/NAME.html says **most** of the cost came from _energy_
and \`transport\`, and the [summary](https://example.com/summary) agrees with it.

- first point, with a [link](https://example.org/a)
- second point, **bold** and \`code\`
- third point

| year | cost | change |
|:-----|-----:|-------:|
| 2024 | 1,200 | +3% |
| 2025 | 1,350 | +12% |

\`\`\`ts
const total = rows.reduce((sum, row) => sum + row.cost, 0);
console.log(total);
\`\`\`

`;

/** A reply of `bytes` characters. */
export function replyOf(bytes: number): string {
  let text = '';
  for (let index = 0; text.length < bytes; index += 1) text += section.replace(/NAME/g, String(index));
  return text.slice(0, bytes);
}

/** Milliseconds: the whole stream, and per delta. */
export interface Timing {
  readonly totalMs: number;
  readonly medianMs: number;
  readonly p99Ms: number;
  readonly lastTenthMeanMs: number;
}

/** Feeds `reply` to `draw` in `delta`-character steps, timing every `sample`th (the total is estimated from them). */
function time(reply: string, delta: number, draw: (text: string) => void, sample: number): Timing {
  const durations: number[] = [];
  const deltas = Math.ceil(reply.length / delta);
  for (let step = 0; step < deltas; step += sample) {
    const end = (step + 1) * delta;
    const started = performance.now();
    draw(reply.slice(0, end));
    durations.push(performance.now() - started);
  }
  const sorted = [...durations].sort((a, b) => a - b);
  const lastTenth = durations.slice(Math.floor(durations.length * 0.9));
  return {
    totalMs: (durations.reduce((sum, value) => sum + value, 0) / durations.length) * deltas,
    medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
    p99Ms: sorted[Math.floor(sorted.length * 0.99)] ?? 0,
    lastTenthMeanMs: lastTenth.reduce((sum, value) => sum + value, 0) / Math.max(1, lastTenth.length),
  };
}

/** What one run measures. */
export interface StreamOptions {
  readonly bytes: number;
  readonly delta: number;
  /** The full re-parse is timed on every `sample`th prefix only (all of them take minutes under jsdom). */
  readonly fullSample: number;
}

/** Times the incremental view (every delta) and the full re-parse, each drawing into its own element of `document`. */
export function measureStreaming(
  document: Document,
  sanitize: SanitizeHtml,
  options: StreamOptions,
): { incremental: Timing; fullReparse: Timing } {
  const newView = (): MarkdownView => {
    const target = document.createElement('div');
    document.body.append(target);
    return createMarkdownView(target, sanitize);
  };
  const reply = replyOf(options.bytes);
  const incrementalView = newView();
  const incremental = time(reply, options.delta, (text) => incrementalView.update(text), 1);
  const fullView = newView();
  const fullReparse = time(reply, options.delta, (text) => fullView.render(text), options.fullSample);
  return { incremental, fullReparse };
}
