/**
 * Request parameters a model refuses, remembered per model for the process. OpenAI's
 * reasoning models (o1, o3, o4-mini, the gpt-5 family) answer a `temperature` other than
 * their default with 400 `{ error: { param: 'temperature', code: 'unsupported_value' } }`
 * (or `unsupported_parameter`); a parameter Parley can do without is then left out, the call
 * is sent once more, and later calls to that model leave it out at once. This memory is a
 * cache, not state a turn relies on: a fresh worker pays one refused request per model.
 */
import type { ModelRequest, ModelResponse } from './chat-model.ts';
import { ModelError } from './model-error.ts';

/** The parameters Parley sends that a model works without: tuning, not meaning. */
export type OptionalParameter = 'temperature';

/** Models remembered at most; past it the oldest is forgotten (it pays one refusal again). */
const maxModelsRemembered = 256;

/** The optional parameters each model refused. */
export interface RefusedParameters {
  has(modelId: string, parameter: OptionalParameter): boolean;
  add(modelId: string, parameter: OptionalParameter): void;
}

/** An empty memory of refused parameters. */
export function createRefusedParameters(): RefusedParameters {
  const refused = new Map<string, Set<OptionalParameter>>();
  return {
    has: (modelId, parameter) => refused.get(modelId)?.has(parameter) === true,
    add(modelId, parameter) {
      const known = refused.get(modelId) ?? new Set<OptionalParameter>();
      known.add(parameter);
      refused.delete(modelId);
      refused.set(modelId, known);
      const oldest = refused.keys().next();
      if (refused.size > maxModelsRemembered && oldest.done !== true) refused.delete(oldest.value);
    },
  };
}

/** The memory of this process, shared by every client it builds. */
export const processRefusedParameters: RefusedParameters = createRefusedParameters();

/** `request` without `parameter`. */
function withoutParameter(request: ModelRequest, parameter: OptionalParameter): ModelRequest {
  switch (parameter) {
    case 'temperature':
      return { ...request, temperature: undefined };
  }
}

/** `request` without the parameters `modelId` refused before. */
function withoutRefused(request: ModelRequest, modelId: string, refused: RefusedParameters): ModelRequest {
  return request.temperature !== undefined && refused.has(modelId, 'temperature')
    ? withoutParameter(request, 'temperature')
    : request;
}

/** The optional parameter `error` refuses, when `request` carried it: a bad request naming
 * it as its `param`. Null for any other failure, which leaving a parameter out cannot fix. */
function refusedParameterOf(error: unknown, request: ModelRequest): OptionalParameter | null {
  if (!(error instanceof ModelError) || error.kind !== 'bad_request') return null;
  return error.param === 'temperature' && request.temperature !== undefined ? 'temperature' : null;
}

/** Asks `ask` with `request` less what `modelId` refused before. When the model refuses an
 * optional parameter the request carried, it is remembered and the call is asked once more
 * without it: the refusal came before any answer, so nothing was handed on yet. */
export async function askWithoutRefused(
  request: ModelRequest,
  modelId: string,
  refused: RefusedParameters,
  ask: (request: ModelRequest) => Promise<ModelResponse>,
): Promise<ModelResponse> {
  const sent = withoutRefused(request, modelId, refused);
  try {
    return await ask(sent);
  } catch (error) {
    const parameter = refusedParameterOf(error, sent);
    if (parameter === null) throw error;
    refused.add(modelId, parameter);
    return await ask(withoutParameter(sent, parameter));
  }
}
