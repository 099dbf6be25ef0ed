/**
 * The web app's Markdown reply while it streams: a ~20 KB reply (headings, paragraphs with
 * links and emphasis, lists, tables, code fences) fed in 3-character deltas, drawn by the
 * incremental view (web/src/ui/markdown/markdown-view.ts: finished blocks kept, only the open
 * one re-lexed and sanitized) against a full re-parse, sanitize and redraw of the whole text per
 * delta. In Debian's Chromium (the view bundled with Vite, run in a blank page) when
 * /usr/bin/chromium exists, and under jsdom, whose DOM is much slower than a browser's.
 *
 *   npx tsx bench/markdown-stream/main.ts [--bytes 20000] [--delta 3] [--sample 10]
 */
import type { WindowLike } from 'dompurify';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { JSDOM } from 'jsdom';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { createSanitizer } from '../../web/src/ui/markdown/sanitize-html.ts';
import { measureStreaming, type StreamOptions, type Timing } from './stream-timing.ts';

type Results = { incremental: Timing; fullReparse: Timing };

/** The browser entry as one script (Vite's library build, kept in memory). */
async function browserScript(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: {
        entry: fileURLToPath(new URL('./browser-entry.ts', import.meta.url)),
        formats: ['iife'],
        name: 'markdownStreamBench',
      },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as { output: { type: string; code?: string }[] }[];
  const chunk = outputs[0]?.output.find((part) => part.type === 'chunk');
  if (chunk?.code === undefined) throw new Error('Vite built no script');
  return chunk.code;
}

async function inChromium(options: StreamOptions): Promise<Results | null> {
  if (!existsSync('/usr/bin/chromium')) return null;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ content: await browserScript() });
    return await page.evaluate(
      (given) =>
        (globalThis as unknown as { runMarkdownStreamBench(options: StreamOptions): Results }).runMarkdownStreamBench(
          given,
        ),
      options,
    );
  } finally {
    await browser.close();
  }
}

function underJsdom(options: StreamOptions): Results {
  const { window } = new JSDOM('<!doctype html><html><body></body></html>');
  const sanitize = createSanitizer(window as unknown as WindowLike);
  if (sanitize === null) throw new Error('DOMPurify does not support jsdom');
  return measureStreaming(window.document, sanitize, options);
}

function table(results: Results): Record<string, Record<string, string>> {
  const format = (timing: Timing) =>
    Object.fromEntries(Object.entries(timing).map(([key, value]) => [key, value.toFixed(3)]));
  return { incremental: format(results.incremental), 'full re-parse': format(results.fullReparse) };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      bytes: { type: 'string', default: '20000' },
      delta: { type: 'string', default: '3' },
      sample: { type: 'string', default: '10' },
    },
    strict: true,
  });
  const options = { bytes: Number(values.bytes), delta: Number(values.delta), fullSample: Number(values.sample) };
  console.log(
    `reply ${options.bytes} characters in ${Math.ceil(options.bytes / options.delta)} deltas of ${options.delta};` +
      ` the full re-parse timed on every ${options.fullSample}th delta, its total estimated from them`,
  );
  const browser = await inChromium(options);
  if (browser === null) console.log('Chromium: skipped (/usr/bin/chromium is missing)');
  else {
    console.log('Chromium (ms)');
    console.table(table(browser));
  }
  console.log('jsdom (ms)');
  console.table(table(underJsdom(options)));
}

await main();
