/**
 * The outcome of a call to a tool that does not exist: the closest names (by the name's
 * words and by how its argument keys fit each tool), the other tools in that order, and
 * when one clearly stands out, what the arguments would get wrong with it.
 */
import type { ExecuteDependencies, Started } from './execute-dependencies.ts';
import { formatNotFound, formatSuggestedToolProblems, plainFeedback } from './feedback.ts';
import { argumentKeys } from './argument-fit.ts';
import { executorLimits } from './limits.ts';
import { failure } from './outcome-builders.ts';
import { parseArguments } from './parse-arguments.ts';
import { setupHintOfMissingTool } from './setup-hint.ts';
import type { NameSuggestion } from './tool-name-index.ts';
import type { ToolErrorOutcome } from './tool-outcome.ts';
import type { ToolRegistry } from './tool-registry.ts';
import { rankTools } from './tool-relevance.ts';
import { validateArguments } from './validate-arguments.ts';

/** Above this score a suggestion is clear enough to check the arguments against it. */
const confidentSuggestionScore = 0.8;

/** The `not_found` outcome of a call whose name resolves to no tool. */
export function notFound(dependencies: ExecuteDependencies, started: Started): ToolErrorOutcome {
  const { registry } = dependencies;
  const parsed = parseArguments(started.call.arguments);
  const keys = parsed.ok ? argumentKeys(parsed.value) : [];
  const { suggestions: ranked, ordered } = rankTools(registry, started.call.name, keys, executorLimits.maxSuggestions);
  const suggestions = ranked.map((suggestion) => ({
    name: suggestion.name,
    description: registry.get(suggestion.name)?.description ?? '',
  }));
  return failure(dependencies, started, {
    category: 'not_found',
    feedback: plainFeedback(formatNotFound(
      started.call.name,
      suggestions,
      ordered,
      argumentHintFor(registry, ranked, parsed.ok ? parsed.value : undefined),
      dependencies.unavailableSources,
    )),
    detail: {
      message: `No tool named ${JSON.stringify(started.call.name.slice(0, 200))}; suggested ${
        suggestions.map((suggestion) => suggestion.name).join(', ') || 'none'
      }`,
      suggestions: suggestions.map((suggestion) => suggestion.name),
    },
    setup: setupHintOfMissingTool(started.call.name, dependencies.unavailableSources),
  });
}

/** When one suggestion clearly stands out, the problems the arguments would have with it. */
function argumentHintFor(
  registry: ToolRegistry,
  ranked: readonly NameSuggestion[],
  argumentsValue: unknown,
): string | undefined {
  const [best, second] = ranked;
  if (
    best === undefined || best.score < confidentSuggestionScore ||
    (second !== undefined && second.score >= best.score - 0.05)
  ) return undefined;
  const tool = registry.get(best.name);
  if (tool === undefined || argumentsValue === undefined) return undefined;
  const validated = validateArguments(argumentsValue, tool.parameters, tool.coercion);
  return validated.ok ? undefined : formatSuggestedToolProblems(tool.name, validated.problems);
}
