import type { ChatCompletionBody, ScriptedOpenAiServer, ScriptedReply } from './scripted-openai-server.ts';

/** What Google documents to send in place of a signature on a call Gemini did not make. */
const skipValidation = 'skip_thought_signature_validator';

/** A thought signature as Gemini issues one: opaque base64, a few hundred bytes. */
export function thoughtSignature(seed: string): string {
  return Buffer.from(`${seed}:${'reasoning-state'.repeat(16)}`).toString('base64');
}

/** The `extra_content` Gemini's OpenAI-compatible endpoint attaches to a call it signed. */
export function signedBy(signature: string): { google: { thought_signature: string } } {
  return { google: { thought_signature: signature } };
}

function signatureIn(extraContent: unknown): string | undefined {
  if (typeof extraContent !== 'object' || extraContent === null || !('google' in extraContent)) return undefined;
  const google = extraContent.google;
  if (typeof google !== 'object' || google === null || !('thought_signature' in google)) return undefined;
  return typeof google.thought_signature === 'string' ? google.thought_signature : undefined;
}

/** Gemini's answer to a call sent back without its signature, as its OpenAI-compatible
 * endpoint sends it (the error object wrapped in a list). */
function missingSignature(callName: string, position: number): ScriptedReply {
  return {
    status: 400,
    rawBody: [{
      error: {
        code: 400,
        message: 'Function call is missing a thought_signature in functionCall parts. This is required for tools ' +
          'to work correctly, and missing thought_signature may lead to degraded model performance. Additional ' +
          `data, function call \`default_api:${callName}\` , position ${position}. please refer to ` +
          'https://ai.google.dev/gemini-api/docs/thought-signatures for more details.',
        status: 'INVALID_ARGUMENT',
      },
    }],
  };
}

/**
 * Makes `server` hold requests to Gemini 3's rule for function calls
 * (https://ai.google.dev/gemini-api/docs/thought-signatures): within the current turn
 * (everything after the last user message) every call the server issued with a signature
 * must come back carrying that exact signature, and the first call of each step one the
 * server did not issue must carry the documented `skip_thought_signature_validator`, or the
 * request is refused with 400 INVALID_ARGUMENT. Earlier turns are not checked, as Gemini
 * does not check them.
 */
export function enforceThoughtSignatures(server: ScriptedOpenAiServer): void {
  server.guard = (body: ChatCompletionBody) => {
    const lastUser = body.messages.findLastIndex((message) => message.role === 'user');
    const currentTurn = body.messages.slice(lastUser + 1);
    for (const [position, message] of currentTurn.entries()) {
      for (const [index, call] of (message.tool_calls ?? []).entries()) {
        const issued = signatureIn(server.issuedExtraContent.get(call.id));
        const sent = signatureIn(call.extra_content);
        // The first call of each step must be signed; one the server did not issue (another
        // model's) passes with Google's documented sentinel in place of a signature.
        const refused = issued === undefined ? index === 0 && sent !== skipValidation : sent !== issued;
        if (refused) return missingSignature(call.function.name, lastUser + 1 + position + 1);
      }
    }
    return null;
  };
}
