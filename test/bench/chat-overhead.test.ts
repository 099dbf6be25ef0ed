import { describe, expect, it, vi } from 'vitest';
import * as tools from '../../shared/tools/index.ts';

vi.mock('../../shared/tools/index.ts', { spy: true });

const { parleyTurn } = await import('../../bench/chat-overhead.ts');

describe('the chat-overhead benchmark', () => {
  it('builds the tool executor inside every timed Parley turn, as the chat handler does per request', async () => {
    vi.mocked(tools.createToolExecutor).mockClear();

    await parleyTurn();
    await parleyTurn();

    expect(tools.createToolExecutor).toHaveBeenCalledTimes(2);
  });
});
