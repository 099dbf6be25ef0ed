import type { TurnEvent } from '../../../../shared/chat/turn-event.ts';

/** The conversation every scripted reply belongs to. */
export const conversationId = '11111111-1111-4111-8111-111111111111';

const email = { subject: 'Meeting notes', body: 'Hi,\n\nSharing the meeting notes, as requested.\n\nBest regards' };

/** The model-facing message of the first, failed attempt. */
export const toolErrorMessage =
  'Question: Who should I send this email to? Please provide the recipient email address.';

/** The reply of the recovered turn. */
export const recoveredReply = 'Done: the email was sent (message id msg_1).';

/** The reply body (JSON, and the data of the SSE `done` event) of the recovered turn. */
export const recoveredReplyBody = {
  status: 'completed' as const,
  approvals: [] as never[],
  conversationId,
  reply: recoveredReply,
  toolCalls: [
    {
      id: 'call_1',
      name: 'gmail_send_email',
      resolvedName: 'gmail_send_email',
      status: 'error',
      category: 'needs_input',
      attempt: 1,
      durationMs: 2,
    },
    {
      id: 'call_2',
      name: 'gmail_send_email',
      resolvedName: 'gmail_send_email',
      status: 'success',
      attempt: 2,
      durationMs: 41,
    },
  ],
  model: 'demo:parley-demo',
  usage: { promptTokens: 120, completionTokens: 40, totalTokens: 160 },
} as const;

/**
 * A turn as the chat function streams it with the demo model making a mistake: the
 * first call misses the recipient, the model is asked, retries, and the email goes out.
 */
export const recoveredTurnEvents: readonly TurnEvent[] = [
  { type: 'step-start', step: 1, model: 'demo:parley-demo' },
  { type: 'tool-call', id: 'call_1', name: 'gmail_send_email', arguments: JSON.stringify(email) },
  { type: 'tool-error', call: recoveredReplyBody.toolCalls[0], message: toolErrorMessage, willRetry: true },
  { type: 'retry', round: 1, tools: ['gmail_send_email'] },
  { type: 'step-start', step: 2, model: 'demo:parley-demo' },
  {
    type: 'tool-call',
    id: 'call_2',
    name: 'gmail_send_email',
    arguments: JSON.stringify({ to: ['ana@example.com'], ...email }),
  },
  { type: 'tool-result', call: recoveredReplyBody.toolCalls[1] },
  { type: 'step-start', step: 3, model: 'demo:parley-demo' },
  ...recoveredReply.split(/(?<= )/).map((text): TurnEvent => ({ type: 'text-delta', text })),
];

/** One event on the wire: its SSE name and data. */
export interface WireEvent {
  readonly event: string;
  readonly data: unknown;
}

/** The recovered turn as the chat function sends it: its events, then `done`. */
export const recoveredTurnStream: readonly WireEvent[] = [
  ...recoveredTurnEvents.map((event) => ({ event: event.type, data: event })),
  { event: 'done', data: recoveredReplyBody },
];
