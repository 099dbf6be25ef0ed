import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createToolFunctionsFixture,
  defaultAgentId,
  type ToolFunctionsFixture,
} from './support/tool-functions-fixture.ts';

const email = { to: ['ada@example.com'], subject: 'Audit', body: 'Hi Ada' };

type IntentRow = {
  tool_name: string;
  source: string;
  outcome: string | null;
  category: string | null;
  started_at: Date | string;
  idempotency_key: string;
};

describe('tool functions: the audit row of a side effect', () => {
  let fixture: ToolFunctionsFixture;

  beforeAll(async () => {
    fixture = await createToolFunctionsFixture();
    await fixture.connectDemoUser();
  });
  afterAll(() => fixture.close());
  beforeEach(async () => {
    fixture.resetStandIns();
    await fixture.database.sql.query(`delete from public.tool_intents`);
  });

  async function intents(): Promise<IntentRow[]> {
    return fixture.database.sql.query<IntentRow>(
      `select tool_name, source, outcome, category, started_at, idempotency_key from public.tool_intents order by started_at`,
    );
  }

  it('is written before Gmail is called, and completed once the send succeeds', async () => {
    const response = await fixture.post('gmail-api', {
      action: 'send_email',
      params: { ...email, subject: 'Audit 1' },
      agentId: defaultAgentId,
    });

    expect(response.status).toBe(200);
    const [intent] = await intents();
    expect(intent).toMatchObject({
      tool_name: 'gmail_send_email',
      source: 'gmail-api',
      outcome: 'success',
      category: null,
    });
    expect(fixture.gmail.sent).toHaveLength(1);
    expect(new Date(intent?.started_at ?? 0).getTime()).toBeLessThanOrEqual(fixture.gmail.sent[0]?.at ?? 0);
  });

  it('keeps the send from happening when the row cannot be written, and answers transient', async () => {
    // The audit table is out of reach (a broken migration, a revoked grant): no row, no action.
    await fixture.database.sql.exec(`alter table public.tool_intents rename to tool_intents_away`);
    try {
      const response = await fixture.post('gmail-api', {
        action: 'send_email',
        params: { ...email, subject: 'Audit 2' },
        agentId: defaultAgentId,
      });

      expect(await response.json()).toMatchObject({ success: false, category: 'transient', retryable: true });
      expect(fixture.gmail.sent).toHaveLength(0);
    } finally {
      await fixture.database.sql.exec(`alter table public.tool_intents_away rename to tool_intents`);
    }
    // The key was given back: the same send goes through once the audit works again.
    const again = await fixture.post('gmail-api', {
      action: 'send_email',
      params: { ...email, subject: 'Audit 2' },
      agentId: defaultAgentId,
    });
    expect(again.status).toBe(200);
    expect(fixture.gmail.sent).toHaveLength(1);
  });

  it('writes none for an action without side effects', async () => {
    await fixture.post('web-search-api', {
      action: 'web_search',
      params: { query: 'parley' },
      agentId: defaultAgentId,
    });

    expect(await intents()).toEqual([]);
  });
});

describe('tool functions: the database going away while an action runs', () => {
  let fixture: ToolFunctionsFixture;

  beforeAll(async () => {
    fixture = await createToolFunctionsFixture();
    await fixture.connectDemoUser();
  });
  afterAll(() => fixture.close());

  it('is reported as transient (retryable), not as an internal error', async () => {
    // The agent lookup works; the credential lookup inside the action finds the database gone.
    fixture.failQueries(/integration_credentials/);
    try {
      const response = await fixture.post('web-search-api', {
        action: 'web_search',
        params: { query: 'parley' },
        agentId: defaultAgentId,
      });

      expect(await response.json()).toMatchObject({ success: false, category: 'transient', retryable: true });
      expect(fixture.serper.requests).toHaveLength(0);
    } finally {
      fixture.failQueries(null);
    }
  });
});
