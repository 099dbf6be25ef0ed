import { describe, expect, it } from 'vitest';
import { anyOrigin } from '../../../shared/http/allowed-origins.ts';
import { noOrigin, withOwnAnswerOrigin } from '../../../local/gateway/own-answer-origin.ts';
import { gatewayStarting } from '../../../local/gateway/relay-responses.ts';

describe('withOwnAnswerOrigin', () => {
  describe('before the functions’ origins are known (noOrigin)', () => {
    it('lets no page read the gateway’s 503 STARTING', () => {
      const response = withOwnAnswerOrigin(gatewayStarting('request-1'), 'http://127.0.0.1:54321', noOrigin);

      expect(response.status).toBe(503);
      expect(response.headers.has('access-control-allow-origin')).toBe(false);
    });
  });

  describe('when the functions allow every origin (PARLEY_CORS_ORIGINS=*)', () => {
    it('answers any page with *', () => {
      const response = withOwnAnswerOrigin(gatewayStarting('request-1'), 'https://elsewhere.example', anyOrigin);

      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    });
  });

  describe('when the functions list their pages', () => {
    it('counts localhost and 127.0.0.1 as one page, as the functions do', () => {
      const allowed = { kind: 'listed', origins: ['http://127.0.0.1:5173'] } as const;
      const response = withOwnAnswerOrigin(gatewayStarting('request-1'), 'http://localhost:5173', allowed);

      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    });
  });
});
