/**
 * The chat page: the conversations sidebar, the transcript and the message box. A turn
 * streams over SSE; when it ends the URL names its conversation, the sidebar is refreshed,
 * and an open question puts the cursor in the message box.
 */
import { ApiError } from '../api/api-error.ts';
import { loadMessages, type StoredMessage } from '../api/history-api.ts';
import { startGmailConnect } from '../api/integrations-api.ts';
import type { Page, PageContext } from '../app/page-context.ts';
import { conversationPath } from '../app/routes.ts';
import { element } from '../ui/dom.ts';
import { createComposer } from './composer.ts';
import { createConversationsSidebar } from './conversations-sidebar.ts';
import { runChatTurn } from './run-chat-turn.ts';
import { createSetupAction } from './setup-action.ts';
import { streamChatTurn } from './stream-chat-turn.ts';
import { createTranscript } from './transcript.ts';

/** A new conversation's title, as the server makes it: the first message, cut. */
function titleOf(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

/** The chat page; `open` shows another conversation without rebuilding the page. */
export interface ChatPage extends Page {
  open(conversationId: string | null): void;
}

/** Builds the chat page showing `conversationId` (null: a new conversation). */
export function createChatPage(context: PageContext, conversationId: string | null): ChatPage {
  const { supabase, banner, router } = context;
  let current: string | null = null;
  let turnInFlight: AbortController | null = null;
  let loadedMessages: StoredMessage[] = [];

  const connectGmail = (): void => {
    void (async () => {
      try {
        const agent = await context.agent();
        location.assign(await startGmailConnect(supabase, agent.id, `${location.origin}/integrations`));
      } catch (error) {
        banner.show(error, { retry: connectGmail });
      }
    })();
  };
  const sidebar = createConversationsSidebar(supabase, (error, retry) => banner.show(error, { retry }));
  const composer = createComposer({ send: (text) => void send(text), stop: () => turnInFlight?.abort() });
  const transcript = createTranscript(
    (hint) => createSetupAction(hint, { connectGmail }),
    (text) => composer.setText(text),
  );
  const toggle = element(
    'button',
    {
      type: 'button',
      class: 'button small sidebar-toggle',
      'aria-controls': 'conversations',
      'aria-expanded': 'false',
    },
    element('span', { 'aria-hidden': 'true' }, '☰'),
    'Conversations',
  );
  toggle.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    sidebar.setOpen(open);
  });
  const heading = element('h1', { class: 'chat-title', id: 'chat-title' }, 'New conversation');
  const root = element(
    'div',
    { class: 'chat-layout' },
    sidebar.element,
    element(
      'section',
      { class: 'chat', 'aria-labelledby': 'chat-title' },
      element('div', { class: 'chat-head' }, toggle, heading),
      transcript.element,
      composer.element,
    ),
  );

  async function send(text: string): Promise<void> {
    banner.clear();
    transcript.addUserMessage(text);
    const turn = transcript.startAssistantTurn();
    const abort = new AbortController();
    turnInFlight = abort;
    composer.setBusy(true);
    transcript.setBusy(true);
    try {
      const { data } = await supabase.auth.getSession();
      if (data.session === null) throw new ApiError('session_ended', 'Your session ended — sign in again.');
      const events = streamChatTurn(
        {
          supabaseUrl: context.config.supabaseUrl,
          anonKey: context.config.anonKey,
          accessToken: data.session.access_token,
        },
        { message: text, ...(current === null ? {} : { conversationId: current }) },
        abort.signal,
      );
      const result = await runChatTurn(events, turn, abort.signal);
      if (result.kind === 'done' || (result.kind === 'failed' && result.conversationId !== null)) {
        const id = result.kind === 'done' ? result.conversationId : result.conversationId as string;
        if (current !== id) {
          current = id;
          heading.textContent = titleOf(text);
          router.replaceUrl(conversationPath(id));
        }
        sidebar.select(id);
        void sidebar.refresh();
      }
      if (result.kind === 'done' && result.question !== null) composer.focus('Your answer…');
      if (result.kind === 'failed') banner.show(result.error, { retry: () => void send(text) });
    } catch (error) {
      turn.fail(error instanceof ApiError ? error.message : 'Something went wrong.');
      banner.show(error, { retry: () => void send(text) });
    } finally {
      if (turnInFlight === abort) turnInFlight = null;
      composer.setBusy(false);
      transcript.setBusy(false);
    }
  }

  const showOlder = (older: string): HTMLElement =>
    element('button', {
      type: 'button',
      class: 'button quiet wide older',
      onclick: () => void load(current as string, older),
    }, 'Show earlier messages');
  async function load(id: string, cursor: string | null = null): Promise<void> {
    try {
      const page = await loadMessages(supabase, id, { cursor });
      if (current !== id) return;
      loadedMessages = cursor === null ? page.messages : [...page.messages, ...loadedMessages];
      heading.textContent = page.conversation.title ?? 'Conversation';
      transcript.showHistory(loadedMessages);
      if (page.nextCursor !== null) transcript.prepend(showOlder(page.nextCursor));
    } catch (error) {
      // Not found (or not this user's): the next message starts a new conversation instead.
      if (error instanceof ApiError && error.status === 404 && current === id) {
        current = null;
        heading.textContent = 'New conversation';
        router.replaceUrl('/');
      }
      banner.show(error, { retry: () => void load(id, cursor) });
    }
  }

  const page: ChatPage = {
    element: root,
    open(id) {
      turnInFlight?.abort();
      banner.clear();
      current = id;
      loadedMessages = [];
      sidebar.select(id);
      sidebar.setOpen(false);
      toggle.setAttribute('aria-expanded', 'false');
      heading.textContent = id === null ? 'New conversation' : 'Loading…';
      transcript.reset();
      if (id !== null) void load(id);
      composer.focus();
    },
    dispose() {
      turnInFlight?.abort();
    },
  };
  void sidebar.refresh();
  page.open(conversationId);
  return page;
}
