/** One HTTP request an MCP client made. */
export interface RecordedMcpRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
  /** The JSON-RPC method of a POST (`initialize`, `tools/list`, `tools/call` …). */
  readonly rpcMethod: string | null;
}

function rpcMethodOf(body: unknown): string | null {
  if (typeof body !== 'string') return null;
  try {
    const parsed = JSON.parse(body) as { method?: unknown };
    return typeof parsed.method === 'string' ? parsed.method : null;
  } catch {
    return null;
  }
}

/** The global fetch, keeping a note of every request it makes. */
export function createRecordingFetch(): { fetch: typeof fetch; requests: RecordedMcpRequest[] } {
  const requests: RecordedMcpRequest[] = [];
  const recording = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    requests.push({
      method: init?.method ?? 'GET',
      url,
      headers: new Headers(init?.headers),
      rpcMethod: rpcMethodOf(init?.body),
    });
    return fetch(input, init);
  };
  return { fetch: recording as typeof fetch, requests };
}

/** The JSON-RPC methods posted to `url`, in order. */
export function rpcMethodsTo(requests: readonly RecordedMcpRequest[], url: string): string[] {
  return requests.filter((request) => request.url === url && request.rpcMethod !== null).map((request) =>
    request.rpcMethod ?? ''
  );
}
