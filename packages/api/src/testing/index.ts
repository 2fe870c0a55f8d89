/** Fixtures for stories, component tests, MSW handlers and the reference server's seed. */
export { demoStylings, demoClients, type DemoClient } from './stylings.ts';
export { svgDataUri, wordmarkLogo, letterFavicon } from './svgDataUri.ts';
export * from './fixtures/index.ts';
export { handlers, createHandlers, errorResponse, type HandlerOptions } from './handlers.ts';
