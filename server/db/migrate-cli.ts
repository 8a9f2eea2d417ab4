// npm run db:migrate                      apply committed migrations
// npm run db:migration:create -- <name>    write the next migration from schema.prisma
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { databaseSettings } from '../config/env.ts';
import { openDatabase } from './client.ts';
import { applyMigrations, diffSchemaAgainstMigrations, MIGRATIONS_DIR } from './migrate.ts';

const [command, name = 'change'] = process.argv.slice(2);

if (command === 'apply') {
  const db = await openDatabase(databaseSettings());
  const applied = await applyMigrations(db.adapterFactory);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
  await db.close();
} else if (command === 'create') {
  // Diff against a throw-away database (the engine replays the migrations in a shadow db).
  const pglite = await PGlite.create('memory://');
  const sql = await diffSchemaAgainstMigrations(new PrismaPGlite(pglite));
  await pglite.close();
  if (!sql) {
    console.log('schema.prisma matches the migrations: nothing to create.');
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const dir = path.join(MIGRATIONS_DIR, `${stamp}_${name.replace(/\W+/g, '_')}`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'migration.sql'), sql + '\n');
    const lock = path.join(MIGRATIONS_DIR, 'migration_lock.toml');
    if (!fs.existsSync(lock)) fs.writeFileSync(lock, 'provider = "postgresql"\n');
    console.log(`Created ${path.relative(process.cwd(), dir)}`);
  }
} else {
  console.error('usage: migrate-cli.ts apply | create <name>');
  process.exit(1);
}
