import { createFetchTargetCheck } from '../../../../shared/integrations/fetch/fetch-target.ts';

/** The address check the chat function uses with PARLEY_ALLOW_LOOPBACK_FETCH=on-for-tests-only:
 * the tests' MCP servers listen on http://127.0.0.1. */
export const localMcpAddresses = createFetchTargetCheck({
  resolveHost: () => Promise.resolve([]),
  schemes: ['https:', 'http:'],
  allowLoopbackForTests: true,
});
