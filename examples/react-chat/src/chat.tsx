import { useChat } from '@ai-sdk/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { lastAssistantMessageIsCompleteWithApprovalResponses } from 'ai';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { chatProblemOf } from './chat-error.ts';
import { type ConversationHolder, createParleyTransport } from './chat-transport.ts';
import type { ExampleConfig } from './config.ts';
import { MessageView } from './message-view.tsx';
import { conversationDataSchema, dataOf, type ParleyMessage, questionDataSchema } from './parley-parts.ts';

/** Where the Question the last assistant message leaves for the user is (message id and
 * part index), if it leaves one. */
function openQuestionOf(messages: readonly ParleyMessage[]): string | null {
  const last = messages.at(-1);
  if (last?.role !== 'assistant') return null;
  const index = last.parts.findLastIndex((part) => dataOf(part, 'data-parley-question', questionDataSchema) !== null);
  return index < 0 ? null : `${last.id}:${index}`;
}

/** One conversation with Parley through useChat: the transcript, the message box, errors. */
export function Chat({ config, supabase }: { readonly config: ExampleConfig; readonly supabase: SupabaseClient }) {
  // Parley's conversation id, from the first answer's `data-parley-conversation` part.
  const conversation: ConversationHolder = useRef<string | undefined>(undefined);
  const transport = useMemo(() => createParleyTransport(config, supabase, conversation), [config, supabase]);
  const { messages, sendMessage, status, error, stop, clearError, addToolApprovalResponse } = useChat<ParleyMessage>({
    transport,
    // Once every approval of the paused turn is answered, useChat posts the answers.
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses,
    onData: (part) => {
      const named = dataOf(part, 'data-parley-conversation', conversationDataSchema);
      if (named !== null) conversation.current = named.conversationId;
    },
  });
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const busy = status === 'submitted' || status === 'streaming';

  // A Question left for the user: the answer goes in the message box.
  const openQuestion = openQuestionOf(messages);
  useEffect(() => {
    if (openQuestion !== null && status === 'ready') input.current?.focus();
  }, [openQuestion, status]);

  function send(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const text = draft.trim();
    if (text === '' || busy) return;
    clearError();
    setDraft('');
    void sendMessage({ text });
  }

  const problem = error === undefined ? null : chatProblemOf(error);
  return (
    <section className='chat' aria-label='Chat'>
      <div className='transcript' role='log' aria-live='polite' aria-busy={busy}>
        {messages.map((message) => (
          <MessageView
            key={message.id}
            message={message}
            onApprovalAnswer={(answer) => void addToolApprovalResponse(answer)}
          />
        ))}
      </div>
      {problem === null ? null : (
        <p role='alert' className='problem'>
          {problem.message}
          {problem.code === null ? null : <code>{problem.code}</code>}
          {problem.code === 'unauthorized'
            ? <button type='button' onClick={() => void supabase.auth.signOut()}>Sign in again</button>
            : null}
        </p>
      )}
      <form className='composer' onSubmit={send}>
        <label htmlFor='message'>Message</label>
        <textarea
          id='message'
          ref={input}
          value={draft}
          rows={2}
          placeholder='Try "search the web for Deno 2" or "send the meeting notes"'
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
        />
        {busy ? <button type='button' onClick={() => void stop()}>Stop</button> : <button type='submit'>Send</button>}
      </form>
    </section>
  );
}
