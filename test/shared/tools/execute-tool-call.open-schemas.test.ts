import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineTool } from '../../../shared/tools/index.ts';
import { createTestExecutor, failureOf, resultOf, toolCall } from './support/create-test-executor.ts';

/** A tool defined the way an MCP server's tool is: its JSON Schema as published, open (no
 * `additionalProperties: false`), and the zod schema built from it. */
function mcpTool(name: string, jsonSchema: Record<string, unknown>, sideEffects = false) {
  const execute = vi.fn((input: unknown) => input);
  const tool = defineTool({
    name,
    description: `${name} of the GitHub MCP server`,
    parameters: z.fromJSONSchema(jsonSchema as Parameters<typeof z.fromJSONSchema>[0]),
    jsonSchema,
    sideEffects,
    execute,
  });
  return { tool, execute };
}

const dismissNotification = {
  type: 'object',
  properties: {
    state: { type: 'string', enum: ['read', 'done'], description: 'The new state of the notification (read/done)' },
    threadID: { type: 'string', description: 'The ID of the notification thread' },
  },
  required: ['threadID', 'state'],
};

const createBranch = {
  type: 'object',
  properties: {
    branch: { type: 'string', description: 'Name for new branch' },
    from_branch: { type: 'string', description: 'Source branch (defaults to repo default)' },
    owner: { type: 'string', description: 'Repository owner' },
    repo: { type: 'string', description: 'Repository name' },
  },
  required: ['owner', 'repo', 'branch'],
};

const reviewWrite = {
  type: 'object',
  properties: {
    commitID: { type: 'string', description: 'SHA of commit to review' },
    method: {
      type: 'string',
      enum: ['create', 'submit_pending', 'resolve_thread'],
      description: 'The write operation',
    },
    owner: { type: 'string', description: 'Repository owner' },
    pullNumber: { type: 'number', description: 'Pull request number' },
    repo: { type: 'string', description: 'Repository name' },
  },
  required: ['method', 'owner', 'repo', 'pullNumber'],
};

describe('executeToolCall on open (MCP) schemas', () => {
  describe('when a call with another problem also sends a key the tool does not declare', () => {
    it('names the undeclared key as not a parameter, with the key it likely meant or to leave it out', async () => {
      const { tool, execute } = mcpTool('dismiss_notification', dismissNotification, true);
      const { executor } = createTestExecutor([tool]);

      const outcome = failureOf(
        await executor.execute(toolCall('dismiss_notification', { status: 'done', threadID: '2922462100' })),
      );

      expect(execute).not.toHaveBeenCalled();
      expect(outcome.modelMessage).toContain('`status`: unknown parameter');
      expect(outcome.modelMessage).toContain('`state`');
    });

    it('names an unrelated extra key too, telling the model to leave it out', async () => {
      const { tool } = mcpTool('create_branch', createBranch, true);
      const { executor } = createTestExecutor([tool]);

      const outcome = failureOf(
        await executor.execute(toolCall('create_branch', { branch: 'b', repo: 'docs', verbose: true })),
      );

      expect(outcome.modelMessage).toContain('`verbose`: unknown parameter; leave it out');
    });
  });

  describe('when the only problem is an undeclared key that is no slip for a declared one', () => {
    it('runs the call, since an open schema takes extra keys', async () => {
      const { tool } = mcpTool('create_branch', createBranch);
      const { executor } = createTestExecutor([tool]);

      const outcome = resultOf(
        await executor.execute(
          toolCall('create_branch', { branch: 'b', owner: 'o', repo: 'r', reason: 'the user asked' }),
        ),
      );

      expect(outcome.output).toMatchObject({ branch: 'b', owner: 'o', repo: 'r' });
    });
  });

  describe('when the arguments are wrapped in an envelope key', () => {
    it('lifts them to the top level and runs the call without a round', async () => {
      const { tool, execute } = mcpTool('pull_request_review_write', reviewWrite, true);
      const { executor } = createTestExecutor([tool]);
      const meant = {
        commitID: '7f44da9b',
        method: 'resolve_thread',
        owner: 'microsoft',
        pullNumber: 1350,
        repo: 'js',
      };

      resultOf(await executor.execute(toolCall('pull_request_review_write', { arguments: meant })));

      expect(execute).toHaveBeenCalledTimes(1);
      expect(execute.mock.calls[0]?.[0]).toEqual(meant);
    });

    it('lifts an envelope of any name, next to declared keys holding the same values', async () => {
      const { tool, execute } = mcpTool('pull_request_review_write', reviewWrite, true);
      const { executor } = createTestExecutor([tool]);
      const meant = { commitID: 'abc', method: 'create', owner: 'o', pullNumber: 2, repo: 'r' };

      resultOf(
        await executor.execute(toolCall('pull_request_review_write', { owner: 'o', payload: meant })),
      );

      expect(execute.mock.calls[0]?.[0]).toEqual(meant);
    });

    it('does not lift when a top-level key disagrees with the envelope, and says the arguments are wrapped', async () => {
      const { tool, execute } = mcpTool('pull_request_review_write', reviewWrite, true);
      const { executor } = createTestExecutor([tool]);

      const outcome = failureOf(
        await executor.execute(
          toolCall('pull_request_review_write', {
            owner: 'someone-else',
            params: { method: 'create', owner: 'o', pullNumber: 2, repo: 'r' },
          }),
        ),
      );

      expect(execute).not.toHaveBeenCalled();
      expect(outcome.modelMessage).toContain('`params`: unknown parameter; it wraps the arguments');
      expect(outcome.modelMessage).toContain('`method`, `owner`, `pullNumber`, `repo`');
    });

    it('says the arguments are wrapped when they do not validate once lifted', async () => {
      const { tool, execute } = mcpTool('pull_request_review_write', reviewWrite, true);
      const { executor } = createTestExecutor([tool]);

      const outcome = failureOf(
        await executor.execute(
          toolCall('pull_request_review_write', { params: { method: 'create', owner: 'o', repo: 'r' } }),
        ),
      );

      expect(execute).not.toHaveBeenCalled();
      expect(outcome.modelMessage).toContain('`params`: unknown parameter; it wraps the arguments');
      expect(outcome.modelMessage).toContain('`pullNumber`');
    });
  });

  describe('when a required parameter is missing next to a related argument', () => {
    it('shows the related argument’s value so the model can see it holds both', async () => {
      const { tool } = mcpTool('create_branch', createBranch, true);
      const { executor } = createTestExecutor([tool]);

      const outcome = failureOf(
        await executor.execute(toolCall('create_branch', { branch: 'docs/setup', repo: 'github/docs' })),
      );

      expect(outcome.modelMessage).toContain(
        '`repo` is "github/docs" (Repository name): if it also holds `owner`, split it',
      );
    });

    it('shows no related value that joins no parts, which could not hold a second parameter', async () => {
      const { tool } = mcpTool('create_branch', createBranch, true);
      const { executor } = createTestExecutor([tool]);

      const outcome = failureOf(await executor.execute(toolCall('create_branch', { branch: 'b', repo: 'docs' })));

      expect(outcome.modelMessage).not.toContain('`repo` is');
    });

    it('shows no value of an argument that shares only a word of the tool’s domain with the missing one', async () => {
      const schema = {
        type: 'object',
        properties: {
          number_of_adults: { type: 'number', description: 'The number of adults to reserve train tickets for.' },
          from: {
            type: 'string',
            description: "The starting city for the train journey, in the format 'City, State'.",
          },
        },
        required: ['number_of_adults', 'from'],
      };
      const { tool } = mcpTool('reserve_train_tickets', schema, true);
      const { executor } = createTestExecutor([tool]);

      const outcome = failureOf(
        await executor.execute(toolCall('reserve_train_tickets', { from: 'Portland, OR' })),
      );

      expect(outcome.modelMessage).not.toContain('`from` is');
    });

    it('hides the value of a related secret argument', async () => {
      const schema = {
        type: 'object',
        properties: {
          api_user: { type: 'string', description: 'Account user name' },
          api_key: { type: 'string', description: 'Account API key' },
        },
        required: ['api_user', 'api_key'],
      };
      const { tool } = mcpTool('connect_account', schema);
      const { executor } = createTestExecutor([tool]);

      const outcome = failureOf(
        await executor.execute(toolCall('connect_account', { api_key: 'alice:sk-live-1234567890abcdef' })),
      );

      expect(outcome.modelMessage).not.toContain('sk-live');
    });
  });

  describe('when a required parameter the user must give is missing next to an extra key', () => {
    it('still asks the user the same question, and names the extra key after it', async () => {
      const execute = vi.fn(() => 'sent');
      const sendEmail = defineTool({
        name: 'send_email',
        description: 'Send an email from the connected Gmail account',
        parameters: z.object({
          to: z.string().describe('Recipient email address'),
          subject: z.string().describe('Subject line'),
          body: z.string().describe('Message text'),
        }),
        sideEffects: true,
        execute,
      });
      const { executor } = createTestExecutor([sendEmail]);

      const outcome = failureOf(
        await executor.execute(toolCall('send_email', { subject: 'Lunch', body: 'Noon?', urgent: true })),
      );

      expect(outcome.category).toBe('needs_input');
      expect(outcome.modelMessage.split('\n')[0]).toBe(
        'Question: Who should I send this email to? Please provide the recipient email address.',
      );
      expect(outcome.modelMessage).toContain('- `urgent`: unknown parameter; leave it out');
    });
  });
});
