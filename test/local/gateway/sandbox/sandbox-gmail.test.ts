import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBase64 } from '../../../../shared/db/credential-base64.ts';
import { createGmailActions } from '../../../../shared/integrations/gmail/gmail-actions.ts';
import { readOutboxFile } from '../../../../local/gateway/sandbox/sandbox-outbox-file.ts';
import { outboxPathIn, sandboxIdentity } from '../../../../local/gateway/sandbox/sandbox-settings.ts';
import { createTestExecutor, resultOf, toolCall } from '../../../shared/tools/support/create-test-executor.ts';
import {
  createMemoryCredentials,
  type MemoryCredentials,
} from '../../../shared/integrations/gmail/support/memory-credentials.ts';
import { type InProcessSandbox, openInProcessSandbox } from './support/in-process-sandbox.ts';

const userId = '5a1d7c22-3b4e-4f60-8a71-9c2d3e4f5a6b';
type Summary = { id: string; subject: string; from: string; to: string; labels: string[]; body: string };

describe('the sandbox Gmail stand-in', () => {
  let sandbox: InProcessSandbox;
  let credentials: MemoryCredentials;
  let accessToken: string;

  /** The Gmail tools as gmail-api runs them, on the user's stored sandbox connection. */
  async function call(name: 'send_email' | 'read_emails' | 'search_emails', input: Record<string, unknown>) {
    const { gmail, google } = sandbox.sandbox.hook;
    const actions = createGmailActions({
      credentials,
      fetch: sandbox.fetch,
      clock: () => new Date(sandbox.now()),
      sandbox: {
        apiBaseUrl: gmail.apiBaseUrl,
        tokenUrl: google.tokenUrl,
        clientId: google.clientId,
        clientSecret: google.clientSecret,
      },
    });
    const { executor } = createTestExecutor(actions);
    return resultOf(
      await executor.execute(toolCall(name, input), {
        caller: { userId, conversationId: 'c0ffee00-0000-4000-8000-000000000002' },
      }),
    ).output as Record<string, unknown>;
  }

  function api(path: string, init: RequestInit & { token?: string | null } = {}): Promise<Response> {
    const token = init.token === undefined ? accessToken : init.token;
    const headers = new Headers(init.headers);
    if (token !== null) headers.set('authorization', `Bearer ${token}`);
    return sandbox.fetch(`${sandbox.sandbox.hook.gmail.apiBaseUrl}${path}`, { ...init, headers });
  }

  beforeAll(async () => {
    sandbox = await openInProcessSandbox();
    credentials = createMemoryCredentials();
    const grant = await sandbox.sandbox.issueGmailGrant();
    accessToken = grant.access_token;
    const expiresAt = new Date(sandbox.now() + grant.expires_in * 1000);
    await credentials.save(
      userId,
      'gmail',
      JSON.stringify({
        access_token: grant.access_token,
        refresh_token: grant.refresh_token,
        expires_at: expiresAt.toISOString(),
      }),
      {
        expiresAt,
        metadata: { sandbox: true, account: sandboxIdentity.address },
      },
    );
  });

  afterAll(() => sandbox.close());

  describe('when gmail_send_email sends through it', () => {
    let sent: Record<string, unknown>;

    beforeAll(async () => {
      sent = await call('send_email', {
        to: ['ana@example.com'],
        cc: ['bob@example.org'],
        subject: 'Meeting notes',
        body: 'Hi,\n\nSharing the meeting notes.\n\nBest',
      });
    });

    it('answers as Gmail does, so the tool reports the mail sent', () => {
      expect(sent).toMatchObject({
        status: 'sent',
        message_id: expect.stringMatching(/^[0-9a-f]{16}$/),
        to: ['ana@example.com'],
      });
      expect(sent.thread_id).toBe(sent.message_id);
    });

    it("puts the mail in the outbox file, with Gmail's own headers added", async () => {
      const { records } = await readOutboxFile(outboxPathIn(sandbox.directory));

      expect(records).toEqual([expect.objectContaining({
        id: sent.message_id,
        labelIds: ['SENT'],
        from: sandboxIdentity.address,
        to: ['ana@example.com'],
        cc: ['bob@example.org'],
        bcc: [],
        subject: 'Meeting notes',
        firstLine: 'Hi, Sharing the meeting notes. Best',
        messageId: expect.stringMatching(/^<[0-9a-f]{32}@parley\.invalid>$/),
      })]);
      const raw = new TextDecoder().decode(decodeBase64(records[0]?.raw ?? '') ?? new Uint8Array());
      // The Message-ID Parley gave is kept (the exactly-once lookup searches for it); Gmail's others are added.
      expect(raw).toMatch(/^From: sandbox@parley\.local\r\nDate: .+\r\nTo: ana@example\.com\r\n/);
      expect(raw).toMatch(/\r\nMessage-ID: <[0-9a-f]{32}@parley\.invalid>\r\n/);
    });

    it('lists it in GET /outbox, and finds it again by its Message-ID', async () => {
      const outbox = await (await sandbox.fetch('http://127.0.0.1:54321/outbox')).json();
      const { records } = await readOutboxFile(outboxPathIn(sandbox.directory));
      const found = await call('search_emails', { query: `rfc822msgid:${records[0]?.messageId ?? ''}` });

      expect(outbox.messages[0]).toEqual({
        id: sent.message_id,
        to: ['ana@example.com'],
        cc: ['bob@example.org'],
        bcc: [],
        subject: 'Meeting notes',
        sentAt: expect.any(String),
        firstLine: 'Hi, Sharing the meeting notes. Best',
      });
      expect((found.emails as Summary[]).map((email) => email.id)).toEqual([sent.message_id]);
    });

    it('refuses a message without recipients as Gmail does', async () => {
      const raw = btoa('Subject: nobody\r\n\r\nhello').replace(/\+/g, '-').replace(/\//g, '_');

      const response = await api('/users/me/messages/send', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ raw }),
      });

      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: 400, status: 'INVALID_ARGUMENT', message: 'Recipient address required' },
      });
    });
  });

  describe('when gmail_read_emails and gmail_search_emails read it', () => {
    it('reads the seeded inbox, newest first, each message saying it is a sandbox message', async () => {
      const read = await call('read_emails', {});
      const emails = read.emails as Summary[];

      expect(emails.map((email) => email.subject)).toEqual([
        'Notes from the planning meeting',
        'Invoice 1042 for October',
        'This week: Deno 2 tips and tricks',
        'Lunch on Friday?',
      ]);
      for (const email of emails) expect(email.body).toContain('Parley sandbox inbox');
      expect(emails[0]).toMatchObject({
        from: 'Ana Lima <ana@example.com>',
        to: sandboxIdentity.address,
        labels: ['INBOX', 'UNREAD', 'IMPORTANT'],
      });
    });

    it('reads unread mail only, and the SENT label', async () => {
      const unread = await call('read_emails', { unread_only: true });
      const sentMail = await call('read_emails', { label: 'SENT' });

      expect((unread.emails as Summary[]).map((email) => email.subject)).toEqual([
        'Notes from the planning meeting',
        'This week: Deno 2 tips and tricks',
      ]);
      expect((sentMail.emails as Summary[]).map((email) => email.subject)).toEqual(['Meeting notes']);
    });

    it.each([
      ['from:ana', ['Notes from the planning meeting']],
      ['subject:"planning meeting"', ['Notes from the planning meeting']],
      ['invoice', ['Invoice 1042 for October']],
      ['to:ana@example.com', ['Meeting notes']],
      ['in:inbox -is:unread', ['Invoice 1042 for October', 'Lunch on Friday?']],
      ['is:starred OR lunch', ['Lunch on Friday?']],
      ['newer_than:2d in:inbox', ['Notes from the planning meeting', 'Invoice 1042 for October']],
      ['from:nobody@example.com', []],
    ])('searches %j', async (query, subjects) => {
      const found = await call('search_emails', { query });

      expect((found.emails as Summary[]).map((email) => email.subject)).toEqual(subjects);
    });
  });

  describe('when messages.list and messages.get are called directly', () => {
    it('pages with nextPageToken and leaves messages out of an empty list', async () => {
      const first = await (await api('/users/me/messages?maxResults=2&labelIds=INBOX')).json();
      const second =
        await (await api(`/users/me/messages?maxResults=2&labelIds=INBOX&pageToken=${String(first.nextPageToken)}`))
          .json();
      const none = await (await api('/users/me/messages?q=from:nobody')).json();

      expect(first).toEqual({
        messages: [expect.objectContaining({ id: '18f0a1b2c3d4e501' }), expect.any(Object)],
        nextPageToken: '2',
        resultSizeEstimate: 4,
      });
      expect(second.messages).toHaveLength(2);
      expect(second).not.toHaveProperty('nextPageToken');
      expect(none).toEqual({ resultSizeEstimate: 0 });
    });

    it('answers each format: metadata with the headers asked for, minimal without payload, raw as base64url', async () => {
      const id = '18f0a1b2c3d4e502';
      const metadata = await (await api(`/users/me/messages/${id}?format=metadata&metadataHeaders=Subject`)).json();
      const minimal = await (await api(`/users/me/messages/${id}?format=minimal`)).json();
      const raw = await (await api(`/users/me/messages/${id}?format=raw`)).json();

      expect(metadata.payload).toEqual({
        partId: '',
        mimeType: 'text/plain',
        filename: '',
        headers: [{ name: 'Subject', value: 'Invoice 1042 for October' }],
      });
      expect(minimal).toEqual({
        id,
        threadId: id,
        labelIds: ['INBOX'],
        snippet: expect.stringContaining('October invoice'),
        sizeEstimate: expect.any(Number),
        historyId: expect.any(String),
        internalDate: expect.any(String),
      });
      expect(new TextDecoder().decode(decodeBase64(raw.raw) ?? new Uint8Array())).toContain(
        'Subject: Invoice 1042 for October',
      );
    });

    it("answers 404 for an unknown id and 400 for an unknown format, in Google's error shape", async () => {
      const missing = await api('/users/me/messages/ffffffffffffffff');
      const badFormat = await api('/users/me/messages/18f0a1b2c3d4e502?format=everything');

      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({
        error: {
          code: 404,
          message: 'Requested entity was not found.',
          errors: [{ message: 'Requested entity was not found.', domain: 'global', reason: 'notFound' }],
          status: 'NOT_FOUND',
        },
      });
      expect(badFormat.status).toBe(400);
    });
  });

  describe('when the caller is not authorized', () => {
    it.each([['no token', null], ['a token the sandbox did not issue', 'ya29.some-real-google-token']])(
      'answers 401 like Gmail for %s',
      async (_case, token) => {
        const response = await api('/users/me/messages', { token });

        expect(response.status).toBe(401);
        expect(response.headers.get('www-authenticate')).toContain('invalid_token');
        expect(await response.json()).toMatchObject({
          error: { code: 401, status: 'UNAUTHENTICATED', errors: [{ reason: 'authError' }] },
        });
      },
    );

    it("answers 403 for another user's mailbox", async () => {
      const response = await api('/users/someone@example.com/messages');

      expect(response.status).toBe(403);
    });
  });

  describe('when the stored access token has expired', () => {
    it('is refreshed at the sandbox token endpoint with the sandbox client, and stored again', async () => {
      sandbox.advance(2 * 3600 * 1000);
      const writesBefore = credentials.writes.length;

      const read = await call('read_emails', { max_results: 1 });

      expect(read.count).toBe(1);
      expect(credentials.writes.slice(writesBefore)).toEqual([
        expect.objectContaining({ kind: 'save', provider: 'gmail' }),
      ]);
      expect(credentials.entries.get(`${userId}/gmail`)?.metadata).toEqual({
        sandbox: true,
        account: sandboxIdentity.address,
      });
    });
  });

  describe('when the gateway restarts on the same sandbox folder', () => {
    it('still has the sent mail, and still accepts the tokens it issued', async () => {
      const restarted = await openInProcessSandbox(sandbox.directory);
      const grant = JSON.parse(credentials.entries.get(`${userId}/gmail`)?.secret ?? '{}') as { access_token: string };

      const response = await restarted.fetch(
        `${restarted.sandbox.hook.gmail.apiBaseUrl}/users/me/messages?labelIds=SENT`,
        { headers: { authorization: `Bearer ${grant.access_token}` } },
      );
      const outbox = await (await restarted.fetch('http://127.0.0.1:54321/outbox')).json();

      expect(response.status).toBe(200);
      expect((await response.json()).resultSizeEstimate).toBe(1);
      expect(outbox.messages.map((message: { subject: string }) => message.subject)).toEqual(['Meeting notes']);
    });
  });
});
