/**
 * Which field of the form an issue of a refused body belongs to: the longest field key that
 * is its path or a prefix of it (`settings.mcpServers.0.url` belongs to that server's URL,
 * `settings.mcpServers.0.headers.Authorization` to the server's headers). Paths come from
 * the server as data (`issues[].path`); nothing here reads the message.
 */

/** The key of `path` among `keys`, or null when no field shows it (the form's summary does). */
export function fieldKeyOf(path: string, keys: Iterable<string>): string | null {
  let best: string | null = null;
  for (const key of keys) {
    const matches = path === key || path.startsWith(`${key}.`);
    if (matches && (best === null || key.length > best.length)) best = key;
  }
  return best;
}
