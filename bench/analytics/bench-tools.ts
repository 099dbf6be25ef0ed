/**
 * The 40 tools of the generated log: names as Parley logs them, the tool function that
 * logs a call again (gmail-api, web-search-api), the upstream provider, a typical
 * duration and how popular and how flaky each one is.
 */

/** One tool of the generated log. */
export interface BenchTool {
  readonly name: string;
  /** The tool function that logs the call a second time, if any. */
  readonly functionSource: 'gmail-api' | 'web-search-api' | null;
  readonly provider: string | null;
  /** Median duration of a run, in milliseconds (log-normal around it). */
  readonly medianMs: number;
  /** Relative share of the agents that enable it. */
  readonly popularity: number;
  /** A flaky upstream: an eighth of its calls fail (mostly transient). */
  readonly flaky: boolean;
}

function tool(
  name: string,
  medianMs: number,
  popularity: number,
  extra: Partial<Pick<BenchTool, 'functionSource' | 'provider' | 'flaky'>> = {},
): BenchTool {
  return { name, medianMs, popularity, functionSource: null, provider: null, flaky: false, ...extra };
}

const gmail = { functionSource: 'gmail-api', provider: 'gmail' } as const;
const search = { functionSource: 'web-search-api', provider: 'serper' } as const;

/** Exactly 40 tools. */
export const benchTools: readonly BenchTool[] = [
  tool('web_search', 900, 10, search),
  tool('news_search', 1_100, 4, search),
  tool('image_search', 1_300, 1.5, search),
  tool('fetch_page', 1_500, 6, { flaky: true }),
  tool('read_pdf', 2_500, 1.5),
  tool('calculator', 25, 5),
  tool('current_time', 20, 4),
  tool('unit_convert', 22, 1.5),
  tool('weather_forecast', 600, 2.5, { provider: 'open-meteo' }),
  tool('translate_text', 700, 2, { provider: 'deepl' }),
  tool('gmail__search_emails', 800, 4, gmail),
  tool('gmail__read_email', 500, 3.5, gmail),
  tool('gmail__send_email', 1_200, 3, gmail),
  tool('gmail__create_draft', 900, 1.5, gmail),
  tool('gmail__list_labels', 300, 1, gmail),
  tool('calendar__list_events', 450, 3, { provider: 'google-calendar' }),
  tool('calendar__create_event', 800, 2, { provider: 'google-calendar' }),
  tool('drive__search_files', 700, 2, { provider: 'google-drive' }),
  tool('drive__read_file', 1_100, 1.5, { provider: 'google-drive' }),
  tool('slack__send_message', 400, 2.5, { provider: 'slack' }),
  tool('slack__search_messages', 650, 1.5, { provider: 'slack' }),
  tool('slack__list_channels', 300, 1, { provider: 'slack' }),
  tool('jira__get_task', 550, 2, { provider: 'jira', flaky: true }),
  tool('jira__create_task', 900, 1.5, { provider: 'jira', flaky: true }),
  tool('jira__search_tasks', 1_000, 1.5, { provider: 'jira', flaky: true }),
  tool('github__search_issues', 750, 1.5, { provider: 'github' }),
  tool('github__get_pull_request', 600, 1, { provider: 'github' }),
  tool('github__create_issue', 850, 0.8, { provider: 'github' }),
  tool('notion__search_pages', 950, 1.2, { provider: 'notion' }),
  tool('notion__create_page', 1_300, 0.8, { provider: 'notion' }),
  tool('hubspot__find_contact', 700, 0.8, { provider: 'hubspot' }),
  tool('hubspot__update_deal', 900, 0.5, { provider: 'hubspot' }),
  tool('stripe__list_invoices', 650, 0.6, { provider: 'stripe' }),
  tool('stripe__refund_payment', 1_400, 0.3, { provider: 'stripe' }),
  tool('sql_query', 350, 1, { provider: 'postgres' }),
  tool('code_interpreter', 3_000, 1.5),
  tool('sequential_thinking', 40, 1),
  tool('memory__recall', 80, 1.5),
  tool('memory__store', 90, 1),
  tool('maps__directions', 800, 0.7, { provider: 'google-maps', flaky: true }),
];
