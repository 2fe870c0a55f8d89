import { routeRulesSchema, type RouteRule } from '@lease/api';

/** The element the portal server puts its route rules in (server/pages/firstPaint.ts). */
const ROUTE_RULES_ELEMENT_ID = 'route-rules';

/**
 * The server's route rules from the page (spec point 2), for the navigations that never reach
 * the server. Checked as the server checks them; anything else gives no rules (the server still
 * answers a page request with its redirect).
 */
export function pageRouteRules(page: Document = document): RouteRule[] {
  const text = page.getElementById(ROUTE_RULES_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const rules = routeRulesSchema.safeParse(JSON.parse(text));
    return rules.success ? rules.data : [];
  } catch {
    return [];
  }
}
