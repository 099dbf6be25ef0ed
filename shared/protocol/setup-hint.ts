import { z } from 'zod';
import { setupActions } from '../tools/setup-hint.ts';

/** What the user must set up before a tool call can work: a web app's Connect / Add key
 * button (`integration` is `gmail`, `serper`, `brave`, `serpapi` or `mcp:<server>`). */
export const setupHintSchema = z.object({
  integration: z.string().min(1).max(200),
  action: z.enum(setupActions),
}).meta({ id: 'SetupHint' });

/** A setup hint. */
export type SetupHint = z.output<typeof setupHintSchema>;
