// One Prisma client over either the embedded PGlite (default) or PostgreSQL (DATABASE_URL).
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaClient } from '../generated/prisma/client.ts';

export type Database = {
  prisma: PrismaClient;
  /** Adapter factory shared with the migration runner. */
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl?: string;
  /** Folder for PGlite; 'memory://' for a throw-away database (tests). */
  dataDir: string;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const adapterFactory = new PrismaPg({ connectionString: options.databaseUrl });
    const prisma = new PrismaClient({ adapter: adapterFactory });
    return { prisma, adapterFactory, close: () => prisma.$disconnect() };
  }
  if (!options.dataDir.startsWith('memory://')) fs.mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(options.dataDir);
  const adapterFactory = new PrismaPGlite(pglite);
  const prisma = new PrismaClient({ adapter: adapterFactory });
  return {
    prisma,
    adapterFactory,
    async close() {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}
