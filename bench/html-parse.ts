/**
 * CPU time of parsing fetched pages into a tree: the built-in tokenizer and tree
 * (shared/integrations/fetch/html-tree.ts) against linkedom's `parseHTML` and
 * htmlparser2's `parseDocument` (the parser linkedom uses), on generated pages of the
 * shapes the web-search-api function reads, up to safe-fetch's 2 MB cap. The edge gives a
 * request 2 s of CPU. The figures are quoted in shared/integrations/fetch/html-tokenizer.ts.
 *
 *   npx tsx bench/html-parse.ts
 *   npx deno run -A --node-modules-dir=manual --no-lock --config deno.json bench/html-parse.ts
 */
import process from 'node:process';
import { parseDocument } from 'htmlparser2';
import { parseHTML } from 'linkedom';
import { parseHtml } from '../shared/integrations/fetch/html-tree.ts';

const sentence =
  'The committee&#8217;s report, published on Tuesday, found that &ldquo;most&rdquo; of the cost came from <a href="/energy?ref=a&amp;b=2">energy</a> and <em>transport</em> &amp; storage.';

/** A news article: head with styles and a JSON script, navigation, paragraphs with inline markup, a table, a footer. */
function articlePage(bytes: number): string {
  const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Report &amp; findings</title>
<style>${'.c{margin:0;padding:1px}'.repeat(200)}</style><script type="application/ld+json">${
    JSON.stringify({ items: Array.from({ length: 200 }, (_, index) => ({ id: index, name: `item ${index} <b>` })) })
  }</script></head>
<body><header><nav><ul>${
    Array.from({ length: 120 }, (_, index) => `<li><a href="/section/${index}" class="nav-link">Section ${index}</a>`)
      .join('')
  }</ul></nav></header><main><article><h1>Report</h1>`;
  const section =
    `<section><h2>Findings</h2><p>${sentence} ${sentence}</p><p>${sentence}<br>${sentence}</p><!-- ad slot -->
<figure><img src="/a.jpg" alt="A chart" loading=lazy><figcaption>Chart &copy; Agency</figcaption></figure>
<ul><li>First point<li>Second point, <strong>bold</strong><li>Third</ul>
<table><tr><th>Year<th>Cost</tr><tr><td>2024<td>1,200</tr><tr><td>2025<td>1,350</tr></table></section>\n`;
  const tail =
    `</article></main><footer><p>&copy; 2026 Example News. <a href="/terms">Terms</a></p></footer><script>window.__data=${
      JSON.stringify({ a: 'x'.repeat(2000) })
    }</script></body></html>`;
  return head + section.repeat(Math.max(1, Math.ceil((bytes - head.length - tail.length) / section.length))) + tail;
}

/** A listing or server-rendered app page: many small nested elements with attributes. */
function listingPage(bytes: number): string {
  const card =
    `<div class="card" data-id="42"><div class="card-body"><a class="title" href="/item/42?x=1&amp;y=2"><span>Item title</span></a><div class="meta"><span class="price">&euro;12</span><span class="tag">new</span></div></div></div>\n`;
  return `<!doctype html><html><head><title>Results</title></head><body><div id="app"><div class="grid">${
    card.repeat(Math.ceil(bytes / card.length))
  }</div></div></body></html>`;
}

/** Hostile or broken markup: `openElements` `<div>`s never closed (5 bytes each). */
function nestedPage(openElements: number): string {
  return `<html><body>${'<div>'.repeat(openElements)}x</body></html>`;
}

const parsers: ReadonlyArray<readonly [string, (html: string) => unknown]> = [
  ['built-in', (html) => parseHtml(html)],
  ['linkedom', (html) => parseHTML(html).document],
  ['htmlparser2', (html) => parseDocument(html)],
];

/** Deno 2.1's `process.cpuUsage` is a stub that returns zeros. */
const runtime = 'Deno' in globalThis ? `Deno ${process.versions.deno ?? ''}` : `Node ${process.version}`;
const measuresCpu = !('Deno' in globalThis);

/** CPU time of `run` (all threads, GC included) under Node; wall time under Deno, which
 * agrees with it on an idle machine since the bench is single-threaded. */
function cpuMilliseconds(run: () => unknown): number {
  if (!measuresCpu) {
    const start = performance.now();
    run();
    return performance.now() - start;
  }
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

const runs = Number(process.env.RUNS ?? 7);
/** Page, and how many timed runs: the deep pages take seconds per parse, so run once, cold. */
const pages: ReadonlyArray<readonly [string, string, number]> = [
  ['article 100 KB', articlePage(100_000), runs],
  ['article 500 KB', articlePage(500_000), runs],
  ['article 2 MB', articlePage(2_000_000), runs],
  ['listing 500 KB', listingPage(500_000), runs],
  ['listing 2 MB', listingPage(2_000_000), runs],
  ['nested 20k divs', nestedPage(20_000), 1],
  ['nested 100k divs', nestedPage(100_000), 1],
];

console.log(
  `${
    measuresCpu ? 'CPU' : 'wall'
  } ms, median of ${runs} runs after one warm-up; nested pages one cold run (${runtime})`,
);
console.log(['page'.padEnd(18), 'KB'.padStart(6), ...parsers.map(([name]) => name.padStart(12))].join(''));
for (const [label, html, times] of pages) {
  const cells = parsers.map(([, parse]) => {
    if (times > 1) parse(html);
    return median(Array.from({ length: times }, () => cpuMilliseconds(() => parse(html)))).toFixed(1).padStart(12);
  });
  console.log([label.padEnd(18), String(Math.round(html.length / 1000)).padStart(6), ...cells].join(''));
}
