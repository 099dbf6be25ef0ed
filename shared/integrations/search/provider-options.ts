/** Settings every search provider client takes; each has a production default. */
export interface ProviderOptions {
  /** The API's origin (and path prefix, if any); the real endpoint by default. */
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  /** How long one call may take before the next provider is tried. */
  readonly timeoutMs?: number;
}

/** One provider call's deadline: several providers fit in one tool call's budget. */
export const defaultProviderTimeoutMs = 8_000;

/** `path` under `baseUrl`, keeping any path prefix the base has. */
export function endpoint(baseUrl: string, path: string): URL {
  return new URL(`${baseUrl.replace(/\/+$/, '')}${path}`);
}

/** Items of a provider's result list that match `schema`; the others are skipped. */
export function validItems<Item>(
  items: readonly unknown[] | undefined,
  parse: (item: unknown) => { success: true; data: Item } | { success: false },
): Item[] {
  return (items ?? []).flatMap((item) => {
    const parsed = parse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
