/** The plain pages the gateway shows in place of the web app when it has not been built. */
import { escapeHtml } from '../sandbox/sandbox-responses.ts';
import { contentSecurityPolicy, webAppSecurityHeaders } from './web-app-headers.ts';

const style = 'body{font:16px/1.5 system-ui,sans-serif;max-width:38rem;margin:3rem auto;padding:0 1rem;color:#1f2328}' +
  'pre{white-space:pre-wrap;background:#f6f8fa;padding:.75rem;border-radius:6px;font-size:.85rem}code{font-size:.9em}';

function page(title: string, body: string): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${
    escapeHtml(title)
  }</title><style>${style}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>
`;
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // Its one inline style is allowed by its hash; nothing else inline runs.
      ...webAppSecurityHeaders(contentSecurityPolicy({ connectOrigins: [], inlineStyles: [style] })),
    },
  });
}

/** `web/dist` has no `index.html`: the gateway was started without `npm start`'s build. */
export function webAppNotBuiltPage(): Response {
  return page(
    'The web app is not built',
    '<p>Run <code>npm run web:build</code> (or start the gateway with <code>npm start</code>, which builds it when needed), then reload.</p>' +
      '<p>The functions answer at <code>/functions/v1/&lt;name&gt;</code> all the same.</p>',
  );
}

/** Terminal colours (`ESC[…m`) in a build error: meaningful in the terminal only. */
const terminalColours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** `npm start` tried to build the app and failed; `message` is the build's error. */
export function webAppBuildFailedPage(message: string): Response {
  return page(
    'The web app failed to build',
    `<p>The error is in the terminal that runs <code>npm start</code>:</p><pre>${
      escapeHtml(message.replace(terminalColours, ''))
    }</pre>` +
      '<p>Fix it and restart <code>npm start</code>, or run <code>npm run web:build</code> and reload. The functions keep working.</p>',
  );
}
