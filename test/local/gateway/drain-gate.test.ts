import { describe, expect, it } from 'vitest';
import { createDrainGate, gatewayInternalCalls, gatewayRequestIdHeader } from '../../../local/gateway/drain-gate.ts';
import { createSecretMatcher } from '../../../shared/http/secret-comparison.ts';

const serviceRoleKey = 'service-role-key-for-drain-gate';
const secretKey = 'sb_secret_key-for-drain-gate';
const turnInFlight = (): boolean => true;
const nothingInFlight = (): boolean => false;
const serviceKeys = createSecretMatcher([secretKey, serviceRoleKey]);
const isInternal = gatewayInternalCalls(() => serviceKeys);

function call(path: string, headers: Record<string, string> = {}): Request {
  return new Request(`http://127.0.0.1:54321${path}`, { method: 'POST', headers });
}

describe('gatewayInternalCalls', () => {
  it("lets a service-role call through while a request is in flight (chat's tool calls carry no request id)", async () => {
    expect(
      await isInternal(call('/functions/v1/gmail-api', { authorization: `Bearer ${serviceRoleKey}` }), turnInFlight),
    ).toBe(true);
  });

  it("lets chat's call with a secret key in the apikey header through while a request is in flight", async () => {
    expect(await isInternal(call('/functions/v1/web-search-api', { apikey: secretKey }), turnInFlight)).toBe(true);
  });

  it('lets the functions reach the sandbox stand-ins', async () => {
    expect(await isInternal(call('/sandbox/gmail/v1/users/me/messages/send'), turnInFlight)).toBe(true);
  });

  it.each([
    ['a user token while a turn is in flight', { authorization: 'Bearer user-token' }, turnInFlight],
    ['a caller naming an id in flight without the key', { 'x-request-id': 'turn-in-flight' }, turnInFlight],
    ['the service role when nothing is in flight', { authorization: `Bearer ${serviceRoleKey}` }, nothingInFlight],
    ['the secret key when nothing is in flight', { apikey: secretKey }, nothingInFlight],
    ['another secret key while a turn is in flight', { apikey: 'sb_secret_someone-else' }, turnInFlight],
  ])('refuses %s', async (_name, headers, anyInFlight) => {
    expect(await isInternal(call('/functions/v1/web-search-api', headers), anyInFlight)).toBe(false);
  });
});

describe('createDrainGate', () => {
  it('counts a request in flight until its body has been read, under the id it hands the gateway (a caller cannot choose it)', async () => {
    const gate = createDrainGate({ generateId: () => 'generated-id', isInternalCall: () => false });
    const seenIds: (string | null)[] = [];
    const handler = gate.wrap(async (request) => {
      seenIds.push(request.headers.get(gatewayRequestIdHeader));
      return new Response('streamed reply');
    });

    const response = await handler(
      new Request('http://127.0.0.1/functions/v1/chat', {
        method: 'POST',
        body: '{}',
        headers: { 'x-request-id': 'chosen-by-caller', [gatewayRequestIdHeader]: 'also-chosen' },
      }),
    );
    const inFlightBeforeReading = gate.inFlight();
    await response.text();
    await gate.drained();

    expect(seenIds).toEqual(['generated-id']);
    expect(inFlightBeforeReading).toEqual(['generated-id']);
    expect(gate.inFlight()).toEqual([]);
  });
});
