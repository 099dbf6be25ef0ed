import { z } from 'zod';

/** One of the caller's agents. */
export const agentSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  /** The tools the agent may call. */
  enabledTools: z.array(z.string()),
}).meta({ id: 'AgentSummary' });

/** `GET /chat/agents`: the caller's agents, the default first. */
export const agentListSchema = z.object({ agents: z.array(agentSummarySchema) }).meta({ id: 'AgentList' });

/** One of the caller's agents. */
export type AgentSummary = z.output<typeof agentSummarySchema>;
