import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineTool, needsInput, notConfigured, type ToolError, upstreamFailure } from '../../../shared/tools/index.ts';
import { createTestExecutor, failureOf, toolCall } from './support/create-test-executor.ts';

const emailParameters = z.object({
  to: z.string().describe('Recipient email address'),
  subject: z.string().describe('Subject line'),
  body: z.string().describe('Message text'),
});

function emailTool(failure?: () => ToolError) {
  return defineTool({
    name: 'send_email',
    description: 'Send an email from the connected Gmail account',
    parameters: emailParameters,
    sideEffects: true,
    execute: () => {
      if (failure !== undefined) throw failure();
      return 'sent';
    },
  });
}

function searchTool(failure: () => ToolError) {
  return defineTool({
    name: 'web_search',
    description: 'Search the web',
    parameters: z.object({ query: z.string() }),
    execute: () => {
      throw failure();
    },
  });
}

const completeEmail = { to: 'ada@example.com', subject: 'Lunch', body: 'Noon?' };

describe('executeToolCall', () => {
  describe('when an email tool is called without a recipient', () => {
    it('asks who to send the email to', async () => {
      const { executor } = createTestExecutor([emailTool()]);

      const outcome = failureOf(await executor.execute(toolCall('send_email', { subject: 'Lunch', body: 'Noon?' })));

      expect(outcome.category).toBe('needs_input');
      expect(outcome.modelMessage.split('\n')[0]).toBe(
        'Question: Who should I send this email to? Please provide the recipient email address.',
      );
      expect(outcome.modelMessage).toContain('`send_email` is missing `to`');
    });
  });

  describe('when an email tool is called without subject or body', () => {
    it('asks for the subject line and the message content', async () => {
      const { executor } = createTestExecutor([emailTool()]);

      const outcome = failureOf(await executor.execute(toolCall('send_email', { to: 'ada@example.com' })));

      expect(outcome.modelMessage).toBe([
        'Question: What should be the subject line of this email?',
        'Question: What message content should I include in the email body?',
        '(`send_email` is missing `subject`, `body`.)',
      ].join('\n'));
    });
  });

  describe('when a generic tool is called without a required parameter', () => {
    it('asks for it by name with its description', async () => {
      const createIssue = defineTool({
        name: 'jira__create_issue',
        description: 'Create a Jira issue',
        parameters: z.object({
          project_key: z.string().describe('The Jira project key, such as PROJ'),
          title: z.string(),
        }),
        execute: () => 'created',
      });
      const { executor } = createTestExecutor([createIssue]);

      const outcome = failureOf(await executor.execute(toolCall('jira__create_issue', { title: 'Broken build' })));

      expect(outcome.modelMessage.split('\n')[0]).toBe(
        'Question: What should `project_key` be (The Jira project key, such as PROJ)?',
      );
    });
  });

  describe('when the Gmail credential is rejected', () => {
    it('asks the user to reconnect Gmail, and says so as a setup hint', async () => {
      const { executor } = createTestExecutor([emailTool(() => upstreamFailure({ status: 401, provider: 'gmail' }))]);

      const outcome = failureOf(await executor.execute(toolCall('send_email', completeEmail)));

      expect(outcome.category).toBe('not_configured');
      expect(outcome.modelMessage).toBe(
        'Question: Your Gmail connection has expired. Please reconnect your Gmail account under Integrations.',
      );
      expect(outcome.modelRetry).toBe(false);
      expect(outcome.setup).toEqual({ integration: 'gmail', action: 'reconnect' });
    });
  });

  describe('when Gmail is not connected', () => {
    it('asks the user to connect it under Integrations, and says so as a setup hint', async () => {
      const { executor } = createTestExecutor([emailTool(() => notConfigured({ provider: 'gmail' }))]);

      const outcome = failureOf(await executor.execute(toolCall('send_email', completeEmail)));

      expect(outcome.modelMessage).toBe(
        'Question: Your Gmail account needs to be connected first. Connect your Gmail account under Integrations.',
      );
      expect(outcome.setup).toEqual({ integration: 'gmail', action: 'connect' });
    });
  });

  describe('when a setting no integration holds is missing', () => {
    it('gives no setup hint', async () => {
      const { executor } = createTestExecutor([
        searchTool(() => notConfigured({ question: 'No web search provider is enabled for this agent.' })),
      ]);

      const outcome = failureOf(await executor.execute(toolCall('web_search', { query: 'parley' })));

      expect(outcome.category).toBe('not_configured');
      expect(outcome).not.toHaveProperty('setup');
    });
  });

  describe('when the search provider has no API key', () => {
    it('says which key is missing and where to add it', async () => {
      const { executor } = createTestExecutor([searchTool(() => notConfigured({ provider: 'serper' }))]);

      const outcome = failureOf(await executor.execute(toolCall('web_search', { query: 'parley' })));

      expect(outcome.category).toBe('not_configured');
      expect(outcome.modelMessage).toBe(
        'Question: No API key found for Serper. Add your Serper API key under Integrations before I can perform web searches.',
      );
      expect(outcome.setup).toEqual({ integration: 'serper', action: 'add_key' });
    });

    it('says the key was rejected when the provider answers 401, and to replace it', async () => {
      const { executor } = createTestExecutor([searchTool(() => upstreamFailure({ status: 401, provider: 'serper' }))]);

      const outcome = failureOf(await executor.execute(toolCall('web_search', { query: 'parley' })));

      expect(outcome.modelMessage).toBe(
        'Question: The Serper API key was rejected. Please check that the key under Integrations is correct and active, or replace it.',
      );
      expect(outcome.setup).toEqual({ integration: 'serper', action: 'replace_key' });
    });
  });

  describe('when the upstream names a missing field', () => {
    it('asks the email question for that field', async () => {
      const { executor } = createTestExecutor([
        emailTool(() => upstreamFailure({ status: 400, provider: 'gmail', missingField: 'to' })),
      ]);

      const outcome = failureOf(await executor.execute(toolCall('send_email', completeEmail)));

      expect(outcome.category).toBe('needs_input');
      expect(outcome.field).toBe('to');
      expect(outcome.modelMessage).toBe(
        'Question: Who should I send this email to? Please provide the recipient email address.',
      );
      expect(outcome.modelRetry).toBe(true);
    });

    it('asks with the parameter description for a generic tool', async () => {
      const createIssue = defineTool({
        name: 'jira__create_issue',
        description: 'Create a Jira issue',
        parameters: z.object({ project_key: z.string().optional().describe('The Jira project key, such as PROJ') }),
        execute: () => {
          throw upstreamFailure({ status: 422, provider: 'jira', missingField: 'project_key' });
        },
      });
      const { executor } = createTestExecutor([createIssue]);

      const outcome = failureOf(await executor.execute(toolCall('jira__create_issue', {})));

      expect(outcome.category).toBe('needs_input');
      expect(outcome.modelMessage).toBe('Question: What should `project_key` be (The Jira project key, such as PROJ)?');
    });
  });

  describe('when the upstream rejects a recipient address', () => {
    it('asks the user to check the address', async () => {
      const { executor } = createTestExecutor([
        emailTool(() => upstreamFailure({ status: 400, provider: 'gmail', invalidField: 'to' })),
      ]);

      const outcome = failureOf(await executor.execute(toolCall('send_email', completeEmail)));

      expect(outcome.category).toBe('invalid_arguments');
      expect(outcome.modelMessage).toMatch(
        /^Question: There seems to be an issue with the email address format in `to`\./,
      );
    });
  });

  describe('when the handler asks its own question', () => {
    it('passes the question through as is', async () => {
      const { executor } = createTestExecutor([
        emailTool(() => needsInput('Which of your two Gmail accounts should send this?')),
      ]);

      const outcome = failureOf(await executor.execute(toolCall('send_email', completeEmail)));

      expect(outcome.category).toBe('needs_input');
      expect(outcome.modelMessage).toBe('Question: Which of your two Gmail accounts should send this?');
      expect(outcome.type === 'tool-error' && outcome.interaction).toEqual({
        kind: 'question',
        text: 'Which of your two Gmail accounts should send this?',
      });
    });
  });
});
