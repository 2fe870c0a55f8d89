/**
 * Fixtures for stories, component tests, MSW handlers and the reference server's seed. The msw
 * handlers live in `@lease/api/testing/msw`, so the server's seed does not load msw.
 */
export { demoStylings, demoClients, type DemoClient } from './stylings.ts';
export { svgDataUri, wordmarkLogo, letterFavicon } from './svgDataUri.ts';
export * from './fixtures/index.ts';
