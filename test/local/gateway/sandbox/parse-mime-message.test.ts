import { describe, expect, it } from 'vitest';
import { buildMimeMessage } from '../../../../shared/integrations/gmail/mime-message.ts';
import { addressesOf, headerValue, parseMimeMessage } from '../../../../local/gateway/sandbox/parse-mime-message.ts';

const text = (bytes: Uint8Array | null): string => new TextDecoder().decode(bytes ?? new Uint8Array());

describe('parseMimeMessage', () => {
  describe('when given what the Gmail client builds', () => {
    it('reads a plain message: headers, and the base64 body decoded', () => {
      const built = buildMimeMessage({
        to: ['ana@example.com'],
        subject: 'Ünïcode subject',
        body: 'Olá, Ana!\nLine two',
      }, 'parley-boundary-1');
      const part = parseMimeMessage(new TextEncoder().encode(built.ok ? built.message : ''));

      expect(headerValue(part.headers, 'to')).toBe('ana@example.com');
      expect(headerValue(part.headers, 'Subject')).toMatch(/^=\?UTF-8\?B\?/);
      expect(part.mimeType).toBe('text/plain');
      expect(text(part.body)).toBe('Olá, Ana!\r\nLine two');
    });

    it('reads multipart/alternative into its two parts', () => {
      const built = buildMimeMessage({
        to: ['ana@example.com'],
        subject: 'Both',
        body: 'plain',
        htmlBody: '<p>html</p>',
      }, 'parley-boundary-2');
      const part = parseMimeMessage(new TextEncoder().encode(built.ok ? built.message : ''));

      expect(part.body).toBeNull();
      expect(part.parts.map((child) => [child.mimeType, text(child.body)])).toEqual([['text/plain', 'plain'], [
        'text/html',
        '<p>html</p>',
      ]]);
    });
  });

  describe('when a part is quoted-printable, folded or names a file', () => {
    it('decodes and unfolds them', () => {
      const raw = [
        'To: Ana <ana@example.com>,',
        ' "Lima, Bruno" <bruno@example.org>',
        'Content-Type: multipart/mixed; boundary="b1"',
        '',
        '--b1',
        'Content-Type: text/plain; charset=UTF-8',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        'caf=C3=A9 =',
        'au lait',
        '--b1',
        'Content-Type: application/pdf; name="notes.pdf"',
        'Content-Transfer-Encoding: base64',
        '',
        'JVBERi0=',
        '--b1--',
        '',
      ].join('\r\n');
      const part = parseMimeMessage(new TextEncoder().encode(raw));

      expect(addressesOf(headerValue(part.headers, 'To'))).toEqual(['ana@example.com', 'bruno@example.org']);
      expect(text(part.parts[0]?.body ?? null)).toBe('café au lait');
      expect(part.parts[1]).toMatchObject({ mimeType: 'application/pdf', filename: 'notes.pdf' });
      expect(text(part.parts[1]?.body ?? null)).toBe('%PDF-');
    });
  });
});
