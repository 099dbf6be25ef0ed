import { readEmailsParameters, sendEmailParameters } from '../../../../shared/integrations/gmail/gmail-actions.ts';
import {
  newsSearchParameters,
  scrapeAndSummarizeParameters,
  webSearchParameters,
} from '../../../../shared/integrations/search/search-parameters.ts';
import { type AnyToolDefinition, defineTool, notConfigured } from '../../../../shared/tools/index.ts';

/** A call a tool handler received, with its validated input. */
export interface ReceivedCall {
  readonly name: string;
  readonly input: unknown;
}

/** The Gmail and web-search tools as the chat function shows them (the real parameter
 * schemas, names, families and coercions), with handlers that record their input and
 * answer in the shapes the real actions return. */
export interface DemoToolbox {
  readonly tools: AnyToolDefinition[];
  readonly received: ReceivedCall[];
}

const inbox = [
  {
    id: 'm1',
    thread_id: 't1',
    from: 'billing@acme.test',
    to: 'me@example.com',
    subject: 'Invoice #42',
    date: '2025-01-15',
    snippet: 'Your invoice',
    body: '…',
    body_truncated: false,
    labels: ['INBOX'],
    unread: true,
  },
  {
    id: 'm2',
    thread_id: 't2',
    from: 'bob@example.com',
    to: 'me@example.com',
    subject: 'Lunch?',
    date: '2025-01-15',
    snippet: 'Noon?',
    body: '…',
    body_truncated: false,
    labels: ['INBOX'],
    unread: false,
  },
];

/** Builds a {@link DemoToolbox}; without a Gmail connection the Gmail tools answer
 * `not_configured`, as the real ones do. */
export function demoTools(options: { gmailConnected?: boolean } = {}): DemoToolbox {
  const received: ReceivedCall[] = [];
  const gmail = <Input>(name: string, output: (input: Input) => unknown) => (input: Input) => {
    if (options.gmailConnected === false) throw notConfigured({ provider: 'gmail' });
    received.push({ name, input });
    return output(input);
  };
  const search = <Input>(name: string, output: (input: Input) => unknown) => (input: Input) => {
    received.push({ name, input });
    return output(input);
  };
  const tools = [
    defineTool({
      name: 'gmail_send_email',
      description: 'Send an email from the connected Gmail account',
      parameters: sendEmailParameters,
      family: 'email',
      sideEffects: true,
      execute: gmail(
        'gmail_send_email',
        (input) => ({
          status: 'sent',
          message_id: 'msg_18f2',
          thread_id: 'thr_1',
          to: input.to,
          cc: input.cc,
          bcc: input.bcc,
          subject: input.subject,
        }),
      ),
    }),
    defineTool({
      name: 'gmail_read_emails',
      description: 'Read recent emails from the connected Gmail inbox',
      parameters: readEmailsParameters,
      family: 'email',
      coercion: { numbers: true, booleans: true },
      execute: gmail(
        'gmail_read_emails',
        (input) => ({
          label: 'INBOX',
          unread_only: input.unread_only,
          count: inbox.length,
          result_size_estimate: inbox.length,
          emails: inbox,
        }),
      ),
    }),
    defineTool({
      name: 'web_search',
      description: 'Search the web',
      parameters: webSearchParameters,
      family: 'search',
      coercion: { numbers: true },
      execute: search(
        'web_search',
        (input) => ({
          query: input.query,
          provider: 'serper',
          results: [{ title: 'Deno 2 is out', link: 'https://deno.com/blog/v2.0', snippet: '…', source: 'deno.com' }],
        }),
      ),
    }),
    defineTool({
      name: 'news_search',
      description: 'Search recent news',
      parameters: newsSearchParameters,
      family: 'search',
      coercion: { numbers: true },
      execute: search(
        'news_search',
        (input) => ({
          query: input.query,
          provider: 'serper',
          time_range: input.time_range,
          results: [{ title: 'EU passes AI Act', link: 'https://news.test/ai-act', snippet: '…', source: 'News' }],
        }),
      ),
    }),
    defineTool({
      name: 'scrape_and_summarize',
      description: 'Read web pages and summarize them',
      parameters: scrapeAndSummarizeParameters,
      family: 'search',
      coercion: { arrays: true },
      execute: search(
        'scrape_and_summarize',
        (input) => ({
          pages: input.urls.map((url) => ({
            url,
            title: 'Parley 1.0',
            summary: 'The page announces Parley 1.0 and lists its features.',
            summarizedBy: 'extractive',
          })),
        }),
      ),
    }),
  ];
  return { tools, received };
}
