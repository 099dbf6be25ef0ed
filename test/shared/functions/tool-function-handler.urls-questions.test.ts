import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createToolFunctionsFixture,
  defaultAgentId,
  type ToolFunctionsFixture,
} from './support/tool-functions-fixture.ts';

describe('web-search-api: a list of pages that is empty or holds no web address', () => {
  let fixture: ToolFunctionsFixture;

  beforeAll(async () => {
    fixture = await createToolFunctionsFixture();
    await fixture.connectDemoUser();
  });
  afterAll(() => fixture.close());

  async function scrape(urls: unknown): Promise<Record<string, unknown>> {
    const response = await fixture.post('web-search-api', {
      action: 'scrape_and_summarize',
      params: { urls },
      agentId: defaultAgentId,
    });
    return await response.json() as Record<string, unknown>;
  }

  it('asks which page to read when the list is empty', async () => {
    const body = await scrape([]);

    expect(body).toMatchObject({ success: false, category: 'invalid_arguments' });
    expect(body.error).toBe(
      'Question: Which web page should I read? Send `urls` as a list of full addresses starting with http:// or https://.',
    );
  });

  it('asks for full addresses, quoting what was sent, when an item is not a URL', async () => {
    const body = await scrape(['the tides article']);

    expect(body.error).toMatch(
      /^Question: Which web page should I read\? Send `urls` as a list of full addresses starting with http:\/\/ or https:\/\/ \(received string "the tides article"\)\.$/,
    );
    expect(fixture.serper.requests).toHaveLength(0);
  });
});
