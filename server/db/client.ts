// One Prisma client over either the embedded PGlite (default) or PostgreSQL (DATABASE_URL).
import fs from 'node:fs';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaPg } from '@prisma/adapter-pg';
import { PGliteRemote } from './pglite-remote';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaClient } from '../generated/prisma/client.ts';

export type Database = {
  prisma: PrismaClient;
  /** Adapter factory shared with the migration runner. */
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  close(): Promise<void>;
  /**
   * After the start's migrations and seeding: the embedded database begins its thread afresh
   * to give back the memory they grew (PGliteRemote.reopen). Nothing for PostgreSQL.
   */
  releaseStartMemory(): Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl?: string;
  /** Folder for PGlite; 'memory://' for a throw-away database (tests). */
  dataDir: string;
  /** Emit Prisma's query events (`prisma.$on('query')`), to count statements in tests. */
  queryEvents?: boolean;
};

// errorFormat 'minimal': Prisma otherwise captures a stack trace (new Error) on every query
// to point its error messages at the caller's line, a measurable cost on every request; our
// errors are mapped by code and logged without their messages anyway.
const clientOptions = (options: DatabaseOptions) => ({
  errorFormat: 'minimal' as const,
  ...(options.queryEvents ? { log: [{ emit: 'event' as const, level: 'query' as const }] } : {}),
});

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const adapterFactory = new PrismaPg({ connectionString: options.databaseUrl });
    const prisma = new PrismaClient({ adapter: adapterFactory, ...clientOptions(options) });
    return {
      prisma,
      adapterFactory,
      close: () => prisma.$disconnect(),
      releaseStartMemory: async () => undefined,
    };
  }
  if (!options.dataDir.startsWith('memory://')) fs.mkdirSync(options.dataDir, { recursive: true });
  // PGlite runs in a worker thread: its work never blocks the event loop (ADR 0008).
  const pglite = await PGliteRemote.open(options.dataDir);
  const adapterFactory = new PrismaPGlite(pglite.asPGlite());
  const prisma = new PrismaClient({ adapter: adapterFactory, ...clientOptions(options) });
  return {
    prisma,
    adapterFactory,
    async close() {
      await prisma.$disconnect();
      await pglite.close();
    },
    releaseStartMemory: () => pglite.reopen(),
  };
}
