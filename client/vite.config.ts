import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { graphqlDocuments } from './vite/graphql-documents.ts';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 4000}`;
const apiPaths = ['/graphql', '/token', '/logout', '/otp', '/password', '/userinfo', '/updateinfo', '/florence', '/triage', '/dev', '/healthz'];

export default defineConfig({
  root: 'client',
  plugins: [graphqlDocuments(), react()],
  build: { outDir: '../dist/client', emptyOutDir: true, sourcemap: true },
  server: {
    port: Number(process.env.CLIENT_PORT ?? 5173),
    // In `npm run dev` the API runs on its own port; everything else is Vite's.
    proxy: Object.fromEntries(apiPaths.map((p) => [p, { target: apiTarget, ws: p === '/graphql' }])),
  },
});
