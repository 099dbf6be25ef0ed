import type { Logger } from '../../log/logger.ts';
import { ToolError, ToolParameterError } from '../../tools/tool-error.ts';
import { maxReadableChars, type ReadablePage, type ReadableTextExtractor } from '../fetch/html-to-text.ts';
import type { SafeFetch } from '../fetch/safe-fetch.ts';
import { extractiveSummary } from './extractive-summary.ts';
import { describeFetchProblem, type PageProblem } from './fetch-problem-text.ts';
import type { PageSummarizer } from './model-summarizer.ts';

/** What scraping needs from its surroundings. */
export interface ScrapeDependencies {
  readonly safeFetch: SafeFetch;
  /** The fetcher's deadline, for telling the model how long a page was given. */
  readonly fetchTimeoutMs: number;
  readonly extractReadable: ReadableTextExtractor;
  /** The model layer's summarizer, or null for extractive summaries only. */
  readonly summarize: PageSummarizer | null;
  readonly logger?: Logger;
}

/** A page that was read and summarized. */
export interface ScrapedPage {
  readonly url: string;
  /** Where the page was read after redirects, when that differs from `url`. */
  readonly finalUrl?: string;
  readonly title: string;
  readonly summary: string;
  readonly summarizedBy: 'model' | 'extractive';
  /** True when the page was larger than the size cap and only its start was read. */
  readonly truncated?: true;
}

/** A page that could not be read, and why, in words for the model. */
export interface UnreadablePage {
  readonly url: string;
  readonly error: string;
}

/** What `scrape_and_summarize` returns: one entry per distinct URL, in the order asked. */
export interface ScrapeOutput {
  readonly focus?: string;
  readonly pages: readonly (ScrapedPage | UnreadablePage)[];
}

/** Pages fetched at once: a few, so five URLs do not open five connections together. */
const maxConcurrentPages = 3;

type PageOutcome = { readonly ok: true; readonly page: ScrapedPage } | {
  readonly ok: false;
  readonly url: string;
  readonly problem: PageProblem;
};

async function summarize(
  readable: ReadablePage,
  focus: string | undefined,
  dependencies: ScrapeDependencies,
  signal: AbortSignal,
): Promise<Pick<ScrapedPage, 'summary' | 'summarizedBy'>> {
  if (dependencies.summarize !== null) {
    try {
      return { summary: await dependencies.summarize(readable.text, focus, signal), summarizedBy: 'model' };
    } catch (error) {
      if (signal.aborted) throw error;
      dependencies.logger?.warn('page-summary-failed', {
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return { summary: extractiveSummary(readable.text, { focus }), summarizedBy: 'extractive' };
}

async function readPage(
  url: string,
  focus: string | undefined,
  dependencies: ScrapeDependencies,
  signal: AbortSignal,
): Promise<PageOutcome> {
  const fetched = await dependencies.safeFetch(url, signal);
  if (!fetched.ok) {
    return {
      ok: false,
      url,
      problem: describeFetchProblem(url, fetched.url, fetched.problem, dependencies.fetchTimeoutMs),
    };
  }
  const { page } = fetched;
  const readable = page.contentType === 'text/plain'
    ? { title: '', text: page.text.slice(0, maxReadableChars).trim() }
    : await dependencies.extractReadable(page.text, page.url);
  if (readable.text.trim().length === 0) {
    return {
      ok: false,
      url,
      problem: {
        category: 'invalid_arguments',
        text: `${url} has no readable text (it may need JavaScript to show its content).`,
      },
    };
  }
  const summary = await summarize(readable, focus, dependencies, signal);
  return {
    ok: true,
    page: {
      url,
      title: readable.title.length > 0 ? readable.title : new URL(page.url).hostname,
      ...summary,
      ...(page.url === url ? {} : { finalUrl: page.url }),
      ...(page.truncated ? { truncated: true as const } : {}),
    },
  };
}

function failureOf(failures: readonly Extract<PageOutcome, { ok: false }>[]): ToolError {
  const allTransient = failures.every((failure) => failure.problem.category === 'transient');
  const lines = failures.map((failure) => failure.problem.text);
  const modelMessage = lines.length === 1
    ? `Could not read the page: ${lines[0]}`
    : `Could not read any of the pages:\n${lines.map((line) => `- ${line}`).join('\n')}`;
  const detail = `scrape failed for every URL: ${
    failures.map(({ problem }) => `${problem.text}${problem.status === undefined ? '' : ` (HTTP ${problem.status})`}`)
      .join(' | ')
  }`;
  if (allTransient) {
    return new ToolError('transient', { reason: failures[0]?.problem.reason ?? 'unavailable', modelMessage, detail });
  }
  return new ToolParameterError('urls', 'no page could be read', { modelMessage, detail });
}

/**
 * Reads each URL through the SSRF-safe fetcher, reduces it to readable text and
 * summarizes it (the model's summarizer when there is one, else extractively, honouring
 * `focus`). Pages that fail are listed with the reason; when every page fails, the
 * call fails: `transient` if every reason was passing, else `invalid_arguments` on
 * `urls` so the model can try other addresses.
 */
export async function scrapeAndSummarize(
  input: { urls: readonly string[]; focus?: string },
  dependencies: ScrapeDependencies,
  signal: AbortSignal,
): Promise<ScrapeOutput> {
  const urls = [...new Set(input.urls)];
  const focus = input.focus?.trim() === '' ? undefined : input.focus?.trim();
  const outcomes = new Array<PageOutcome>(urls.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < urls.length) {
      const index = next;
      next += 1;
      outcomes[index] = await readPage(urls[index] ?? '', focus, dependencies, signal);
    }
  };
  await Promise.all(Array.from({ length: Math.min(maxConcurrentPages, urls.length) }, worker));
  const failures = outcomes.filter((outcome): outcome is Extract<PageOutcome, { ok: false }> => !outcome.ok);
  if (failures.length === outcomes.length) throw failureOf(failures);
  const pages = outcomes.map((
    outcome,
  ) => (outcome.ok ? outcome.page : { url: outcome.url, error: outcome.problem.text }));
  return { ...(focus === undefined ? {} : { focus }), pages };
}
