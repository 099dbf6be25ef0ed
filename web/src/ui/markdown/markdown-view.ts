/**
 * A reply rendered as Markdown while it streams. Finished blocks stay as they are; each
 * update lexes only the text after them and redraws the last, still open block, so a long
 * reply costs about the same per delta as a short one (bench/markdown-stream/main.ts measures it).
 * A block is finished once a later block has begun: nothing that follows can change it,
 * except a reference-style link definition, which `render` (the whole text) honours.
 */
import type { Token } from 'marked';
import { blocksToHtml, markdownBlocks } from './markdown-html.ts';
import type { SanitizeHtml } from './sanitize-html.ts';

/** A Markdown reply drawn into one element. */
export interface MarkdownView {
  /** Shows `text`, which usually extends the text shown before (a streamed delta). */
  update(text: string): void;
  /** Shows `text` parsed as a whole (the finished reply). */
  render(text: string): void;
}

/** Adds to a fragment's code blocks what the view wants there (a copy button). */
export type DecorateBlocks = (fragment: DocumentFragment) => void;

/** The length of the source the tokens were lexed from, or null when their raw text does not add up to it. */
function rawLength(tokens: readonly Token[]): number {
  return tokens.reduce((length, token) => length + token.raw.length, 0);
}

/** The index of the last token that is not blank space, or -1. */
function lastBlockIndex(tokens: readonly Token[]): number {
  for (let index = tokens.length - 1; index >= 0; index -= 1) {
    if (tokens[index]?.type !== 'space') return index;
  }
  return -1;
}

/** Creates a view drawing into `target` (emptied first). */
export function createMarkdownView(
  target: HTMLElement,
  sanitize: SanitizeHtml,
  decorate: DecorateBlocks = () => {},
): MarkdownView {
  /** The source of the finished blocks, and the nodes they were drawn as. */
  let finishedSource = '';
  let openNodes: Node[] = [];

  const fragmentOf = (tokens: Token[]): DocumentFragment => {
    const fragment = sanitize(blocksToHtml(tokens));
    decorate(fragment);
    return fragment;
  };
  const reset = (): void => {
    finishedSource = '';
    openNodes = [];
    target.replaceChildren();
  };
  const replaceOpen = (fragment: DocumentFragment): void => {
    for (const node of openNodes) node.parentNode?.removeChild(node);
    openNodes = [...fragment.childNodes];
    target.append(fragment);
  };

  return {
    update(rawText) {
      // marked reads \r\n as \n; the same here keeps the raw lengths equal to the source's.
      const text = rawText.replace(/\r\n?/g, '\n');
      if (!text.startsWith(finishedSource)) reset();
      const tail = text.slice(finishedSource.length);
      const tokens = markdownBlocks(tail);
      const open = lastBlockIndex(tokens);
      if (open > 0 && rawLength(tokens) === tail.length) {
        const finished = tokens.slice(0, open);
        for (const node of openNodes) node.parentNode?.removeChild(node);
        openNodes = [];
        target.append(fragmentOf(finished));
        finishedSource += tail.slice(0, rawLength(finished));
        replaceOpen(fragmentOf(tokens.slice(open)));
        return;
      }
      replaceOpen(fragmentOf(tokens));
    },
    render(rawText) {
      reset();
      replaceOpen(fragmentOf(markdownBlocks(rawText.replace(/\r\n?/g, '\n'))));
    },
  };
}
