/**
 * The model's texts for failures handlers report (typed `ToolError`s): setup questions per
 * tool family, outage notices, upstream rejections. Part of the one formatter, beside
 * feedback.ts.
 */
import {
  askingFeedback,
  cut,
  internalErrorMessage,
  plainFeedback,
  questionFor,
  quoteName,
  type ToolFeedback,
} from './feedback.ts';
import { redactText } from './redact.ts';
import type { ToolFamily } from './tool-definition.ts';
import type { ToolError } from './tool-error.ts';

const providerNames: Record<string, string> = {
  gmail: 'Gmail',
  google: 'Google',
  serper: 'Serper',
  brave: 'Brave Search',
  serpapi: 'SerpAPI',
  openai: 'OpenAI',
};

function providerName(provider: string | undefined, fallback: string): string {
  if (provider === undefined || provider.length === 0) return fallback;
  return providerNames[provider.toLowerCase()] ?? provider.charAt(0).toUpperCase() + provider.slice(1);
}

/** Setup questions (as the user reads them) name where the user acts ("under Integrations"), and say what the
 * setup hint (setup-hint.ts) says as a button: connect / reconnect, add / replace a key. */
function notConfiguredQuestion(error: ToolError, toolName: string, family: ToolFamily): string {
  const reason = error.reason ?? 'credential_missing';
  if (family === 'email') {
    if (reason === 'credential_rejected') {
      return 'Your Gmail connection has expired. Please reconnect your Gmail account under Integrations.';
    }
    if (reason === 'permission_denied') {
      return 'Your Gmail connection does not allow this action. Please reconnect your Gmail account under Integrations and grant the requested permissions.';
    }
    if (reason === 'credential_corrupted') {
      return 'Your Gmail connection appears to be corrupted. Please reconnect your Gmail account under Integrations.';
    }
    return 'Your Gmail account needs to be connected first. Connect your Gmail account under Integrations.';
  }
  const provider = providerName(error.provider, family === 'search' ? 'the search provider' : quoteName(toolName));
  const task = family === 'search' ? 'perform web searches' : `use ${quoteName(toolName)}`;
  if (reason === 'credential_rejected') {
    return `The ${provider} API key was rejected. Please check that the key under Integrations is correct and active, or replace it.`;
  }
  if (reason === 'permission_denied') {
    return `The ${provider} API key is not allowed to do this. Please check its permissions, or replace it under Integrations.`;
  }
  if (reason === 'credential_corrupted') {
    return `The stored ${provider} API key appears to be corrupted. Please delete and re-add your ${provider} API key under Integrations.`;
  }
  return `No API key found for ${provider}. Add your ${provider} API key under Integrations before I can ${task}.`;
}

function transientText(error: ToolError, toolName: string, sideEffects: boolean): string {
  if (error.reason === 'cancelled') return `${quoteName(toolName)} was stopped because the turn was cancelled.`;
  if (sideEffects && error.reason === 'timeout') {
    return `${
      quoteName(toolName)
    } did not confirm in time; it may or may not have completed. Do not call it again: tell the user to check before retrying.`;
  }
  const why = error.reason === 'timeout'
    ? 'it timed out'
    : error.reason === 'rate_limited'
    ? 'it is rate limited'
    : 'its service did not answer';
  return `${quoteName(toolName)} is temporarily unavailable (${why}). Try again later or continue without it.`;
}

function upstreamInvalidFeedback(error: ToolError, toolName: string, family: ToolFamily): ToolFeedback {
  if (error.field !== undefined && error.problem !== undefined && error.problem.trim().length > 0) {
    // The tool's own check of a parameter: what is wrong is the point of the message.
    return plainFeedback(
      `${quoteName(toolName)} rejected ${quoteName(error.field)}: ${
        cut(redactText(error.problem.trim()).replace(/[.\s]+$/, ''), 200)
      }. Fix it and call ${quoteName(toolName)} again.`,
    );
  }
  const provider = providerName(error.provider, 'the service');
  if (family === 'email' && error.field !== undefined && ['to', 'cc', 'bcc'].includes(error.field)) {
    return askingFeedback([
      `There seems to be an issue with the email address format in \`${error.field}\`. Please check that the recipient email address is valid.`,
    ]);
  }
  if (error.field !== undefined) {
    return plainFeedback(
      `${provider} rejected the value of \`${error.field}\`. Check it and call ${quoteName(toolName)} again.`,
    );
  }
  return plainFeedback(`${provider} rejected the request. Check the arguments and call ${quoteName(toolName)} again.`);
}

/** The model's text for a failure a handler (or the executor on its behalf) reported, and
 * the question it asks the user, if any: the handler's own question and note when it gave
 * them, else the category's wording for the tool's family. */
export function formatToolError(
  error: ToolError,
  toolName: string,
  family: ToolFamily,
  fieldDescription?: string,
  sideEffects = false,
): ToolFeedback {
  if (error.category === 'internal') return plainFeedback(internalErrorMessage);
  const note = error.modelMessage === undefined ? '' : redactText(error.modelMessage.trim());
  if (error.question !== undefined && error.question.trim().length > 0) {
    const asked = askingFeedback([redactText(error.question.trim())], { sameLine: note });
    return { ...asked, text: cut(asked.text, 600) };
  }
  if (note.length > 0) return plainFeedback(cut(note, 600));
  switch (error.category) {
    case 'needs_input':
      return askingFeedback([
        error.field === undefined
          ? `${quoteName(toolName)} needs more information. What should I use?`
          : questionFor(error.field, family, fieldDescription),
      ]);
    case 'not_configured':
      return askingFeedback([notConfiguredQuestion(error, toolName, family)]);
    case 'transient':
      return plainFeedback(transientText(error, toolName, sideEffects));
    case 'invalid_arguments':
      return upstreamInvalidFeedback(error, toolName, family);
    case 'not_found':
      return plainFeedback(
        `${quoteName(toolName)} could not find what was asked for. Check the arguments and try again.`,
      );
  }
}
