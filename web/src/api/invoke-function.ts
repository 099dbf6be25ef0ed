/**
 * Non-streaming calls to the functions through supabase-js's `functions.invoke` (which adds
 * the `apikey`, the user's `Authorization` and `x-client-info`), with the answer checked by
 * a zod schema and failures turned into {@link ApiError}s.
 */
import {
  FunctionsFetchError,
  FunctionsHttpError,
  FunctionsRelayError,
  type SupabaseClient,
} from '@supabase/supabase-js';
import type { z } from 'zod';
import { ApiError, apiErrorFromResponse, networkError } from './api-error.ts';

/** How to call: the method (GET by default) and a JSON body. */
export interface InvokeOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly body?: Record<string, unknown>;
}

/** `functions/v1/<path>` with `query` (undefined and null values left out). */
export function functionPath(
  path: string,
  query: Readonly<Record<string, string | number | null | undefined>> = {},
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** Calls `path` and returns its answer as `schema` reads it; throws {@link ApiError}. */
export async function invokeFunction<Schema extends z.ZodType>(
  supabase: SupabaseClient,
  path: string,
  schema: Schema,
  options: InvokeOptions = {},
): Promise<z.output<Schema>> {
  const { data, error } = await supabase.functions.invoke<unknown>(path, {
    method: options.method ?? 'GET',
    ...(options.body === undefined ? {} : { body: options.body }),
  });
  if (error instanceof FunctionsHttpError || error instanceof FunctionsRelayError) {
    throw await apiErrorFromResponse(error.context as Response);
  }
  if (error instanceof FunctionsFetchError) throw networkError();
  if (error !== null) throw new ApiError('server', 'Something went wrong — Retry.');
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError('server', 'The server sent an answer this app does not understand — Retry, or update the app.');
  }
  return parsed.data;
}
