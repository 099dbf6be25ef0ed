// The two catalogs a case of the MCP set lists: one toolset of GitHub's MCP server served
// alone (as `--toolsets issues` or the remote server's per-toolset endpoint serves it, bare
// names), and a gateway that connects every toolset as its own server and lists each tool
// as `<toolset>__<tool>` (106 tools).
import { gatewaySeparator } from './mistakes.mjs';

/** The fewest tools a toolset needs to be a case's catalog on its own. */
const fewestToolsServedAlone = 3;

/** A tool as a case lists it: the server's name (prefixed in a gateway), description and
 * schema as extracted, and `sideEffect: true` when its annotations do not say read-only. */
export function caseTool(tool, prefix) {
  const listed = { name: prefix === undefined ? tool.name : `${prefix}${gatewaySeparator}${tool.name}`, description: tool.description, parameters: tool.parameters };
  return tool.sideEffect ? { ...listed, sideEffect: true } : listed;
}

/** The toolsets with enough tools to be served alone in a case. */
export function toolsetsServedAlone(tools) {
  const counts = new Map();
  for (const tool of tools) counts.set(tool.toolset, (counts.get(tool.toolset) ?? 0) + 1);
  return new Set([...counts].filter(([, count]) => count >= fewestToolsServedAlone).map(([toolset]) => toolset));
}

/** The tools of `toolset`, bare, in the extracted order. */
export const toolsetCatalog = (tools, toolset) => tools.filter((tool) => tool.toolset === toolset).map((tool) => caseTool(tool));

/** Every tool, prefixed with its toolset, in the extracted order (by toolset, then name). */
export const gatewayCatalog = (tools) => tools.map((tool) => caseTool(tool, tool.toolset));
