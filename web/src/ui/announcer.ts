/**
 * A visually hidden `role="status"` region for what a screen reader should hear without
 * moving focus ("Parley is waiting for your approval…"). Polite: it waits for the reader.
 */
import { element } from './dom.ts';

/** The region. */
export interface Announcer {
  readonly element: HTMLElement;
  /** Says `text` (the same text twice is said twice). */
  announce(text: string): void;
}

/** Creates the region; it must be in the page before the first announcement. */
export function createAnnouncer(): Announcer {
  const root = element('div', { class: 'visually-hidden', role: 'status', 'aria-live': 'polite' });
  return {
    element: root,
    announce(text) {
      // Emptied first, so a repeated message is a change a screen reader notices.
      root.textContent = '';
      setTimeout(() => {
        root.textContent = text;
      }, 50);
    },
  };
}
