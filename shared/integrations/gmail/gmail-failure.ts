/**
 * Gmail API error answers turned into typed tool errors: the category and fields say
 * what happened; the formatter in `shared/tools/feedback.ts` words it for the model.
 */
import { z } from 'zod';
import { notConfigured, type ToolError, transientFailure, upstreamFailure } from '../../tools/tool-error.ts';
import { retryAfterMs } from '../../tools/retry-after.ts';

/** The provider name on every Gmail failure. */
export const gmailProvider = 'gmail';

/** Google's error body: `{ error: { code, message, status, errors: [{ reason }] } }`. */
const gmailErrorSchema = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    status: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional(), message: z.string().optional() })).optional(),
  }),
});

/** 403 reasons that are quotas, not missing permissions: they pass. */
const rateLimitReasons = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'dailyLimitExceeded', 'quotaExceeded']);

/** Which call failed, so a 400 can name the parameter it is about. */
export type GmailOperation = 'send' | 'read' | 'search';

interface GmailErrorFacts {
  readonly message: string;
  readonly reasons: readonly string[];
  readonly status: string;
}

function errorFacts(text: string): GmailErrorFacts {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { message: '', reasons: [], status: '' };
  }
  const parsed = gmailErrorSchema.safeParse(value);
  if (!parsed.success) return { message: '', reasons: [], status: '' };
  const { error } = parsed.data;
  const reasons = (error.errors ?? []).flatMap((item) => (item.reason === undefined ? [] : [item.reason]));
  return { message: error.message ?? '', reasons, status: error.status ?? '' };
}

/** The parameter a 400 is about, when Gmail's answer or the operation says so. */
function invalidFieldOf(operation: GmailOperation, message: string): string | undefined {
  const header = /invalid (to|cc|bcc) header/i.exec(message);
  if (header?.[1] !== undefined) return header[1].toLowerCase();
  if (operation === 'search') return 'query';
  if (operation === 'read' && /label/i.test(message)) return 'label';
  return undefined;
}

/** The typed error for a non-2xx Gmail answer (`text` is its body). */
export function gmailFailure(operation: GmailOperation, response: Response, text: string, now: Date): ToolError {
  const status = response.status;
  const facts = errorFacts(text);
  const detail = `Gmail ${operation} answered HTTP ${status}${facts.status ? ` ${facts.status}` : ''}` +
    `${facts.reasons.length > 0 ? ` (${facts.reasons.join(', ')})` : ''}${
      facts.message ? `: ${facts.message.slice(0, 200)}` : ''
    }`;
  const retryAfter = retryAfterMs(response.headers, () => now.getTime());
  if (status === 401) return notConfigured({ provider: gmailProvider, status, reason: 'credential_rejected', detail });
  if (status === 403 && facts.reasons.some((reason) => rateLimitReasons.has(reason))) {
    return transientFailure({
      provider: gmailProvider,
      status,
      reason: 'rate_limited',
      retryAfterMs: retryAfter,
      detail,
    });
  }
  if (status === 400) {
    return upstreamFailure({
      status,
      provider: gmailProvider,
      invalidField: invalidFieldOf(operation, facts.message),
      detail,
    });
  }
  return upstreamFailure({ status, provider: gmailProvider, retryAfterMs: retryAfter, detail });
}
