/**
 * Text with its `backticked` spans as <code>: the one piece of Markdown Parley's own texts
 * use (an approval's reason, a Question, a tool's error). Everything is rendered as text:
 * nothing in it becomes HTML.
 */
export function InlineCode({ text }: { readonly text: string }) {
  const pieces = text.split(/`([^`\n]+)`/);
  // split with one capture group: even indexes are plain text, odd ones the code spans.
  return <>{pieces.map((piece, index) => index % 2 === 1 ? <code key={index}>{piece}</code> : piece)}</>;
}
