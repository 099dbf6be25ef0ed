import type { SupabaseClient } from '@supabase/supabase-js';
import { DefaultChatTransport } from 'ai';
import type { ExampleConfig } from './config.ts';
import type { ParleyMessage } from './parley-parts.ts';

/** The conversation a chat continues: none until Parley names it in its first answer. */
export interface ConversationHolder {
  current: string | undefined;
}

/**
 * useChat's transport to Parley's chat function: the signed-in user's access token and the
 * project's publishable key on every request (read per request, so a refreshed token is
 * used), the conversation once Parley named it, and only the last message, which is all
 * Parley reads (history comes from its database).
 */
export function createParleyTransport(
  config: ExampleConfig,
  supabase: SupabaseClient,
  conversation: ConversationHolder,
): DefaultChatTransport<ParleyMessage> {
  return new DefaultChatTransport<ParleyMessage>({
    api: config.chatUrl,
    headers: async (): Promise<Record<string, string>> => {
      const { data } = await supabase.auth.getSession();
      const token = data.session?.access_token;
      return { apikey: config.publishableKey, ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }) };
    },
    body: () => (conversation.current === undefined ? {} : { conversationId: conversation.current }),
    prepareSendMessagesRequest: ({ id, messages, body, trigger, messageId }) => ({
      body: { ...body, id, messages: messages.slice(-1), trigger, messageId },
    }),
  });
}
