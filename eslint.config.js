// One ESLint config for the whole workspace. The import rules below enforce the dependency
// direction of decisions.md §1: portal → ui, api; server → api; ui → api for types only;
// api imports no UI, router or browser navigation; nothing imports the portal or the server.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const notPortalOrServer = [
  { group: ['@lease/portal', '@lease/portal/*'], message: 'Nothing imports the portal.' },
  { group: ['@lease/server', '@lease/server/*'], message: 'Nothing imports the server.' },
  {
    group: ['**/apps/*', '**/packages/*', '../../packages/**', '../../apps/**'],
    message: 'Import a workspace package by its name, not by a relative path.',
  },
];

/** Attributes whose value a person reads or hears; they must come from messages too. */
const TEXT_ATTRIBUTES =
  'aria-label|aria-description|aria-valuetext|title|alt|placeholder|label|helperText';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
            {
              name: '@lease/api',
              allowTypeImports: true,
              message: 'The design system imports the API package for types only.',
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
              group: ['@lease/ui', '@lease/ui/*', 'react', 'react-dom', '@mui/*'],
              message: 'The server uses the API package for schemas and types only.',
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
