import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { graphqlDocuments } from './vite/graphql-documents.ts';
import { messageCatalogs } from './vite/message-catalogs.ts';
import { textTables } from './vite/text-tables.ts';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 4000}`;
const apiPaths = ['/graphql', '/token', '/logout', '/otp', '/password', '/userinfo', '/updateinfo', '/florence', '/triage', '/dev', '/healthz'];

export default defineConfig({
  root: 'client',
  plugins: [graphqlDocuments(), textTables(), messageCatalogs(), react()],
  resolve: {
    // Messages arrive compiled (vite/message-catalogs.ts): the parser would be dead weight.
    alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: Number(process.env.CLIENT_PORT ?? 5173),
    // In `npm run dev` the API runs on its own port; everything else is Vite's.
    proxy: Object.fromEntries(apiPaths.map((p) => [p, { target: apiTarget, ws: p === '/graphql' }])),
  },
});
