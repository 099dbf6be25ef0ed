import { InlineCode } from './inline-code.tsx';
import type { ApprovalData } from './parley-parts.ts';

/** The user's answer to one approval, as useChat's `addToolApprovalResponse` takes it. */
export interface ApprovalAnswer {
  readonly id: string;
  readonly approved: boolean;
}

/** What the call will do once approved. */
function PreviewView({ preview }: { readonly preview: ApprovalData['preview'] }) {
  switch (preview.kind) {
    case 'email':
      return (
        <dl className='approval-preview'>
          <dt>To</dt>
          <dd>{preview.to.join(', ')}</dd>
          {preview.cc.length > 0 ? [<dt key='cc'>Cc</dt>, <dd key='cc-value'>{preview.cc.join(', ')}</dd>] : null}
          {preview.bcc.length > 0 ? [<dt key='bcc'>Bcc</dt>, <dd key='bcc-value'>{preview.bcc.join(', ')}</dd>] : null}
          <dt>Subject</dt>
          <dd>{preview.subject}</dd>
          <dt>Body</dt>
          <dd className='approval-body'>{preview.body}</dd>
        </dl>
      );
    case 'fetch':
      return (
        <ul className='approval-preview'>
          {preview.urls.map((url) => <li key={url}>{url}</li>)}
        </ul>
      );
    case 'tool':
      return (
        <pre className='approval-preview'>{`${preview.server === null ? '' : `${preview.server} · `}${preview.tool}\n${JSON.stringify(preview.arguments, null, 2)}`}</pre>
      );
  }
}

/**
 * A call that waits for the user: exactly what it will do, why Parley asks, and Approve /
 * Decline. Once answered it says the answer; useChat then sends it and the resumed turn
 * streams into the same message.
 */
export function ApprovalView(
  { approval, answered, onAnswer }: {
    readonly approval: ApprovalData;
    /** The user's answer once given, else null. */
    readonly answered: boolean | null;
    readonly onAnswer: (approved: boolean) => void;
  },
) {
  return (
    <div className='approval' role='group' aria-label={`Approve ${approval.tool}?`}>
      <p className='approval-reason'>
        <InlineCode text={approval.reason} />
      </p>
      <PreviewView preview={approval.preview} />
      {answered === null
        ? (
          <p className='approval-buttons'>
            <button type='button' onClick={() => onAnswer(true)}>Approve</button>
            <button type='button' onClick={() => onAnswer(false)}>Decline</button>
            <span className='approval-expiry'>Expires {new Date(approval.expiresAt).toLocaleString()}</span>
          </p>
        )
        : <p className='approval-outcome'>{answered ? 'You approved this.' : 'You declined this.'}</p>}
    </div>
  );
}
