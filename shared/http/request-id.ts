/** The caller's `x-request-id` when it is a sane token, else a fresh UUID. */
export function requestIdOf(request: Request, generateId: () => string): string {
  const given = request.headers.get('x-request-id');
  return given !== null && /^[A-Za-z0-9._:-]{8,128}$/.test(given) ? given : generateId();
}
