import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../shared/llm/chat-message.ts';
import type { ModelRequest } from '../../../shared/llm/chat-model.ts';
import { createDemoModel, demoModelId } from '../../../shared/llm/demo-model.ts';
import { ToolRegistry } from '../../../shared/tools/index.ts';
import { markAsData } from '../../../shared/tools/untrusted-output.ts';
import { demoTools } from './support/demo-tools.ts';

const tools = new ToolRegistry(demoTools().tools).modelSpecs();
const system: ChatMessage = { role: 'system', content: 'You are Parley.' };

function counter() {
  let next = 0;
  return () => `call_test_${(next += 1)}`;
}

function turn(userText: string, ...rest: ChatMessage[]): ModelRequest {
  return { messages: [system, { role: 'user', content: userText }, ...rest], tools };
}

function called(id: string, name: string, toolArguments: unknown): ChatMessage {
  return { role: 'assistant', content: null, toolCalls: [{ id, name, arguments: JSON.stringify(toolArguments) }] };
}

describe('createDemoModel', () => {
  describe('when built', () => {
    it('is named as the demo model', () => {
      const model = createDemoModel({ mistakes: false });

      expect(model.id).toBe(demoModelId);
      expect(model.id).toBe('demo:parley-demo');
      expect(model.isDemo).toBe(true);
    });
  });

  describe('when the request is not one it understands', () => {
    it('answers with help text that names it the offline demo model', async () => {
      const response = await createDemoModel({ mistakes: false }).generate(turn('What is the meaning of life?'));

      expect(response.toolCalls).toEqual([]);
      expect(response.text).toContain("I'm Parley's offline demo model");
      expect(response.text).toContain('OPENAI_API_KEY');
    });

    it('streams its text as deltas that add up to the answer', async () => {
      const deltas: string[] = [];

      const response = await createDemoModel({ mistakes: false }).generate(turn('hello'), {
        onTextDelta: (delta) => deltas.push(delta),
      });

      expect(deltas.length).toBeGreaterThan(10);
      expect(deltas.join('')).toBe(response.text);
    });
  });

  describe('when the tool it needs is not offered', () => {
    it('says the tool is not enabled', async () => {
      const request = {
        ...turn('search the web for Deno 2'),
        tools: tools.filter((tool) => tool.function.name !== 'web_search'),
      };

      const response = await createDemoModel({ mistakes: true }).generate(request);

      expect(response).toMatchObject({
        text: 'I would use web_search for that, but it is not enabled for this agent.',
        toolCalls: [],
      });
    });
  });

  describe('when it understands the request', () => {
    it('calls the tool with the arguments from the user words', async () => {
      const response = await createDemoModel({ mistakes: false, generateId: counter() }).generate(
        turn('search the web for Deno 2'),
      );

      expect(response.text).toBe('');
      expect(response.toolCalls).toEqual([{
        id: 'call_test_1',
        name: 'web_search',
        arguments: '{"query":"Deno 2","num_results":5}',
      }]);
    });

    it('makes its mistake first when mistakes are on', async () => {
      const response = await createDemoModel({ mistakes: true, generateId: counter() }).generate(
        turn('check my inbox'),
      );

      expect(response.toolCalls).toEqual([{
        id: 'call_test_1',
        name: 'gmail_read_emails',
        arguments: '{"max_results":5,"unread_only":"no"}',
      }]);
    });

    it('gives every call its own id by default, across turns', async () => {
      const model = createDemoModel({ mistakes: false });

      const first = await model.generate(turn('send the notes to ana@example.com'));
      const second = await model.generate(turn('send the notes to ana@example.com'));

      expect(first.toolCalls[0]?.id).toMatch(/^call_demo_/);
      expect(first.toolCalls[0]?.id).not.toBe(second.toolCalls[0]?.id);
    });
  });

  describe('when its call failed and the loop asked for a fix', () => {
    it('makes the corrected call', async () => {
      const request = turn(
        'search the web for Deno 2',
        called('call_1', 'searchWeb', { query: 'Deno 2', num_results: 5 }),
        {
          role: 'tool',
          toolCallId: 'call_1',
          content: 'Tool `searchWeb` is not available. Did you mean `web_search` (Search the web)?',
        },
        { role: 'system', content: 'Tool calls failed (retry 1 of 3). Fix them using the tool results above:' },
      );

      const response = await createDemoModel({ mistakes: true, generateId: counter() }).generate(request);

      expect(response.toolCalls).toEqual([{
        id: 'call_test_1',
        name: 'web_search',
        arguments: '{"query":"Deno 2","num_results":5}',
      }]);
    });

    it('does not call again once its correct call failed too, and says why', async () => {
      const request = turn(
        'search the web for Deno 2',
        called('call_1', 'web_search', { query: 'Deno 2', num_results: 5 }),
        {
          role: 'tool',
          toolCallId: 'call_1',
          content:
            '`web_search` is temporarily unavailable (it is rate limited). Try again later or continue without it.',
        },
        { role: 'system', content: 'Tool calls failed (retry 1 of 3).' },
      );

      const response = await createDemoModel({ mistakes: false }).generate(request);

      expect(response.toolCalls).toEqual([]);
      expect(response.text).toBe(
        'I could not complete that with web_search: `web_search` is temporarily unavailable (it is rate limited). Try again later or continue without it.',
      );
    });
  });

  describe('when the tool asks the user to set something up', () => {
    it('relays the question', async () => {
      const request = turn(
        'send the notes to ana@example.com',
        called('call_1', 'gmail_send_email', { to: ['ana@example.com'], subject: 'Notes', body: 'Hi' }),
        {
          role: 'tool',
          toolCallId: 'call_1',
          content:
            'Question: Your Gmail account needs to be connected first. Connect your Gmail account under Integrations.',
          interaction: {
            kind: 'question',
            text: 'Your Gmail account needs to be connected first. Connect your Gmail account under Integrations.',
          },
        },
        { role: 'system', content: 'gmail_send_email cannot run until the user sets it up. Do not retry it.' },
      );

      const response = await createDemoModel({ mistakes: false }).generate(request);

      expect(response).toMatchObject({
        toolCalls: [],
        text: 'Your Gmail account needs to be connected first. Connect your Gmail account under Integrations.',
      });
    });
  });

  describe('when its call succeeded', () => {
    it.each([
      [
        'send the notes to ana@example.com',
        'gmail_send_email',
        '{"messageId":"msg_1"}',
        'Done: the email was sent (message id msg_1).',
      ],
      [
        'search the web for Deno 2',
        'web_search',
        '{"results":[{"title":"Deno 2","link":"https://deno.com"}]}',
        'Here is what I found:\n- Deno 2 (https://deno.com)',
      ],
      ['news on Tesla today', 'news_search', '{"results":[]}', 'I found nothing.'],
      [
        'check my inbox',
        'gmail_read_emails',
        '{"count":1,"emails":[{"subject":"Lunch?","from":"bob@example.com"}]}',
        'Here is what I found:\n- Lunch? — from bob@example.com',
      ],
      [
        'summarize https://example.com',
        'scrape_and_summarize',
        '{"pages":[{"url":"https://example.com","title":"Example","summary":"A page about examples."}]}',
        'Example (https://example.com): A page about examples.',
      ],
      [
        'summarize https://a.test',
        'scrape_and_summarize',
        '{"pages":[{"url":"https://a.test","error":"it timed out"}]}',
        'https://a.test: could not be read (it timed out).',
      ],
      [
        'send the notes to ana@example.com',
        'gmail_send_email',
        '{"status":"sent","message_id":"msg_2"}',
        'Done: the email was sent (message id msg_2).',
      ],
      ['search the web for Deno 2', 'web_search', 'plain text result', 'plain text result'],
    ])('answers %j by describing the %s result', async (userText, toolName, content, reply) => {
      const request = turn(userText, called('call_1', toolName, {}), { role: 'tool', toolCallId: 'call_1', content });

      const response = await createDemoModel({ mistakes: false }).generate(request);

      expect(response).toMatchObject({ text: reply, toolCalls: [] });
    });

    it('reads a result marked as data as the text inside', async () => {
      const content = markAsData('{"results":[{"title":"Deno 2","link":"https://deno.com"}]}', () => new Uint8Array(8));
      const request = turn('search the web for Deno 2', called('call_1', 'web_search', {}), {
        role: 'tool',
        toolCallId: 'call_1',
        content,
      });

      const response = await createDemoModel({ mistakes: false }).generate(request);

      expect(response).toMatchObject({ text: 'Here is what I found:\n- Deno 2 (https://deno.com)', toolCalls: [] });
    });
  });

  describe('when the user did not approve the call', () => {
    it('says it did not run, with the reason the user gave', async () => {
      const request = turn('email bob@example.com the notes', called('call_1', 'gmail_send_email', {}), {
        role: 'tool',
        toolCallId: 'call_1',
        content: 'The user declined: Bob is on holiday It did not run.',
        notApproved: { kind: 'declined', reason: 'Bob is on holiday' },
      });

      const response = await createDemoModel({ mistakes: false }).generate(request);

      expect(response).toMatchObject({
        text: 'OK: you declined, so I did not run gmail_send_email (Bob is on holiday).',
        toolCalls: [],
      });
    });
  });

  describe('when earlier turns are in the history', () => {
    it('reads only the current turn', async () => {
      const request: ModelRequest = {
        tools,
        messages: [
          system,
          { role: 'user', content: 'search the web for Deno 2' },
          called('call_old', 'web_search', { query: 'Deno 2', num_results: 5 }),
          { role: 'tool', toolCallId: 'call_old', content: '{"results":[]}' },
          { role: 'assistant', content: 'I found nothing.' },
          { role: 'user', content: 'check my inbox' },
        ],
      };

      const response = await createDemoModel({ mistakes: false, generateId: counter() }).generate(request);

      expect(response.toolCalls).toEqual([{
        id: 'call_test_1',
        name: 'gmail_read_emails',
        arguments: '{"max_results":5,"unread_only":false}',
      }]);
    });
  });
});
