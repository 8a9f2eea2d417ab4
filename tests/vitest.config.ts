import path from 'node:path';
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // config lives in tests/, the project root is one level up
  root: path.resolve(import.meta.dirname, '..'),
  // Node loads graphql's CommonJS build for Yoga and Pothos; without this alias Vitest would
  // give our sources the ESM build, and two GraphQLError classes break error masking.
  resolve: {
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'server/**/*.test.ts',
            'common/**/*.test.ts',
            'client/src/**/*.test.{ts,tsx}',
            'client/vite/**/*.test.ts',
            'tests/vignettes/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // each file starts its own server with a fresh embedded database (~3 s)
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'fuzz',
          include: ['tests/fuzz/**/*.test.ts'],
          environment: 'node',
          // `npm run fuzz` sends 10,000 requests (a few minutes on 2 cores)
          testTimeout: 30 * 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
