import { z } from 'zod';

/**
 * A failure: the `error` of every failed request's JSON body, and the data of the SSE
 * `error` event. `code` is stable (docs/http-api.md, "Errors"); `message` is safe to show.
 * Failures add their own details beside them, kept as they come.
 */
export const errorSchema = z.looseObject({
  code: z.string(),
  message: z.string(),
  requestId: z.string(),
  /** Validation failures: one entry per problem, naming the parameter. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** `upstream_failed`: the first provider error, secrets redacted. */
  provider: z.object({
    model: z.string(),
    status: z.number().nullable().optional(),
    message: z.string(),
    kind: z.string().optional(),
  }).optional(),
  /** `upstream_failed`: every model asked, in order. */
  triedModels: z.array(z.string()).optional(),
  /** A failed turn of a conversation that exists: where to retry it. */
  conversationId: z.string().optional(),
}).meta({ id: 'Error' });

/** Every failed request's body. */
export const errorBodySchema = z.object({ error: errorSchema }).meta({ id: 'ErrorBody' });

/** A failure as a function reports it. */
export type ErrorDetails = z.output<typeof errorSchema>;
