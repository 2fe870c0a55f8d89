import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildInfo } from './buildInfo.ts';
import { compiledMessages } from './compiledMessages.ts';
import { entryInTasks } from './entryInTasks.ts';
import { firstPaintHtml } from './firstPaintHtml.ts';
import { muiWithoutCssVariables } from './muiWithoutCssVariables.ts';
import { reactRouterProductionBuild } from './reactRouterProductionBuild.ts';
import { startAfterFirstPaint } from './startAfterFirstPaint.ts';

/**
 * The libraries every page runs on: React, the router, emotion and MUI's styling core, TanStack
 * Query, react-intl. Left to the bundler they were cut into many small files by which lazy routes
 * share them (33 for the login page); in one file they compress better and need no imports between
 * them: up to 7 KiB less per page (ADR 0011). A page may load some of their code it does not run.
 * `@scope/*` stands for every package of the scope.
 */
const CORE = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  '@emotion/*',
  'stylis',
  '@mui/system',
  '@mui/utils',
  '@mui/styled-engine',
  '@mui/private-theming',
  // MUI's own styling core, which every component imports.
  '@mui/material/styles',
  '@mui/material/utils',
  '@mui/material/DefaultPropsProvider',
  '@mui/material/zero-styled',
  '@mui/material/colors',
  '@tanstack/*',
  'react-intl',
  '@formatjs/*',
  'intl-messageformat',
  'react-is',
  'clsx',
  'prop-types',
  '@babel/runtime',
];
const SEPARATOR = '[\\\\/]';
const core = new RegExp(
  `node_modules${SEPARATOR}(${CORE.map((path) =>
    path
      .split('/')
      .map((part) => (part === '*' ? '[^\\\\/]+' : part))
      .join(SEPARATOR),
  ).join('|')})${SEPARATOR}`,
);

/**
 * Modules of those libraries that only parts loaded later use: left to the bundler, they go with
 * those parts; in the core group they went into every page's entry (about 3 KiB): TanStack Query's
 * hydration (the take-over of a server-rendered page) and parallel queries (compare), MUI's
 * roving tab index (menus and toggle groups, which load when first opened or with their page).
 */
const LATER_ONLY =
  /(@tanstack[\\/]query-core[\\/].*[\\/](hydration|queriesObserver)|@tanstack[\\/]react-query[\\/].*[\\/]useQueries|@mui[\\/]utils[\\/](useRovingTabIndex|fastObjectShallowCompare)[\\/])/;

/** The page's entry: the HTML Vite builds from, and the module it names. */
const PAGE_ENTRY = /(^|[\\/])(index\.html|src[\\/]entry\.ts)$/;

/** The modules that start React's renderer without stack traces (src/lib/renderer/). */
const RENDERER_START = /src[\\/]lib[\\/]renderer[\\/](reactDomClient|withoutStackTraces)\.ts$/;

/**
 * The login page's part of the contract (`@lease/api`): its calls, their schemas and rules, and
 * TanStack Query's mutations, which they use (left to the core group, the contract's group took
 * those along with the logged-in pages' calls that use them too).
 */
const LOGIN_CONTRACT =
  /packages[\\/]api[\\/]src[\\/](calls[\\/](auth|choice)[\\/]|schemas[\\/](choice|common)\.ts|rules[\\/]arrangementOutcome\.ts)|@tanstack[\\/](react-query|query-core)[\\/].*[\\/](useMutation|mutationOptions|mutationObserver)\.js$/;

/**
 * The rest of the contract: what the logged-in pages share (see the group's `minShareCount`).
 * The energy rules and the quote's calls are left to the bundler: only the pages of quotes and
 * parts loaded after a page (the configurator's energy summary and quote button, the compare
 * table) use them, and in this group every page loaded them first.
 */
const CONTRACT =
  /packages[\\/]api[\\/]src[\\/](?!rules[\\/]energyCost\.ts$|schemas[\\/]quote\.ts$|calls[\\/]configuration[\\/]quote\.ts$)/;

/**
 * The server's build of the same app (`vite build --ssr`): one module the portal server imports to
 * render pages, with every library inside it, so the server renders with the very code and
 * copies of React, emotion and MUI that the browser hydrates with. Written beside the portal's
 * files, never among them: nothing of it is served.
 */
const serverBuild = defineConfig({
  plugins: [react(), compiledMessages(), muiWithoutCssVariables(), reactRouterProductionBuild()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});

const browserBuild = defineConfig({
  plugins: [
    react(),
    buildInfo(),
    firstPaintHtml(),
    compiledMessages(),
    muiWithoutCssVariables(),
    reactRouterProductionBuild(),
    startAfterFirstPaint(),
    entryInTasks(),
  ],
  server: {
    // `pnpm dev` talks to the portal server of `npm start` on its default port: the lease API's
    // calls and the session's own endpoint. The browser's Host goes along unchanged (the string
    // form would rewrite it): the portal server refuses a change whose Origin is not its own.
    proxy: {
      '^/(api(-mapi|-news)?|session)/': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads, for the budget check
    // (scripts/checkBundleBudget.ts). The server does not serve dot-folders.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // emotion's entry imports hoist-non-react-statics (CommonJS, used by its `withTheme` only)
        // bare, as if for side effects; it has none, and without this rule it stays in the bundle
        // with its own react-is, about 1 KiB on every page.
        moduleSideEffects: [
          { test: /node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          groups: [
            // zod and the module that turns its JIT off stay together, ahead of every schema, so
            // the switch is thrown before any schema is built: a schema built first would probe
            // `eval`, which the page's CSP reports (e2e/csp.spec.ts). The bundler then merges
            // this group and the core libraries the entry imports into `app`'s chunk.
            { name: 'zod', test: /node_modules\/zod\/|zodWithoutEval/, priority: 10 },
            // With React's renderer, the modules that start it (src/lib/renderer/): in a file of
            // their own they cost every page a request and about 200 B.
            {
              name: 'core',
              test: (id) => (core.test(id) && !LATER_ONLY.test(id)) || RENDERER_START.test(id),
            },
            // Fewer files per page (ADR 0011). On a phone each file costs a round trip, and over
            // HTTP/1.1 only six run at once: the configurator loaded 62 files, most under 1 KiB,
            // and its largest paint waited about a second for them (in one file, with 65 KiB
            // more, it came 1.4 s sooner). What the entry imports goes into one chunk, `app`;
            // the contract's modules that pages share go into another. The login page's part
            // stays apart, so the login page does not load the contract of the logged-in pages
            // (8.6 KiB; its own part is 2.4). The page's entry (`src/entry.ts`, and the HTML that
            // names it) stays out of `app`: the modules in `app` await as they run
            // (app/entryTasks/), so the bundler does not merge `app` into the entry, and an
            // entry chunk with no code of its own is dropped, with the page's script and its
            // manifest entry.
            { name: 'app', tags: ['$initial'], test: (id) => !PAGE_ENTRY.test(id), priority: -1 },
            { name: 'auth', test: LOGIN_CONTRACT, priority: -2 },
            // Only what two chunks share: a module one page uses goes with that page (ADR 0021).
            { name: 'contract', test: CONTRACT, priority: -3, minShareCount: 2 },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
