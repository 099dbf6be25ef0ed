import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssistantTurn } from '../../../../../web/src/chat/assistant-turn.ts';
import { createReplyView, type ReplyRendering } from '../../../../../web/src/ui/markdown/reply-view.ts';
import { createSanitizer } from '../../../../../web/src/ui/markdown/sanitize-html.ts';

const { window } = new JSDOM('<!doctype html><html><body></body></html>');
const globals = globalThis as Record<string, unknown>;
let previousDocument: unknown;
beforeAll(() => {
  previousDocument = globals.document;
  globals.document = window.document;
});
afterAll(() => {
  globals.document = previousDocument;
});

/** A rendering whose clipboard keeps what was written. */
function recordingRendering(): { rendering: ReplyRendering; copied: string[] } {
  const copied: string[] = [];
  return {
    copied,
    rendering: {
      sanitize: createSanitizer(window as unknown as WindowLike),
      writeClipboard: (text) => {
        copied.push(text);
        return Promise.resolve();
      },
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createReplyView', () => {
  describe('when a reply has code blocks', () => {
    it('puts a copy button on each that copies exactly its code', async () => {
      const { rendering, copied } = recordingRendering();
      const target = window.document.createElement('div');
      createReplyView(target, rendering).render('Run:\n\n```sh\nnpm start\n```\n\nthen\n\n```\na < b\n```\n');

      const buttons = [...target.querySelectorAll('.code-block > button')];
      expect(buttons.map((button) => button.textContent)).toEqual(['Copy code', 'Copy code']);
      for (const button of buttons) button.dispatchEvent(new window.MouseEvent('click'));
      await flush();
      expect(copied).toEqual(['npm start\n', 'a < b\n']);
      expect(buttons[0]?.textContent).toBe('Copied');
    });
  });

  describe('when no sanitizer can run', () => {
    it('shows the text as it is, with its addresses linked', () => {
      const target = window.document.createElement('div');
      createReplyView(target, { sanitize: null, writeClipboard: () => Promise.resolve() })
        .render('**see** https://example.com/a');
      expect(target.innerHTML).toBe(
        '**see** <a href="https://example.com/a" target="_blank" rel="noopener noreferrer">https://example.com/a</a>',
      );
    });
  });
});

describe('createAssistantTurn with Markdown', () => {
  it('renders the streamed reply as Markdown and copies the whole reply as written', async () => {
    const { rendering, copied } = recordingRendering();
    const turn = createAssistantTurn(() => window.document.createElement('button'), rendering);
    const reply = '### Result\n\n- **one**\n- two\n';
    for (let end = 2; end < reply.length + 2; end += 2) turn.appendText(reply.slice(end - 2, end));
    expect(turn.element.querySelector('.message-text h3')?.textContent).toBe('Result');
    const copyReply = turn.element.querySelector<HTMLButtonElement>('.turn-actions button');
    expect(copyReply?.closest('[hidden]')).not.toBeNull();

    turn.finish(reply);
    expect(turn.element.querySelectorAll('.message-text li')).toHaveLength(2);
    expect(copyReply?.closest('[hidden]')).toBeNull();
    copyReply?.dispatchEvent(new window.MouseEvent('click'));
    await flush();
    expect(copied).toEqual([reply]);
  });
});
