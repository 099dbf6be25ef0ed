/**
 * The chat page: the conversations sidebar, the transcript and the message box. A turn
 * streams over SSE; when it ends the URL names its conversation, the sidebar is refreshed,
 * and an open question puts the cursor in the message box. A turn that pauses for the
 * user's approval shows its approval prompt (also after a reload); the answers resume the
 * turn in the same place.
 */
import { ApiError } from '../api/api-error.ts';
import { loadMessages, type StoredMessage } from '../api/history-api.ts';
import { startGmailConnect } from '../api/integrations-api.ts';
import type { Page, PageContext } from '../app/page-context.ts';
import { conversationPath } from '../app/routes.ts';
import { createAnnouncer } from '../ui/announcer.ts';
import { element } from '../ui/dom.ts';
import type { ApprovalDecision, ChatRequest, PendingApproval } from '../../../shared/protocol/index.ts';
import { createAgentPicker } from './agent-picker.ts';
import { approvalFailureOf } from './approval-failure.ts';
import { approvalSummary } from './approval-preview.ts';
import { type ApprovalPrompt, createApprovalPrompt } from './approval-prompt.ts';
import type { AssistantTurn } from './assistant-turn.ts';
import { createComposer } from './composer.ts';
import { createConversationsDrawer } from './conversations-drawer.ts';
import { createConversationsSidebar } from './conversations-sidebar.ts';
import { type ChatTurnResult, runChatTurn } from './run-chat-turn.ts';
import { createGmailReturnNotice } from './gmail-return-notice.ts';
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

/** What the announcer says when a turn waits for the user. */
function waitingAnnouncement(approvals: readonly PendingApproval[]): string {
  const what = approvals.map((approval) => approvalSummary(approval.preview)).join('; ');
  return `Parley is waiting for your approval to ${what}. Approve or deny it below.`;
}

/** Builds the chat page showing `conversationId` (null: a new conversation). */
export function createChatPage(context: PageContext, conversationId: string | null): ChatPage {
  const { supabase, banner, router } = context;
  let current: string | null = null;
  let turnInFlight: AbortController | null = null;
  let loadedMessages: StoredMessage[] = [];
  /** The approval prompt waiting for the user's answers, if any. */
  let waiting: { readonly prompt: ApprovalPrompt; readonly conversationId: string } | null = null;

  const connectGmail = (): void => {
    void (async () => {
      try {
        const agent = await context.agent();
        // Google sends the browser back to this conversation, which finishes the connection.
        location.assign(await startGmailConnect(supabase, agent.id, `${location.origin}${location.pathname}`));
      } catch (error) {
        banner.show(error, { retry: connectGmail });
      }
    })();
  };
  const sidebar = createConversationsSidebar(supabase, (error, retry) => banner.show(error, { retry }), {
    onDeleted: (id) => {
      if (id === current) context.router.navigate('/');
    },
  });
  const composer = createComposer({ send: (text) => void send(text), stop: () => turnInFlight?.abort() });
  const announcer = createAnnouncer();
  const transcript = createTranscript(
    (hint) => createSetupAction(hint, { connectGmail }),
    (text) => composer.setText(text),
  );
  const drawer = createConversationsDrawer(sidebar.element, 'conversations', sidebar.head);
  const heading = element('h1', { class: 'chat-title', id: 'chat-title' }, 'New conversation');
  const agentPicker = createAgentPicker(supabase);
  const gmailReturn = createGmailReturnNotice({
    supabase,
    replaceUrl: (path) => router.replaceUrl(path),
    lastUserMessage: () => loadedMessages.findLast((message) => message.role === 'user')?.content ?? null,
    send: (text) => void send(text),
  });
  const root = element(
    'div',
    { class: 'chat-layout' },
    sidebar.element,
    element(
      'section',
      { class: 'chat', 'aria-labelledby': 'chat-title' },
      element('div', { class: 'chat-head' }, drawer.toggle, heading, agentPicker.element),
      gmailReturn.element,
      transcript.element,
      composer.element,
      announcer.element,
    ),
  );

  /** Shows the approvals `turn` waits for and says so; `focus` puts focus on the first one. */
  function askApproval(
    turn: AssistantTurn,
    id: string,
    approvals: readonly PendingApproval[],
    focus = true,
  ): void {
    for (const approval of approvals) turn.toolAwaitingApproval(approval.toolCallId);
    const prompt = createApprovalPrompt(approvals, (decisions) => void answer(turn, prompt, decisions));
    waiting = { prompt, conversationId: id };
    turn.askApproval(prompt.element);
    sidebar.markAwaiting(id, true);
    announcer.announce(waitingAnnouncement(approvals));
    if (focus) prompt.focus();
  }

  /** Streams `request` into `turn`, with the page busy meanwhile; the turn's result. */
  async function streamTurn(turn: AssistantTurn, request: ChatRequest): Promise<ChatTurnResult> {
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
        request,
        abort.signal,
      );
      return await runChatTurn(agentPicker.follow(events), turn, abort.signal);
    } finally {
      if (turnInFlight === abort) turnInFlight = null;
      composer.setBusy(false);
      transcript.setBusy(false);
    }
  }

  /** After a turn: the URL and the sidebar name its conversation; what it asks is shown. */
  function afterTurn(turn: AssistantTurn, result: ChatTurnResult, title: string | null): void {
    if (result.kind === 'done' || (result.kind === 'failed' && result.conversationId !== null)) {
      const id = result.kind === 'done' ? result.conversationId : result.conversationId as string;
      if (current !== id) {
        current = id;
        if (title !== null) heading.textContent = titleOf(title);
        router.replaceUrl(conversationPath(id));
      }
      sidebar.select(id);
      void sidebar.refresh();
    }
    if (result.kind !== 'done') return;
    if (result.approvals.length > 0) askApproval(turn, result.conversationId, result.approvals);
    else if (result.question !== null) composer.focus('Your answer…');
  }

  async function send(text: string): Promise<void> {
    banner.clear();
    drawer.setOpen(false);
    if (waiting !== null) {
      // The chat function closes the approvals a new message replaces: their calls never run.
      waiting.prompt.close('Not run — you wrote a new message instead.');
      sidebar.markAwaiting(waiting.conversationId, false);
      waiting = null;
    }
    transcript.addUserMessage(text);
    const turn = transcript.startAssistantTurn();
    // A new conversation starts with the agent picked for it; an existing one keeps its own.
    const agentId = current === null ? agentPicker.selectedAgentId() : null;
    try {
      const result = await streamTurn(turn, {
        message: text,
        ...(current === null ? {} : { conversationId: current }),
        ...(agentId === null ? {} : { agentId }),
      });
      afterTurn(turn, result, text);
      if (result.kind === 'failed') banner.show(result.error, { retry: () => void send(text) });
    } catch (error) {
      turn.fail(error instanceof ApiError ? error.message : 'Something went wrong.');
      banner.show(error, { retry: () => void send(text) });
    }
  }

  /** Sends the answers to a paused turn's approvals (all of them, in one request) and
   * streams the resumed turn into the same place. */
  async function answer(
    turn: AssistantTurn,
    prompt: ApprovalPrompt,
    decisions: readonly ApprovalDecision[],
  ): Promise<void> {
    // Only the prompt on screen is answered (not one a reload or a new message replaced).
    if (waiting === null || waiting.prompt !== prompt) return;
    const id = waiting.conversationId;
    banner.clear();
    turn.resume();
    const approved = decisions.filter((decision) => decision.approved).length;
    announcer.announce(
      approved === decisions.length
        ? 'Approved. Parley continues…'
        : `${approved} of ${decisions.length} approved. Parley continues…`,
    );
    let result: ChatTurnResult;
    try {
      result = await streamTurn(turn, { conversationId: id, approvals: [...decisions] });
    } catch (error) {
      result = {
        kind: 'failed',
        error: error instanceof ApiError ? error : new ApiError('server', 'Something went wrong.'),
        conversationId: null,
      };
      turn.fail(result.error.message);
    }
    const refused = result.kind === 'failed' ? approvalFailureOf(result.error) : null;
    if (refused !== null) {
      // The approvals on screen are stale: what the conversation holds now replaces them.
      waiting = null;
      prompt.close('Not run from this page.');
      banner.show(refused);
      sidebar.markAwaiting(id, false);
      void sidebar.refresh();
      // The reload replaces the transcript, the focused card with it; a card it brings takes the focus.
      composer.focus();
      if (current === id) void load(id);
      return;
    }
    if (result.kind === 'failed' && result.conversationId === null) {
      // Refused before the turn went on (network, 5xx, 429): the approvals still wait.
      turn.askApproval(prompt.element);
      prompt.reopen();
      banner.show(result.error, { retry: () => void answer(turn, prompt, decisions) });
      return;
    }
    waiting = null;
    prompt.settle();
    sidebar.markAwaiting(id, false);
    afterTurn(turn, result, null);
    if (result.kind === 'failed') banner.show(result.error);
    if (result.kind === 'done' && result.approvals.length === 0 && result.question === null) composer.focus();
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
      agentPicker.showConversation(page.conversation.agentId);
      transcript.showHistory(loadedMessages);
      if (page.nextCursor !== null) transcript.prepend(showOlder(page.nextCursor));
      waiting = null;
      if (page.pendingApprovals.length > 0) {
        // Older pages keep the focus where the reader is.
        askApproval(transcript.lastAssistantTurn(), id, page.pendingApprovals, cursor === null);
      }
    } catch (error) {
      // Not found (or not this user's): the next message starts a new conversation instead.
      if (error instanceof ApiError && error.status === 404 && current === id) {
        current = null;
        agentPicker.showNew();
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
      waiting = null;
      sidebar.select(id);
      drawer.setOpen(false);
      heading.textContent = id === null ? 'New conversation' : 'Loading…';
      if (id === null) agentPicker.showNew();
      else agentPicker.showConversation(null);
      transcript.reset();
      if (id !== null) void load(id);
      composer.focus();
    },
    dispose() {
      turnInFlight?.abort();
      drawer.dispose();
    },
  };
  void sidebar.refresh();
  void gmailReturn.finish(location);
  page.open(conversationId);
  return page;
}
