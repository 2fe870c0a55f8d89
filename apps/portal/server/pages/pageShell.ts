/** What a page rendered on the server puts into the portal's page. */
export interface RenderedParts {
  /** The route's locale, for `<html lang>`. */
  lang: string;
  /** Its styles and data, for the end of `<head>`. */
  head: string;
  /** Its markup, for inside `#root`. */
  root: string;
}

const ROOT_START = '<div id="root">';
/** `#root` is the last element of the body (apps/portal/index.html). */
const BODY_END = '</body>';

/**
 * The portal's page (`index.html` with the response's CSP nonce, the route rules and the brand's
 * first paint in `#root`, `portalPage.ts`), with a page rendered on the server put
 * in: its styles and data at the end of `<head>`, its markup in place of whatever `#root` held.
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
    parts.head +
    html.slice(headEnd, rootStart + ROOT_START.length) +
    parts.root +
    html.slice(rootEnd)
  );
}
