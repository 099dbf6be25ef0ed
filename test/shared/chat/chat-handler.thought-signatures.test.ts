import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ChatReply } from '../../../shared/protocol/chat-reply.ts';
import { defineTool } from '../../../shared/tools/index.ts';
import { enforceThoughtSignatures, signedBy, thoughtSignature } from '../../support/gemini-thought-signature-rule.ts';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../support/scripted-openai-server.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { type ChatTestApp, createChatTestApp, defaultAgentId } from './support/chat-test-app.ts';
import { setApprovalPolicy, testPausedTurns } from './support/paused-turns.ts';
import { readSseEvents } from './support/sse-events.ts';
import { consentSendTool, type SentMail } from './ui-stream/support/consent-email-tools.ts';

let database: TestDatabase;
let server: ScriptedOpenAiServer;
let app: ChatTestApp;
let sent: SentMail[];

const readTool = defineTool({
  name: 'gmail_read_emails',
  description: 'Read the inbox',
  parameters: z.object({ folder: z.string() }),
  execute: (input) => ({ folder: input.folder, messages: [] }),
});

/** Only Gemini is configured, so a refused request fails the turn instead of falling back. */
const geminiOnly = {
  OPENAI_API_KEY: undefined,
  OPENAI_BASE_URL: undefined,
  GEMINI_API_KEY: 'gemini-test-key',
  PARLEY_DEFAULT_MODEL: 'gemini:gemini-3-pro-preview',
  PARLEY_FALLBACK_TOOL: 'off',
};

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  server = await startScriptedOpenAiServer();
});
afterAll(async () => {
  await server.close();
  await database.dispose();
});
beforeEach(async () => {
  server.requests.length = 0;
  server.respond = null;
  server.issuedExtraContent.clear();
  enforceThoughtSignatures(server);
  sent = [];
  const clock = Date.parse('2026-11-26T12:00:00Z');
  await setApprovalPolicy(database, defaultAgentId, { defaultMode: 'auto', tools: {}, allowedDestinations: [] });
  app = createChatTestApp({
    database,
    server,
    tools: [consentSendTool(sent), readTool],
    environment: { ...geminiOnly, GEMINI_BASE_URL: server.baseUrl },
    overrides: { pausedTurns: testPausedTurns(database, () => clock) },
  });
});

async function replyOf(response: Response): Promise<ChatReply> {
  expect(response.status).toBe(200);
  return (await response.json()) as ChatReply;
}

/** The signatures the assistant messages of the last request carried, in order. */
function signaturesSentLast(): unknown[] {
  return (server.requests.at(-1)?.body.messages ?? [])
    .flatMap((message) => message.tool_calls ?? [])
    .map((call) => call.extra_content);
}

describe(`chat handler with a Gemini 3 model (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  describe('when each round of a tool loop is signed', () => {
    const rounds = [thoughtSignature('inbox'), thoughtSignature('archive')];
    const enqueueLoop = (): void => {
      server.enqueue(
        {
          toolCalls: [{
            id: 'call_inbox',
            name: 'gmail_read_emails',
            arguments: '{"folder":"inbox"}',
            extraContent: signedBy(rounds[0] ?? ''),
          }],
        },
        {
          toolCalls: [{
            id: 'call_archive',
            name: 'gmail_read_emails',
            arguments: '{"folder":"archive"}',
            extraContent: signedBy(rounds[1] ?? ''),
          }],
        },
        { text: 'Both folders are empty.' },
      );
    };

    it('completes the turn, each later request carrying every signature of the turn', async () => {
      enqueueLoop();

      const reply = await replyOf(await app.post({ message: 'Is anything in my inbox or archive?' }));

      expect(reply).toMatchObject({ status: 'completed', reply: 'Both folders are empty.' });
      expect(server.requests).toHaveLength(3);
      expect(signaturesSentLast()).toEqual(rounds.map(signedBy));
    });

    it('completes the turn when streamed', async () => {
      enqueueLoop();

      const events = await readSseEvents(
        await app.post({ message: 'Is anything in my inbox or archive?' }, { stream: true }),
      );

      const done = events.find((event) => event.event === 'done')?.data;
      expect(done).toMatchObject({ status: 'completed', reply: 'Both folders are empty.' });
      expect(server.requests.every((request) => request.body.stream === true)).toBe(true);
      expect(signaturesSentLast()).toEqual(rounds.map(signedBy));
    });

    it('keeps the signatures out of the stored history', async () => {
      enqueueLoop();

      const reply = await replyOf(await app.post({ message: 'Is anything in my inbox or archive?' }));

      const stored = await app.messages(reply.conversationId);
      expect(JSON.stringify(stored)).not.toContain(rounds[0]);
    });
  });

  describe('when the turn pauses on a signed call for the user to approve', () => {
    it('resumes, sends the approved mail, and sends the signature back', async () => {
      const signature = thoughtSignature('send');
      server.enqueue({
        toolCalls: [{
          id: 'call_send',
          name: 'gmail_send_email',
          arguments: JSON.stringify({ to: ['bob@example.com'], subject: 'Summary', body: 'Hi Bob' }),
          extraContent: signedBy(signature),
        }],
      });
      const paused = await replyOf(await app.post({ message: 'Send the summary to Bob' }));
      expect(paused.status).toBe('awaiting_approval');
      server.enqueue({ text: 'Sent to Bob.' });

      const resumed = await replyOf(
        await app.post({
          conversationId: paused.conversationId,
          approvals: [{ id: paused.approvals[0]?.id, approved: true }],
        }),
      );

      expect(resumed).toMatchObject({ status: 'completed', reply: 'Sent to Bob.' });
      expect(sent.map((mail) => mail.to)).toEqual([['bob@example.com']]);
      expect(signaturesSentLast()).toEqual([signedBy(signature)]);
    });
  });

  describe('when the turn moves to Gemini after another model made its calls', () => {
    it('completes on Gemini, the calls it did not make marked as Google documents', async () => {
      const geminiRule = server.guard;
      server.guard = (body) => body.model.startsWith('gemini-') ? geminiRule?.(body) ?? null : null;
      const fallbackApp = createChatTestApp({
        database,
        server,
        tools: [readTool],
        environment: {
          OPENAI_API_KEY: 'sk-test',
          GEMINI_API_KEY: 'gemini-test-key',
          GEMINI_BASE_URL: server.baseUrl,
          PARLEY_DEFAULT_MODEL: 'openai:gpt-4o-mini',
          PARLEY_FALLBACK_MODELS: 'gemini:gemini-3-pro-preview',
          PARLEY_FALLBACK_TOOL: 'off',
        },
      });
      server.enqueue(
        { toolCalls: [{ id: 'call_inbox', name: 'gmail_read_emails', arguments: '{"folder":"inbox"}' }] },
        { status: 400, error: { message: 'This request is refused.' } },
        { text: 'Your inbox is empty.' },
      );

      const reply = await replyOf(await fallbackApp.post({ message: 'Is anything in my inbox?' }));

      expect(reply).toMatchObject({ status: 'completed', reply: 'Your inbox is empty.' });
      expect(server.requests.at(-1)?.body.model).toBe('gemini-3-pro-preview');
      expect(signaturesSentLast()).toEqual([{ google: { thought_signature: 'skip_thought_signature_validator' } }]);
    });
  });
});
