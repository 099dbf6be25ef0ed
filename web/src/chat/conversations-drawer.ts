/**
 * The conversations sidebar as a drawer on a narrow screen: one open state shown by the
 * toggle's `aria-expanded` and the sidebar's class together. It closes on Escape (focus back
 * on the toggle), on a tap or click outside it, from its own Close button (the open drawer
 * covers the toggle), and when the page says so (a message sent, a conversation opened).
 */
import { element } from '../ui/dom.ts';

/** The drawer's controls. */
export interface ConversationsDrawer {
  /** The button that opens and closes it, for the chat's head. */
  readonly toggle: HTMLButtonElement;
  readonly isOpen: () => boolean;
  setOpen(open: boolean): void;
  /** Stops listening on the document (the page is left). */
  dispose(): void;
}

/**
 * Makes `sidebar` (whose id is `sidebarId`) a drawer; `sidebarHead` receives its Close
 * button. Listens on `document` for Escape and for presses outside.
 */
export function createConversationsDrawer(
  sidebar: HTMLElement,
  sidebarId: string,
  sidebarHead: HTMLElement,
): ConversationsDrawer {
  const toggle = element(
    'button',
    { type: 'button', class: 'button small sidebar-toggle', 'aria-controls': sidebarId, 'aria-expanded': 'false' },
    element('span', { 'aria-hidden': 'true' }, '☰'),
    'Conversations',
  );
  const close = element(
    'button',
    { type: 'button', class: 'button quiet small sidebar-close', 'aria-label': 'Close conversations' },
    element('span', { 'aria-hidden': 'true' }, '✕'),
  );
  sidebarHead.append(close);
  let open = false;

  const setOpen = (next: boolean): void => {
    open = next;
    toggle.setAttribute('aria-expanded', String(next));
    sidebar.classList.toggle('open', next);
  };
  toggle.addEventListener('click', () => {
    setOpen(!open);
    if (open) close.focus();
  });
  close.addEventListener('click', () => {
    setOpen(false);
    toggle.focus();
  });
  const onKeyDown = (event: KeyboardEvent): void => {
    if (!open || event.key !== 'Escape') return;
    setOpen(false);
    toggle.focus();
  };
  const onPointerDown = (event: PointerEvent): void => {
    if (!open || !(event.target instanceof Node)) return;
    if (sidebar.contains(event.target) || toggle.contains(event.target)) return;
    setOpen(false);
  };
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('pointerdown', onPointerDown);

  return {
    toggle,
    isOpen: () => open,
    setOpen,
    dispose() {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    },
  };
}
