import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineTool } from '../../../shared/tools/index.ts';
import { createTestExecutor, failureOf, resultOf, toolCall } from './support/create-test-executor.ts';

const ticketParameters = z.object({
  event_id: z.string(),
  quantity: z.number().int(),
  add_ons: z.array(z.string()).optional(),
  seat_section: z.string().optional(),
});

function ticketTools(handler = vi.fn((input: unknown) => input)) {
  const bookTickets = defineTool({
    name: 'book_tickets',
    description: 'Book tickets for an event.',
    parameters: ticketParameters,
    sideEffects: true,
    execute: handler,
  });
  const quoteTickets = defineTool({
    name: 'quote_tickets',
    description: 'Price tickets for an event without booking them.',
    parameters: ticketParameters,
    execute: handler,
  });
  return { tools: [bookTickets, quoteTickets], handler };
}

/** A call cut off right after a complete value: the repair only has to close it. */
const cutAfterArray = '{"event_id":"evt_1","quantity":2,"add_ons":["Backstage Pass"]';

describe('executeToolCall', () => {
  describe('when a side-effect call stops before its closing brackets', () => {
    it('does not run it and asks for the whole call again, naming the tool', async () => {
      const { tools, handler } = ticketTools();
      const { executor } = createTestExecutor(tools);

      const outcome = failureOf(await executor.execute(toolCall('book_tickets', cutAfterArray)));

      expect(handler).not.toHaveBeenCalled();
      expect(outcome.category).toBe('invalid_arguments');
      expect(outcome.modelMessage).toContain('`book_tickets`');
      expect(outcome.modelMessage).toMatch(/JSON/);
      expect(outcome.modelMessage).toMatch(/whole call again/);
    });

    it('refuses a call cut between members the same way', async () => {
      const { tools, handler } = ticketTools();
      const { executor } = createTestExecutor(tools);

      failureOf(await executor.execute(toolCall('book_tickets', '{"event_id":"evt_1","quantity":2,')));

      expect(handler).not.toHaveBeenCalled();
    });
  });

  describe('when a read-only call stops before its closing brackets', () => {
    it('runs the repaired call', async () => {
      const { tools, handler } = ticketTools();
      const { executor } = createTestExecutor(tools);

      const outcome = resultOf(await executor.execute(toolCall('quote_tickets', cutAfterArray)));

      expect(handler).toHaveBeenCalledOnce();
      expect(outcome.input).toEqual({ event_id: 'evt_1', quantity: 2, add_ons: ['Backstage Pass'] });
    });
  });

  describe('when a side-effect call has other slips but is whole', () => {
    it.each([
      ['single quotes', "{'event_id':'evt_1','quantity':2}"],
      ['a trailing comma', '{"event_id":"evt_1","quantity":2,}'],
      ['a code fence', '```json\n{"event_id":"evt_1","quantity":2}\n```'],
      ['a comment holding a bracket', '{"event_id":"evt_1", // [note\n"quantity":2}'],
    ])('runs it after repairing %s', async (_label, raw) => {
      const { tools, handler } = ticketTools();
      const { executor } = createTestExecutor(tools);

      resultOf(await executor.execute(toolCall('book_tickets', raw)));

      expect(handler).toHaveBeenCalledOnce();
    });
  });
});
