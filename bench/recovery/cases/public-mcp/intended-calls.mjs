// The intended calls of the MCP set. The server's snapshots hold schemas but no calls, so
// the generator writes each intended call itself: every required key, and each optional key
// of a plain kind (text, number, yes/no, choice, list of those) with a seeded chance, filled
// with a value a GitHub user would give for a key of that name (a table below; a choice is
// one of its allowed values, seeded). The calls are valid under the schema by construction
// and checked with ajv and zod by the generator and the set's check.
import { isObject } from '../case-kit/json-paths.mjs';
import { pick } from '../case-kit/seeded-random.mjs';

const hex = (length, next) => Array.from({ length }, () => '0123456789abcdef'[Math.floor(next() * 16)]).join('');
const between = (low, high, next) => low + Math.floor(next() * (high - low + 1));

/** Text values by key, as a GitHub user writes them. */
const textValues = {
  method: ['add', 'remove', 'reprioritize'],
  after: ['Y3Vyc29yOjMw'],
  issue_type: ['Bug', 'Feature'],
  type: ['Bug', 'Task'],
  filter: ['is:open assignee:@me'],
  owner: ['octocat', 'github', 'microsoft', 'vercel', 'supabase'],
  repo: ['hello-world', 'docs', 'vscode', 'next.js', 'supabase-js'],
  title: ['Login page crashes on Safari', 'Add dark mode to settings', 'Fix typo in README', 'Upgrade to Node 22'],
  body: ['Steps to reproduce: open the login page in Safari 17 and submit the form.', 'This adds the dark theme toggle described in the design doc.', 'Looks good to me, thanks!'],
  path: ['README.md', 'src/index.ts', 'docs/setup.md', '.github/workflows/ci.yml'],
  ref: ['main', 'develop', 'v1.2.0'],
  branch: ['feature/dark-mode', 'fix/login-crash', 'docs/setup'],
  base: ['main', 'develop'],
  head: ['feature/dark-mode', 'fix/login-crash'],
  from_branch: ['main', 'develop'],
  base_ref: ['main'],
  tree_sha: ['main', 'develop'],
  message: ['Update README with setup steps', 'Fix login crash on Safari'],
  commit_message: ['Squash of the dark mode work'],
  commit_title: ['Add dark mode (#1347)'],
  description: ['Notes from the planning meeting', 'Team status for the week'],
  filename: ['notes.md', 'snippet.py'],
  content: ['# Notes\n\nShip on Friday.', 'print("hello")'],
  tag: ['v1.2.0', 'v2.0.0-rc.1'],
  color: ['f29513', '0e8a16', 'd73a4a'],
  name: ['bug', 'good first issue'],
  new_name: ['defect', 'help wanted'],
  username: ['octocat', 'torvalds'],
  user: ['octocat'],
  author: ['octocat', 'dependabot[bot]'],
  org: ['github', 'microsoft'],
  organization: ['github', 'supabase'],
  item_owner: ['octocat'],
  item_repo: ['hello-world'],
  team_slug: ['platform', 'security'],
  since: ['2026-01-15T00:00:00Z', '2026-06-01'],
  until: ['2026-02-01T00:00:00Z'],
  before: ['2026-11-01T00:00:00Z'],
  lastReadAt: ['2026-11-20T09:00:00Z'],
  modified: ['2026-10-01'],
  published: ['2026-09-01'],
  updated: ['2026-10-15'],
  start_date: ['2026-12-01'],
  target_date: ['2026-12-31'],
  workflow_id: ['ci.yml', 'release.yml'],
  resource_id: ['ci.yml', '8765432109'],
  secret_type: ['github_personal_access_token'],
  affects: ['lodash', 'requests@2.31.0'],
  cveId: ['CVE-2024-3094'],
  tool_name: ['CodeQL'],
  custom_instructions: ['Keep the change small and add a test.'],
  rationale: ['The issue is a well-scoped bug with a clear reproduction.'],
  field_name: ['Sprint', 'Priority'],
  path_filter: ['src/'],
  category: ['DIC_kwDOA1b2c34'],
  query: ['roadmap is:open'],
};

/** Text values of a key that means something else in some tools. */
const textValuesByTool = {
  create_repository: { name: ['mcp-demo', 'dotfiles'] },
  search_code: { query: ['useState repo:facebook/react', 'content:TODO language:go'] },
  search_commits: { query: ['fix login repo:octocat/hello-world'] },
  search_issues: { query: ['is:open label:bug', 'dark mode in:title'] },
  search_pull_requests: { query: ['is:open review:required', 'author:octocat is:merged'] },
  search_repositories: { query: ['language:go topic:mcp', 'stars:>1000 supabase'] },
  search_users: { query: ['location:berlin followers:>100'] },
  search_orgs: { query: ['location:berlin'] },
};

/** Values of identifier keys that have a fixed shape. */
const shapedText = {
  sha: (next) => hex(40, next),
  commitID: (next) => hex(40, next),
  expectedHeadSha: (next) => hex(40, next),
  gist_id: (next) => hex(32, next),
  ghsaId: (next) => `GHSA-${hex(4, next)}-${hex(4, next)}-${hex(4, next)}`,
  threadID: (next) => String(between(1000000000, 9999999999, next)),
  notificationID: (next) => String(between(1000000000, 9999999999, next)),
  threadId: (next) => `PRRT_kwDO${hex(8, next)}`,
  commentNodeID: (next) => `DC_kwDO${hex(8, next)}`,
  view_id: (next) => `PVTV_kwDO${hex(8, next)}`,
  status_update_id: (next) => `PVTSU_kwDO${hex(8, next)}`,
};

/** Numbers by key: an issue-sized number, a large database id, a page size, a line. */
function numberFor(key, next) {
  if (/^(perPage|per_page)$/.test(key)) return pick([10, 25, 50, 100], next);
  if (key === 'page') return pick([1, 2, 3], next);
  if (/line/i.test(key)) return between(1, 400, next);
  if (key === 'iteration_duration') return pick([7, 14], next);
  if (/^(run_id|job_id|comment_id|commentId|sub_issue_id|item_id|field_id|after_id|before_id)$/.test(key)) return between(100000000, 9999999999, next);
  return between(1, 2000, next);
}

/** A value for `key` of the tool `toolName` under `schema`, or `undefined` when the generator
 * cannot write one. */
function valueFor(key, schema, next, toolName) {
  if (schema === undefined || schema === null) return undefined;
  if (Array.isArray(schema.enum)) return pick(schema.enum, next);
  const variants = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(variants)) return valueFor(key, variants.find((variant) => variant.type !== 'null'), next, toolName);
  switch (schema.type) {
    case 'string':
      if (shapedText[key] !== undefined) return shapedText[key](next);
      return pick(textValuesByTool[toolName]?.[key] ?? textValues[key] ?? [key.replaceAll('_', ' ')], next);
    case 'number':
    case 'integer':
      return Math.max(numberFor(key, next), schema.minimum ?? 0);
    case 'boolean':
      return next() < 0.5;
    case 'array': {
      if (schema.items === undefined) return undefined;
      if (Array.isArray(schema.items.enum)) return [...new Set([pick(schema.items.enum, next), pick(schema.items.enum, next)])];
      const singular = key === 'labels' ? ['bug', 'enhancement'] : key === 'assignees' || key === 'reviewers' ? ['octocat', 'hubot'] : undefined;
      if (singular !== undefined && (schema.items.type ?? 'string') === 'string') return singular.slice(0, 1 + Math.floor(next() * 2));
      const item = valueFor(key.replace(/s$/, ''), schema.items, next, toolName);
      return item === undefined ? undefined : [item];
    }
    case 'object':
      return isObject(schema.properties) ? objectFor(schema, next, 0, toolName) : undefined;
    default:
      return undefined;
  }
}

const plainKinds = new Set(['string', 'number', 'integer', 'boolean']);

/** Whether an optional key is of a plain kind (text, number, yes/no, choice, list of those). */
const isPlain = (schema) =>
  Array.isArray(schema.enum) || plainKinds.has(schema.type) || (schema.type === 'array' && (plainKinds.has(schema.items?.type) || Array.isArray(schema.items?.enum)));

/** An object for `schema`: its required keys, every key with a `default` (written out, so
 * that a validator filling defaults in leaves the call as it is), and plain optional keys
 * with `chance`. */
function objectFor(schema, next, chance, toolName) {
  const required = new Set(schema.required ?? []);
  const value = {};
  for (const [key, inner] of Object.entries(schema.properties ?? {})) {
    const wanted = required.has(key) || inner.default !== undefined || (isPlain(inner) && next() < chance);
    if (!wanted) continue;
    const written = valueFor(key, inner, next, toolName);
    if (written === undefined) return undefined;
    value[key] = written;
  }
  return value;
}

/** The intended arguments of a call of `tool`, with `fixed` keys given (a `method`), or
 * `undefined` when a required key has no value the generator can write. */
export function intendedArguments(tool, next, fixed = {}) {
  const written = objectFor(tool.parameters, next, 0.35, tool.name);
  return written === undefined ? undefined : { ...written, ...fixed };
}
