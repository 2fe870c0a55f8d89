import { z } from 'zod/mini';

/**
 * A server route rule (spec point 2): a page path that redirects. `from` is a path, or a path
 * ending in `/*` for everything below it; `to` is a path of the portal (a navigation inside the
 * app) or an absolute `https` URL (a full browser navigation).
 */
export const routeRuleSchema = z.lazy(() =>
  z.object({
    from: z
      .string()
      .check(
        z.maxLength(500),
        z.regex(/^\/(?!\/)[^\s\\?#]*$/, 'a path starting with one /, without spaces, ? or #'),
      ),
    to: z.string().check(
      z.maxLength(2000),
      z.refine((to) => isSafeTarget(to), 'a path of the portal or an https URL'),
    ),
    status: z._default(
      z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]),
      302,
    ),
  }),
);
export type RouteRule = z.infer<typeof routeRuleSchema>;

/**
 * The rules as configured: at most 500, so matching a page stays cheap. Built when first used, as
 * is the rule's schema: most pages carry no rules, and every page loads this module as it starts.
 */
export const routeRulesSchema = z.lazy(() => z.array(routeRuleSchema).check(z.maxLength(500)));

function isSafeTarget(to: string): boolean {
  if (/[\s\\]/.test(to)) return false;
  if (to.startsWith('/')) return !to.startsWith('//');
  try {
    const url = new URL(to);
    return url.protocol === 'https:' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** Whether a rule's target leaves the portal (a full browser navigation). */
export function isAbsoluteTarget(to: string): boolean {
  return !to.startsWith('/');
}

/**
 * The rule for a page path: an exact `from` first, else the longest `from/*` that contains the
 * path. A trailing slash does not matter (`/a/` is `/a`).
 */
export function matchRouteRule(
  rules: readonly RouteRule[],
  pathname: string,
): RouteRule | undefined {
  const path = trimSlash(pathname);
  const exact = rules.find((rule) => !rule.from.endsWith('/*') && trimSlash(rule.from) === path);
  if (exact) return exact;
  let best: RouteRule | undefined;
  for (const rule of rules) {
    if (!rule.from.endsWith('/*')) continue;
    const base = trimSlash(rule.from.slice(0, -2));
    const inside = path === base || path.startsWith(`${base}/`);
    if (inside && (!best || rule.from.length > best.from.length)) best = rule;
  }
  return best;
}

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
