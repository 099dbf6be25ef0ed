/** The two tools the recovery tests' hand-written cases list: a web search and a news search of the same schema. */
import type { RecoveryCase } from '../../../../bench/recovery/recovery-case.ts';

type CaseTool = RecoveryCase['tools'][number];

/** `web_search`: a required `query`, an optional `num_results` from 1 to 20, nothing else. */
export const webSearch: CaseTool = {
  name: 'web_search',
  description: 'Search the web.',
  parameters: {
    type: 'object',
    properties: { query: { type: 'string' }, num_results: { type: 'integer', minimum: 1, maximum: 20 } },
    required: ['query'],
    additionalProperties: false,
  },
};

/** `news_search`: the same schema under another name. */
export const newsSearch: CaseTool = { ...webSearch, name: 'news_search', description: 'Search the news.' };
