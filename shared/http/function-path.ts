/**
 * The path segments after a function's name, decoded. Supabase hands a function
 * `/<name>/…` (the local gateway does the same); `/functions/v1/<name>/…` is accepted too.
 * Null when the path is not valid (a malformed escape).
 */
export function functionPathSegments(url: string, functionName: string): string[] | null {
  try {
    const segments = new URL(url).pathname.split('/').filter((segment) => segment.length > 0).map((segment) =>
      decodeURIComponent(segment)
    );
    const start = segments.indexOf(functionName);
    return start < 0 ? segments : segments.slice(start + 1);
  } catch {
    return null;
  }
}
