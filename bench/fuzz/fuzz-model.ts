import type { ChatCompletionBody, ScriptedReply } from '../../test/support/scripted-openai-server.ts';

function hashOf(text: string): number {
  let hash = 2_166_136_261;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 16_777_619) >>> 0;
  }
  return hash;
}

/**
 * The fuzz run's model: deterministic per user message. Without tools offered (a search
 * summary) it answers text; otherwise, right after the user, it answers text or calls a
 * tool: a valid search, arguments that are not JSON, a tool that does not exist, an email,
 * or two calls at once. After a tool result it answers text, so every turn ends.
 */
export function fuzzModelReply(body: ChatCompletionBody): ScriptedReply {
  const last = body.messages.at(-1);
  const lastUser = [...body.messages].reverse().find((message) => message.role === 'user');
  const text = typeof lastUser?.content === 'string' ? lastUser.content : '';
  if ((body.tools?.length ?? 0) === 0 || last?.role !== 'user') return { text: `About ${text.slice(0, 40)}: done.` };
  const query = JSON.stringify({ query: `fuzz ${hashOf(text) % 1_000}` });
  switch (hashOf(text) % 7) {
    case 0:
    case 1:
      return { text: 'Nothing to look up.' };
    case 2:
      return { toolCalls: [{ name: 'web_search', arguments: query }] };
    case 3:
      return { toolCalls: [{ name: 'web_search', arguments: '{"query": "unterminated' }] };
    case 4:
      return { toolCalls: [{ name: 'searchTheWeb', arguments: query }] };
    case 5:
      return {
        toolCalls: [{
          name: 'gmail_send_email',
          arguments: JSON.stringify({ to: 'someone@example.com', subject: 'Hi', body: text.slice(0, 200) }),
        }],
      };
    default:
      return { toolCalls: [{ name: 'web_search', arguments: query }, { name: 'news_search', arguments: query }] };
  }
}
