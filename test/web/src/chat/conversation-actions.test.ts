import type { SupabaseClient } from '@supabase/supabase-js';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConversationsSidebar } from '../../../../web/src/chat/conversations-sidebar.ts';

// jsdom: the rename form needs `input.select()` and real events, which linkedom lacks.
const { window } = new JSDOM('<!doctype html><html><body></body></html>');
const globals = globalThis as Record<string, unknown>;
const previous = { document: globals.document };
beforeAll(() => {
  globals.document = window.document;
});
afterAll(() => {
  globals.document = previous.document;
});

function conversation(id: string, title: string, awaitingApproval: boolean) {
  return {
    id,
    agentId: 'agent',
    title,
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
    awaitingApproval,
  };
}

/** A supabase-js client over a list of conversations that PATCH renames and DELETE deletes, recording each call. */
function conversationStore(conversations: ReturnType<typeof conversation>[]) {
  const calls: string[] = [];
  const invoke = (path: string, options: { method: string; body?: { title?: string } }) => {
    calls.push(`${options.method} ${path}${options.body?.title === undefined ? '' : ` ${options.body.title}`}`);
    const id = path.split('/')[2]?.split('?')[0] ?? '';
    if (options.method === 'PATCH') {
      const found = conversations.find((entry) => entry.id === id);
      if (found !== undefined) found.title = options.body?.title ?? found.title;
      return Promise.resolve({ data: found, error: null });
    }
    if (options.method === 'DELETE') {
      conversations.splice(conversations.findIndex((entry) => entry.id === id), 1);
      return Promise.resolve({ data: null, error: null });
    }
    return Promise.resolve({ data: { conversations: [...conversations], nextCursor: null }, error: null });
  };
  return { calls, supabase: { functions: { invoke } } as unknown as SupabaseClient };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createConversationsSidebar, renaming, deleting and searching', () => {
  async function storeSidebar(confirmed: boolean) {
    const store = conversationStore([
      conversation('c1', 'Mail Ana', false),
      conversation('c2', 'Search Deno', false),
      conversation('c3', 'search the news', false),
    ]);
    const deleted: string[] = [];
    const sidebar = createConversationsSidebar(store.supabase, (error) => {
      throw error;
    }, { confirm: () => confirmed, onDeleted: (id) => deleted.push(id) });
    await sidebar.refresh();
    const titles = () =>
      [...sidebar.element.querySelectorAll('li:not([hidden]) .conversation-title')].map((title) => title.textContent);
    const button = (name: string) => sidebar.element.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
    return { ...store, sidebar, deleted, titles, button };
  }

  it('renames a conversation from its Rename form, and lists the new title', async () => {
    const { sidebar, calls, titles, button } = await storeSidebar(true);
    button('Rename “Mail Ana”')?.click();
    const input = sidebar.element.querySelector<HTMLInputElement>('input[aria-label="New title"]');
    expect(input?.value).toBe('Mail Ana');
    if (input === null) throw new Error('no rename form');
    input.value = '  Lisbon trip ';
    input.form?.dispatchEvent(new window.Event('submit', { cancelable: true }));
    await settle();
    await settle();
    expect(calls).toContain('PATCH chat/conversations/c1 Lisbon trip');
    expect(titles()).toEqual(['Lisbon trip', 'Search Deno', 'search the news']);
  });

  it('deletes a conversation once confirmed, and tells the page', async () => {
    const { calls, titles, button, deleted } = await storeSidebar(true);
    button('Delete “Search Deno”')?.click();
    await settle();
    await settle();
    expect(calls).toContain('DELETE chat/conversations/c2');
    expect(deleted).toEqual(['c2']);
    expect(titles()).toEqual(['Mail Ana', 'search the news']);
  });

  it('deletes nothing when the user does not confirm', async () => {
    const { calls, button } = await storeSidebar(false);
    button('Delete “Search Deno”')?.click();
    await settle();
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);
  });

  it('shows only the conversations whose title contains the search text, in any case', async () => {
    const { sidebar, titles } = await storeSidebar(true);
    const search = sidebar.element.querySelector<HTMLInputElement>('input[type="search"]');
    if (search === null) throw new Error('no search box');
    search.value = 'SEARCH';
    search.dispatchEvent(new window.Event('input'));
    expect(titles()).toEqual(['Search Deno', 'search the news']);
    search.value = 'nothing like it';
    search.dispatchEvent(new window.Event('input'));
    expect(titles()).toEqual([]);
    expect(sidebar.element.textContent).toContain('No conversation matches.');
  });
});

describe('createConversationsSidebar, titles shared by several conversations', () => {
  it('tells them apart by their time to the second, the others to the minute', async () => {
    const store = conversationStore([
      { ...conversation('c1', 'search the web', false), updatedAt: '2026-11-26T10:00:05.000Z' },
      { ...conversation('c2', 'search the web', false), updatedAt: '2026-11-26T10:00:40.000Z' },
      conversation('c3', 'Mail Ana', false),
    ]);
    const sidebar = createConversationsSidebar(store.supabase, (error) => {
      throw error;
    });
    await sidebar.refresh();
    const times = [...sidebar.element.querySelectorAll('time')].map((time) => time.textContent ?? '');
    expect(times[0]).not.toBe(times[1]);
    expect(times[0]).toMatch(/:05\b/);
    expect(times[2]?.length).toBeLessThan(times[0]?.length ?? 0);
  });
});
