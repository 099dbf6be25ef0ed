/**
 * The Gmail stand-in under `/sandbox/gmail/v1`: `users.messages.send` (a JSON body with
 * `raw`, base64url RFC 2822), `users.messages.list` (`q`, `labelIds`, `maxResults`,
 * `pageToken`) and `users.messages.get` (`format`, `metadataHeaders`), for `userId` `me`
 * or the sandbox address, behind the sandbox's bearer tokens — with Gmail's error bodies:
 * 401 for a missing or unknown token, 403 for missing scopes, 400 and 404 as Gmail words them.
 */
import { z } from 'zod';
import { decodeBase64 } from '../../../shared/db/credential-base64.ts';
import { messageResource } from './sandbox-gmail-resource.ts';
import { type SandboxMailbox, SandboxSendError } from './sandbox-mailbox.ts';
import { bearerTokenOf, gmailUnauthenticated, googleApiError, jsonResponse } from './sandbox-responses.ts';
import type { SandboxTokenSigner } from './sandbox-token-signer.ts';

/** What the stand-in needs. */
export interface SandboxGmailDependencies {
  readonly address: string;
  readonly mailbox: SandboxMailbox;
  readonly signer: SandboxTokenSigner;
}

/** Gmail's send limit is 35 MB; a sandbox demo needs far less. */
const maxSendBytes = 10 * 1024 * 1024;

const sendScopes = [
  'https://mail.google.com/',
  'https://www.googleapis.com/auth/gmail.modify',
  'https://www.googleapis.com/auth/gmail.compose',
  'https://www.googleapis.com/auth/gmail.send',
];
const readScopes = [
  'https://mail.google.com/',
  'https://www.googleapis.com/auth/gmail.modify',
  'https://www.googleapis.com/auth/gmail.readonly',
];

const sendBodySchema = z.object({ raw: z.string().min(1), threadId: z.string().optional() });
const formatSchema = z.enum(['minimal', 'metadata', 'full', 'raw']);

const notFound = (): Response => googleApiError(404, 'NOT_FOUND', 'Requested entity was not found.', 'notFound');
const invalidArgument = (message: string): Response =>
  googleApiError(400, 'INVALID_ARGUMENT', message, 'invalidArgument');

async function send(request: Request, mailbox: SandboxMailbox): Promise<Response> {
  const text = await request.text();
  if (text.length > maxSendBytes) {
    return googleApiError(413, 'FAILED_PRECONDITION', 'Request payload size exceeds the limit.', 'failedPrecondition');
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = sendBodySchema.safeParse(json);
  const raw = parsed.success ? decodeBase64(parsed.data.raw) : null;
  if (!parsed.success || raw === null) {
    return invalidArgument("'raw' RFC822 payload message string or uploading message via /upload/* URL required");
  }
  try {
    const message = await mailbox.send(raw, parsed.data.threadId);
    return jsonResponse(200, { id: message.id, threadId: message.threadId, labelIds: message.labelIds });
  } catch (error) {
    if (error instanceof SandboxSendError) return invalidArgument(error.message);
    return googleApiError(500, 'INTERNAL', 'Backend Error', 'backendError');
  }
}

function list(url: URL, mailbox: SandboxMailbox): Response {
  const requested = Number(url.searchParams.get('maxResults') ?? '100');
  const maxResults = Number.isInteger(requested) && requested > 0 ? Math.min(requested, 500) : 100;
  const offset = Math.max(0, Number.parseInt(url.searchParams.get('pageToken') ?? '0', 10) || 0);
  const labelIds = [...url.searchParams.getAll('labelIds'), ...url.searchParams.getAll('labelIds[]')];
  const found = mailbox.list({ query: url.searchParams.get('q') ?? '', labelIds });
  const page = found.slice(offset, offset + maxResults).map((message) => ({
    id: message.id,
    threadId: message.threadId,
  }));
  // Gmail leaves `messages` out of an empty list.
  return jsonResponse(200, {
    ...(page.length === 0 ? {} : { messages: page }),
    ...(offset + maxResults < found.length ? { nextPageToken: String(offset + maxResults) } : {}),
    resultSizeEstimate: found.length,
  });
}

function get(url: URL, id: string, mailbox: SandboxMailbox): Response {
  const format = formatSchema.safeParse((url.searchParams.get('format') ?? 'full').toLowerCase());
  if (!format.success) {
    return invalidArgument(`Invalid value at 'format' (${(url.searchParams.get('format') ?? '').slice(0, 40)})`);
  }
  const message = mailbox.get(id);
  if (message === undefined) return notFound();
  const metadataHeaders = [
    ...url.searchParams.getAll('metadataHeaders'),
    ...url.searchParams.getAll('metadataHeaders[]'),
  ];
  return jsonResponse(200, messageResource(message, format.data, metadataHeaders));
}

/** The stand-in's handler, for paths after `/sandbox/gmail/v1`. */
export function createSandboxGmail(
  dependencies: SandboxGmailDependencies,
): (request: Request, path: string) => Promise<Response> {
  return async (request, path) => {
    const match = /^\/users\/([^/]+)\/messages(?:\/([^/]+))?$/.exec(path);
    if (match === null) return notFound();
    const accessToken = bearerTokenOf(request);
    const claims = accessToken === null ? null : await dependencies.signer.verify(accessToken, 'access');
    if (claims === null) return gmailUnauthenticated();
    const userId = decodeURIComponent(match[1] as string);
    if (userId !== 'me' && userId.toLowerCase() !== dependencies.address) {
      return googleApiError(403, 'PERMISSION_DENIED', `Delegation denied for ${dependencies.address}`, 'forbidden');
    }
    const granted = claims.scope.split(/\s+/);
    const allowed = (scopes: readonly string[]): boolean => scopes.some((scope) => granted.includes(scope));
    const insufficient = (): Response =>
      googleApiError(
        403,
        'PERMISSION_DENIED',
        'Request had insufficient authentication scopes.',
        'insufficientPermissions',
      );
    const url = new URL(request.url);
    const item = match[2] === undefined ? null : decodeURIComponent(match[2]);

    if (item === 'send' && request.method === 'POST') {
      return allowed(sendScopes) ? send(request, dependencies.mailbox) : insufficient();
    }
    if (request.method !== 'GET') return notFound();
    if (!allowed(readScopes)) return insufficient();
    return item === null ? list(url, dependencies.mailbox) : get(url, item, dependencies.mailbox);
  };
}
