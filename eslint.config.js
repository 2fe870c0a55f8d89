// One ESLint config for the whole workspace. The import rules below enforce the dependency
// direction of decisions.md §1: portal → ui, api; server → api; ui → api for types and the
// contract's constants and rules (`@lease/api/contract`);
// api imports no UI, router or browser navigation; nothing imports the portal or the server.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const notPortalOrServer = [
  { group: ['@lease/portal', '@lease/portal/*'], message: 'Nothing imports the portal.' },
  { group: ['@lease/server', '@lease/server/*'], message: 'Nothing imports the server.' },
  {
    group: ['**/apps/*', '**/packages/*', '../../packages/**', '../../apps/**'],
    message: 'Import a workspace package by its name, not by a relative path.',
  },
];

/**
 * What the portal bundles is written with `zod/mini`: classic `zod` would bring its whole API to
 * every page, about 15 KiB gzipped (issue 14, packages/api/README.md). The server may use it.
 */
const classicZod = {
  name: 'zod',
  message: "Import { z } from 'zod/mini': classic zod would load on every portal page.",
};

const muiToggleGroup = {
  name: '@mui/material/ToggleButtonGroup',
  message:
    "Use ToggleGroup from @lease/ui: it keeps the group's first update out of the page's take-over.",
};

/** The portal's source folder, and its feature folders (each a domain: auth, search, cart…). */
const PORTAL_SRC = './apps/portal/src';
const portalFeatures = readdirSync(new URL(`${PORTAL_SRC}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The portal's layers (docs/adr/0007-portal-layering.md): `app/` composes `features/*`, which
 * use the shared code; a feature never imports another feature or `app/`, and shared code never
 * imports a feature or `app/`. Listed per feature so a new feature folder is walled in at once.
 */
const portalLayerZones = [
  ...portalFeatures.map((feature) => ({
    target: `${PORTAL_SRC}/features/${feature}`,
    from: `${PORTAL_SRC}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to lib/ or hooks/.',
  })),
  {
    target: `${PORTAL_SRC}/features`,
    from: `${PORTAL_SRC}/app`,
    message: 'Features do not import app/: the app composes features, not the other way round.',
  },
  ...['lib', 'config', 'hooks', 'i18n'].map((shared) => ({
    target: `${PORTAL_SRC}/${shared}`,
    from: [`${PORTAL_SRC}/features`, `${PORTAL_SRC}/app`],
    message: 'Shared code does not import features or app/: it is what they are built on.',
  })),
];

/** Attributes whose value a person reads or hears; they must come from messages too. */
const TEXT_ATTRIBUTES =
  'aria-label|aria-description|aria-valuetext|title|alt|placeholder|label|helperText';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'storybook-static/**',
      'reports/**',
      'test-results/**',
      '**/public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: notPortalOrServer }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // No literal UI text: every string a person reads comes from a message in nl, en, fr and de.
    files: ['packages/ui/src/**/*.tsx', 'apps/portal/src/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/\\p{L}/u]',
          message: 'Literal UI text: use a message (react-intl) so it exists in every language.',
        },
        {
          selector: `JSXAttribute[name.name=/^(${TEXT_ATTRIBUTES})$/] > Literal[value=/\\p{L}/u]`,
          message: 'Literal UI text in an attribute: use a message (react-intl).',
        },
        {
          selector: `JSXAttribute[name.name=/^(${TEXT_ATTRIBUTES})$/] > JSXExpressionContainer > Literal[value=/\\p{L}/u]`,
          message: 'Literal UI text in an attribute: use a message (react-intl).',
        },
        {
          selector: 'JSXExpressionContainer > Literal[value=/\\p{L}/u]',
          message: 'Literal UI text: use a message (react-intl) so it exists in every language.',
        },
      ],
    },
  },
  {
    files: ['packages/api/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [classicZod],
          patterns: [
            ...notPortalOrServer,
            { group: ['@lease/ui', '@lease/ui/*'], message: 'The API package imports no UI.' },
            {
              group: ['react-router', 'react-router-dom', '@mui/*', '@emotion/*', 'react-intl'],
              message: 'The API package knows nothing of routing, components or texts.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'location', message: 'The API package never navigates: report to the app.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'location', message: 'The API package never navigates.' },
      ],
    },
  },
  {
    files: ['packages/ui/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            muiToggleGroup,
            {
              name: '@lease/api',
              allowTypeImports: true,
              message:
                'The design system imports the API package for types, and constants and rules from @lease/api/contract.',
            },
          ],
          patterns: [
            ...notPortalOrServer,
            {
              group: ['react-router', 'react-router-dom'],
              message: 'Components take links and callbacks as props; the portal owns routing.',
            },
          ],
        },
      ],
    },
  },
  {
    // The end-to-end tests drive the servers as black boxes; the one thing they take from the
    // lease API's package is its SMTP server for tests, which the API's own tests use as well.
    files: ['e2e/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            notPortalOrServer[0],
            {
              regex: '^@lease/server(?!/testing/smtpSink$)(/.*)?$',
              message: 'Nothing imports the server but its SMTP sink for tests.',
            },
            notPortalOrServer[2],
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@lease/api',
              message: 'Import @lease/api/contract: the root entry also loads React Query hooks.',
            },
            {
              name: '@lease/api/testing/msw',
              message: 'msw is for stories and component tests, never the server.',
            },
          ],
          patterns: [
            ...notPortalOrServer.slice(0, 1),
            notPortalOrServer[2],
            {
              // The lease API stands in for a lease company's own backend, which knows nothing of
              // the portal's design: the brand's first paint is the portal server's (ADR 0018).
              regex: '^(@lease/ui(/.*)?|react|react-dom|@mui/.*)$',
              message:
                'The lease API uses the API package for schemas and types, and nothing of the design system.',
            },
          ],
        },
      ],
    },
  },
  {
    // The portal's walls: its layers, no import cycles, imports in one order, and `#src/…`
    // instead of climbing out with `../../`.
    files: ['apps/portal/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the cycle check skips TypeScript files when it follows imports.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'apps/portal/tsconfig.json' }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: portalLayerZones }],
      'import-x/no-cycle': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [{ pattern: '#src/**', group: 'internal' }],
          alphabetize: { order: 'asc', caseInsensitive: true },
          'newlines-between': 'never',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [classicZod, muiToggleGroup],
          patterns: [
            {
              regex: '^(\\.\\./){2,}',
              message:
                "Import the portal's own modules as #src/…, not by climbing out with ../../.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.stories.tsx', '.storybook/**'],
    rules: {
      // Story modules export the meta object and stories, which is what Storybook wants.
      'react-hooks/rules-of-hooks': 'off',
    },
  },
);
