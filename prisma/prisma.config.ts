import { defineConfig } from 'prisma/config';

// The CLI is used only to generate the client offline; migrations run through
// server/db/migrate.ts so they work without downloading Prisma's schema engine.
export default defineConfig({
  schema: 'schema.prisma',
  migrations: { path: 'migrations' },
});
