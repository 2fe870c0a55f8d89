import type { EnvironmentStyling, RouteRule } from '@lease/api/contract';
import {
  clientLayout,
  clientLogoCandidates,
  clientName,
  createBrandPalette,
  tokens,
} from '@lease/ui/brand';

/** A client code as the lease API writes it (its `clientCodeSchema`): all a path may name. */
const CLIENT_CODE = /^[a-z0-9-]{1,64}$/;

/**
 * What the portal server adds to the portal page for `/{lang}/{lease}/…` so the client's brand
 * paints before the JavaScript has loaded (ADR 0011): the logo and brand colour in a page frame shaped
 * like the layout the app renders there, the logo's download started at once, and the styling
 * itself, so the app does not ask for it again.
 */
export interface FirstPaint {
  /** The page title until the app sets its own: the client's name. */
  title: string | null;
  /** Goes at the end of `<head>`: the logo preload, the frame's styles, the styling data. */
  head: string;
  /** Goes inside `#root`; the app's first render replaces it. */
  body: string;
}

/** The element whose JSON the portal reads (`apps/portal/src/lib/firstPaintStyling.ts`). */
export const STYLING_ELEMENT_ID = 'client-styling';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * JSON safe inside `<script type="application/json">`: no `</script>` or `<!--` can end or
 * bend the element, and the line separators some parsers choke on are escaped as well.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The client code of a portal path, when it has one that could be a client's. */
export function clientOfPath(pathname: string): string | undefined {
  const [, lang, lease] = pathname.split('/');
  if (!lang || !lease) return undefined;
  let code: string;
  try {
    code = decodeURIComponent(lease);
  } catch {
    return undefined;
  }
  return CLIENT_CODE.test(code) ? code : undefined;
}

/** Whether the path is one of the auth layout's pages (login, choose, hand-over, access). */
function isAuthPath(pathname: string): boolean {
  return pathname.split('/')[3] === 'auth';
}

/** The widest the boxed layout's content gets (the theme's `lg` container). */
const BOXED_MAX_WIDTH = 1200;

/*
 * The frames copy the geometry of the design system's layouts (AuthLayout, DefaultLayout with
 * its white app bar and brand accent, ClientLogo's heights), so the app takes over in place.
 */
function frameStyles(accent: string): string {
  const { background, divider } = tokens;
  return [
    `body{margin:0;background:${background.default}}`,
    `.fp-bar{box-sizing:border-box;display:flex;align-items:center;min-height:68px;padding:8px 16px;background:${background.paper};border-bottom:4px solid ${accent}}`,
    '@media (min-width:600px){.fp-bar{padding:8px 24px}}',
    // Boxed, the app's header content sits in a container of at most 1200 px with 24 px gutters.
    `@media (min-width:600px){.fp-boxed{padding-inline:max(24px,calc((100% - ${BOXED_MAX_WIDTH}px) / 2 + 24px))}}`,
    '.fp-bar img{display:block;height:32px;width:auto;max-width:60vw}',
    '.fp-auth{box-sizing:border-box;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:32px 16px}',
    `.fp-card{box-sizing:border-box;width:100%;max-width:440px;padding:32px;background:${background.paper};border:1px solid ${divider};border-radius:8px}`,
    '@media (max-width:599.95px){.fp-card{padding:24px 16px}}',
    '.fp-card img{display:block;height:56px;width:auto;max-width:100%;margin:0 auto}',
    '.fp-form{height:272px}',
  ].join('');
}

/** The first paint of a page, or null when the path names no known client. */
export function firstPaintFor(
  pathname: string,
  findStyling: (client: string) => EnvironmentStyling | undefined,
  nonce: string,
): FirstPaint | null {
  const client = clientOfPath(pathname);
  const styling = client === undefined ? undefined : findStyling(client);
  if (!client || !styling) return null;

  const name = clientName(styling);
  const logo = clientLogoCandidates(styling)[0];
  const accent = createBrandPalette(styling.cPrimaryColor, styling.cSecondaryColor).primary.fill;
  // Decorative: the app's own logo carries the name for assistive technology.
  const image = logo ? `<img src="${escapeHtml(logo)}" alt="" fetchpriority="high">` : '';
  const body = isAuthPath(pathname)
    ? `<div class="fp-auth" aria-hidden="true"><div class="fp-card">${image}<div class="fp-form"></div></div></div>`
    : `<div class="${clientLayout(styling) === 'boxed' ? 'fp-bar fp-boxed' : 'fp-bar'}" aria-hidden="true">${image}</div>`;
  const head = [
    logo && !logo.startsWith('data:')
      ? `<link rel="preload" as="image" href="${escapeHtml(logo)}" fetchpriority="high">`
      : '',
    `<style nonce="${escapeHtml(nonce)}">${frameStyles(accent)}</style>`,
    `<script type="application/json" id="${STYLING_ELEMENT_ID}">${jsonForScript(styling)}</script>`,
  ].join('');
  return { title: name, head, body };
}

/**
 * `page` with its first `marker` replaced by `text`, taken as it is. A replacement string would
 * read `` $` ``, `$'` and `$&` in a client's name or logo URL as parts of the page.
 */
function replaceLiterally(page: string, marker: string | RegExp, text: string): string {
  return page.replace(marker, () => text);
}

/** The portal page with its first paint put in: title, the end of `<head>`, `#root`. */
export function withFirstPaint(page: string, paint: FirstPaint | null): string {
  if (!paint) return page;
  let html = replaceLiterally(page, '</head>', `${paint.head}</head>`);
  if (paint.title) {
    const title = `<title>${escapeHtml(paint.title)}</title>`;
    html = replaceLiterally(html, /<title>[^<]*<\/title>/, title);
  }
  return replaceLiterally(html, '<div id="root"></div>', `<div id="root">${paint.body}</div>`);
}

/** The element whose JSON the portal reads its route rules from (`apps/portal/src/lib/pageRouteRules.ts`). */
export const ROUTE_RULES_ELEMENT_ID = 'route-rules';

/**
 * The page with the server's route rules in it as JSON (never executed), so the portal follows
 * them on navigations that do not reach the server. Nothing is added when there are none.
 */
export function withRouteRules(page: string, rules: readonly RouteRule[]): string {
  if (rules.length === 0) return page;
  const element = `<script type="application/json" id="${ROUTE_RULES_ELEMENT_ID}">${jsonForScript(rules)}</script>`;
  return replaceLiterally(page, '</head>', `${element}</head>`);
}
