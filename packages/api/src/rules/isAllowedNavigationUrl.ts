/**
 * Whether the portal may follow a URL the server handed it (`GetOpenCalculatie`, decisions.md
 * §3): same origin, or an `https:` URL on an allowlisted host. Anything else could send the
 * driver to a look-alike site with their session in hand.
 */
export function isAllowedNavigationUrl(
  url: string,
  context: { origin: string; allowedHosts?: readonly string[] },
): boolean {
  let target: URL;
  try {
    target = new URL(url, context.origin);
  } catch {
    return false;
  }
  if (target.origin === new URL(context.origin).origin) return true;
  return target.protocol === 'https:' && (context.allowedHosts ?? []).includes(target.hostname);
}
