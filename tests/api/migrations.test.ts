// A start skips Prisma's schema engine only when every committed migration is recorded as
// applied with the checksum of its file; otherwise the engine applies or reports it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { applyMigrations, migrationsUpToDate } from '../../server/db/migrate';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
}, 60_000);
afterAll(() => db?.close());

it('asks for the engine on a new database, and not once every migration is applied', async () => {
  expect(await migrationsUpToDate(db.prisma)).toBe(false);
  expect((await applyMigrations(db.adapterFactory)).length).toBeGreaterThan(0);
  expect(await migrationsUpToDate(db.prisma)).toBe(true);
});

it('asks for the engine again when an applied migration no longer matches its file', async () => {
  await db.prisma.$executeRawUnsafe(
    `UPDATE _prisma_migrations SET checksum = 'edited' WHERE migration_name = (SELECT max(migration_name) FROM _prisma_migrations)`,
  );
  expect(await migrationsUpToDate(db.prisma)).toBe(false);
});

it('asks for the engine when a migration is recorded as failed', async () => {
  await db.prisma.$executeRawUnsafe(
    `UPDATE _prisma_migrations SET checksum = 'x', finished_at = NULL WHERE migration_name = (SELECT max(migration_name) FROM _prisma_migrations)`,
  );
  expect(await migrationsUpToDate(db.prisma)).toBe(false);
});
