/** A tool failure that is a Question for the user: the model-facing text starts with "Question:". */

/** The question, without the "Question:" prefix and the developer's note below it; null when the text is no question. */
export function questionOf(message: string | null | undefined): string | null {
  const first = message?.trimStart().split('\n')[0]?.trim() ?? '';
  if (!first.startsWith('Question:')) return null;
  const question = first.slice('Question:'.length).trim();
  return question.length > 0 ? question : null;
}
