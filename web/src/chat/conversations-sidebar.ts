/**
 * The caller's conversations, newest first, paged by the server's cursor. Choosing one
 * opens it; "New chat" starts over. A conversation waiting for the user's approval says so
 * (in its link's name too). On a narrow screen it is a drawer opened from the chat.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { type Conversation, deleteConversation, listConversations, renameConversation } from '../api/history-api.ts';
import { conversationPath } from '../app/routes.ts';
import { element, replaceChildren } from '../ui/dom.ts';
import { addConversationActions } from './conversation-actions.ts';

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

/** What the sidebar asks of the page: confirming a deletion, and what follows one. */
export interface SidebarOptions {
  readonly confirm?: (question: string) => boolean;
  /** A conversation was deleted (the page leaves it when it is open). */
  readonly onDeleted?: (conversationId: string) => void;
}

/** The time of a conversation whose title another listed one shares: to the second. */
const preciseDateFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Creates the sidebar; failures go to `onError` (the banner). */
export function createConversationsSidebar(
  supabase: SupabaseClient,
  onError: (error: unknown, retry: () => void) => void,
  options: SidebarOptions = {},
): ConversationsSidebar {
  const search = element('input', {
    type: 'search',
    class: 'conversation-search',
    placeholder: 'Search conversations',
    'aria-label': 'Search conversations',
  });
  const noMatch = element('p', { class: 'muted small', hidden: true }, 'No conversation matches.');
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
    search,
    list,
    noMatch,
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
    const title = conversation.title ?? 'Untitled conversation';
    const link = element(
      'a',
      { href: conversationPath(conversation.id), 'data-link': true, 'data-conversation': conversation.id },
      element('span', { class: 'conversation-title' }, title),
      element(
        'time',
        { datetime: conversation.updatedAt, class: 'muted small' },
        dateFormat.format(new Date(conversation.updatedAt)),
      ),
    );
    setAwaiting(link, conversation.awaitingApproval);
    if (conversation.id === selected) link.setAttribute('aria-current', 'page');
    const row = element('li', { 'data-title': title.toLowerCase() }, link);
    addConversationActions(row, title, {
      confirm: options.confirm ?? ((question) => confirm(question)),
      rename: async (next) => {
        try {
          await renameConversation(supabase, conversation.id, next);
        } catch (error) {
          onError(error, () => void renameConversation(supabase, conversation.id, next).then(() => load(false)));
        }
        await load(false);
      },
      remove: async () => {
        try {
          await deleteConversation(supabase, conversation.id);
          options.onDeleted?.(conversation.id);
        } catch (error) {
          onError(error, () => void deleteConversation(supabase, conversation.id).then(() => load(false)));
        }
        await load(false);
      },
    });
    return row;
  };
  /** Shows the loaded conversations whose title contains the search text. */
  const filter = (): void => {
    const query = search.value.trim().toLowerCase();
    let shown = 0;
    for (const row of list.querySelectorAll<HTMLLIElement>('li[data-title]')) {
      row.hidden = query !== '' && !(row.dataset.title ?? '').includes(query);
      if (!row.hidden) shown += 1;
    }
    noMatch.hidden = shown > 0 || list.childElementCount === 0;
  };
  search.addEventListener('input', filter);
  /** Conversations of the same title (titles come from the first message) told apart by their time, to the second. */
  const distinguishDuplicates = (): void => {
    const rows = [...list.querySelectorAll<HTMLLIElement>('li[data-title]')];
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.dataset.title ?? '', (counts.get(row.dataset.title ?? '') ?? 0) + 1);
    for (const row of rows) {
      const time = row.querySelector('time');
      const when = new Date(time?.getAttribute('datetime') ?? '');
      if (time === null || Number.isNaN(when.getTime())) continue;
      time.textContent = ((counts.get(row.dataset.title ?? '') ?? 0) > 1 ? preciseDateFormat : dateFormat).format(when);
    }
  };
  const load = async (append: boolean): Promise<void> => {
    try {
      const page = await listConversations(supabase, { cursor: append ? cursor : null });
      cursor = page.nextCursor;
      if (append) list.append(...page.conversations.map(item));
      else replaceChildren(list, ...page.conversations.map(item));
      more.hidden = cursor === null;
      empty.hidden = list.childElementCount > 0;
      distinguishDuplicates();
      filter();
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
