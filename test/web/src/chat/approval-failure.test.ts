import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../web/src/api/api-error.ts';
import { approvalFailureOf } from '../../../../web/src/chat/approval-failure.ts';

function refusal(status: number, code: string): ApiError {
  return new ApiError('request', 'The function’s own words.', { status, code, requestId: 'r1' });
}

describe('approvalFailureOf', () => {
  it.each([
    [409, 'approval_not_pending', /already answered — perhaps in another tab/],
    [410, 'approval_expired', /expired, so nothing was done/],
    [400, 'approval_invalid', /no longer match/],
  ])('says plainly what a %i %s means, with no Retry', (status, code, message) => {
    const shown = approvalFailureOf(refusal(status, code));

    expect(shown).toMatchObject({ kind: 'request', status, code, requestId: 'r1' });
    expect(shown?.message).toMatch(message);
  });

  it('leaves any other failure to the usual messages', () => {
    expect(approvalFailureOf(refusal(400, 'bad_request'))).toBeNull();
    expect(approvalFailureOf(new ApiError('network', 'Cannot reach the server.'))).toBeNull();
    expect(approvalFailureOf(new Error('boom'))).toBeNull();
  });
});
