/**
 * Whether a lease API answer says it no longer accepts the session's token: a 401, or a 400
 * whose body is `Unauthorized`, plain or as a JSON string (spec point 4). Both the browser's
 * gateway and the portal server, which then forgets the session, go by this.
 */
export function endsSession(status: number, body: string): boolean {
  if (status === 401) return true;
  if (status !== 400) return false;
  const text = body.trim();
  if (text === 'Unauthorized') return true;
  try {
    return JSON.parse(text) === 'Unauthorized';
  } catch {
    return false;
  }
}
