import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConversationsDrawer } from '../../../../web/src/chat/conversations-drawer.ts';

const { window } = new JSDOM('<!doctype html><html><body></body></html>');
const document = window.document;
const globals = globalThis as Record<string, unknown>;
const previous = { document: globals.document, Node: globals.Node };
beforeAll(() => {
  globals.document = document;
  globals.Node = window.Node;
});
afterAll(() => {
  globals.document = previous.document;
  globals.Node = previous.Node;
});

function newDrawer() {
  document.body.replaceChildren();
  const head = document.createElement('div');
  const sidebar = document.createElement('aside');
  sidebar.id = 'conversations';
  sidebar.append(head);
  const outside = document.createElement('main');
  const drawer = createConversationsDrawer(sidebar, 'conversations', head);
  document.body.append(drawer.toggle, sidebar, outside);
  const close = head.querySelector<HTMLButtonElement>('button');
  if (close === null) throw new Error('no Close button');
  return { drawer, sidebar, outside, close };
}

const press = (target: EventTarget) => target.dispatchEvent(new window.MouseEvent('pointerdown', { bubbles: true }));

describe('createConversationsDrawer', () => {
  it('opens from its toggle with aria-expanded true, the focus on its Close button', () => {
    const { drawer, sidebar, close } = newDrawer();
    drawer.toggle.click();
    expect(drawer.toggle.getAttribute('aria-expanded')).toBe('true');
    expect(sidebar.classList.contains('open')).toBe(true);
    expect(document.activeElement).toBe(close);
    expect(close.getAttribute('aria-label')).toBe('Close conversations');
  });

  describe('when it is open', () => {
    it('closes on Escape, aria-expanded false and the focus back on the toggle', () => {
      const { drawer, sidebar } = newDrawer();
      drawer.toggle.click();
      document.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      expect(drawer.toggle.getAttribute('aria-expanded')).toBe('false');
      expect(sidebar.classList.contains('open')).toBe(false);
      expect(document.activeElement).toBe(drawer.toggle);
    });

    it('closes on a press outside it, and stays open on a press inside', () => {
      const { drawer, sidebar, outside } = newDrawer();
      drawer.toggle.click();
      press(sidebar);
      expect(drawer.isOpen()).toBe(true);
      press(outside);
      expect(drawer.isOpen()).toBe(false);
      expect(drawer.toggle.getAttribute('aria-expanded')).toBe('false');
    });

    it('closes from its Close button', () => {
      const { drawer, close } = newDrawer();
      drawer.toggle.click();
      close.click();
      expect(drawer.isOpen()).toBe(false);
      expect(document.activeElement).toBe(drawer.toggle);
    });

    it('closes when the page says so (a message sent), the toggle saying so too', () => {
      const { drawer, sidebar } = newDrawer();
      drawer.toggle.click();
      drawer.setOpen(false);
      expect(drawer.toggle.getAttribute('aria-expanded')).toBe('false');
      expect(sidebar.classList.contains('open')).toBe(false);
    });
  });

  it('no longer listens once disposed', () => {
    const { drawer, outside } = newDrawer();
    drawer.toggle.click();
    drawer.dispose();
    press(outside);
    expect(drawer.isOpen()).toBe(true);
  });
});
