/**
 * The caller's conversations, newest first, paged by the server's cursor. Choosing one
 * opens it; "New chat" starts over. A conversation waiting for the user's approval says so
 * (in its link's name too). On a narrow screen it is a drawer opened from the chat.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { type Conversation, listConversations } from '../api/history-api.ts';
import { conversationPath } from '../app/routes.ts';
import { element, replaceChildren } from '../ui/dom.ts';

/** The sidebar. */
export interface ConversationsSidebar {
  readonly element: HTMLElement;
  /** Its heading row (the drawer puts its Close button there). */
  readonly head: HTMLElement;
  /** Loads the first page again (after a turn created or updated a conversation). */
  refresh(): Promise<void>;
  /** Marks the open conversation. */
  select(conversationId: string | null): void;
  /** Marks a listed conversation as waiting for approval, or not, until the next refresh. */
  markAwaiting(conversationId: string, awaiting: boolean): void;
}

const dateFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Creates the sidebar; failures go to `onError` (the banner). */
export function createConversationsSidebar(
  supabase: SupabaseClient,
  onError: (error: unknown, retry: () => void) => void,
): ConversationsSidebar {
  const list = element('ul', { class: 'conversation-list' });
  const more = element('button', { type: 'button', class: 'button quiet wide', hidden: true }, 'Show older');
  const empty = element('p', { class: 'muted small', hidden: true }, 'No conversations yet.');
  const head = element(
    'div',
    { class: 'sidebar-head' },
    element('h2', {}, 'Conversations'),
    element('a', { class: 'button small', href: '/', 'data-link': true }, '+ New chat'),
  );
  const root = element(
    'aside',
    { class: 'sidebar', id: 'conversations', 'aria-label': 'Conversations' },
    head,
    list,
    empty,
    more,
  );
  let selected: string | null = null;
  let cursor: string | null = null;

  const awaitingBadge = (): HTMLElement =>
    element(
      'span',
      { class: 'badge awaiting-badge' },
      element('span', { class: 'visually-hidden' }, ', '),
      'Awaiting approval',
    );
  const setAwaiting = (link: HTMLAnchorElement, awaiting: boolean): void => {
    link.dataset.awaitingApproval = String(awaiting);
    const badge = link.querySelector('.awaiting-badge');
    if (awaiting && badge === null) link.querySelector('.conversation-title')?.after(awaitingBadge());
    if (!awaiting) badge?.remove();
  };
  const item = (conversation: Conversation): HTMLLIElement => {
    const link = element(
      'a',
      { href: conversationPath(conversation.id), 'data-link': true, 'data-conversation': conversation.id },
      element('span', { class: 'conversation-title' }, conversation.title ?? 'Untitled conversation'),
      element(
        'time',
        { datetime: conversation.updatedAt, class: 'muted small' },
        dateFormat.format(new Date(conversation.updatedAt)),
      ),
    );
    setAwaiting(link, conversation.awaitingApproval);
    if (conversation.id === selected) link.setAttribute('aria-current', 'page');
    return element('li', {}, link);
  };
  const load = async (append: boolean): Promise<void> => {
    try {
      const page = await listConversations(supabase, { cursor: append ? cursor : null });
      cursor = page.nextCursor;
      if (append) list.append(...page.conversations.map(item));
      else replaceChildren(list, ...page.conversations.map(item));
      more.hidden = cursor === null;
      empty.hidden = list.childElementCount > 0;
    } catch (error) {
      onError(error, () => void load(append));
    }
  };
  more.addEventListener('click', () => void load(true));

  return {
    element: root,
    head,
    refresh: () => load(false),
    select(conversationId) {
      selected = conversationId;
      for (const link of list.querySelectorAll<HTMLAnchorElement>('a[data-conversation]')) {
        if (link.dataset.conversation === conversationId) link.setAttribute('aria-current', 'page');
        else link.removeAttribute('aria-current');
      }
    },
    markAwaiting(conversationId, awaiting) {
      for (const link of list.querySelectorAll<HTMLAnchorElement>('a[data-conversation]')) {
        if (link.dataset.conversation === conversationId) setAwaiting(link, awaiting);
      }
    },
  };
}
