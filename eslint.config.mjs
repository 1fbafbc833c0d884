// One lint configuration for every package. Besides the usual TypeScript and React hooks
// checks it keeps the boundaries the architecture depends on, so they survive new people:
// remotes reach the rest of the portal only through @portal/shared-*, never each other, and
// features never import the wiring that assembles them.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-auth', 'mfe-student', 'mfe-recruiter'];

/** Every package declares what its code imports (the repository's own tooling, declared at the root, aside). */
const declaredImports = (pkg) => ({
  files: [`${pkg}/src/**/*.{ts,tsx}`],
  rules: { 'import-x/no-extraneous-dependencies': ['error', { packageDir: [pkg, '.'], devDependencies: true, includeInternal: true, includeTypes: true }] },
});

/** Only the API imports the API: everything else shares the wire through @portal/contract and the pages through @portal/site. */
const NOT_THE_API = {
  group: ['@portal/api', '@portal/api/*'],
  message: "Nothing outside api/ imports @portal/api: the wire shapes are @portal/contract, the site's definitions @portal/site.",
};

/** A remote reads the wire types and the site's definitions through shared-state, never from their packages. */
const REMOTE_WIRE = {
  group: ['@portal/api', '@portal/contract', '@portal/site'].flatMap((name) => [name, `${name}/*`]),
  message: 'Remotes get the wire types through @portal/shared-state.',
};

/** What a remote may not import: another remote, the shell, or the wire contract and the site's definitions (they come through shared-state). */
const remoteBoundaries = (remote) => ({
  files: [`${remote}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@portal/mfe-*', ...REMOTES.filter((other) => other !== remote).map((other) => `**/${other}/**`)],
            message: 'A remote never imports another remote: share it through @portal/shared-ui or @portal/shared-state.',
          },
          REMOTE_WIRE,
          {
            group: ['@portal/shell', '@portal/shell/*', '**/shell/src/**'],
            message: "Only a remote's bootstrap.tsx and its tests use the shell's standalone harness.",
          },
        ],
      },
    ],
  },
});

/** The API serves JSON and knows no screens: nothing of the front ends, by package name or by relative path. */
const API_KNOWS_NO_SCREENS = {
  group: [
    ...['@portal/shell', '@portal/shared-ui', '@portal/shared-state', '@portal/mfe-*'].flatMap((name) => [name, `${name}/**`]),
    ...['shell', 'shared-ui', 'shared-state', 'mfe-*'].map((folder) => `**/${folder}/**`),
  ],
  message: 'The API serves JSON and knows no screens: it imports nothing of the shell, shared-ui, shared-state or a remote.',
};

/** The standalone harness of the shell is for running a remote alone and for tests. */
const remoteHarnessFiles = REMOTES.flatMap((remote) => [
  `${remote}/src/bootstrap.tsx`,
  `${remote}/src/**/*.test.{ts,tsx}`,
  `${remote}/src/testing/**`,
]);

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', 'data/**', 'ci/e2e/screenshots/**', '**/*.js', '**/*.cjs'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['api/tsconfig.json', 'contract/tsconfig.json', 'site/tsconfig.json', 'shared-state/tsconfig.json', 'shared-ui/tsconfig.json', 'shell/tsconfig.json', ...REMOTES.map((remote) => `${remote}/tsconfig.json`)],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `interface DefaultTheme extends Theme {}` is how styled-components' theme is typed.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}', 'shared-state/src/**/*.{ts,tsx}', ...REMOTES.map((remote) => `${remote}/src/**/*.{ts,tsx}`)],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['api/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NOT_THE_API] }] },
  },
  {
    // The wire contract is the bottom layer: the API and every front end import it, so it imports none of them.
    files: ['contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@portal/*'], message: "The wire contract imports nothing of the portal's." }] }] },
  },
  {
    files: ['site/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@portal/*', '!@portal/contract', '!@portal/contract/*'], message: "The site's definitions import nothing of the portal's but the wire contract." }] },
      ],
    },
  },
  ...REMOTES.map(remoteBoundaries),
  ...['api', 'contract', 'site', 'shared-state', 'shared-ui', 'shell', ...REMOTES].map(declaredImports),
  {
    files: remoteHarnessFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@portal/mfe-*'], message: 'A remote never imports another remote.' },
            REMOTE_WIRE,
          ],
        },
      ],
    },
  },
  {
    files: ['shared-ui/src/**', 'shared-state/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@portal/shell', '@portal/shell/*', '@portal/mfe-*'], message: 'Shared packages never depend on the apps that use them.' }, NOT_THE_API] },
      ],
    },
  },
  {
    files: ['shell/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@portal/mfe-*'], message: 'The shell loads remotes at run time through its federation module, never by import.' }, NOT_THE_API] },
      ],
    },
  },
  {
    // The design system's entry names its theme typing so declaration emit carries it to dist/.
    files: ['shared-ui/src/index.ts'],
    rules: { '@typescript-eslint/triple-slash-reference': ['error', { path: 'always' }] },
  },
  {
    // Migrations are frozen in time: they must not depend on today's table types (Kysely's own advice).
    files: ['api/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // A test reads answers whose shape it is there to check.
    files: ['**/*.test.{ts,tsx}', '**/e2e/**', 'api/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['api/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [API_KNOWS_NO_SCREENS] }] },
  },
  {
    // A migration is frozen when it ships; live code that leaned on one would either change it or drift from it.
    files: ['api/src/features/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            API_KNOWS_NO_SCREENS,
            { group: ['**/db/migrations', '**/db/migrations/**'], message: 'Features never import a migration: keep what live code needs outside db/migrations (a migration keeps its own frozen copy).' },
          ],
        },
      ],
    },
  },
  {
    // Features never import the wiring that assembles them.
    files: ['**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './shell/src',
              from: ['./shell/src/app', './shell/src/routes', './shell/src/bootstrap.tsx'],
              except: [],
            },
            { target: './api/src/features', from: ['./api/src/app.ts', './api/src/server.ts'] },
            ...REMOTES.map((remote) => ({ target: `./${remote}/src`, from: `./${remote}/src/bootstrap.tsx` })),
          ].map((zone) => ({ ...zone, message: 'Features never import the app wiring that assembles them.' })),
        },
      ],
    },
  },
  {
    // The wiring itself may import its own parts.
    files: ['shell/src/app/**', 'shell/src/routes/**', 'shell/src/server/**', 'shell/src/bootstrap.tsx', 'shell/src/index.ts', ...REMOTES.map((remote) => `${remote}/src/index.ts`)],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
);
