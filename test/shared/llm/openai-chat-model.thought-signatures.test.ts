import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../shared/llm/chat-message.ts';
import type { ChatModel, ModelCallOptions, ModelRequest } from '../../../shared/llm/chat-model.ts';
import { createFallbackToolCaller } from '../../../shared/llm/fallback-tool-caller.ts';
import { ModelError } from '../../../shared/llm/model-error.ts';
import { builtInProviders } from '../../../shared/llm/provider-registry.ts';
import type { ToolCall } from '../../../shared/tools/tool-outcome.ts';
import { enforceThoughtSignatures, signedBy, thoughtSignature } from '../../support/gemini-thought-signature-rule.ts';
import { fakeFetch, useScriptedOpenAi } from './support/openai-fixture.ts';

const openAi = useScriptedOpenAi();
const lookup = {
  type: 'function' as const,
  function: { name: 'lookup', description: 'Look a word up', parameters: { type: 'object', properties: {} } },
};
const userMessage: ChatMessage = { role: 'user', content: 'Look up "tide" and "moon"' };
const asked: ModelRequest = { messages: [userMessage], tools: [lookup] };

const ways: readonly { readonly name: string; readonly options: ModelCallOptions }[] = [
  { name: 'not streamed', options: {} },
  { name: 'streamed', options: { onTextDelta: () => {} } },
];

const gemini = builtInProviders.find((provider) => provider.name === 'gemini');

/** A Gemini 3 model, set up as the provider registry sets it up. */
function geminiModel(): ChatModel {
  return openAi.model({
    id: 'gemini:gemini-3-pro-preview',
    model: 'gemini-3-pro-preview',
    unsignedCallSignature: gemini?.unsignedCallSignature,
  });
}

async function failureOf(promise: Promise<unknown>): Promise<ModelError> {
  const outcome = await promise.then(() => null, (error: unknown) => error);
  if (!(outcome instanceof ModelError)) throw new Error(`Expected a ModelError, got ${String(outcome)}`);
  return outcome;
}

/** The request of the next round: the answer's calls, and a result for each. */
function nextRound(calls: readonly ToolCall[]): ModelRequest {
  return {
    messages: [
      userMessage,
      { role: 'assistant', content: null, toolCalls: calls },
      ...calls.map((call): ChatMessage => ({ role: 'tool', toolCallId: call.id, content: '{"found":true}' })),
    ],
    tools: [lookup],
  };
}

/** The `tool_calls` of the assistant message in the `index`th request the server received. */
function sentCalls(index: number) {
  return openAi.server().requests[index]?.body.messages.find((message) => message.role === 'assistant')?.tool_calls;
}

describe('createOpenAiChatModel with Gemini thought signatures', () => {
  describe.each(ways)('when Gemini signs the first of its parallel calls ($name)', ({ options }) => {
    it('completes the next round, sending the signature back exactly as received', async () => {
      const signature = thoughtSignature('round-1');
      enforceThoughtSignatures(openAi.server());
      openAi.server().enqueue(
        {
          toolCalls: [
            { id: 'call_tide', name: 'lookup', arguments: '{"word":"tide"}', extraContent: signedBy(signature) },
            { id: 'call_moon', name: 'lookup', arguments: '{"word":"moon"}' },
          ],
        },
        { text: 'Both found.' },
      );
      const model = geminiModel();

      const first = await model.generate(asked, options);
      const second = await model.generate(nextRound(first.toolCalls), options);

      expect(second.text).toBe('Both found.');
      expect(sentCalls(1)).toEqual([
        {
          id: 'call_tide',
          type: 'function',
          function: { name: 'lookup', arguments: '{"word":"tide"}' },
          extra_content: { google: { thought_signature: signature } },
        },
        { id: 'call_moon', type: 'function', function: { name: 'lookup', arguments: '{"word":"moon"}' } },
      ]);
    });

    it('completes a third round with the signatures of both earlier rounds', async () => {
      enforceThoughtSignatures(openAi.server());
      openAi.server().enqueue(
        { toolCalls: [{ id: 'call_1', name: 'lookup', arguments: '{}', extraContent: signedBy('c2lnLTE=') }] },
        { toolCalls: [{ id: 'call_2', name: 'lookup', arguments: '{}', extraContent: signedBy('c2lnLTI=') }] },
        { text: 'Done.' },
      );
      const model = geminiModel();
      const first = await model.generate(asked, options);
      const second = await model.generate(nextRound(first.toolCalls), options);

      const third = await model.generate(
        {
          messages: [
            ...nextRound(first.toolCalls).messages,
            { role: 'assistant', content: null, toolCalls: second.toolCalls },
            { role: 'tool', toolCallId: 'call_2', content: '{}' },
          ],
          tools: [lookup],
        },
        options,
      );

      expect(third.text).toBe('Done.');
    });
  });

  describe('when the request sends a signed call back without its signature', () => {
    it('is refused as Gemini refuses it: a bad request with its message', async () => {
      enforceThoughtSignatures(openAi.server());
      openAi.server().enqueue({
        toolCalls: [{ id: 'call_tide', name: 'lookup', arguments: '{}', extraContent: signedBy('c2ln') }],
      });
      await geminiModel().generate(asked);

      const error = await failureOf(
        geminiModel().generate(nextRound([{ id: 'call_tide', name: 'lookup', arguments: '{}' }])),
      );

      expect(error).toMatchObject({ kind: 'bad_request', status: 400 });
      expect(error.providerMessage).toContain('Function call is missing a thought_signature');
    });
  });

  describe.each(ways)('when a provider attaches nothing to its calls ($name)', ({ options }) => {
    it('sends the calls back without extra_content', async () => {
      openAi.server().enqueue({ toolCalls: [{ id: 'call_1', name: 'lookup', arguments: '{}' }] }, { text: 'ok' });
      const model = openAi.model();

      const first = await model.generate(asked, options);
      await model.generate(nextRound(first.toolCalls), options);

      expect(first.toolCalls).toEqual([{ id: 'call_1', name: 'lookup', arguments: '{}' }]);
      expect(sentCalls(1)).toEqual([{ id: 'call_1', type: 'function', function: { name: 'lookup', arguments: '{}' } }]);
    });
  });

  describe('when a call Gemini signed goes to another provider (a fallback in the turn)', () => {
    it('sends it without the signature, which only Gemini issued', async () => {
      openAi.server().enqueue(
        { toolCalls: [{ id: 'call_1', name: 'lookup', arguments: '{}', extraContent: signedBy('c2ln') }] },
        { text: 'ok' },
      );
      const first = await geminiModel().generate(asked);

      await openAi.model().generate(nextRound(first.toolCalls));

      expect(sentCalls(1)).toEqual([{ id: 'call_1', type: 'function', function: { name: 'lookup', arguments: '{}' } }]);
    });
  });

  describe('when the signature comes on a streamed delta that also carries text', () => {
    it('keeps it on the call its fragment belongs to', async () => {
      const chunks = [
        {
          choices: [{
            index: 0,
            delta: {
              content: 'Let me look.',
              tool_calls: [{
                index: 0,
                id: 'call_1',
                type: 'function',
                function: { name: 'lookup', arguments: '' },
                extra_content: signedBy('c2lnbmVk'),
              }],
            },
            finish_reason: null,
          }],
        },
        { choices: [{ index: 0, delta: { tool_calls: [{ index: 0, function: { arguments: '{}' } }] } }] },
        { choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] },
      ];
      const body = chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('') + 'data: [DONE]\n\n';
      const model = openAi.model({
        id: 'gemini:gemini-3-flash-preview',
        model: 'gemini-3-flash-preview',
        fetch: fakeFetch(() => new Response(body, { headers: { 'content-type': 'text/event-stream' } })),
      });

      const answer = await model.generate(asked, { onTextDelta: () => {} });

      expect(answer.text).toBe('Let me look.');
      expect(answer.toolCalls).toEqual([{
        id: 'call_1',
        name: 'lookup',
        arguments: '{}',
        providerData: { model: 'gemini:gemini-3-flash-preview', thoughtSignature: 'c2lnbmVk' },
      }]);
    });
  });

  describe.each(ways)('when a signature is absurdly large ($name)', ({ options }) => {
    it('fails the attempt as a malformed answer, saying why', async () => {
      openAi.server().enqueue({
        toolCalls: [{ name: 'lookup', arguments: '{}', extraContent: signedBy('A'.repeat(10 * 1024 * 1024)) }],
      });

      const error = await failureOf(geminiModel().generate(asked, options));

      expect(error).toMatchObject({
        kind: 'unknown',
        providerMessage: 'a tool call carries a thought signature larger than 1 MiB',
      });
    });
  });
});

describe('createOpenAiChatModel sending Gemini calls it did not make', () => {
  const foreignCall: ToolCall = { id: 'call_gpt', name: 'lookup', arguments: '{"word":"tide"}' };
  const earlierTurn: ChatMessage[] = [
    { role: 'user', content: 'Look up "sea"' },
    { role: 'assistant', content: null, toolCalls: [{ id: 'call_old', name: 'lookup', arguments: '{}' }] },
    { role: 'tool', toolCallId: 'call_old', content: '{}' },
    { role: 'assistant', content: 'Found it.' },
  ];

  it.each(ways)(
    "completes the round, marking the step's first call as Google documents ($name)",
    async ({ options }) => {
      enforceThoughtSignatures(openAi.server());
      openAi.server().enqueue({ text: 'Found.' });
      const round = nextRound([foreignCall, { ...foreignCall, id: 'call_gpt_2' }]);

      const answer = await geminiModel().generate({ ...round, messages: [...earlierTurn, ...round.messages] }, options);

      expect(answer.text).toBe('Found.');
      const calls = openAi.server().requests[0]?.body.messages.flatMap((message) => message.tool_calls ?? []);
      expect(calls?.map((call) => call.extra_content)).toEqual([
        undefined,
        { google: { thought_signature: 'skip_thought_signature_validator' } },
        undefined,
      ]);
    },
  );
});

describe('createFallbackToolCaller with a Gemini model', () => {
  it("returns the repaired call without the signature of the repair's own conversation", async () => {
    openAi.server().enqueue({
      toolCalls: [{ id: 'call_fix', name: 'lookup', arguments: '{"word":"tide"}', extraContent: signedBy('c2ln') }],
    });

    const repaired = await createFallbackToolCaller({ models: [geminiModel()] }).repair({
      tool: lookup,
      failedCalls: [{ call: { id: 'call_1', name: 'lookup', arguments: '{' }, feedback: 'Malformed JSON' }],
      userMessage: 'Look up tide',
    });

    expect(repaired).toEqual({
      call: { id: 'call_fix', name: 'lookup', arguments: '{"word":"tide"}' },
      model: 'gemini:gemini-3-pro-preview',
    });
  });
});
