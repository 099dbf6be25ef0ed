import { describe, expect, it } from 'vitest';
import { type BannerInput, formatBanner } from '../../../local/gateway/banner.ts';

const input: BannerInput = {
  baseUrl: 'http://127.0.0.1:54321',
  functions: [
    { name: 'chat', verifyJwt: true },
    { name: 'gmail-api', verifyJwt: true, bootError: 'Set GOOGLE_CLIENT_ID' },
    { name: 'hook', verifyJwt: false },
  ],
  database: 'PGlite in /repo/.parley/pglite (up to date)',
  model: 'demo model (offline, no API key set)',
  envFiles: ['.env'],
  credentialsKey: '.parley/credentials.key (local use only)',
  anonKey: 'eyJ.anon.key',
  demoUserToken: 'eyJ.demo.token',
  demoUserEmail: 'demo@parley.local',
  warnings: [],
};

describe('formatBanner', () => {
  describe('when the gateway is ready', () => {
    const banner = formatBanner(input);

    it('lists the URL of each function and who verifies JWTs (the gateway, with verify_jwt on, or the function) or why it failed', () => {
      expect(banner).toContain('chat       http://127.0.0.1:54321/functions/v1/chat       (gateway verifies JWT)');
      expect(banner).toContain(
        'gmail-api  http://127.0.0.1:54321/functions/v1/gmail-api  (FAILED TO START: Set GOOGLE_CLIENT_ID)',
      );
      expect(banner).toContain('hook       http://127.0.0.1:54321/functions/v1/hook       (function verifies JWT)');
    });

    it('says which database and model are in use, plainly', () => {
      expect(banner).toContain('Database         PGlite in /repo/.parley/pglite (up to date)');
      expect(banner).toContain('Model            demo model (offline, no API key set)');
    });

    it('prints the anon key, for supabase-js and the apikey header', () => {
      expect(banner).toContain('  Anon key         eyJ.anon.key\n');
    });

    it('prints a curl command to paste, as the demo user, and how to open the CLI', () => {
      expect(banner).toContain([
        '    curl -sS http://127.0.0.1:54321/functions/v1/chat \\',
        "      -H 'Authorization: Bearer eyJ.demo.token' \\",
        "      -H 'Content-Type: application/json' \\",
        `      -d '{"message":"search the web for Deno 2"}'`,
      ].join('\n'));
      expect(banner).toContain('(demo@parley.local)');
      expect(banner).toContain('npm run chat');
    });

    it('leaves out the demo sign-in when the demo password does not work', () => {
      expect(banner).not.toContain('Sign in');
    });

    it('has no warnings section without warnings', () => {
      expect(banner).not.toContain('Warnings');
    });
  });

  describe('when the demo user can sign in with the local password', () => {
    it('prints the email, the password and where the web app is', () => {
      const banner = formatBanner({
        ...input,
        demoSignIn: { password: 'parley-demo', appUrl: 'http://127.0.0.1:54321/' },
      });

      expect(banner).toContain(
        '  Sign in          demo@parley.local / parley-demo (web app at http://127.0.0.1:54321/)\n',
      );
    });
  });

  describe('when the gateway runs the sandbox', () => {
    it('says what Gmail and web search use', () => {
      const banner = formatBanner({
        ...input,
        integrations: 'Gmail: sandbox (mail lands in the outbox: npm run outbox) · Web search: sandbox',
      });

      expect(banner).toContain(
        '  Integrations     Gmail: sandbox (mail lands in the outbox: npm run outbox) · Web search: sandbox\n',
      );
    });
  });

  describe('when there is something to fix', () => {
    it('lists the warnings last', () => {
      const banner = formatBanner({ ...input, warnings: ['.env: line(s) 3 are not KEY=VALUE and were ignored.'] });

      expect(banner.trimEnd().endsWith('Warnings\n    - .env: line(s) 3 are not KEY=VALUE and were ignored.')).toBe(
        true,
      );
    });
  });
});
