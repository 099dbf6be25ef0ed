import { z } from 'zod';
import { type AnyToolDefinition, defineTool } from '../../../../shared/tools/index.ts';

/** What the fake email tool was asked to send. */
export interface SentEmail {
  readonly to: string[];
  readonly subject: string;
  readonly body: string;
}

/** A `gmail_send_email` tool that records what it sends instead of sending it. */
export function createEmailTool(): { tool: AnyToolDefinition; sent: SentEmail[] } {
  const sent: SentEmail[] = [];
  const tool = defineTool({
    name: 'gmail_send_email',
    description: 'Send an email with Gmail',
    parameters: z.object({ to: z.array(z.email()).min(1), subject: z.string(), body: z.string() }),
    sideEffects: true,
    execute: (input) => {
      sent.push(input);
      return { messageId: `message-${sent.length}` };
    },
  });
  return { tool, sent };
}

/** The model's first, broken call (no recipient) and its corrected one, as raw arguments. */
export const emailArguments = {
  withoutRecipient: '{"subject":"Hi","body":"Hello"}',
  valid: '{"to":["ana@example.com"],"subject":"Hi","body":"Hello"}',
} as const;
