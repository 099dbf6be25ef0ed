import type { ChatCompletionBody, ScriptedReply } from '../../test/support/scripted-openai-server.ts';

/**
 * The scripted model of the load test: one tool call per turn, a deliberate mistake in
 * every fifth turn (a tool name that does not exist, `searchWeb`), corrected after the
 * executor's feedback, then a short answer.
 */
export function loadModelReply(body: ChatCompletionBody): ScriptedReply {
  const last = body.messages.at(-1);
  const lastUser = [...body.messages].reverse().find((message) => message.role === 'user');
  const turn = Number(/turn (\d+)/.exec(lastUser?.content ?? '')?.[1] ?? '1');
  const topic = /about (.+)$/.exec(lastUser?.content ?? '')?.[1] ?? 'parley';
  if (last?.role === 'user') {
    const mistaken = turn % 5 === 0;
    return {
      toolCalls: [{
        name: mistaken ? 'searchWeb' : 'web_search',
        arguments: JSON.stringify({ query: topic, num_results: 3 }),
      }],
    };
  }
  if (last?.role === 'system') {
    return { toolCalls: [{ name: 'web_search', arguments: JSON.stringify({ query: topic, num_results: 3 }) }] };
  }
  return { text: `Here is what I found about ${topic}.` };
}
