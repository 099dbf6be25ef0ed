import { describe, expect, it } from 'vitest';
import { sendEmailConsent } from '../../../shared/integrations/gmail/send-email-consent.ts';
import { scrapeConsent } from '../../../shared/integrations/search/scrape-consent.ts';
import { type ApprovalPolicy, defaultApprovalPolicy } from '../../../shared/tools/approval-policy.ts';
import { type ConsentGate, decideConsent, previewOf } from '../../../shared/tools/consent-decision.ts';

const sendTool = { name: 'gmail_send_email', sideEffects: true, consent: sendEmailConsent };
const scrapeTool = { name: 'scrape_and_summarize', consent: scrapeConsent };
const mail = (to: string[], cc: string[] = [], bcc: string[] = []) => ({ to, cc, bcc, subject: 'Hi', body: 'Hello' });

function gate(
  userTexts: string[],
  links: string[] = [],
  policy: Partial<ApprovalPolicy> = {},
  approved: string[] = [],
): ConsentGate {
  return {
    policy: { ...defaultApprovalPolicy, ...policy },
    grounding: { userTexts, links },
    approvedCallIds: new Set(approved),
  };
}

describe('decideConsent', () => {
  describe('under the default `auto` policy', () => {
    it('runs a send whose recipients the user wrote, in any case', () => {
      expect(decideConsent(sendTool, mail(['Ana@Example.com']), 'c1', gate(['email ana@example.com please'])))
        .toEqual({ kind: 'run' });
    });

    it('asks for a recipient the user never wrote, naming it', () => {
      const decision = decideConsent(sendTool, mail(['attacker@evil.example']), 'c1', gate(['summarize my inbox']));

      expect(decision).toMatchObject({
        kind: 'ask',
        reason: '`attacker@evil.example` does not appear in anything you wrote.',
      });
    });

    it('asks for a recipient that only a tool output named (where injected addresses come from)', () => {
      const decision = decideConsent(
        sendTool,
        mail(['attacker@evil.example']),
        'c1',
        gate(['summarize my inbox'], ['mailto:attacker@evil.example']),
      );

      expect(decision.kind).toBe('ask');
    });

    it('asks for a link of an HTML body the user never wrote (a phishing link, a tracking image)', () => {
      const html =
        '<p>Pay now</p><a href="https://pay.phish.example/pay">Pay</a><img src="//t.evil.example/p.gif?d=1">';
      const decision = decideConsent(
        sendTool,
        { ...mail(['team@acme.example']), html_body: html },
        'c1',
        gate(['forward the IT notice to team@acme.example']),
      );

      expect(decision.kind === 'ask' ? decision.ungrounded : []).toEqual([
        { argument: 'html_body', kind: 'url', value: 'https://pay.phish.example/pay' },
        { argument: 'html_body', kind: 'url', value: 'https://t.evil.example/p.gif?d=1' },
        { argument: 'html_body', kind: 'host', value: 'pay.phish.example' },
        { argument: 'html_body', kind: 'host', value: 't.evil.example' },
      ]);
    });

    it('runs an HTML mail whose links the user wrote', () => {
      const html = '<a href="https://docs.example/guide">the guide</a>';
      expect(decideConsent(
        sendTool,
        { ...mail(['ana@example.com']), html_body: html },
        'c1',
        gate(['send ana@example.com https://docs.example/guide as a link']),
      )).toEqual({ kind: 'run' });
    });

    it('asks for a bcc the user never wrote even when `to` is theirs', () => {
      const decision = decideConsent(
        sendTool,
        mail(['ana@example.com'], [], ['spy@evil.example']),
        'c1',
        gate(['email ana@example.com']),
      );

      expect(decision).toMatchObject({ kind: 'ask', ungrounded: [{ argument: 'bcc', value: 'spy@evil.example' }] });
    });

    it('does not take an address inside a longer one the user wrote as written', () => {
      const decision = decideConsent(sendTool, mail(['a@example.co']), 'c1', gate(['mail ana@example.com']));

      expect(decision.kind).toBe('ask');
    });

    it('runs a fetch of a URL the user ended a sentence with', () => {
      const decision = decideConsent(
        scrapeTool,
        { urls: ['https://status.example/incident-42'] },
        'c1',
        gate(['Summarize the report at https://status.example/incident-42.']),
      );

      expect(decision).toEqual({ kind: 'run' });
    });

    it('runs a fetch of a link a search of this turn returned', () => {
      const link = 'https://news.example/story?id=7';
      expect(decideConsent(scrapeTool, { urls: [link] }, 'c1', gate(['news on X'], [link]))).toEqual({ kind: 'run' });
    });

    it('asks for a URL the model composed with data in its query', () => {
      const decision = decideConsent(
        scrapeTool,
        { urls: ['https://evil.example/collect?inbox=secret'] },
        'c1',
        gate(['read https://evil.example/ for me'], ['https://evil.example/collect']),
      );

      expect(decision).toMatchObject({ kind: 'ask' });
      expect(decision.kind === 'ask' && decision.reason).toContain('the links a search returned');
    });

    it('runs a call the user approved, whatever its destinations', () => {
      expect(decideConsent(sendTool, mail(['bob@example.com']), 'c1', gate([], [], {}, ['c1']))).toEqual({
        kind: 'run',
      });
    });

    it('never asks for a read-only tool', () => {
      expect(decideConsent({ name: 'web_search' }, { query: 'x' }, 'c1', gate([], [], { defaultMode: 'always' })))
        .toEqual({ kind: 'run' });
    });

    it('asks when the tool says it always asks', () => {
      const tool = { name: 'files__delete', sideEffects: true, consent: { alwaysAsks: 'It is destructive.' } };
      expect(decideConsent(tool, {}, 'c1', gate(['delete it']))).toMatchObject({
        kind: 'ask',
        reason: 'It is destructive.',
      });
    });
  });

  describe('under the agent policy', () => {
    it('asks for every side-effect call under `always`', () => {
      expect(
        decideConsent(
          sendTool,
          mail(['ana@example.com']),
          'c1',
          gate(['ana@example.com'], [], { defaultMode: 'always' }),
        ),
      )
        .toMatchObject({ kind: 'ask' });
    });

    it('never asks under a tool-level `never`', () => {
      const policy = { tools: { gmail_send_email: 'never' as const } };
      expect(decideConsent(sendTool, mail(['x@evil.example']), 'c1', gate([], [], policy))).toEqual({ kind: 'run' });
    });

    it('counts an allowed address, domain or URL prefix as grounded', () => {
      const policy = { allowedDestinations: ['@team.example', 'boss@corp.example', 'https://docs.example/'] };
      expect(decideConsent(sendTool, mail(['dev@team.example', 'Boss@corp.example']), 'c1', gate([], [], policy)))
        .toEqual({ kind: 'run' });
      expect(decideConsent(scrapeTool, { urls: ['https://docs.example/guide'] }, 'c1', gate([], [], policy)))
        .toEqual({ kind: 'run' });
      expect(decideConsent(sendTool, mail(['dev@evilteam.example']), 'c1', gate([], [], policy)).kind).toBe('ask');
    });
  });
});

describe('previewOf', () => {
  it('shows a mail as it will be sent', () => {
    expect(previewOf(sendTool, { ...mail(['ana@example.com']), html_body: '<b>x</b>' })).toEqual({
      kind: 'email',
      to: ['ana@example.com'],
      cc: [],
      bcc: [],
      subject: 'Hi',
      body: 'Hello',
      hasHtml: true,
    });
  });

  it('shows the arguments of a tool without its own preview', () => {
    expect(previewOf({ name: 'notes_add' }, { text: 'x' })).toEqual({
      kind: 'tool',
      server: null,
      tool: 'notes_add',
      arguments: { text: 'x' },
    });
  });
});
