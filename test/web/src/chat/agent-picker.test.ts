import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import type { ChatStreamEvent } from '../../../../shared/protocol/index.ts';
import { createAgentPicker } from '../../../../web/src/chat/agent-picker.ts';
import { textOf, useBrowserDocument } from '../support/browser-document.ts';

useBrowserDocument();

const agents = [
  { id: 'a-default', name: 'Demo assistant', isDefault: true, enabledTools: ['web_search'] },
  { id: 'a-mail', name: 'Mail helper', isDefault: false, enabledTools: ['gmail_send_email'] },
];

/** A supabase-js client whose functions answer the agents list, or fail. */
function answering(result: 'agents' | 'failure'): SupabaseClient {
  const functions = {
    invoke: () =>
      Promise.resolve(
        result === 'agents' ? { data: { agents }, error: null } : { data: null, error: new Error('unreachable') },
      ),
  };
  return { functions } as unknown as SupabaseClient;
}

async function loadedPicker(result: 'agents' | 'failure' = 'agents') {
  const picker = createAgentPicker(answering(result));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return picker;
}

describe('createAgentPicker', () => {
  describe('for a new conversation', () => {
    it('offers every agent, the default chosen, and names it for the first message', async () => {
      const picker = await loadedPicker();
      picker.showNew();

      const options = [...picker.element.querySelectorAll('option')];
      expect(options.map(textOf)).toEqual(['Demo assistant (default)', 'Mail helper']);
      expect(options.filter((option) => option.hasAttribute('selected')).map(textOf)).toEqual([
        'Demo assistant (default)',
      ]);
      expect(textOf(picker.element.querySelector('label'))).toBe('Agent');
    });

    it('without the list, offers nothing and leaves the choice to the server', async () => {
      const picker = await loadedPicker('failure');
      picker.showNew();

      expect(picker.element.querySelector('select')).toBeNull();
      expect(picker.selectedAgentId()).toBeNull();
    });
  });

  describe('for an existing conversation', () => {
    it('names its agent, and sends none', async () => {
      const picker = await loadedPicker();
      picker.showConversation('a-mail');

      expect(textOf(picker.element)).toBe('Agent: Mail helper');
      expect(picker.element.querySelector('select')).toBeNull();
      expect(picker.selectedAgentId()).toBeNull();
    });
  });
});

describe('AgentPicker.follow', () => {
  it('passes the stream through and names the agent its conversation event gives', async () => {
    const picker = await loadedPicker();
    picker.showNew();
    async function* stream(): AsyncGenerator<ChatStreamEvent> {
      yield { type: 'conversation', conversationId: 'c1', agentId: 'a-mail', created: true };
      yield { type: 'step-start', step: 1, model: 'demo:parley-demo' };
    }

    const seen: string[] = [];
    for await (const event of picker.follow(stream())) seen.push(event.type);

    expect(seen).toEqual(['conversation', 'step-start']);
    expect(textOf(picker.element)).toBe('Agent: Mail helper');
  });
});
