import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chineseFontRanges } from './vite/chinese-font-ranges.ts';
import { graphqlDocuments } from './vite/graphql-documents.ts';
import { messageCatalogs } from './vite/message-catalogs.ts';
import { precompress } from './vite/precompress.ts';
import { serviceWorker } from './vite/service-worker.ts';
import { textTables } from './vite/text-tables.ts';

// Vendor code in chunks of its own: they change less often than the app (long caching), and
// the first screen loads only its own (no Apollo, no Yup). Higher priority claims first.
const vendor = (name: string, priority: number, packages: string) => ({
  name,
  priority,
  test: new RegExp(`node_modules[\\\\/](?:${packages})[\\\\/]`),
});
const CHUNK_GROUPS = [
  vendor('react', 50, 'react|react-dom|scheduler'),
  vendor('router', 40, 'react-router|react-router-dom'),
  vendor('intl', 40, 'react-intl|@formatjs|intl-messageformat'),
  vendor(
    'forms',
    40,
    'formik|lodash-es|deepmerge|hoist-non-react-statics|react-fast-compare|tiny-warning',
  ),
  vendor('yup', 40, 'yup|property-expr|tiny-case|toposort'),
  // the first screen throws Apollo's error class (shared/api/graphql-request.ts) and uses
  // nothing else of it
  vendor('apollo-errors', 45, '@apollo[\\\\/]client[\\\\/]errors'),
  vendor('apollo', 40, '@apollo|graphql|graphql-ws|rxjs|optimism|@wry|tslib'),
  // the app's own modules that every page needs, in one file rather than a dozen small ones
  { name: 'app', priority: 10, tags: ['$initial' as const], test: /client[\\/]src[\\/]/ },
];

const apiTarget = `http://localhost:${process.env.API_PORT ?? 4000}`;
const apiPaths = [
  '/graphql',
  '/token',
  '/logout',
  '/otp',
  '/password',
  '/userinfo',
  '/updateinfo',
  '/florence',
  '/triage',
  '/dev',
  '/healthz',
];

export default defineConfig({
  root: 'client',
  plugins: [
    graphqlDocuments(),
    textTables(),
    messageCatalogs(),
    chineseFontRanges(),
    react(),
    serviceWorker(),
    precompress(),
  ],
  resolve: {
    // Messages arrive compiled (vite/message-catalogs.ts): the parser would be dead weight.
    alias: [
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // every browser the build targets has <link rel=modulepreload>
    modulePreload: { polyfill: false },
    // Fonts stay files: the Content-Security-Policy allows fonts from our origin only (no
    // data: URLs), and a range's file is downloaded only when a page needs it anyway.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  server: {
    port: Number(process.env.CLIENT_PORT ?? 5173),
    // In `npm run dev` the API runs on its own port; everything else is Vite's.
    proxy: Object.fromEntries(
      apiPaths.map((p) => [p, { target: apiTarget, ws: p === '/graphql' }]),
    ),
  },
});
