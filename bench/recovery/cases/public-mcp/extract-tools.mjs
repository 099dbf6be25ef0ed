// Extracts the tool catalog of GitHub's official MCP server from a snapshot of
// github.com/github/github-mcp-server, into `mcp-source.json` beside this file.
//
// Usage: node bench/recovery/cases/public-mcp/extract-tools.mjs GIT_DIR [COMMIT]
//   GIT_DIR: a clone (or bare git directory) of github-mcp-server; COMMIT defaults to HEAD.
//
// The tools are the server's own schema snapshots, `pkg/github/__toolsnaps__/<name>.snap`:
// the JSON the server lists to an MCP client (`name`, `description`, `inputSchema`,
// `annotations`), kept as they are. A tool acts (`sideEffect`) exactly when its
// `readOnlyHint` annotation is not `true` (the MCP specification's default is false).
// Each tool's toolset (the server's `--toolsets` unit, also served on its own by the remote
// server) is read from the Go source, where a tool is declared as
// `NewTool(ToolsetMetadataX, mcp.Tool{Name: "…"`, and the toolset's id from the
// `ToolsetMetadataX = inventory.ToolsetMetadata{ID: "…"` table of `pkg/github/tools.go`.
// Regular expressions over the Go source are enough here (and a Go parser is not among our
// packages): both patterns are the server's own fixed declarations. Left out: snapshots of
// tools behind a feature flag (files named `<name>_ff_<flag>.snap`), and tools declared
// through a helper rather than `NewTool` (their toolset cannot be read the same way); both
// are listed in the output. The server's table of deprecated names
// (`pkg/github/deprecated_tool_aliases.go`: old name → the tool that replaced it) is
// extracted too.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const [gitDirectory, commitArgument = 'HEAD'] = process.argv.slice(2);
if (gitDirectory === undefined) {
  console.error('Usage: node extract-tools.mjs GIT_DIR [COMMIT]');
  process.exit(2);
}

const git = (...args) => execFileSync('git', ['--git-dir', gitDirectory, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
const commit = git('rev-parse', `${commitArgument}^{commit}`).trim();
const show = (path) => git('show', `${commit}:${path}`);
const listFiles = (folder) => git('ls-tree', '--name-only', commit, `${folder}/`).split('\n').filter((line) => line !== '');

/** Toolset variable (`ToolsetMetadataIssues`) → toolset id (`issues`), from tools.go. */
function toolsetIds() {
  const ids = new Map();
  for (const match of show('pkg/github/tools.go').matchAll(/(\w+)\s*=\s*inventory\.ToolsetMetadata\{\s*ID:\s*"(\w+)"/g)) ids.set(match[1], match[2]);
  return ids;
}

/** Tool name → toolset variable, from every `NewTool(…)` declaration of pkg/github. */
function toolsetVariables() {
  const variables = new Map();
  const sources = listFiles('pkg/github').filter((path) => path.endsWith('.go') && !path.endsWith('_test.go'));
  for (const path of sources) {
    for (const match of show(path).matchAll(/NewTool\w*\(\s*(\w+),\s*mcp\.Tool\{\s*Name:\s*"(\w+)"/g)) variables.set(match[2], match[1]);
  }
  return variables;
}

/** The deprecated names: `"old": "new",` entries of DeprecatedToolAliases. */
function deprecatedAliases() {
  const text = show('pkg/github/deprecated_tool_aliases.go');
  const table = text.slice(text.indexOf('DeprecatedToolAliases'));
  return Object.fromEntries([...table.matchAll(/^\s*"(\w+)":\s*"(\w+)",/gm)].map((match) => [match[1], match[2]]));
}

const ids = toolsetIds();
const variables = toolsetVariables();
const tools = [];
const leftOut = [];
for (const path of listFiles('pkg/github/__toolsnaps__').filter((file) => file.endsWith('.snap'))) {
  const snapshot = JSON.parse(show(path));
  const file = path.slice(path.lastIndexOf('/') + 1);
  if (file !== `${snapshot.name}.snap`) {
    leftOut.push({ name: snapshot.name, file, reason: 'behind a feature flag' });
    continue;
  }
  const toolset = ids.get(variables.get(snapshot.name));
  if (toolset === undefined) {
    leftOut.push({ name: snapshot.name, file, reason: 'not declared with NewTool: no toolset to read' });
    continue;
  }
  tools.push({
    name: snapshot.name,
    toolset,
    description: snapshot.description,
    parameters: snapshot.inputSchema,
    sideEffect: snapshot.annotations?.readOnlyHint !== true,
    annotations: snapshot.annotations ?? {},
  });
}
tools.sort((a, b) => (a.toolset === b.toolset ? a.name.localeCompare(b.name) : a.toolset.localeCompare(b.toolset)));

const source = {
  source: 'https://github.com/github/github-mcp-server',
  license: 'MIT',
  commit,
  files: 'pkg/github/__toolsnaps__/*.snap; toolsets from pkg/github/*.go; pkg/github/deprecated_tool_aliases.go',
  tools,
  leftOut,
  deprecatedAliases: deprecatedAliases(),
};
writeFileSync(new URL('mcp-source.json', import.meta.url), `${JSON.stringify(source, null, 1)}\n`);
console.log(`${tools.length} tools in ${new Set(tools.map((tool) => tool.toolset)).size} toolsets (${tools.filter((tool) => tool.sideEffect).length} act); left out ${leftOut.length}`);
