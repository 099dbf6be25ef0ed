/**
 * The model candidates of a chat worker, built once per agent chain (and per tool-fallback
 * setting) rather than per request, so SDK clients and the "model skipped" log line are
 * not repeated.
 */
import type { Agent } from '../db/repositories/agents-repository.ts';
import { modelCandidates, type ModelSettings, toolFallbackCandidates } from '../llm/model-candidates.ts';

/** Candidates of an agent's model chain and of the fallback tool caller, memoised. */
export interface ModelCandidateCache {
  readonly candidatesFor: (agent: Agent) => ReturnType<typeof modelCandidates>;
  readonly toolModelsFor: (allowed: boolean) => ReturnType<typeof toolFallbackCandidates>;
}

/** A cache over `models`, whose configuration was parsed once per worker. */
export function createModelCandidateCache(models: ModelSettings): ModelCandidateCache {
  const chains = new Map<string, ReturnType<typeof modelCandidates>>();
  const candidatesFor = (agent: Agent): ReturnType<typeof modelCandidates> => {
    const key = JSON.stringify([agent.model, agent.fallbackModels]);
    let candidates = chains.get(key);
    if (candidates === undefined) {
      candidates = modelCandidates(models, agent);
      chains.set(key, candidates);
    }
    return candidates;
  };
  const toolModelsByFlag = new Map<boolean, ReturnType<typeof toolFallbackCandidates>>();
  const toolModelsFor = (allowed: boolean): ReturnType<typeof toolFallbackCandidates> => {
    let toolModels = toolModelsByFlag.get(allowed);
    if (toolModels === undefined) {
      toolModels = toolFallbackCandidates(models, allowed);
      toolModelsByFlag.set(allowed, toolModels);
    }
    return toolModels;
  };
  return { candidatesFor, toolModelsFor };
}
