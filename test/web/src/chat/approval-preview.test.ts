import { describe, expect, it } from 'vitest';
import { approvalSummary, approvalTitle, createApprovalPreview } from '../../../../web/src/chat/approval-preview.ts';
import { textOf, useBrowserDocument } from '../support/browser-document.ts';

useBrowserDocument();

/** The preview's fields, by their label. */
function fieldsOf(preview: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    [...preview.querySelectorAll('dt')].map((term) => [textOf(term), term.nextElementSibling?.textContent ?? '']),
  );
}

describe('createApprovalPreview', () => {
  describe('for an email', () => {
    it('shows who it is from, every recipient, the subject and the body as written', () => {
      const preview = createApprovalPreview({
        kind: 'email',
        to: ['ana@example.com'],
        cc: ['bo@example.com', 'cy@example.com'],
        bcc: ['x@evil.example'],
        subject: 'Notes',
        body: 'Hi,\n\nThe notes.\n',
        hasHtml: true,
      });

      expect(fieldsOf(preview)).toEqual({
        From: 'your connected Gmail account',
        To: 'ana@example.com',
        Cc: 'bo@example.com, cy@example.com',
        Bcc: 'x@evil.example',
        Subject: 'Notes',
        Body: 'Hi,\n\nThe notes.\n',
      });
      expect(textOf(preview)).toContain('The email also carries an HTML version of this text.');
    });

    it('leaves out empty copies, and says when nobody or no subject is given', () => {
      const preview = createApprovalPreview({
        kind: 'email',
        to: [],
        cc: [],
        bcc: [],
        subject: '',
        body: 'Hello',
        hasHtml: false,
      });

      expect(fieldsOf(preview)).toEqual({
        From: 'your connected Gmail account',
        To: 'nobody',
        Subject: '(no subject)',
        Body: 'Hello',
      });
      expect(textOf(preview)).not.toContain('HTML');
    });
  });

  describe('for a fetch', () => {
    it('lists the addresses as text, never as links', () => {
      const preview = createApprovalPreview({
        kind: 'fetch',
        urls: ['https://a.example/?q=secret', 'https://b.example/'],
      });

      expect([...preview.querySelectorAll('li')].map(textOf)).toEqual([
        'https://a.example/?q=secret',
        'https://b.example/',
      ]);
      expect(preview.querySelectorAll('a')).toHaveLength(0);
    });
  });

  describe('for any other tool', () => {
    it('shows its server, its name and its arguments as indented JSON', () => {
      const preview = createApprovalPreview({
        kind: 'tool',
        server: 'github',
        tool: 'github__delete_repo',
        arguments: { repo: 'parley', force: true },
      });

      expect(fieldsOf(preview)).toEqual({
        Server: 'github',
        Tool: 'github__delete_repo',
        Arguments: '{\n  "repo": "parley",\n  "force": true\n}',
      });
    });

    it('names this deployment for a tool of its own', () => {
      const preview = createApprovalPreview({ kind: 'tool', server: null, tool: 'gmail_send_email', arguments: {} });

      expect(fieldsOf(preview).Server).toBe('this Parley deployment');
    });
  });
});

describe('approvalTitle and approvalSummary', () => {
  it('name what will be done', () => {
    const email = {
      kind: 'email',
      to: ['a@x.example'],
      cc: [],
      bcc: ['b@x.example'],
      subject: '',
      body: '',
      hasHtml: false,
    } as const;

    expect(approvalTitle(email)).toBe('Send this email?');
    expect(approvalSummary(email)).toBe('send an email to a@x.example, b@x.example');
    expect(approvalTitle({ kind: 'fetch', urls: ['https://a.example/'] })).toBe('Open this web address?');
    expect(approvalTitle({ kind: 'fetch', urls: ['https://a.example/', 'https://b.example/'] })).toBe(
      'Open these web addresses?',
    );
    expect(approvalSummary({ kind: 'tool', server: 'github', tool: 'create_issue', arguments: {} })).toBe(
      'run create_issue on github',
    );
  });
});
