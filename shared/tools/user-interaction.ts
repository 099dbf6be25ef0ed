/**
 * What a tool outcome asks of the user, as a value. The model reads it rendered
 * ("Question: …", by `renderInteraction` in feedback-interaction.ts, the one place that
 * writes the prefix); the loop, the streams, the web app, the demo model and analytics read
 * the value and never parse text. A closed union: the next kind is an approval request.
 */
export type UserInteraction = {
  readonly kind: 'question';
  /** The question, as the user should read it, without any prefix. */
  readonly text: string;
};

/** The kinds of {@link UserInteraction}, as stored in `tool_executions.interaction_kind`. */
export const userInteractionKinds = ['question'] as const;

/** One of {@link userInteractionKinds}. */
export type UserInteractionKind = (typeof userInteractionKinds)[number];

/** A question for the user. */
export function question(text: string): UserInteraction {
  return { kind: 'question', text };
}
