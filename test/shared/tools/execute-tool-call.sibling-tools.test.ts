import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type AnyToolDefinition, defineTool } from '../../../shared/tools/index.ts';
import { createTestExecutor, failureOf, resultOf, toolCall } from './support/create-test-executor.ts';

function tool(name: string, parameters: z.ZodType, handler = vi.fn((input: unknown) => input)): AnyToolDefinition {
  return defineTool({ name, description: `The ${name.replace(/_/g, ' ')} tool.`, parameters, execute: handler });
}

describe('executeToolCall', () => {
  describe('when a strict tool gets a key that another tool declares', () => {
    it('names the other tool first as the likely intended one, and runs neither', async () => {
      const webSearch = vi.fn();
      const catalogSearch = vi.fn();
      const { executor } = createTestExecutor([
        tool('web_search_titles', z.strictObject({ query: z.string() }), webSearch),
        tool('catalog_find_titles', z.object({ query: z.string(), branch: z.string() }), catalogSearch),
        tool('catalog_list_branches', z.object({ city: z.string().optional() })),
      ]);

      const outcome = failureOf(
        await executor.execute(toolCall('web_search_titles', { query: 'dune', branch: 'north' })),
      );

      expect(outcome.category).toBe('invalid_arguments');
      expect(outcome.modelMessage.split('\n')[0]).toBe(
        '`web_search_titles` does not take `branch`; `catalog_find_titles` takes it. If you meant `catalog_find_titles`, call it instead. Otherwise fix `web_search_titles`:',
      );
      expect(outcome.modelMessage).toContain('`branch`: unknown parameter');
      expect(webSearch).not.toHaveBeenCalled();
      expect(catalogSearch).not.toHaveBeenCalled();
    });
  });

  describe('when a tool is missing a required key and the given keys belong to another tool', () => {
    it('points at the other tool instead of asking the user for the missing key', async () => {
      const { executor } = createTestExecutor([
        tool('crm_list_projects', z.object({ owner_id: z.string(), status: z.string().optional() })),
        tool('crm_contact_person', z.object({ person_name: z.string(), message: z.string() })),
      ]);

      const outcome = failureOf(
        await executor.execute(toolCall('crm_list_projects', { person_name: 'Ada', message: 'Hello' })),
      );

      expect(outcome.category).toBe('invalid_arguments');
      expect(outcome.interaction).toBeUndefined();
      expect(outcome.modelMessage).not.toMatch(/Question:/);
      expect(outcome.modelMessage).toMatch(
        /^`crm_list_projects` does not take `person_name`, `message`; `crm_contact_person` takes them\./,
      );
    });
  });

  describe('when a schema that drops unknown keys would run without a key another tool declares', () => {
    it('does not run it and names the other tool', async () => {
      const listing = vi.fn((input: unknown) => input);
      const { executor } = createTestExecutor([
        tool('list_rooms', z.object({ floor: z.number().optional() }), listing),
        tool('book_room', z.object({ floor: z.number(), room: z.string(), from: z.string() })),
      ]);

      const outcome = failureOf(
        await executor.execute(toolCall('list_rooms', { floor: 2, room: '2.14', from: '10:00' })),
      );

      expect(listing).not.toHaveBeenCalled();
      expect(outcome.modelMessage).toBe(
        '`list_rooms` does not take `room`, `from`; `book_room` takes them. If you meant `book_room`, call it instead. Otherwise call `list_rooms` again without `room`, `from`.',
      );
    });
  });

  describe('when no other tool fits the call better', () => {
    it('still asks the user for a missing key the called tool declares', async () => {
      const { executor } = createTestExecutor([
        tool('send_note', z.object({ recipient: z.string(), text: z.string() })),
        tool('save_draft', z.object({ text: z.string(), recipient: z.string().optional() })),
      ]);

      const outcome = failureOf(await executor.execute(toolCall('send_note', { text: 'hi' })));

      expect(outcome.category).toBe('needs_input');
      expect(outcome.modelMessage).not.toContain('save_draft');
    });

    it('does not name a tool that would still lack a key it requires', async () => {
      const { executor } = createTestExecutor([
        tool('list_rooms', z.strictObject({ floor: z.number().optional() })),
        tool('book_room', z.object({ floor: z.number(), room: z.string(), from: z.string() })),
      ]);

      const outcome = failureOf(await executor.execute(toolCall('list_rooms', { floor: 2, room: '2.14' })));

      expect(outcome.modelMessage).not.toContain('book_room');
    });

    it('runs a call of a tool that takes most of the keys, though another tool takes them all', async () => {
      const { executor } = createTestExecutor([
        tool('search_web', z.object({ query: z.string(), region: z.string().optional() })),
        tool('search_news', z.object({ query: z.string(), region: z.string(), limit: z.number() })),
      ]);

      const outcome = resultOf(
        await executor.execute(toolCall('search_web', { query: 'tides', region: 'eu', limit: 3 })),
      );

      expect(outcome.input).toEqual({ query: 'tides', region: 'eu' });
    });

    it('does not name another tool for a key that is a slip of a parameter of the called tool', async () => {
      const { executor } = createTestExecutor([
        tool('plan_route', z.strictObject({ start_point: z.string(), end_point: z.string() })),
        tool('log_trip', z.object({ startPoint: z.string(), endPoint: z.string() })),
      ]);

      const outcome = failureOf(
        await executor.execute(toolCall('plan_route', { startPoint: 'A', endPoint: 'B' })),
      );

      expect(outcome.modelMessage).not.toContain('log_trip');
    });

    it('does not name another tool for a single key', async () => {
      const { executor } = createTestExecutor([
        tool('get_forecast', z.strictObject({ city: z.string() })),
        tool('find_stores', z.object({ location: z.string() })),
      ]);

      const outcome = failureOf(await executor.execute(toolCall('get_forecast', { location: 'Oslo' })));

      expect(outcome.modelMessage).not.toContain('find_stores');
    });

    it('runs a call whose extra key no other tool declares, as before', async () => {
      const { executor } = createTestExecutor([
        tool('list_rooms', z.object({ floor: z.number().optional() })),
        tool('book_room', z.object({ floor: z.number(), room: z.string() })),
      ]);

      const outcome = resultOf(await executor.execute(toolCall('list_rooms', { floor: 2, colour: 'blue' })));

      expect(outcome.input).toEqual({ floor: 2 });
    });
  });
});
