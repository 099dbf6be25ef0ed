import { describe, expect, it } from 'vitest';
import { readOAuthReturn, withoutOAuthReturn } from '../../../../web/src/integrations/oauth-return.ts';

describe('readOAuthReturn', () => {
  it('reads a consent to finish, with its completion code', () => {
    expect(readOAuthReturn('?integration=gmail&status=pending&code=Zm9vYmFy')).toEqual({
      integration: 'gmail',
      status: 'pending',
      code: 'Zm9vYmFy',
    });
  });

  it('explains a known reason in its own words', () => {
    expect(readOAuthReturn('?integration=gmail&status=error&reason=access_denied&message=The+user+denied')).toEqual({
      integration: 'gmail',
      status: 'error',
      reason: 'access_denied',
      message: 'You did not allow access.',
    });
  });

  it('shows the server’s message for another reason', () => {
    expect(readOAuthReturn('?integration=gmail&status=error&reason=temporarily_unavailable&message=Google+is+down'))
      .toMatchObject({ message: 'Google is down' });
  });

  it.each([
    '',
    '?tab=1',
    '?integration=gmail',
    '?integration=gmail&status=maybe',
    '?integration=gmail&status=pending',
    '?integration=gmail&status=pending&code=',
    '?integration=gmail&status=connected',
  ])('is null for %j', (search) => {
    expect(readOAuthReturn(search)).toBeNull();
  });
});

describe('withoutOAuthReturn', () => {
  it('keeps the other parameters', () => {
    expect(withoutOAuthReturn('?integration=gmail&status=error&reason=x&message=y&tab=1')).toBe('?tab=1');
    expect(withoutOAuthReturn('?integration=gmail&status=pending&code=Zm9vYmFy')).toBe('');
  });
});
