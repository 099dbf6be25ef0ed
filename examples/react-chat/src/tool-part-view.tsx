import type { DynamicToolUIPart } from 'ai';
import { type ApprovalAnswer, ApprovalView } from './approval-view.tsx';
import { InlineCode } from './inline-code.tsx';
import { approvalFor, type ParleyMessagePart } from './parley-parts.ts';

/** What a call's state means, in words. */
const stateLabels: Record<DynamicToolUIPart['state'], string> = {
  'input-streaming': 'preparing',
  'input-available': 'running',
  'approval-requested': 'waiting for your approval',
  'approval-responded': 'answered',
  'output-available': 'succeeded',
  'output-error': 'failed',
  'output-denied': 'declined',
};

function asJson(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? String(value);
}

/**
 * A tool call (Parley's tool parts are `dynamic-tool` parts: an agent's tools are
 * configuration, so they are drawn by name): its name, state and arguments, then its result
 * or the error text the model read, and the approval card while it waits for the user.
 */
export function ToolPartView(
  { part, parts, onApprovalAnswer }: {
    readonly part: DynamicToolUIPart;
    /** The message's parts, where Parley's `data-parley-approval` for this call is. */
    readonly parts: readonly ParleyMessagePart[];
    readonly onApprovalAnswer: (answer: ApprovalAnswer) => void;
  },
) {
  // The AI SDK's approval id (Parley's signed approval id) and what Parley says the call would do.
  const approvalId = part.approval?.id;
  const approval = approvalId === undefined ? null : approvalFor(parts, part.toolCallId);
  return (
    <section className='tool' data-tool={part.toolName} data-state={part.state} aria-label={`Tool ${part.toolName}`}>
      <p className='tool-heading'>
        <code>{part.toolName}</code> <span className='tool-state'>{stateLabels[part.state]}</span>
      </p>
      <details>
        <summary>Arguments</summary>
        <pre className='tool-arguments'>{asJson(part.input)}</pre>
      </details>
      {part.state === 'output-available' ? <pre className='tool-result'>{asJson(part.output)}</pre> : null}
      {part.state === 'output-error'
        ? (
          <p className='tool-error'>
            <InlineCode text={part.errorText} />
          </p>
        )
        : null}
      {approvalId !== undefined && approval !== null
        ? (
          <ApprovalView
            approval={approval}
            answered={part.state === 'approval-requested' ? null : part.approval?.approved ?? null}
            onAnswer={(approved) => onApprovalAnswer({ id: approvalId, approved })}
          />
        )
        : null}
    </section>
  );
}
