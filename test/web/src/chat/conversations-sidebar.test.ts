import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import type { ConversationPage } from '../../../../shared/protocol/index.ts';
import { createConversationsSidebar } from '../../../../web/src/chat/conversations-sidebar.ts';
import { textOf, useBrowserDocument } from '../support/browser-document.ts';

useBrowserDocument();

/** A supabase-js client whose functions answer `page`. */
function answering(page: ConversationPage): SupabaseClient {
  const functions = { invoke: () => Promise.resolve({ data: page, error: null }) };
  return { functions } as unknown as SupabaseClient;
}

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

async function loadedSidebar() {
  const sidebar = createConversationsSidebar(
    answering({
      conversations: [conversation('c1', 'Mail Ana', true), conversation('c2', 'Search Deno', false)],
      nextCursor: null,
    }),
    (error) => {
      throw error;
    },
  );
  await sidebar.refresh();
  const link = (id: string) => sidebar.element.querySelector(`a[data-conversation="${id}"]`);
  return { sidebar, link };
}

describe('createConversationsSidebar', () => {
  describe('when a conversation waits for the user’s approval', () => {
    it('says so in its link, which screen readers read as part of its name', async () => {
      const { link } = await loadedSidebar();

      expect(textOf(link('c1')?.querySelector('.awaiting-badge'))).toBe(', Awaiting approval');
      expect(link('c2')?.querySelector('.awaiting-badge')).toBeNull();
    });
  });

  describe('when a turn pauses or is answered meanwhile', () => {
    it('marks the conversation at once, and unmarks it', async () => {
      const { sidebar, link } = await loadedSidebar();

      sidebar.markAwaiting('c2', true);
      sidebar.markAwaiting('c1', false);

      expect(link('c2')?.querySelectorAll('.awaiting-badge')).toHaveLength(1);
      expect(link('c1')?.querySelector('.awaiting-badge')).toBeNull();
      sidebar.markAwaiting('c2', true);
      expect(link('c2')?.querySelectorAll('.awaiting-badge')).toHaveLength(1);
    });
  });
});
