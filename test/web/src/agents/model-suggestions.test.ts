import { describe, expect, it } from 'vitest';
import { builtInProviders, demoProviderName } from '../../../../shared/llm/provider-registry.ts';
import { modelSuggestions } from '../../../../web/src/agents/model-suggestions.ts';

/** The provider part of a `provider:model` name. */
function providerOf(model: string): string {
  return model.slice(0, model.indexOf(':'));
}

describe('the Model field suggestions', () => {
  it('name one model for each provider the chat function knows, and no other provider', () => {
    const known = [...builtInProviders.map((provider) => provider.name), demoProviderName];

    expect(modelSuggestions.map(providerOf).sort()).toEqual([...known].sort());
  });
});
