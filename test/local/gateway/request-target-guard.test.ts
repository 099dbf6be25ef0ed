import { describe, expect, it } from 'vitest';
import { guardRequestTarget } from '../../../local/gateway/request-target-guard.ts';

/** A request as Deno.serve hands over `OPTIONS * HTTP/1.1`: its url is the bare asterisk. */
function asteriskRequest(): Request {
  const request = new Request('http://127.0.0.1/', { method: 'OPTIONS' });
  Object.defineProperty(request, 'url', { value: '*' });
  return request;
}

describe('guardRequestTarget', () => {
  it('answers 400 in JSON to a request whose target is not a URL, without calling the gateway', async () => {
    let called = false;
    const handle = guardRequestTarget(
      (request) => {
        called = true;
        return Promise.resolve(new Response(new URL(request.url).pathname));
      },
      () => {},
    );

    const response = await handle(asteriskRequest(), {});

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'bad_request', message: 'The request target must be a path, such as /functions/v1/chat.' },
    });
    expect(called).toBe(false);
  });

  it('answers a failure that escaped the gateway as JSON internal, without its stack, and reports it', async () => {
    const reported: unknown[] = [];
    const handle = guardRequestTarget(
      () => Promise.reject(new TypeError('Invalid URL: somewhere deep')),
      (error) => reported.push(error),
    );

    const response = await handle(new Request('http://127.0.0.1/functions/v1/chat'), {});
    const text = await response.text();

    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({
      error: { code: 'internal', message: 'The gateway failed to answer this request; its log says why.' },
    });
    expect(text).not.toContain('Invalid URL');
    expect(reported).toHaveLength(1);
  });

  it('passes every other request through unchanged', async () => {
    const handle = guardRequestTarget(
      (request) => Promise.resolve(new Response(new URL(request.url).pathname)),
      () => {},
    );

    const response = await handle(new Request('http://127.0.0.1/functions/v1/chat'), {});

    expect(await response.text()).toBe('/functions/v1/chat');
  });
});
