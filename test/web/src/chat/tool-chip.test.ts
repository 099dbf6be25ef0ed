import { describe, expect, it } from 'vitest';
import { createToolChip } from '../../../../web/src/chat/tool-chip.ts';
import { textOf, useBrowserDocument } from '../support/browser-document.ts';

useBrowserDocument();

const call = { id: 'c1', name: 'web_search', resolvedName: 'web_search', attempt: 1, durationMs: 12 };

describe('createToolChip', () => {
  describe('when the call has arguments and a result', () => {
    it('folds them, indented, into a details element that starts collapsed', () => {
      const chip = createToolChip('web_search', '{"query":"deno 2","num_results":5}');

      chip.succeed({ ...call, result: '{"results":[{"title":"Deno 2"}]}' });

      const details = chip.element.querySelector('details');
      expect(details?.hasAttribute('open')).toBe(false);
      expect(textOf(details?.querySelector('summary'))).toBe('Arguments and result of web_search');
      expect([...(details?.querySelectorAll('pre') ?? [])].map((block) => block.textContent)).toEqual([
        '{\n  "query": "deno 2",\n  "num_results": 5\n}',
        '{\n  "results": [\n    {\n      "title": "Deno 2"\n    }\n  ]\n}',
      ]);
    });

    it('shows arguments that are not JSON, and a result cut short, as they are', () => {
      const chip = createToolChip('web_search', '{"query": "deno');

      chip.succeed({ ...call, result: '{"results": [{"title": "De' });

      expect([...chip.element.querySelectorAll('pre')].map((block) => block.textContent)).toEqual([
        '{"query": "deno',
        '{"results": [{"title": "De',
      ]);
    });
  });

  describe('when nothing is known of the call but its name', () => {
    it('shows no details', () => {
      const chip = createToolChip('web_search');

      expect(chip.element.querySelector('details')?.hidden).toBe(true);
    });
  });

  describe('when the call waits for the user’s approval', () => {
    it('says so, then runs on the same chip once approved', () => {
      const chip = createToolChip('gmail_send_email', '{"to":["ana@example.com"]}');

      chip.waitForApproval();
      expect(chip.element.dataset.state).toBe('awaiting');
      expect(textOf(chip.element.querySelector('.chip-state'))).toBe('waiting for your approval');

      chip.run();
      chip.succeed({ ...call, id: 'c2', name: 'gmail_send_email', resolvedName: 'gmail_send_email' });
      expect(chip.element.dataset.state).toBe('succeeded');
      expect(textOf(chip.element.querySelector('summary'))).toBe('Arguments of gmail_send_email');
    });
  });

  describe('when the call failed', () => {
    it('shows the message the model read above the collapsed arguments', () => {
      const chip = createToolChip('searchWeb', '{}');

      chip.fail(
        { ...call, name: 'searchWeb', resolvedName: null, category: 'not_found' },
        'Tool `searchWeb` is not available.',
      );

      expect([...chip.element.children].map((child) => child.className)).toEqual([
        'chip-head',
        'chip-body',
        'chip-details',
      ]);
      expect(textOf(chip.element.querySelector('.chip-state'))).toBe('failed · not_found');
    });
  });
});
