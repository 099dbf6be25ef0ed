/**
 * The layers of `shared/`, lowest first, and which folders each may import. The one list of
 * allowed import directions: architecture.test.ts checks every import against it, and that
 * the table in docs/architecture.md (#layers-of-shared) says the same.
 */

/** A folder of `shared/`. */
export type SharedLayer =
  | 'tools'
  | 'protocol'
  | 'log'
  | 'llm'
  | 'db'
  | 'http'
  | 'integrations'
  | 'mcp'
  | 'analytics'
  | 'chat'
  | 'config'
  | 'functions';

/** Each layer and the layers it may import; `'any'` for the composition at the top. */
export const sharedLayers: readonly { layer: SharedLayer; mayImport: readonly SharedLayer[] | 'any' }[] = [
  { layer: 'tools', mayImport: [] },
  { layer: 'protocol', mayImport: ['tools'] },
  { layer: 'log', mayImport: ['tools'] },
  { layer: 'llm', mayImport: ['tools', 'log'] },
  { layer: 'db', mayImport: ['tools', 'log', 'llm'] },
  { layer: 'http', mayImport: ['log', 'db'] },
  { layer: 'integrations', mayImport: ['tools', 'log', 'llm', 'db', 'http'] },
  { layer: 'mcp', mayImport: ['tools', 'log', 'db'] },
  { layer: 'analytics', mayImport: ['tools', 'protocol', 'log', 'db', 'http'] },
  { layer: 'chat', mayImport: ['tools', 'protocol', 'log', 'llm', 'db', 'http'] },
  { layer: 'config', mayImport: ['llm', 'db', 'http', 'integrations', 'chat'] },
  { layer: 'functions', mayImport: 'any' },
];
