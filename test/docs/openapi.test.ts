/**
 * docs/openapi.json is what `npm run openapi` writes from the wire protocol now: a change of a
 * schema in shared/protocol/ without regenerating the document fails here.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openApiDocument, openApiText } from '../../scripts/openapi-document.ts';

const committed = readFileSync(fileURLToPath(new URL('../../docs/openapi.json', import.meta.url)), 'utf8');

describe('docs/openapi.json', () => {
  it('is what npm run openapi generates from shared/protocol/', () => {
    expect(
      committed === openApiText(),
      'docs/openapi.json is out of date with shared/protocol/: run `npm run openapi` and commit the result',
    ).toBe(true);
  });

  it('describes every endpoint of docs/http-api.md', () => {
    const paths = openApiDocument().paths as Record<string, Record<string, unknown>>;
    const operations = Object.entries(paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`)
    );

    expect(operations.sort()).toEqual([
      'DELETE /chat/agents/{id}',
      'DELETE /chat/conversations/{id}',
      'GET /analytics',
      'GET /chat/agents',
      'GET /chat/agents/{id}',
      'GET /chat/agents/{id}/approval-policy',
      'GET /chat/conversations',
      'GET /chat/conversations/{id}/messages',
      'PATCH /chat/agents/{id}',
      'PATCH /chat/conversations/{id}',
      'POST /chat',
      'POST /chat/agents',
      'POST /gmail-api',
      'POST /web-search-api',
      'PUT /chat/agents/{id}/approval-policy',
    ]);
  });

  it('has every schema it refers to', () => {
    const document = openApiDocument();
    const schemas = (document.components as { schemas: Record<string, unknown> }).schemas;
    const references = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)]
      .map((match) => match[1]);

    expect(references.filter((name) => name === undefined || !(name in schemas))).toEqual([]);
  });

  it("carries a tool-error's interaction", () => {
    const schemas = (openApiDocument().components as { schemas: Record<string, unknown> }).schemas;

    expect(schemas.UserInteraction).toMatchObject({ oneOf: [{ properties: { kind: { const: 'question' } } }] });
    expect(JSON.stringify(schemas.ChatStreamEvent)).toContain(
      '"interaction":{"$ref":"#/components/schemas/UserInteraction"}',
    );
  });
});
