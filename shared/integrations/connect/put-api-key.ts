import { HttpError } from '../../http/http-error.ts';
import { jsonResponse } from '../../http/json-response.ts';
import { readJsonBody } from '../../http/read-json-body.ts';
import { requireUser } from '../../http/require-user.ts';
import { providerDisplayNames } from '../search/search-result.ts';
import { checkApiKeyShape, fingerprintOfKey } from './api-key-shape.ts';
import { connectLimits } from './connect-limits.ts';
import { describeIntegration } from './describe-integrations.ts';
import type { ApiKeyIntegration } from './integration-catalog.ts';
import type { IntegrationsDependencies } from './integrations-dependencies.ts';
import { apiKeyBodySchema } from './request-schemas.ts';
import { requireOwnedAgent, requireStorage } from './route-guards.ts';
import { verifyApiKey } from './verify-api-key.ts';

/**
 * `PUT /integrations/<serper|brave|serpapi>` `{ agentId, apiKey, verify? }` →
 * `{ integration, verified }`. The key's shape is checked first (400); with `verify`, one
 * search decides: refused → 422 `key_rejected`, no answer → 503 `verify_unavailable`, and
 * in both cases nothing is stored (the caller asked for a checked key). A key the
 * provider knows but whose account has no credits is stored, with a `notice`.
 */
export async function putApiKey(
  request: Request,
  dependencies: IntegrationsDependencies,
  provider: ApiKeyIntegration,
): Promise<Response> {
  const user = await requireUser(request, dependencies.verifyJwt);
  const body = await readJsonBody(request, apiKeyBodySchema, connectLimits.maxBodyBytes);
  const agent = await requireOwnedAgent(dependencies, body.agentId, user);
  const storage = requireStorage(dependencies);
  const name = providerDisplayNames[provider];
  const shape = checkApiKeyShape(provider, body.apiKey);
  if (!shape.ok) {
    throw new HttpError('bad_request', `The ${name} API key is not valid.`, {
      issues: [{ path: 'apiKey', message: `apiKey ${shape.problem}` }],
    });
  }

  let notice: string | undefined;
  if (body.verify) {
    const verification = await verifyApiKey(provider, shape.key, {
      baseUrl: dependencies.configuration.searchBaseUrls[provider],
      fetch: dependencies.fetch,
      signal: request.signal,
    });
    if (verification === 'rejected') {
      throw new HttpError(
        'key_rejected',
        `This key was rejected by ${name}: check that it was copied whole from your ${name} dashboard. It was not saved.`,
      );
    }
    if (verification === 'unavailable') {
      throw new HttpError(
        'verify_unavailable',
        `${name} could not be reached to check the key, so it was not saved. Try again, or save it with verify: false.`,
      );
    }
    if (verification === 'no_credits') {
      notice = `${name} accepted the key, but the account has no searches left: add credits for searches to work.`;
    }
  }

  await storage.credentials.save(user.userId, provider, shape.key, {
    metadata: { fingerprint: fingerprintOfKey(shape.key), connectedAt: dependencies.clock().toISOString() },
  });
  dependencies.logger.info('integration-key-saved', { userId: user.userId, provider, verified: body.verify });
  const integration = await describeIntegration(dependencies, agent, user.userId, provider);
  return jsonResponse({ integration, verified: body.verify, ...(notice === undefined ? {} : { notice }) });
}
