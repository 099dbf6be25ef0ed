/** A button that copies text to the clipboard and says so for a moment. */
import { element } from './dom.ts';

/** Writes text to the clipboard (`navigator.clipboard.writeText` in the app). */
export type WriteClipboard = (text: string) => Promise<void>;

/** How long the button says "Copied" (or "Copy failed") before its label comes back. */
const confirmationMs = 1500;

/** A `<button>` labelled `label` that copies `textOf()` when pressed. */
export function createCopyButton(
  label: string,
  textOf: () => string,
  writeClipboard: WriteClipboard,
): HTMLButtonElement {
  const button = element('button', { type: 'button', class: 'button quiet small copy-button' }, label);
  button.addEventListener('click', () => {
    writeClipboard(textOf()).then(
      () => (button.textContent = 'Copied'),
      () => (button.textContent = 'Copy failed'),
    ).finally(() => setTimeout(() => (button.textContent = label), confirmationMs));
  });
  return button;
}
