import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineTool, ToolError, ToolParameterError } from '../../../shared/tools/index.ts';
import { createTestExecutor, failureOf, toolCall } from './support/create-test-executor.ts';

function bookingTool(fail: () => never) {
  return defineTool({
    name: 'book_room',
    description: 'Book a meeting room.',
    parameters: z.object({ room_id: z.string(), date: z.string() }),
    execute: () => fail(),
  });
}

const call = toolCall('book_room', { room_id: 'r-7', date: '2020-01-01' });

describe('executeToolCall', () => {
  describe('when the handler rejects a parameter with a ToolParameterError', () => {
    it('tells the model which parameter and what is wrong with it', async () => {
      const { executor } = createTestExecutor([
        bookingTool(() => {
          throw new ToolParameterError('date', 'must be today or later (received 2020-01-01).');
        }),
      ]);

      const outcome = failureOf(await executor.execute(call));

      expect(outcome.category).toBe('invalid_arguments');
      expect(outcome.field).toBe('date');
      expect(outcome.modelMessage).toBe(
        '`book_room` rejected `date`: must be today or later (received 2020-01-01). Fix it and call `book_room` again.',
      );
      expect(outcome.modelRetry).toBe(true);
    });

    it('masks a secret the problem text quotes', async () => {
      const { executor } = createTestExecutor([
        bookingTool(() => {
          throw new ToolParameterError('room_id', 'unknown room for api_key=sk-live-0123456789abcdef0123');
        }),
      ]);

      const outcome = failureOf(await executor.execute(call));

      expect(outcome.modelMessage).toContain('`room_id`');
      expect(outcome.modelMessage).not.toContain('sk-live-0123456789abcdef0123');
    });
  });

  describe('when the handler fails unexpectedly', () => {
    it('shows the model no detail', async () => {
      const { executor } = createTestExecutor([
        bookingTool(() => {
          throw new TypeError('Cannot read properties of undefined (reading "slots") at db.ts:42');
        }),
      ]);

      const outcome = failureOf(await executor.execute(call));

      expect(outcome.category).toBe('internal');
      expect(outcome.modelMessage).toBe('An unexpected error occurred while executing this tool.');
    });

    it('keeps the developer detail of a typed error without a problem out of the text', async () => {
      const { executor } = createTestExecutor([
        bookingTool(() => {
          throw new ToolError('invalid_arguments', { field: 'room_id', detail: 'row 7 missing in rooms table' });
        }),
      ]);

      const outcome = failureOf(await executor.execute(call));

      expect(outcome.modelMessage).toContain('`room_id`');
      expect(outcome.modelMessage).not.toContain('rooms table');
    });
  });
});
