import { UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { userClaimsOf } from '../../../shared/http/user-claims.ts';

const userId = '00000000-0000-4000-8000-000000000001';

describe('userClaimsOf', () => {
  it("keeps the token's own claims and sets the subject and role the check established", () => {
    const token = new UnsecuredJWT({ email: 'demo@parley.local', role: 'service_role', sub: 'someone-else' }).encode();

    const claims = userClaimsOf({ userId, token });

    expect(claims).toMatchObject({ email: 'demo@parley.local', sub: userId, role: 'authenticated' });
  });

  it('still names the subject when the token cannot be decoded again', () => {
    expect(userClaimsOf({ userId, token: 'not-a-jwt' })).toEqual({ sub: userId, role: 'authenticated' });
  });
});
