/** What a page rendered on the server puts into the portal's page. */
export interface RenderedParts {
  /** The route's locale, for `<html lang>`. */
  lang: string;
  /** Its styles and data, for the end of `<head>`. */
  head: string;
  /** Its markup, for inside `#root`. */
  root: string;
  /** Whether it sets text in bold. */
  boldType?: boolean;
}

/** Roboto's bold Latin file, as the page's font rules name it (built with a hash in its name). */
const BOLD_FONT_FILE = /\/assets\/roboto-latin-700-normal-[\w-]+\.woff2/;

/**
 * The preload of Roboto's bold file for a page that sets text in bold. The page preloads the
 * regular and medium files, which every page uses (firstPaintHtml.ts); the bold one the browser
 * would ask for only once it had laid out the text, and it would lay the page out again when the
 * file came (on the configurator 18–30 ms at 1× CPU, after the first paint). A page without bold
 * text does not get it: a preload the page does not use is a warning in the console.
 */
function boldFontPreload(shell: string, parts: RenderedParts): string {
  const file = parts.boldType ? BOLD_FONT_FILE.exec(shell)?.[0] : undefined;
  return file ? `<link rel="preload" href="${file}" as="font" type="font/woff2" crossorigin>` : '';
}

const ROOT_START = '<div id="root">';
/** `#root` is the last element of the body (apps/portal/index.html). */
const BODY_END = '</body>';

/**
 * The portal's page (`index.html` with the response's CSP nonce, the route rules and the brand's
 * first paint in `#root`, `portalPage.ts`), with a page rendered on the server put
 * in: its styles and data at the end of `<head>` (with the bold font's preload where it sets text
 * in bold), its markup in place of whatever `#root` held.
 * Undefined when the shell is not the portal's page.
 */
export function withRenderedPage(shell: string, parts: RenderedParts): string | undefined {
  // A function replacer: `$&` or `` $` `` in the text must stay as written.
  const html = shell.replace(/<html lang="[^"]*">/, () => `<html lang="${parts.lang}">`);
  const headEnd = html.indexOf('</head>');
  const rootStart = html.indexOf(ROOT_START);
  const bodyEnd = html.indexOf(BODY_END, rootStart);
  const rootEnd = html.lastIndexOf('</div>', bodyEnd);
  if (headEnd < 0 || rootStart < headEnd || bodyEnd < 0 || rootEnd < rootStart) return undefined;
  return (
    html.slice(0, headEnd) +
    boldFontPreload(shell, parts) +
    parts.head +
    html.slice(headEnd, rootStart + ROOT_START.length) +
    parts.root +
    html.slice(rootEnd)
  );
}
