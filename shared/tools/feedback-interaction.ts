/**
 * Feedback that asks the user something: the one place that writes "Question: …" for the
 * model. Everything else carries the question as a value (`UserInteraction`) and reads that.
 * Part of the one formatter (feedback.ts).
 */
import { question, type UserInteraction } from './user-interaction.ts';

/** A model-facing text and, when it asks the user something, what it asks as a value. */
export interface ToolFeedback {
  readonly text: string;
  readonly interaction?: UserInteraction;
}

/** What comes after the questions: a note on the last question's line, then whole lines. */
export interface FeedbackAfterQuestions {
  readonly sameLine?: string;
  readonly lines?: readonly string[];
}

/** The model's words for what only the user can answer: "Question: …", so a model that
 * reads tool results asks the user rather than inventing an answer. */
export function renderQuestion(text: string): string {
  return `Question: ${text}`;
}

/**
 * Feedback asking the user `questions` (each on its own line, in the model's text), then
 * `after`. The interaction holds every question, joined, as the user should read them.
 */
export function askingFeedback(questions: readonly string[], after: FeedbackAfterQuestions = {}): ToolFeedback {
  const lines = questions.map(renderQuestion);
  if (after.sameLine !== undefined && after.sameLine.length > 0) {
    const last = lines.length - 1;
    if (last >= 0) lines[last] = `${lines[last]} ${after.sameLine}`;
    else lines.push(after.sameLine);
  }
  lines.push(...(after.lines ?? []));
  const text = lines.join('\n');
  return questions.length === 0 ? { text } : { text, interaction: question(questions.join(' ')) };
}

/** Feedback that asks nothing. */
export function plainFeedback(text: string): ToolFeedback {
  return { text };
}
