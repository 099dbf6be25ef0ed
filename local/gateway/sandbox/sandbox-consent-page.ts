/**
 * The sandbox's consent page: what Google shows a user before an app gets their Gmail,
 * reduced to one question, an Allow link and a Deny link. It says plainly that no Google
 * account is involved.
 */
import { escapeHtml } from './sandbox-responses.ts';

/** What the page shows. */
export interface ConsentPageInput {
  readonly clientId: string;
  readonly account: string;
  readonly scopes: readonly string[];
  /** Links that approve or refuse: the same authorization request with `decision=…`. */
  readonly allowHref: string;
  readonly denyHref: string;
}

const style = 'body{font:16px/1.5 system-ui,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem;color:#1f2328}' +
  'a.button{display:inline-block;padding:.5rem 1.25rem;margin-right:.75rem;border-radius:6px;text-decoration:none;border:1px solid #8c959f;color:#1f2328}' +
  'a.allow{background:#1f6feb;border-color:#1f6feb;color:#fff}small{color:#57606a}' +
  // A scope is one long word: let it wrap on a phone rather than widen the page.
  'code{font-size:.9em;overflow-wrap:anywhere}';

/** The consent page's HTML. */
export function consentPage(input: ConsentPageInput): Response {
  const scopes = input.scopes.map((scope) => `<li><code>${escapeHtml(scope)}</code></li>`).join('');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Parley sandbox: allow access?</title><style>${style}</style></head>
<body>
<h1>Parley sandbox</h1>
<p>Allow <strong>${escapeHtml(input.clientId)}</strong> to use the sandbox Gmail <strong>${
    escapeHtml(input.account)
  }</strong>?</p>
<ul>${scopes}</ul>
<p><a class="button allow" href="${escapeHtml(input.allowHref)}">Allow</a><a class="button deny" href="${
    escapeHtml(input.denyHref)
  }">Deny</a></p>
<p><small>This is the local gateway's stand-in for Google's consent screen. No Google account is involved:
mail "sent" through the sandbox lands in the local outbox (<code>npm run outbox</code>).</small></p>
</body></html>
`;
  return new Response(html, {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** Google's error page for a request it cannot send back (unknown client, unregistered redirect URI). */
export function authorizationErrorPage(error: string, description: string): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Error 400: ${
    escapeHtml(error)
  }</title><style>${style}</style></head>
<body><h1>Parley sandbox</h1><p><strong>Error 400: ${escapeHtml(error)}</strong></p><p>${
    escapeHtml(description)
  }</p></body></html>
`;
  return new Response(html, {
    status: 400,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
