import { z } from 'zod';
import type {
  StoredCallOutcome,
  StoredMessagePage,
  StoredVisibleMessage,
} from '../../db/repositories/message-history-repository.ts';
import type { ToolCallView } from '../../protocol/message-page.ts';
import { setupHintSchema } from '../../protocol/setup-hint.ts';
import { type UserInteraction, userInteractionSchema } from '../../protocol/user-interaction.ts';
import { type SetupHint, setupHintOf } from '../../tools/setup-hint.ts';
import type { ToolErrorFields } from '../../tools/tool-error.ts';
import { historyLimits } from './history-limits.ts';

export type { ToolCallView } from '../../protocol/message-page.ts';

/** Reasons that bear on a setup hint; others are read as none. */
const setupReasons = [
  'credential_missing',
  'credential_rejected',
  'credential_corrupted',
  'permission_denied',
] as const satisfies readonly NonNullable<ToolErrorFields['reason']>[];

const storedDetailSchema = z.object({
  reason: z.enum(setupReasons).optional().catch(undefined),
  setup: setupHintSchema.optional().catch(undefined),
  /** What the call asked of the user, when the log row keeps it (as it keeps `setup`). */
  interaction: userInteractionSchema.optional().catch(undefined),
}).catch({});

/** The hint stored with the outcome, else the one its category, provider and reason give
 * (rows logged before hints were stored). */
function setupOf(outcome: StoredCallOutcome): SetupHint | undefined {
  const detail = storedDetailSchema.parse(outcome.detail ?? {});
  if (detail.setup !== undefined) return detail.setup;
  if (outcome.category === null) return undefined;
  return setupHintOf({ category: outcome.category, provider: outcome.provider ?? undefined, reason: detail.reason });
}

/** What the call asked of the user, as its log row stored it; never read from the text. */
function interactionOf(outcome: StoredCallOutcome): UserInteraction | undefined {
  return storedDetailSchema.parse(outcome.detail ?? {}).interaction;
}

function cut(text: string, length: number): string {
  const characters = Array.from(text);
  return characters.length <= length ? text : `${characters.slice(0, length - 1).join('')}…`;
}

/** Keys a call by the message that made it: providers that number calls reuse ids. */
function keyOf(messageId: string, toolCallId: string): string {
  return `${messageId}\u0000${toolCallId}`;
}

/** The tool messages of a page, by the assistant message and call they answer: the latest
 * assistant message before the tool message that made a call with its id. */
function resultsByCall(page: StoredMessagePage): Map<string, string> {
  const results = new Map<string, string>();
  const assistants = page.messages.filter((message) => message.role === 'assistant' && message.toolCalls.length > 0)
    .reverse();
  for (const result of page.toolResults) {
    const caller = assistants.find((message) =>
      BigInt(message.id) < BigInt(result.id) && message.toolCalls.some((call) => call.id === result.toolCallId)
    );
    const key = caller === undefined ? null : keyOf(caller.id, result.toolCallId);
    if (key !== null && !results.has(key)) results.set(key, result.content);
  }
  return results;
}

/** Folds a page's tool messages and logged outcomes into its assistant messages' calls. */
export function toolCallViewsOf(page: StoredMessagePage): (message: StoredVisibleMessage) => ToolCallView[] {
  const results = resultsByCall(page);
  const outcomes = new Map(page.outcomes.map((outcome) => [keyOf(outcome.messageId, outcome.toolCallId), outcome]));
  return (message) =>
    message.toolCalls.map((call) => {
      const key = keyOf(message.id, call.id);
      const outcome = outcomes.get(key);
      const result = results.get(key);
      const setup = outcome === undefined ? undefined : setupOf(outcome);
      const interaction = outcome === undefined ? undefined : interactionOf(outcome);
      return {
        id: call.id,
        name: call.name,
        arguments: call.arguments,
        status: outcome?.status ?? 'unknown',
        ...(outcome === undefined || outcome.category === null ? {} : { category: outcome.category }),
        ...(outcome === undefined ? {} : { attempt: outcome.attempt }),
        ...(setup === undefined ? {} : { setup }),
        ...(interaction === undefined ? {} : { interaction }),
        ...(result === undefined ? {} : { message: cut(result, historyLimits.toolMessageLength) }),
      };
    });
}
