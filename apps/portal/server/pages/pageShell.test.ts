import { describe, expect, it } from 'vitest';
import { withRenderedPage } from './pageShell.ts';

/** The portal's page for a client's path: the brand's frame in #root. */
const shell = [
  '<!doctype html>',
  '<html lang="nl">',
  '  <head>',
  '    <meta name="csp-nonce" content="abc123==" />',
  '    <script type="module" src="/assets/boot-1.js"></script>',
  '  <style nonce="abc123==">.fp-bar{}</style></head>',
  '  <body>',
  '    <div id="root"><div class="fp-bar"><img src="logo.svg" alt=""></div></div>',
  '  </body>',
  '</html>',
].join('\n');

describe('withRenderedPage', () => {
  const page = withRenderedPage(shell, {
    lang: 'en',
    head: '<style data-emotion="css x">.x{}</style>',
    root: '<main><h1>Configure $& your car</h1></main>',
  });

  it('puts the page in place of the frame, its styles and data at the end of the head', () => {
    expect(page).toContain(
      '<div id="root"><main><h1>Configure $& your car</h1></main></div>\n  </body>',
    );
    expect(page).not.toContain('fp-bar"><img');
    expect(page).toContain('.fp-bar{}</style><style data-emotion="css x">.x{}</style></head>');
  });

  it("speaks the route's language", () => {
    expect(page).toContain('<html lang="en">');
  });

  it('leaves a page that is not the portal alone', () => {
    expect(
      withRenderedPage('<html><body>Not found</body></html>', { lang: 'nl', head: '', root: '' }),
    ).toBeUndefined();
  });

  describe("Roboto's bold file", () => {
    const fontRules =
      '@font-face{font-weight:400;src:url(/assets/roboto-latin-400-normal-Aa1.woff2)format("woff2")}' +
      '@font-face{font-weight:700;src:url(/assets/roboto-latin-700-normal-Bb-2.woff2)format("woff2")}';
    const withFonts = shell.replace('.fp-bar{}', `${fontRules}.fp-bar{}`);
    const parts = { lang: 'nl', head: '<style>.x{}</style>', root: '<main>x</main>' };
    const preload =
      '<link rel="preload" href="/assets/roboto-latin-700-normal-Bb-2.woff2" as="font" type="font/woff2" crossorigin>';

    it('is preloaded, before the page’s styles, on a page that sets text in bold', () => {
      expect(withRenderedPage(withFonts, { ...parts, boldType: true })).toContain(
        `</style>${preload}<style>.x{}</style></head>`,
      );
    });

    it('is not preloaded on a page without bold text', () => {
      expect(withRenderedPage(withFonts, { ...parts, boldType: false })).not.toContain(
        'rel="preload"',
      );
    });

    it('is not preloaded when the page’s font rules do not name it', () => {
      expect(withRenderedPage(shell, { ...parts, boldType: true })).not.toContain('rel="preload"');
    });
  });
});
