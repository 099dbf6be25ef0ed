import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineTool, isErrorCategory, type ToolOutcome, transientFailure } from '../../../shared/tools/index.ts';
import { createTestExecutor, toolCall } from './support/create-test-executor.ts';

const numRuns = 300;

const tools = [
  defineTool({
    name: 'send_email',
    description: 'Send an email from the connected Gmail account',
    parameters: z.object({ to: z.email().describe('Recipient email address'), subject: z.string(), body: z.string() }),
    sideEffects: true,
    execute: () => ({ messageId: 'msg_1' }),
  }),
  defineTool({
    name: 'web_search',
    description: 'Search the web',
    parameters: z.object({
      query: z.string().min(1),
      limit: z.number().int().min(1).max(10).optional(),
      safe: z.enum(['off', 'moderate', 'strict']).optional(),
    }),
    execute: () => ['result one', 'result two'],
  }),
  defineTool({
    name: 'sign_in',
    description: 'Sign in to the billing portal',
    parameters: z.object({
      username: z.string(),
      password: z.string().min(40),
      api_key: z.string().regex(/^bp_/).optional(),
    }),
    execute: () => ({ session: 'started' }),
  }),
  defineTool({
    name: 'configure_webhook',
    description: 'Configure a webhook',
    parameters: z.strictObject({
      url: z.url(),
      token: z.string().length(64),
      events: z.array(z.enum(['push', 'pull'])),
    }),
    execute: () => 'configured',
  }),
  defineTool({
    name: 'inspect_payload',
    description: 'Inspect any payload',
    parameters: z.looseObject({}),
    execute: (input) => {
      throw new TypeError(`Cannot read properties of undefined (reading '${Object.keys(input).join(',')}')`);
    },
  }),
  defineTool({
    name: 'flaky_lookup',
    description: 'A lookup whose upstream is down',
    parameters: z.looseObject({}),
    execute: () => {
      throw transientFailure({ provider: 'lookup', detail: 'RangeError: upstream at socket.js:1:1' });
    },
  }),
];
const toolNames = tools.map((tool) => tool.name);

/** Mostly real names (so arguments get validated and handlers run), some near misses,
 * some noise. */
const nameArbitrary = fc.oneof(
  { arbitrary: fc.constantFrom(...toolNames), weight: 6 },
  {
    arbitrary: fc.constantFrom(
      'sendEmail',
      'web-search',
      'SIGN_IN',
      'configure_webhok',
      'inspectPayload',
      'send_email__send',
    ),
    weight: 2,
  },
  { arbitrary: fc.string(), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 80 }), weight: 1 },
);

const secretKeyArbitrary = fc.constantFrom(
  'password',
  'api_key',
  'apiKey',
  'token',
  'authorization',
  'access_token',
  'client_secret',
);

/** Letters and digits, at least 8, with both kinds so it reads like a credential. */
const secretArbitrary = fc.stringMatching(/^[A-Za-z0-9]{8,32}$/).filter((value) =>
  /[A-Za-z]/.test(value) && /\d/.test(value)
);

const benignFieldsArbitrary = fc.record(
  {
    to: fc.oneof(fc.constant('ada@example.com'), fc.string(), fc.integer()),
    subject: fc.string(),
    query: fc.oneof(fc.string(), fc.integer()),
    limit: fc.oneof(fc.integer(), fc.string()),
    username: fc.string(),
    url: fc.oneof(fc.constant('https://example.com/hook'), fc.string()),
    events: fc.oneof(fc.constant(['push']), fc.array(fc.string(), { maxLength: 2 })),
  },
  { requiredKeys: [] },
);

/** Arguments carrying 1–3 secrets under secret-looking keys, at the top level or nested. */
const argumentsWithSecretsArbitrary = fc
  .tuple(
    benignFieldsArbitrary,
    fc.array(fc.tuple(secretKeyArbitrary, secretArbitrary), { minLength: 1, maxLength: 3 }),
    fc.boolean(),
  )
  .map(([benign, secrets, nested]) => {
    const secretFields = Object.fromEntries(secrets);
    const value: Record<string, unknown> = nested
      ? { ...benign, credentials: secretFields }
      : { ...benign, ...secretFields };
    return { value, secrets: secrets.map(([, secret]) => secret) };
  });

type Corruption = 'append' | 'truncate' | 'drop' | 'insert' | 'unquote';

function corrupt(text: string, how: Corruption, at: number, character: string): string {
  const index = text.length === 0 ? 0 : at % text.length;
  switch (how) {
    case 'append':
      return `${text}${character} oops}`;
    case 'truncate':
      return text.slice(0, index);
    case 'drop':
      return text.slice(0, index) + text.slice(index + 1);
    case 'insert':
      return text.slice(0, index) + character + text.slice(index);
    case 'unquote':
      return text.replace(/"/g, '');
  }
}

const malformedWithSecretsArbitrary = fc
  .tuple(
    argumentsWithSecretsArbitrary,
    fc.constantFrom<Corruption>('append', 'truncate', 'drop', 'insert', 'unquote'),
    fc.nat(),
    fc.constantFrom('}', '{', ',', ':', '"', 'x', ' ', ']'),
  )
  .map(([{ value, secrets }, how, at, character]) => ({
    raw: corrupt(JSON.stringify(value), how, at, character),
    secrets,
  }));

const argumentStringArbitrary = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.json(),
  fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 5 }).map((value) => JSON.stringify(value)),
  argumentsWithSecretsArbitrary.map(({ value }) => JSON.stringify(value)),
  malformedWithSecretsArbitrary.map(({ raw }) => raw),
);

/** Everything a model reads from one outcome. */
function modelTexts(outcome: ToolOutcome): string[] {
  return [outcome.modelMessage, ...outcome.earlierAttempts.map((earlier) => earlier.modelMessage)];
}

const stackFrame = /(^|\n)\s*at\s|\s{4}at\s|\bat .*:\d+:\d+/;
const exceptionName = /\b(TypeError|SyntaxError|ZodError|RangeError|ReferenceError)\b|Error:/;
const looksLikeDeveloperText = (text: string): boolean => stackFrame.test(text) || exceptionName.test(text);

describe('executeToolCall (properties)', () => {
  describe('when given arbitrary names and argument strings', () => {
    it('never rejects and always returns a well-formed outcome', async () => {
      const { executor } = createTestExecutor(tools);
      await fc.assert(
        fc.asyncProperty(nameArbitrary, argumentStringArbitrary, fc.string(), async (name, raw, id) => {
          const outcome = await executor.execute({ id, name, arguments: raw });

          expect(['tool-result', 'tool-error']).toContain(outcome.type);
          expect(outcome.toolCallId).toBe(id);
          expect(outcome.requestedName).toBe(name);
          expect(typeof outcome.modelMessage).toBe('string');
          if (outcome.type === 'tool-error') expect(isErrorCategory(outcome.category)).toBe(true);
        }),
        { numRuns },
      );
    });

    it('never fails as internal for tools whose handlers do not throw', async () => {
      const { executor } = createTestExecutor(tools);
      await fc.assert(
        fc.asyncProperty(nameArbitrary, argumentStringArbitrary, async (name, raw) => {
          const outcome = await executor.execute(toolCall(name, raw));

          if (outcome.resolvedName !== 'inspect_payload') {
            expect(outcome.type === 'tool-error' ? outcome.category : 'none').not.toBe('internal');
          }
        }),
        { numRuns },
      );
    });

    it('never shows the model a stack trace or an exception class name', async () => {
      const { executor } = createTestExecutor(tools);
      await fc.assert(
        fc.asyncProperty(nameArbitrary, argumentStringArbitrary, async (name, raw) => {
          // Text the model wrote itself may be quoted back; only text the executor adds counts.
          fc.pre(!looksLikeDeveloperText(name) && !looksLikeDeveloperText(raw));

          const outcome = await executor.execute(toolCall(name, raw));

          for (const text of modelTexts(outcome)) expect(looksLikeDeveloperText(text), text).toBe(false);
        }),
        { numRuns },
      );
    });
  });

  describe('when the arguments carry secrets', () => {
    it('never echoes a secret value from well-formed arguments', async () => {
      const { executor } = createTestExecutor(tools);
      await fc.assert(
        fc.asyncProperty(nameArbitrary, argumentsWithSecretsArbitrary, async (name, { value, secrets }) => {
          fc.pre(secrets.every((secret) => !name.includes(secret)));

          const outcome = await executor.execute(toolCall(name, value));

          for (const text of modelTexts(outcome)) for (const secret of secrets) expect(text).not.toContain(secret);
        }),
        { numRuns },
      );
    });

    it('redacts a secret assignment that JSON repair folded into an ordinary field (a case fast-check found)', async () => {
      const { executor } = createTestExecutor(tools);

      const outcome = await executor.execute(toolCall('configure_webhook', '{url:/,password:aAaAa0a0}'));

      for (const text of modelTexts(outcome)) expect(text).not.toContain('aAaAa0a0');
    });

    it('never echoes a secret value from malformed arguments', async () => {
      const { executor } = createTestExecutor(tools);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...toolNames),
          malformedWithSecretsArbitrary,
          async (name, { raw, secrets }) => {
            const outcome = await executor.execute(toolCall(name, raw));

            for (const text of modelTexts(outcome)) for (const secret of secrets) expect(text).not.toContain(secret);
          },
        ),
        { numRuns },
      );
    });

    it("masks a secret that a stray colon put in a key's place (a case fast-check found)", async () => {
      const { executor } = createTestExecutor(tools);

      const outcome = await executor.execute(
        toolCall('send_email', '{"to":1000000000,"events":["push"],"access_token":"aAaA00aaA0A0":}'),
      );

      expect(outcome.modelMessage).toContain('not valid JSON');
      expect(outcome.modelMessage).not.toContain('aAaA00aaA0A0');
    });

    it('does not quote the password next to a JSON syntax error', async () => {
      const { executor } = createTestExecutor(tools);

      const outcome = await executor.execute(
        toolCall('sign_in', '{"username": "ada", "password": "hunter2Secret99" oops}'),
      );

      expect(outcome.modelMessage).toContain('not valid JSON');
      expect(outcome.modelMessage).not.toContain('hunter2Secret99');
      expect(outcome.modelMessage).not.toContain('Secret99');
    });
  });
});
