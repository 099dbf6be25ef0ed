/**
 * The questions a tool family asks for its well-known parameters ("Who should I send this
 * email to?"), and the generic question for any other, as the user reads them (the model's
 * "Question:" rendering is feedback-interaction.ts's). Part of the one formatter (feedback.ts).
 */
import { cut, quoteName } from './feedback-text.ts';
import type { ToolFamily } from './tool-definition.ts';

/** Which questions each family asks for its well-known parameters. */
export const familyQuestions: Record<ToolFamily, Record<string, string>> = {
  email: {
    to: 'Who should I send this email to? Please provide the recipient email address.',
    subject: 'What should be the subject line of this email?',
    body: 'What message content should I include in the email body?',
    query: 'What should I search your mailbox for?',
  },
  search: {
    query: 'What would you like me to search for?',
    urls: 'Which web page should I read? Please provide its URL.',
    focus: 'What should the summary focus on?',
  },
  generic: {},
};

/** The question asking for one missing parameter, in the tool family's words. */
export function questionFor(field: string, family: ToolFamily, description: string | undefined): string {
  const known = familyQuestions[family][field];
  if (known !== undefined) return known;
  const about = description === undefined ? '' : ` (${cut(description, 80)})`;
  return `What should ${quoteName(field)} be${about}?`;
}
