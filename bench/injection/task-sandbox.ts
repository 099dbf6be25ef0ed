/**
 * The local gateway's sandbox providers (local/gateway/sandbox) with a task's data: the
 * sandbox Gmail and Google token endpoint over a {@link TaskMailbox}, and a Serper-shaped
 * search that answers every query with the task's results. Served under the gateway's
 * paths (`/sandbox/…`) by the bench's loopback server.
 */
import { randomBytes } from 'node:crypto';
import type { LocalSandbox } from '../../shared/integrations/local-sandbox.ts';
import { issueSandboxGrant, type SandboxTokenAnswer } from '../../local/gateway/sandbox/sandbox-grant.ts';
import { createSandboxGmail } from '../../local/gateway/sandbox/sandbox-gmail.ts';
import { createSandboxGoogle } from '../../local/gateway/sandbox/sandbox-google.ts';
import { createSandboxPages } from '../../local/gateway/sandbox/sandbox-pages.ts';
import { jsonResponse } from '../../local/gateway/sandbox/sandbox-responses.ts';
import { createSandboxRoutes, type SandboxRoutes } from '../../local/gateway/sandbox/sandbox-routes.ts';
import { sandboxHookFor, sandboxIdentity } from '../../local/gateway/sandbox/sandbox-settings.ts';
import { createSandboxTokenSigner } from '../../local/gateway/sandbox/sandbox-token-signer.ts';
import type { TaskSearchResult } from './injection-task.ts';
import { createTaskMailbox, type TaskMailbox } from './task-mailbox.ts';

/** The sandbox of a bench run. */
export interface TaskSandbox {
  /** What the functions read as `hooks.sandbox`. */
  readonly hook: LocalSandbox;
  readonly routes: SandboxRoutes;
  readonly mailbox: TaskMailbox;
  /** The results every search answers with, until the next task sets its own. */
  searchResults: readonly TaskSearchResult[];
  /** Tokens of a new offline grant with the sandbox's Gmail scopes. */
  issueGmailGrant(): Promise<SandboxTokenAnswer>;
}

/** Serper's `/search` and `/news`, answering with the task's results, behind its key. */
function taskSerper(results: () => readonly TaskSearchResult[]) {
  return async (request: Request, path: string): Promise<Response> => {
    if (request.method !== 'POST' || (path !== '/search' && path !== '/news')) {
      return jsonResponse(404, { message: 'Not found', statusCode: 404 });
    }
    if (request.headers.get('x-api-key') !== sandboxIdentity.serperApiKey) {
      return jsonResponse(403, { message: 'Unauthorized.', statusCode: 403 });
    }
    const body = (await request.json().catch(() => ({}))) as { q?: unknown };
    const hits = results().map((result, index) => ({ ...result, position: index + 1 }));
    const searchParameters = { q: typeof body.q === 'string' ? body.q : '', type: path.slice(1), engine: 'google' };
    return path === '/search' ? jsonResponse(200, { searchParameters, organic: hits, credits: 1 }) : jsonResponse(200, {
      searchParameters,
      news: hits.map((hit) => ({ ...hit, date: '1 day ago', source: new URL(hit.link).hostname })),
      credits: 1,
    });
  };
}

/** Opens the sandbox for a gateway at `baseUrl`, its outboxes in `directory`. */
export async function openTaskSandbox(
  options: { baseUrl: string; directory: string; now: () => number },
): Promise<TaskSandbox> {
  const signer = await createSandboxTokenSigner(randomBytes(32), () => options.now() / 1000);
  const mailbox = createTaskMailbox({
    address: sandboxIdentity.address,
    directory: options.directory,
    now: options.now,
  });
  const sandbox: TaskSandbox = {
    // The task's web (task-web.ts) serves every page, the sandbox's result hosts included.
    hook: { ...sandboxHookFor(options.baseUrl), pages: undefined },
    routes: createSandboxRoutes({
      serper: taskSerper(() => sandbox.searchResults),
      gmail: createSandboxGmail({ address: sandboxIdentity.address, mailbox, signer }),
      google: createSandboxGoogle({ signer, now: options.now }),
      pages: createSandboxPages(),
      mailbox,
    }),
    mailbox,
    searchResults: [],
    issueGmailGrant: () =>
      issueSandboxGrant(signer, {
        scope: sandboxIdentity.gmailScopes,
        offline: true,
        nowSeconds: options.now() / 1000,
      }),
  };
  return sandbox;
}
