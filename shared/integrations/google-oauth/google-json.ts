/** Reads an answer of one of Google's OAuth endpoints: its status and its JSON (or undefined). */
export async function readGoogleAnswer(response: Response): Promise<{ status: number; json: unknown }> {
  const text = await response.text();
  try {
    return { status: response.status, json: JSON.parse(text) };
  } catch {
    return { status: response.status, json: undefined };
  }
}

/** A thrown fetch failure, named without its message (which may hold a URL with a query). */
export function failureName(error: unknown): string {
  return error instanceof Error ? error.name : 'error';
}
