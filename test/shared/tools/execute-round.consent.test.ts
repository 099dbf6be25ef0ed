import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { sendEmailConsent } from '../../../shared/integrations/gmail/send-email-consent.ts';
import { defaultApprovalPolicy } from '../../../shared/tools/approval-policy.ts';
import type { ConsentGate } from '../../../shared/tools/consent-decision.ts';
import { defineTool } from '../../../shared/tools/index.ts';
import { createTestExecutor, toolCall } from './support/create-test-executor.ts';

function tools() {
  const send = vi.fn(() => ({ status: 'sent' }));
  const search = vi.fn(() => ({ results: [] }));
  return {
    send,
    search,
    definitions: [
      defineTool({
        name: 'send_email',
        description: 'Send',
        parameters: z.object({
          to: z.array(z.email()),
          cc: z.array(z.email()).default([]),
          bcc: z.array(z.email()).default([]),
          subject: z.string(),
          body: z.string(),
        }),
        sideEffects: true,
        consent: sendEmailConsent,
        execute: send,
      }),
      defineTool({
        name: 'web_search',
        description: 'Search',
        parameters: z.object({ query: z.string() }),
        execute: search,
      }),
    ],
  };
}

const consent = (userText: string, approved: string[] = []): ConsentGate => ({
  policy: defaultApprovalPolicy,
  grounding: { userTexts: [userText], links: [] },
  approvedCallIds: new Set(approved),
});

const sendTo = (id: string, to: string) => toolCall('send_email', { to: [to], subject: 's', body: 'b' }, id);

describe('executeAll with a consent step', () => {
  it('holds back the whole round when one call must ask, and acts on nothing', async () => {
    const { send, search, definitions } = tools();
    const { executor } = createTestExecutor(definitions);

    const round = await executor.executeAll(
      [toolCall('web_search', { query: 'x' }, 'call_search'), sendTo('call_send', 'eve@evil.example')],
      { consent: consent('search x') },
    );

    expect(round.kind).toBe('awaiting');
    expect(round.kind === 'awaiting' && round.approvals.map((approval) => approval.toolCallId)).toEqual(['call_send']);
    expect(send).not.toHaveBeenCalled();
    expect(search).not.toHaveBeenCalled();
  });

  it('runs the round once the asking call is approved', async () => {
    const { send, search, definitions } = tools();
    const { executor } = createTestExecutor(definitions);

    const round = await executor.executeAll(
      [toolCall('web_search', { query: 'x' }, 'call_search'), sendTo('call_send', 'eve@evil.example')],
      { consent: consent('search x', ['call_send']) },
    );

    expect(round.kind).toBe('ran');
    expect(send).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('does not ask about a call whose arguments are invalid: the model fixes it first', async () => {
    const { definitions } = tools();
    const { executor } = createTestExecutor(definitions);

    const round = await executor.executeAll([toolCall('send_email', { to: ['eve@evil.example'] }, 'call_send')], {
      consent: consent('hi'),
    });

    expect(round.kind).toBe('ran');
    expect(round.kind === 'ran' && round.outcomes[0]?.type).toBe('tool-error');
  });

  it('asks, failing closed, when a tool cannot say where a call sends data', async () => {
    const send = vi.fn();
    const tool = defineTool({
      name: 'post_data',
      description: 'Post',
      parameters: z.object({}),
      sideEffects: true,
      consent: {
        destinations: () => {
          throw new Error('broken declaration');
        },
      },
      execute: send,
    });
    const { executor } = createTestExecutor([tool]);

    const round = await executor.executeAll([toolCall('post_data', {}, 'call_post')], { consent: consent('post') });

    expect(round).toMatchObject({
      kind: 'awaiting',
      approvals: [{ reason: expect.stringContaining('could not check') }],
    });
    expect(send).not.toHaveBeenCalled();
  });
});
