import type { ApprovalAnswer } from './approval-view.tsx';
import { InlineCode } from './inline-code.tsx';
import { dataOf, type ParleyMessage, questionDataSchema } from './parley-parts.ts';
import { ToolPartView } from './tool-part-view.tsx';
import { visibleParts } from './visible-parts.ts';

/** One message: the user's text, or the assistant's text, tool calls and Questions in order. */
export function MessageView(
  { message, onApprovalAnswer }: {
    readonly message: ParleyMessage;
    readonly onApprovalAnswer: (answer: ApprovalAnswer) => void;
  },
) {
  const parts = visibleParts(message.parts);
  return (
    <article className={`message ${message.role}`} aria-label={message.role === 'user' ? 'You' : 'Parley'}>
      {parts.map((part, index) => {
        const key = `${part.type}-${index}`;
        if (part.type === 'text') {
          return (
            <p key={key} className='text'>
              <InlineCode text={part.text} />
            </p>
          );
        }
        if (part.type === 'dynamic-tool') {
          return <ToolPartView key={key} part={part} parts={message.parts} onApprovalAnswer={onApprovalAnswer} />;
        }
        const question = dataOf(part, 'data-parley-question', questionDataSchema);
        if (question !== null) {
          return (
            <aside key={key} className='question' aria-label='Question'>
              <strong>Question</strong> <InlineCode text={question.text} />
            </aside>
          );
        }
        return null;
      })}
    </article>
  );
}
