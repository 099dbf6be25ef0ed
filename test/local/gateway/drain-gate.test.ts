import { describe, expect, it } from 'vitest';
import { createDrainGate, gatewayInternalCalls } from '../../../local/gateway/drain-gate.ts';

const serviceRoleKey = 'service-role-key-for-drain-gate';
const inFlight = (requestId: string): boolean => requestId === 'turn-in-flight';
const isInternal = gatewayInternalCalls(() => serviceRoleKey);

function call(path: string, headers: Record<string, string> = {}): Request {
  return new Request(`http://127.0.0.1:54321${path}`, { method: 'POST', headers });
}

describe('gatewayInternalCalls', () => {
  it('lets a service-role call under the id of a request in flight through', () => {
    expect(
      isInternal(
        call('/functions/v1/gmail-api', {
          authorization: `Bearer ${serviceRoleKey}`,
          'x-request-id': 'turn-in-flight',
        }),
        inFlight,
      ),
    ).toBe(true);
  });

  it('lets the functions reach the sandbox stand-ins', () => {
    expect(isInternal(call('/sandbox/gmail/v1/users/me/messages/send'), inFlight)).toBe(true);
  });

  it.each([
    ['a user token under an id in flight', { authorization: 'Bearer user-token', 'x-request-id': 'turn-in-flight' }],
    ['the service role under an id not in flight', {
      authorization: `Bearer ${serviceRoleKey}`,
      'x-request-id': 'another-request',
    }],
    ['the service role without an id', { authorization: `Bearer ${serviceRoleKey}` }],
  ])('refuses %s', (_name, headers) => {
    expect(isInternal(call('/functions/v1/web-search-api', headers), inFlight)).toBe(false);
  });
});

describe('createDrainGate', () => {
  it('counts a request in flight until its body has been read, under the id its calls carry', async () => {
    const gate = createDrainGate({ generateId: () => 'generated-id', isInternalCall: () => false });
    const seenIds: (string | null)[] = [];
    const handler = gate.wrap(async (request) => {
      seenIds.push(request.headers.get('x-request-id'));
      return new Response('streamed reply');
    });

    const response = await handler(new Request('http://127.0.0.1/functions/v1/chat', { method: 'POST', body: '{}' }));
    const inFlightBeforeReading = gate.inFlight();
    await response.text();
    await gate.drained();

    expect(seenIds).toEqual(['generated-id']);
    expect(inFlightBeforeReading).toEqual(['generated-id']);
    expect(gate.inFlight()).toEqual([]);
  });
});
