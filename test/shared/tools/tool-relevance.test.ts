import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type AnyToolDefinition, defineTool, ToolRegistry } from '../../../shared/tools/index.ts';
import { rankTools } from '../../../shared/tools/tool-relevance.ts';
import { createTestExecutor, failureOf, toolCall } from './support/create-test-executor.ts';
import { realisticTools } from './support/realistic-tools.ts';

function tool(name: string, description: string, parameters: z.ZodType): AnyToolDefinition {
  return defineTool({ name, description, parameters, execute: () => 'ok' });
}

/** A travel agent's tools among 40 unrelated MCP tools, the intended one near the end. */
function travelCatalog(): AnyToolDefinition[] {
  return [
    ...realisticTools(40),
    tool(
      'create_itinerary',
      'Put together a trip for a traveler.',
      z.object({ traveler_id: z.string(), destination: z.string(), start_date: z.string() }),
    ),
    tool(
      'list_travelers',
      'List the travelers of an account.',
      z.object({ account_id: z.string(), limit: z.number().optional() }),
    ),
    tool(
      'update_traveler',
      "Change a traveler's profile.",
      z.object({ traveler_id: z.string(), fields: z.record(z.string(), z.string()) }),
    ),
  ];
}

const planTrip = { traveler_id: 't-9', destination: 'Lisbon', start_date: '2027-03-01' };

describe('rankTools', () => {
  describe('when the name shares no word with any tool but the arguments fit one fully', () => {
    it('suggests that tool first', () => {
      const ranked = rankTools(new ToolRegistry(travelCatalog()), 'plan_trip', Object.keys(planTrip), 3);

      expect(ranked.suggestions.map((suggestion) => suggestion.name)).toEqual(['create_itinerary']);
    });

    it('orders the other tools by how many keys they share, never by catalog position', () => {
      const ranked = rankTools(new ToolRegistry(travelCatalog()), 'plan_trip', Object.keys(planTrip), 3);

      expect(ranked.ordered.slice(0, 2)).toEqual(['create_itinerary', 'update_traveler']);
    });
  });

  describe('when many tools take the keys given', () => {
    it('suggests none of them for the keys alone', () => {
      const lists = ['list_orders', 'list_invoices', 'list_refunds'].map((name) =>
        tool(name, `List ${name.slice(5)}.`, z.object({ limit: z.number().optional(), cursor: z.string().optional() }))
      );

      const ranked = rankTools(new ToolRegistry(lists), 'show_things', ['limit', 'cursor'], 3);

      expect(ranked.suggestions).toEqual([]);
    });
  });

  describe("when the name shares a word with one tool and the arguments are another tool's parameters", () => {
    it('suggests the tool the arguments fit before the tool that only shares the word', () => {
      const tools = [
        tool('add_visit_note', 'Add a note to a patient visit.', z.object({ visit_id: z.string(), note: z.string() })),
        tool(
          'book_appointment',
          'Book an appointment with a provider.',
          z.object({ patient_id: z.string(), provider_id: z.string(), starts_at: z.string() }),
        ),
      ];

      const ranked = rankTools(
        new ToolRegistry(tools),
        'schedule_visit',
        ['patient_id', 'provider_id', 'starts_at'],
        3,
      );

      expect(ranked.suggestions[0]?.name).toBe('book_appointment');
      expect(ranked.ordered).toEqual(['book_appointment', 'add_visit_note']);
    });
  });

  describe('when the name clearly names a tool', () => {
    it('keeps it first even when another tool fits the keys', () => {
      const tools = [
        tool('send_invoice', 'Send an invoice.', z.object({ invoice_id: z.string(), note: z.string().optional() })),
        tool('annotate_order', 'Add a note to an order.', z.object({ invoice_id: z.string(), note: z.string() })),
      ];

      const ranked = rankTools(new ToolRegistry(tools), 'send_invoce', ['invoice_id', 'note'], 3);

      expect(ranked.suggestions[0]?.name).toBe('send_invoice');
    });
  });
});

describe('executeToolCall for an unknown name in a big catalog', () => {
  it('names the tool the arguments fit, though no name word matches and the list is capped', async () => {
    const { executor } = createTestExecutor(travelCatalog());

    const outcome = failureOf(await executor.execute(toolCall('plan_trip', planTrip)));

    expect(outcome.category).toBe('not_found');
    expect(outcome.modelMessage).toMatch(/^Tool `plan_trip` is not available\. Did you mean `create_itinerary`/);
  });
});
