// Checks the public MCP case files: the case kit's checks (shape, unique ids, every tool
// exactly as extracted from GitHub's MCP server, intended arguments valid, a first call
// genuinely faulty for its kind), and the set's own: the catalog is one toolset served alone
// or the whole gateway (ids ending `+gateway`), every tool marked as acting exactly when its
// annotations do not say read-only, and an old name is one of the server's deprecated
// aliases of the intended tool, given as its `method`.
// Usage: node bench/recovery/cases/public-mcp/check-cases.mjs [files...] (default: every .jsonl here)
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { caseFilesIn, isMainModule } from '../case-kit/case-files.mjs';
import { checkPublicCases, reportCheck } from '../case-kit/check-public-cases.mjs';
import { gatewaySeparator } from './mistakes.mjs';
import { createAjv } from './schema-validator.mjs';

const here = new URL('./', import.meta.url);

/** The case files of this folder, sorted. */
export const caseFiles = () => caseFilesIn(here);

const readSource = () => JSON.parse(readFileSync(new URL('mcp-source.json', here), 'utf8'));

/** A tool as the server lists it (prefixed with its toolset in the gateway), marked as
 * acting from its own annotations. */
function listedTool(tool, prefixed) {
  const listed = { name: prefixed ? `${tool.toolset}${gatewaySeparator}${tool.name}` : tool.name, description: tool.description, parameters: tool.parameters };
  return tool.annotations.readOnlyHint === true ? listed : { ...listed, sideEffect: true };
}

/** Problems (the set is wrong) and counts of the cases in `files`. */
export function checkCases(files) {
  const source = readSource();
  const extracted = new Map();
  for (const tool of source.tools) {
    for (const prefixed of [false, true]) {
      const listed = listedTool(tool, prefixed);
      extracted.set(listed.name, [listed]);
    }
  }
  const gatewayNames = source.tools.map((tool) => listedTool(tool, true).name);
  const checkSource = (c, fail) => {
    const names = c.tools.map((tool) => tool.name);
    if (c.id.endsWith('+gateway')) {
      if (!isDeepStrictEqual(names, gatewayNames)) fail('a gateway case does not list every toolset\'s tools, prefixed, in order');
    } else {
      const toolset = source.tools.find((tool) => tool.name === c.intended.name)?.toolset;
      const toolsetNames = source.tools.filter((tool) => tool.toolset === toolset).map((tool) => tool.name);
      if (!isDeepStrictEqual(names, toolsetNames)) fail(`the catalog is not the toolset ${toolset} of ${c.intended.name}`);
      if (toolsetNames.length < 3) fail(`the toolset ${toolset} has fewer than 3 tools`);
    }
    if (c.id.includes('-old-name')) {
      const bare = (name) => name.slice(name.indexOf(gatewaySeparator) < 0 ? 0 : name.indexOf(gatewaySeparator) + gatewaySeparator.length);
      const oldName = bare(c.call.name);
      if (source.deprecatedAliases[oldName] !== bare(c.intended.name)) fail(`${oldName} is not a deprecated name of ${c.intended.name}`);
      if (c.intended.arguments.method !== oldName) fail(`the intended method is not ${oldName}`);
    }
    return true;
  };
  return checkPublicCases(files, {
    ajv: createAjv(),
    idPrefix: 'mcp-',
    mistakeStart: 3,
    sourceName: 'GitHub\'s MCP server',
    extracted,
    checkSource,
  });
}

if (isMainModule(import.meta.url)) reportCheck(checkCases(process.argv.length > 2 ? process.argv.slice(2) : caseFiles()));
