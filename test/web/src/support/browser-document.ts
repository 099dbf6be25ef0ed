/**
 * A DOM for the web app's modules under Node: linkedom's document and the few globals the
 * modules reach for, installed for a test file and removed after it.
 */
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll } from 'vitest';

/** Installs an empty document as `globalThis.document` around the tests of the calling file. */
export function useBrowserDocument(): void {
  let installed: (() => void) | null = null;
  beforeAll(() => {
    const { document, window } = parseHTML('<!doctype html><html lang="en"><head></head><body></body></html>');
    const globals = globalThis as Record<string, unknown>;
    const previous = { document: globals.document, HTMLElement: globals.HTMLElement };
    globals.document = document;
    globals.HTMLElement = window.HTMLElement;
    installed = () => {
      globals.document = previous.document;
      globals.HTMLElement = previous.HTMLElement;
    };
  });
  afterAll(() => installed?.());
}

/** The text of `node` with runs of white space as one space, trimmed. */
export function textOf(node: { readonly textContent: string | null } | null | undefined): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
