import type { InterfaceLanguage } from '@lease/api/contract';

/**
 * A link to one of the portal's own pages, or null without PORTAL_URL (the mail then names the
 * page in words only). It carries only the language, the client and the page's id: never a
 * token, a signature or an expiry. The driver logs in as usual, and the portal brings them back
 * to the page after the login.
 */
export function portalLink(
  portalUrl: string | undefined,
  language: InterfaceLanguage,
  clientCode: string,
  page: `order-status/${number}` | `quotes/${number}`,
): string | null {
  if (!portalUrl) return null;
  return `${portalUrl}/${language}/${encodeURIComponent(clientCode)}/${page}`;
}
