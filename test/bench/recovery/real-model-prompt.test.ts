import { describe, expect, it } from 'vitest';
import { leafValues, openingMessages, userMessageFor } from '../../../bench/recovery/real-model-prompt.ts';
import type { RecoveryCase } from '../../../bench/recovery/recovery-case.ts';

const eventCase: RecoveryCase = {
  id: 'event',
  kind: 'invalid_arguments',
  tools: [{
    name: 'calendar_create_event',
    description: 'Create a calendar event.',
    parameters: { type: 'object', properties: { summary: { type: 'string' }, start: { type: 'object' } } },
  }],
  call: { name: 'calendar_create_event', arguments: '{"summary":"Standup","start":"9am"}' },
  intended: {
    name: 'calendar_create_event',
    arguments: {
      summary: 'Standup',
      start: { dateTime: '2026-11-27T09:00:00', timeZone: 'Europe/Oslo' },
      attendees: 3,
    },
  },
};

describe('leafValues', () => {
  it('lists the values depth first, without keys', () => {
    expect(leafValues({ a: 1, b: { c: 'x', d: [true, null] } })).toEqual([1, 'x', true, null]);
  });
});

describe('userMessageFor', () => {
  it("states the task in the tool's description and the intended values", () => {
    expect(userMessageFor(eventCase)).toBe(
      'Create a calendar event. Use these values: "Standup", "2026-11-27T09:00:00", "Europe/Oslo", 3.',
    );
  });

  it('never names the tool or a key: that would give the answer away', () => {
    const message = userMessageFor(eventCase);
    for (const word of ['calendar_create_event', 'summary', 'start', 'dateTime', 'timeZone', 'attendees']) {
      expect(message).not.toContain(word);
    }
  });
});

describe('openingMessages', () => {
  it("puts the model's own faulty call after the task, as it emitted it", () => {
    expect(openingMessages(eventCase).map((message) => message.role)).toEqual(['system', 'user', 'assistant']);
    expect(openingMessages(eventCase)[2]).toMatchObject({
      toolCalls: [{ id: 'call_1', name: 'calendar_create_event', arguments: '{"summary":"Standup","start":"9am"}' }],
    });
  });
});
