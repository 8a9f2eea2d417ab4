// One Prisma client over either the embedded PGlite (default) or PostgreSQL (DATABASE_URL).
import crypto from 'node:crypto';
import fs from 'node:fs';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PGliteRemote } from './pglite-remote';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaClient } from '../generated/prisma/client.ts';

/**
 * One SQL statement ($1… parameters) straight to the driver beneath Prisma; resolves with
 * the rows it changed. Only for the two statements of every check-in, its turns
 * (checkins/turns.ts) and its start (checkins/new-check-in.ts): Prisma's pipeline costs more
 * CPU than the statement itself there (measured: 0.5 ms of 0.8 per call on the embedded
 * database).
 */
export type ExecuteSql = (sql: string, params: unknown[]) => Promise<number>;

export type Database = {
  prisma: PrismaClient;
  executeSql: ExecuteSql;
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

/**
 * The name an ExecuteSql text is prepared under on each PostgreSQL connection: the same text
 * every call, so PostgreSQL parses it once per connection instead of on every turn, and
 * after its first few runs keeps one plan for it (as the embedded database's thread already
 * prepares it, pglite-worker.mjs). A pooler in front of PostgreSQL must then keep prepared
 * statements (PgBouncer 1.21+ with max_prepared_statements, or session pooling). Safe across
 * migrations because these statements return no rows: a prepared statement whose result
 * columns changed would fail ("cached plan must not change result type").
 */
const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `execute-sql-${crypto.createHash('sha256').update(sql).digest('hex').slice(0, 16)}`;
    statementNames.set(sql, name);
  }
  return name;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // One pool for Prisma and the driver-level statement.
    const pool = new pg.Pool({ connectionString: options.databaseUrl });
    // A connection that fails while idle is dropped by the pool and replaced; without a
    // listener its error would end the process (Prisma listens only while connected).
    pool.on('error', () => undefined);
    const adapterFactory = new PrismaPg(pool);
    const prisma = new PrismaClient({ adapter: adapterFactory, ...clientOptions(options) });
    return {
      prisma,
      adapterFactory,
      executeSql: async (sql, params) =>
        (await pool.query({ name: statementName(sql), text: sql, values: params })).rowCount ?? 0,
      async close() {
        await prisma.$disconnect();
        await pool.end();
      },
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
    executeSql: async (sql, params) => (await pglite.query(sql, params)).affectedRows ?? 0,
    async close() {
      await prisma.$disconnect();
      await pglite.close();
    },
    releaseStartMemory: () => pglite.reopen(),
  };
}
