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
      message: "Gmail was not connected: access was declined on Google's consent screen.",
    });
  });

  it("never shows the link's own message, which anyone can write (a phishing aid)", () => {
    const phishing = 'Your+account+is+locked.+Call++1-800-000+now';
    expect(readOAuthReturn(`?integration=gmail&status=error&reason=temporarily_unavailable&message=${phishing}`))
      .toMatchObject({ message: expect.stringContaining('could not be reached') });
    expect(readOAuthReturn(`?integration=gmail&status=error&reason=made_up&message=${phishing}`))
      .toMatchObject({ message: 'The connection failed. Start connecting again.' });
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
