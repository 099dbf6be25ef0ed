/**
 * What the front door answers itself when the gateway behind it cannot: the same bodies the
 * gateway gives (`STARTING` while it starts, `shutting_down` with `Retry-After` while it stops),
 * written to a Node response.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../../../shared/http/http-error.ts';
import { errorResponse } from '../../../shared/http/json-response.ts';
import { noOrigin, withOwnAnswerOrigin } from '../own-answer-origin.ts';
import { gatewayStarting } from '../relay-responses.ts';
import { shuttingDownResponse } from '../shutting-down-response.ts';
import type { UpstreamFailure } from './relay-request.ts';

/** Whether the launcher has been told to stop. */
export type FrontDoorPhase = 'serving' | 'stopping';

/** The answer to a request the gateway could not take. */
export function upstreamFailureResponse(
  failure: UpstreamFailure,
  phase: FrontDoorPhase,
  incoming: IncomingMessage,
  requestId: string,
): Response {
  if (phase === 'stopping') {
    const request = new Request('http://front-door/', { headers: { accept: incoming.headers.accept ?? '' } });
    return shuttingDownResponse(request, requestId);
  }
  // As the gateway's own STARTING answer: no page may read it (its CORS origins are not known yet).
  if (failure === 'not-listening') return withOwnAnswerOrigin(gatewayStarting(requestId), null, noOrigin);
  return errorResponse(
    new HttpError('upstream_failed', 'The gateway stopped before it answered; try again.'),
    requestId,
  );
}

/** Writes a (small, complete) web `Response` to `outgoing`. */
export async function writeResponse(response: Response, outgoing: ServerResponse): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  if (outgoing.destroyed) return;
  outgoing.writeHead(response.status, [...response.headers].flat());
  outgoing.end(body);
}
