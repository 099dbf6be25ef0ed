import type { FieldIssue } from './agent-draft.ts';

/** A header prefix is an auth scheme and its space (`Bearer `, `Token `, `Api-Key `), never a
 * token: a scheme is a short word of letters (and hyphens), while a token has digits or length
 * (`sk-live-4f9a…`, which a looser alphabet took for a scheme). */
const schemePrefix = /^[A-Za-z][A-Za-z-]{0,19} ?$/;

/** Words of a query parameter's name that say it carries a credential (`api_key`, `apiKey`,
 * `access_token`, `sig`); a name is split into words at case changes and punctuation, so
 * `author` or `keyword` are not among them. */
const secretWords = new Set(['key', 'apikey', 'token', 'secret', 'password', 'passwd', 'auth', 'credential', 'sig']);

function isSecretQueryParameter(name: string): boolean {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase().split(/[^a-z0-9]+/);
  return words.some((word) => secretWords.has(word) || word === 'signature' || word === 'credentials');
}

const referenceHint = 'Store the secret as an integration credential (POST /integrations/…) and reference it: ' +
  '{ "credential": "<provider>", "prefix": "Bearer " }.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function headerIssues(headers: Record<string, unknown>, path: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const [header, value] of Object.entries(headers)) {
    const at = `${path}.${header}`;
    if (typeof value === 'string') {
      issues.push({
        path: at,
        message: `A header's value is never written here, it may be a secret. ${referenceHint}`,
      });
    } else if (isRecord(value) && typeof value.prefix === 'string' && !schemePrefix.test(value.prefix)) {
      issues.push({
        path: `${at}.prefix`,
        message: `prefix is the scheme before the credential (like "Bearer "), not a secret. ${referenceHint}`,
      });
    }
  }
  return issues;
}

function urlIssues(url: unknown, path: string): FieldIssue[] {
  if (typeof url !== 'string' || !URL.canParse(url)) return [];
  const parsed = new URL(url);
  if (parsed.username !== '' || parsed.password !== '') {
    return [{ path, message: `The URL carries a user name or password. ${referenceHint}` }];
  }
  const secretParameters = [...new Set(parsed.searchParams.keys())].filter(isSecretQueryParameter);
  if (secretParameters.length === 0) return [];
  // The parameter's name only: its value may be the secret.
  return [{
    path,
    message: `The URL carries a credential in its query (${
      secretParameters.map((name) => JSON.stringify(name.slice(0, 40))).join(', ')
    }). ${referenceHint}`,
  }];
}

/**
 * Secrets written into MCP server settings (`settings` as the caller sent them): a literal
 * header value (`"Authorization": "Bearer sk-…"`), a token in a header's prefix, or
 * credentials in the URL (a user name or password, or a query parameter named like a key). Settings are readable by anyone who can read the agent and are
 * logged with it; a secret belongs in the encrypted credentials, referenced by name.
 * The schema check runs after this; this one only words these cases so a user knows why.
 */
export function secretInMcpSettingsIssues(settings: Record<string, unknown>): FieldIssue[] {
  const servers = settings.mcpServers;
  if (!Array.isArray(servers)) return [];
  return servers.flatMap((server: unknown, index) => {
    if (!isRecord(server)) return [];
    const path = `settings.mcpServers.${index}`;
    return [
      ...urlIssues(server.url, `${path}.url`),
      ...(isRecord(server.headers) ? headerIssues(server.headers, `${path}.headers`) : []),
    ];
  });
}
