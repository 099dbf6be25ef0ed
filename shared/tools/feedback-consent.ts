/**
 * The model's text for a call the user declined when asked to approve it: the user's own
 * reason when they gave one, and what to do next. Short: it is read on every decline.
 */

/** Characters of the user's reason the model reads. */
const maxReasonChars = 300;

/** What the model reads for a declined call. */
export function feedbackOfDeclined(reason: string | null): string {
  const said = reason === null || reason.trim().length === 0
    ? 'The user declined this call.'
    : `The user declined: ${Array.from(reason.trim()).slice(0, maxReasonChars).join('')}`;
  return `${said} It did not run. Do not try it again unasked; tell the user what was not done.`;
}

/** What the model reads for a call another model repaired that needs the user's approval:
 * it did not run, and the model should make it itself so the user is asked. */
export function feedbackOfHeldRepair(): string {
  return "Not run: this call needs the user's approval. Make the call yourself with these arguments to ask the user.";
}

/** What the model reads for a call whose approval was never given: the user wrote a new
 * message instead, or the approval expired. */
export function feedbackOfUnanswered(why: 'new_message' | 'expired'): string {
  return why === 'new_message'
    ? 'Not run: the user wrote a new message instead of approving this call.'
    : 'Not run: the user did not approve this call in time.';
}
