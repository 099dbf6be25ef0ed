import type { NewAgent } from '../db/repositories/agents-repository.ts';

/**
 * The agent a user gets on their first chat turn when they have none: the tools and
 * settings of the seeded demo agent (supabase/seed.sql), so a new user's first
 * `search the web for …` works like the demo's. They can change it like any agent.
 */
export const defaultAgentTemplate = {
  name: 'Assistant',
  systemPrompt: 'You are a helpful assistant. You can send and read email through Gmail and search the web. ' +
    'When a tool asks a question you cannot answer from the conversation, ask the user.',
  model: null,
  fallbackModels: [],
  enabledTools: [
    'gmail_send_email',
    'gmail_read_emails',
    'gmail_search_emails',
    'web_search',
    'news_search',
    'scrape_and_summarize',
  ],
  settings: { autoResolveNames: false, temperature: 0.2, searchProviders: ['serper', 'brave', 'serpapi'] },
} as const satisfies Omit<NewAgent, 'ownerId' | 'isDefault'>;
