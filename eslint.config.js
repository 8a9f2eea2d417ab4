// ESLint: the layering rules of docs/architecture.md, kept by `npm run lint` (part of
// `npm run check`, so `npm test` fails before the unit tests on a broken boundary).
// Syntax-only typescript-eslint (no type information): the type check is `tsc`'s job,
// and lint stays a few seconds.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = import.meta.dirname;
const featuresDir = 'client/src/features';
const features = fs
  .readdirSync(path.join(root, featuresDir), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Each zone forbids files under `target` to import files under `from`. */
export const boundaryZones = [
  // Client features never import each other: what two features share lives in shared/.
  ...features.map((feature) => ({
    target: `./${featuresDir}/${feature}`,
    from: `./${featuresDir}`,
    except: [`./${feature}`],
    message: 'A client feature must not import another feature; move what both need to shared/.',
  })),
  // shared → features → app: lower layers never import higher ones.
  {
    target: ['./client/src/shared', './client/src/i18n'],
    from: ['./client/src/features', './client/src/app'],
    message: 'client/src/shared and i18n sit below the features and the app: they import neither.',
  },
  {
    target: `./${featuresDir}`,
    from: './client/src/app',
    message: 'A feature must not import the app (routes, layouts, providers); the app imports it.',
  },
  // The domain is the server's core: adapters (GraphQL, REST, HTTP edge) call it, never the
  // reverse.
  {
    target: './server/domain',
    from: [
      './server/schema',
      './server/rest',
      './server/http',
      './server/graphql',
      './server/app.ts',
      './server/main.ts',
    ],
    message:
      'server/domain never imports the GraphQL schema, the REST mirror or the HTTP edge; they call the domain.',
  },
  // common/ is shared by client and server, so it imports neither.
  {
    target: './common',
    from: ['./client', './server'],
    message: 'common/ is shared by client and server and imports neither.',
  },
  {
    target: './client',
    from: './server',
    message: 'The client reaches the server through the API only; share code through common/.',
  },
  {
    target: './server',
    from: './client',
    message: 'The server never imports client code; share code through common/.',
  },
];

// import-x's TypeScript settings, with the resolver below instead of its legacy one
const { 'import-x/resolver': _legacyResolver, ...importXTypeScriptSettings } =
  importX.flatConfigs.typescript.settings;

export default defineConfig(
  globalIgnores([
    'node_modules/',
    'dist/',
    'data/',
    'server/generated/',
    'client/src/generated/',
    'prisma/migrations/',
    'test-results/',
    'playwright-report/',
    // code that breaks the rules on purpose, for tests/lint/boundaries.test.ts
    'tests/lint/fixtures/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads the TypeScript files it follows (for no-cycle) with the TS parser
      ...importXTypeScriptSettings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: root })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Prettier keeps code at 100 columns; this catches what it cannot wrap (strings, comments).
      'max-len': ['error', { code: 160, comments: 100, ignoreUrls: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // A function longer than 100 lines hides what it does: split it. A test file's
    // describe block is a list of cases, not one function to read.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts'],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 100, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
  {
    // Tests and benchmarks read JSON answers loosely; the code under test is typed.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
