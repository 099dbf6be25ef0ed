/** What the banner shows. */
export interface BannerInput {
  /** `http://127.0.0.1:54321`. */
  readonly baseUrl: string;
  readonly functions: readonly { readonly name: string; readonly verifyJwt: boolean; readonly bootError?: string }[];
  /** Which database, never with a password. */
  readonly database: string;
  readonly model: string;
  /** The env files that were read. */
  readonly envFiles: readonly string[];
  /** Where `PARLEY_CREDENTIALS_KEY` comes from. */
  readonly credentialsKey: string;
  /** The anon key the gateway accepts (`apikey` header, supabase-js's second argument). */
  readonly anonKey: string;
  /** A long-lived access token of the seeded demo user. */
  readonly demoUserToken: string;
  readonly demoUserEmail: string;
  /** The demo user's local password and the web app to sign in at; left out when that sign-in does not work. */
  readonly demoSignIn?: { readonly password: string; readonly appUrl: string };
  /** What the demo user's Gmail and web search use (`Gmail: sandbox (…) · Web search: sandbox`); left out when absent. */
  readonly integrations?: string;
  /** Things the user should fix or know, one line each. */
  readonly warnings: readonly string[];
}

/** Quotes a value for a POSIX shell. */
function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/**
 * The text printed when the gateway is ready: each function's URL, the database and
 * model in use, a `curl` to paste (as the demo user) and how to open the chat CLI.
 */
export function formatBanner(input: BannerInput): string {
  const urlOf = (name: string): string => `${input.baseUrl}/functions/v1/${name}`;
  const nameWidth = Math.max(0, ...input.functions.map((entry) => entry.name.length));
  const urlWidth = Math.max(0, ...input.functions.map((entry) => urlOf(entry.name).length));
  const functionLines = input.functions.map((entry) => {
    // verify_jwt = false (Parley's setting, see supabase/config.toml) leaves the token to the function.
    const note = entry.bootError !== undefined
      ? `FAILED TO START: ${entry.bootError}`
      : entry.verifyJwt
      ? 'gateway verifies JWT'
      : 'function verifies JWT';
    return `    ${entry.name.padEnd(nameWidth)}  ${urlOf(entry.name).padEnd(urlWidth)}  (${note})`;
  });
  if (functionLines.length === 0) functionLines.push('    none: add supabase/functions/<name>/index.ts');
  const chatUrl = `${input.baseUrl}/functions/v1/chat`;
  const lines = [
    'Parley local gateway',
    '',
    '  Functions',
    ...functionLines,
    '',
    `  Database         ${input.database}`,
    `  Model            ${input.model}`,
    `  Env files        ${input.envFiles.length === 0 ? 'none found' : input.envFiles.join(', ')}`,
    `  Credentials key  ${input.credentialsKey}`,
    `  Anon key         ${input.anonKey}`,
    ...(input.demoSignIn === undefined ? [] : [
      `  Sign in          ${input.demoUserEmail} / ${input.demoSignIn.password} (web app at ${input.demoSignIn.appUrl})`,
    ]),
    ...(input.integrations === undefined ? [] : [`  Integrations     ${input.integrations}`]),
    '',
    `  Try it as the seeded demo user (${input.demoUserEmail}):`,
    `    curl -sS ${chatUrl} \\`,
    `      -H ${shellQuote(`Authorization: Bearer ${input.demoUserToken}`)} \\`,
    `      -H 'Content-Type: application/json' \\`,
    `      -d ${shellQuote(JSON.stringify({ message: 'search the web for Deno 2' }))}`,
    '',
    '  Or chat from the terminal:  npm run chat',
  ];
  if (input.warnings.length > 0) lines.push('', '  Warnings', ...input.warnings.map((warning) => `    - ${warning}`));
  return `${lines.join('\n')}\n`;
}
