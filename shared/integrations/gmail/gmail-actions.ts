/**
 * The Gmail actions the executor runs for the `gmail-api` function — `send_email`,
 * `read_emails`, `search_emails` — and their parameter schemas, which the chat side
 * shows the model as `gmail_send_email`, `gmail_read_emails`, `gmail_search_emails`.
 */
import { z } from 'zod';
import { type Logger, silentLogger } from '../../log/logger.ts';
import { type AnyToolDefinition, defineTool, type ToolHandlerContext } from '../../tools/tool-definition.ts';
import { createGmailClient, type GmailClient } from './gmail-client.ts';
import { type GmailConfiguration, resolveGmailConfiguration } from './gmail-configuration.ts';
import { gmailLimits } from './gmail-limits.ts';
import { createMemorySendAttempts, type GmailSendAttempts } from './send-attempts.ts';
import { sendOnce } from './send-once.ts';
import { sendEmailConsent } from './send-email-consent.ts';
import { labelFilter, readMessages } from './gmail-read.ts';
import { type GmailCredentialStore, type GmailSandbox, openGmailSession } from './gmail-session.ts';

const emailAddress = z.email().max(gmailLimits.maxAddressChars);
const maxResults = z.number().int().min(1).max(gmailLimits.maxResults).default(gmailLimits.defaultResults)
  .describe(`How many messages to return, 1-${gmailLimits.maxResults}; the more messages, the shorter each body shown`);

/** `send_email`: unknown keys are refused, so the model learns that (say) attachments or
 * a `from` address are not sent instead of believing they were. */
export const sendEmailParameters = z.strictObject({
  to: z.array(emailAddress).min(1).max(gmailLimits.maxRecipientsPerField)
    .describe('Recipient email addresses, such as ["ada@example.com"]. Only addresses the user gave; never invent one'),
  cc: z.array(emailAddress).max(gmailLimits.maxRecipientsPerField).default([]).describe(
    'Addresses to copy, if the user asked for any',
  ),
  bcc: z.array(emailAddress).max(gmailLimits.maxRecipientsPerField).default([]).describe(
    'Addresses to copy blind, if the user asked for any',
  ),
  subject: z.string().trim().min(1).max(gmailLimits.maxSubjectChars).describe('The subject line'),
  body: z.string().min(1).max(gmailLimits.maxBodyChars).describe('The message, as plain text'),
  html_body: z.string().min(1).max(gmailLimits.maxBodyChars).optional()
    .describe('An HTML version of the message, if wanted; the plain body is sent with it for readers without HTML'),
  confirm_duplicate: z.boolean().optional()
    .describe(
      'Only after the user confirmed sending again an email this conversation already sent: true. Leave out otherwise',
    ),
});

/** `read_emails`: the newest messages of a label. */
export const readEmailsParameters = z.object({
  max_results: maxResults,
  label: z.string().trim().min(1).max(gmailLimits.maxLabelChars).optional()
    .describe('A Gmail label, such as INBOX, SENT, STARRED, IMPORTANT or one the user made; INBOX when left out'),
  unread_only: z.boolean().default(false).describe('Only unread messages'),
});

/** `search_emails`: messages matching a Gmail search. */
export const searchEmailsParameters = z.object({
  query: z.string().trim().min(1).max(gmailLimits.maxQueryChars)
    .describe(
      'A Gmail search, as typed in the Gmail search box, such as "from:ada@example.com is:unread after:2024/01/31"',
    ),
  max_results: maxResults,
});

/** One action: its name, what the model is told it does, its parameters. */
export interface GmailActionSpec {
  readonly action: 'send_email' | 'read_emails' | 'search_emails';
  readonly description: string;
  readonly parameters: z.ZodType;
}

/** Each action's name, description and parameters: `createGmailActions` builds its definitions
 * from them, and the tool catalog (shared/functions/tool-catalog.ts) offers those to chat as
 * `gmail_<action>`. */
export const gmailActionSpecs: readonly GmailActionSpec[] = [
  {
    action: 'send_email',
    description: "Send an email from the user's connected Gmail account.",
    parameters: sendEmailParameters,
  },
  {
    action: 'read_emails',
    description: 'Read the newest emails of a Gmail label (the inbox by default).',
    parameters: readEmailsParameters,
  },
  {
    action: 'search_emails',
    description: "Search the user's Gmail with Gmail search syntax and read the matching emails.",
    parameters: searchEmailsParameters,
  },
];

function descriptionOf(action: GmailActionSpec['action']): string {
  return gmailActionSpecs.find((spec) => spec.action === action)?.description ?? action;
}

/** What the actions need; everything but the credential store has a default. */
export interface GmailActionsDependencies {
  /** Where the user's Gmail token (provider `gmail`) is read and stored again. */
  readonly credentials: GmailCredentialStore;
  readonly configuration?: GmailConfiguration;
  readonly fetch?: typeof fetch;
  readonly clock?: () => Date;
  /** MIME boundaries for messages with an HTML body. */
  readonly createBoundary?: () => string;
  readonly logger?: Logger;
  /** The local gateway's stand-ins, for credentials the sandbox made; never set when deployed. */
  readonly sandbox?: GmailSandbox;
  /** Where sends claim their Message-ID: deployed, the Postgres store every worker shares
   * (postgres-send-attempts.ts); this process's memory by default. */
  readonly sendAttempts?: GmailSendAttempts;
  /** Waiting for another request's send of the same email; a timer by default. */
  readonly sleep?: (milliseconds: number) => Promise<void>;
}

/** The Gmail actions as tool definitions for `createToolExecutor`. */
export function createGmailActions(dependencies: GmailActionsDependencies): AnyToolDefinition[] {
  const configuration = resolveGmailConfiguration(dependencies.configuration);
  const fetchFunction = dependencies.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const clock = dependencies.clock ?? (() => new Date());
  const createBoundary = dependencies.createBoundary ?? (() => `parley-${crypto.randomUUID()}`);
  const logger = dependencies.logger ?? silentLogger;
  const sendAttempts = dependencies.sendAttempts ?? createMemorySendAttempts();
  const sleep = dependencies.sleep ??
    ((milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds)));

  const clientFor = async (context: ToolHandlerContext): Promise<GmailClient> => {
    const session = await openGmailSession(
      {
        credentials: dependencies.credentials,
        fetch: fetchFunction,
        clock,
        logger,
        tokenUrl: configuration.googleTokenUrl,
        clientId: configuration.googleClientId,
        clientSecret: configuration.googleClientSecret,
        sandbox: dependencies.sandbox,
      },
      context.caller.userId,
      context.signal,
    );
    return createGmailClient(session, {
      baseUrl: session.apiBaseUrl ?? configuration.gmailApiBaseUrl,
      clock,
      createBoundary,
    });
  };

  return [
    defineTool({
      name: 'send_email',
      description: descriptionOf('send_email'),
      parameters: sendEmailParameters,
      family: 'email',
      sideEffects: true,
      consent: sendEmailConsent,
      timeoutMs: gmailLimits.sendTimeoutMs,
      coercion: { arrays: true },
      async execute(input, context) {
        const client = await clientFor(context);
        // The session was opened for this user: it refuses a call without one.
        const userId = context.caller.userId ?? '';
        const email = {
          to: input.to,
          cc: input.cc,
          bcc: input.bcc,
          subject: input.subject,
          body: input.body,
          htmlBody: input.html_body,
        };
        const parts = {
          ...email,
          agentId: context.caller.agentId,
          scope: context.caller.conversationId ?? `call:${context.toolCallId}`,
        };
        const sent = await sendOnce({
          client,
          attempts: sendAttempts,
          email,
          parts,
          userId,
          idempotencyKey: context.idempotencyKey ?? `call:${context.toolCallId}`,
          confirmed: input.confirm_duplicate === true,
          toolCallId: context.toolCallId,
          clock,
          sleep,
        });
        const messageId = sent.messageId;
        const confirmation = sent.confirmedBy === 'sent_mailbox'
          ? {
            message_id_header: messageId,
            note:
              'Gmail answered with an error, but this email is in the Sent mailbox: it was sent once. Do not send it again.',
          }
          : {};
        return {
          status: 'sent',
          message_id: sent.id,
          thread_id: sent.threadId,
          to: input.to,
          cc: input.cc,
          bcc: input.bcc,
          subject: input.subject,
          ...confirmation,
        };
      },
    }),
    defineTool({
      name: 'read_emails',
      description: descriptionOf('read_emails'),
      parameters: readEmailsParameters,
      family: 'email',
      untrustedOutput: true,
      timeoutMs: gmailLimits.readTimeoutMs,
      coercion: { numbers: true, booleans: true },
      async execute(input, context) {
        const client = await clientFor(context);
        const filter = labelFilter(input.label, input.unread_only);
        const result = await readMessages(client, { ...filter, maxResults: input.max_results }, 'read');
        return { label: input.label ?? 'INBOX', unread_only: input.unread_only, ...result };
      },
    }),
    defineTool({
      name: 'search_emails',
      description: descriptionOf('search_emails'),
      parameters: searchEmailsParameters,
      family: 'email',
      untrustedOutput: true,
      timeoutMs: gmailLimits.readTimeoutMs,
      coercion: { numbers: true },
      async execute(input, context) {
        const client = await clientFor(context);
        const result = await readMessages(client, { query: input.query, maxResults: input.max_results }, 'search');
        return { query: input.query, ...result };
      },
    }),
  ];
}
