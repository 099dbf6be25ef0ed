import { describe, expect, it } from 'vitest';
import {
  frontDoorUpstreamOf,
  frontDoorVariableValue,
} from '../../../../local/gateway/front-door/front-door-upstream.ts';

describe('frontDoorUpstreamOf', () => {
  it('reads back what the launcher wrote', () => {
    const upstream = { socketPath: '/tmp/parley-gateway-x/gateway.sock', publicPort: 54321 };

    expect(frontDoorUpstreamOf({ PARLEY_GATEWAY_FRONT_DOOR: frontDoorVariableValue(upstream) })).toEqual(upstream);
  });

  it('is null when the gateway runs without the front door', () => {
    expect(frontDoorUpstreamOf({})).toBeNull();
    expect(frontDoorUpstreamOf({ PARLEY_GATEWAY_FRONT_DOOR: ' ' })).toBeNull();
  });

  it.each(['/tmp/x.sock', '{"socketPath":"/tmp/x.sock"}', '{"socketPath":"","publicPort":1}'])(
    'refuses %s, saying who sets it',
    (value) => {
      expect(() => frontDoorUpstreamOf({ PARLEY_GATEWAY_FRONT_DOOR: value })).toThrow(
        "PARLEY_GATEWAY_FRONT_DOOR is set by npm start's launcher",
      );
    },
  );
});
