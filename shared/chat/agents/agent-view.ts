import type { Agent } from '../../db/repositories/agents-repository.ts';
import type { AgentBody } from '../../protocol/agent.ts';

/** An agent as the agents API answers it. */
export function agentView(agent: Agent): AgentBody {
  return {
    id: agent.id,
    name: agent.name,
    systemPrompt: agent.systemPrompt,
    model: agent.model,
    fallbackModels: [...agent.fallbackModels],
    enabledTools: [...agent.enabledTools],
    settings: { ...agent.settings },
    isDefault: agent.isDefault,
    createdAt: agent.createdAt.toISOString(),
    updatedAt: agent.updatedAt.toISOString(),
  };
}
