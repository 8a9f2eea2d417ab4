// Applies and creates migrations offline with Prisma's wasm schema engine, so neither the
// embedded database nor CI needs the CLI's downloaded engine. The folder stays in Prisma's
// own format: `prisma migrate deploy` works on it too wherever the CLI has its engine.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import { repoPath } from '../repo-root';

export const MIGRATIONS_DIR = repoPath('prisma/migrations');
export const SCHEMA_PATH = repoPath('prisma/schema.prisma');
const NO_FILTERS = { externalTables: [], externalEnums: [] };

type SchemaEngine = import('@prisma/schema-engine-wasm').SchemaEngine;

// The wasm module keeps global state: instantiate it once per process, then create a
// fresh engine for each use (tests start several servers in one process).
let bindingsReady:
  Promise<typeof import('@prisma/schema-engine-wasm/schema_engine_bg')> | undefined;

function loadWasmBindings() {
  bindingsReady ??= (async () => {
    const bindings = await import('@prisma/schema-engine-wasm/schema_engine_bg');
    const bindingsPath = new URL(import.meta.resolve('@prisma/schema-engine-wasm/schema_engine_bg'))
      .pathname;
    const wasmModule = new WebAssembly.Module(
      fs.readFileSync(path.join(path.dirname(bindingsPath), 'schema_engine_bg.wasm')),
    );
    const instance = new WebAssembly.Instance(wasmModule, {
      './schema_engine_bg.js': bindings as unknown as WebAssembly.ModuleImports,
    });
    bindings.__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start: () => void }).__wbindgen_start();
    return bindings;
  })();
  return bindingsReady;
}

type ScriptRunner = {
  adapterName?: string;
  client?: { query(sql: string): Promise<unknown> };
  onError?(error: unknown): never;
  executeScript(script: string): Promise<void>;
};

/**
 * PostgreSQL's adapter runs a migration script by splitting it at every ';', which breaks a
 * function body (the audit trail's append-only trigger). A script without parameters can go
 * to PostgreSQL whole, as one simple query, as `psql` and Prisma's CLI send it. PGlite's
 * adapter already runs scripts whole.
 */
function withWholeScripts<T extends object>(adapter: T): T {
  const runner = adapter as unknown as ScriptRunner;
  if (runner.adapterName !== '@prisma/adapter-pg' || !runner.client) return adapter;
  runner.executeScript = async (script: string) => {
    try {
      await runner.client!.query(script);
    } catch (error) {
      runner.onError?.(error);
      throw error;
    }
  };
  return adapter;
}

function wholeScriptsFactory(
  factory: SqlMigrationAwareDriverAdapterFactory,
): SqlMigrationAwareDriverAdapterFactory {
  return Object.assign(Object.create(factory) as SqlMigrationAwareDriverAdapterFactory, {
    connect: async () => withWholeScripts(await factory.connect()),
    connectToShadowDb: async () => withWholeScripts(await factory.connectToShadowDb()),
  });
}

async function loadSchemaEngine(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
): Promise<SchemaEngine> {
  const bindings = await loadWasmBindings();
  return bindings.SchemaEngine.new(
    { datamodels: undefined },
    () => {},
    bindMigrationAwareSqlAdapterFactory(wholeScriptsFactory(adapterFactory)),
  );
}

function readMigrationsList() {
  const names = fs.existsSync(MIGRATIONS_DIR)
    ? fs
        .readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  const lockPath = path.join(MIGRATIONS_DIR, 'migration_lock.toml');
  return {
    baseDir: MIGRATIONS_DIR,
    lockfile: {
      path: lockPath,
      content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, 'utf8') : null,
    },
    shadowDbInitScript: '',
    migrationDirectories: names.map((name) => {
      const filePath = path.join(MIGRATIONS_DIR, name, 'migration.sql');
      // Paths are relative (the folder name is the migration's name in _prisma_migrations).
      return {
        path: name,
        migrationFile: {
          path: 'migration.sql',
          content: fs.existsSync(filePath)
            ? { tag: 'ok' as const, value: fs.readFileSync(filePath, 'utf8') }
            : { tag: 'error' as const, value: 'missing migration.sql' },
        },
      };
    }),
  };
}

/**
 * True when every committed migration is recorded as applied with its file's checksum, so
 * a start has nothing to do and need not load the schema engine (a 5.7 MB WebAssembly module
 * that would then stay in memory for the life of the server). Anything else (no table yet,
 * a migration pending, failed or edited) goes to the engine, which applies or reports it.
 */
export async function migrationsUpToDate(prisma: {
  $queryRawUnsafe<T>(sql: string): Promise<T>;
}): Promise<boolean> {
  const { migrationDirectories } = readMigrationsList();
  let applied: Array<{ migration_name: string; checksum: string }>;
  try {
    applied = await prisma.$queryRawUnsafe(
      'SELECT migration_name, checksum FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
  } catch {
    return false;
  }
  const checksums = new Map(applied.map((row) => [row.migration_name, row.checksum]));
  return migrationDirectories.every(({ path: name, migrationFile }) => {
    if (migrationFile.content.tag !== 'ok') return false;
    const checksum = crypto.createHash('sha256').update(migrationFile.content.value).digest('hex');
    return checksums.get(name) === checksum;
  });
}

/** Applies every committed migration not yet applied; returns the names applied now. */
export async function applyMigrations(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
): Promise<string[]> {
  const engine = await loadSchemaEngine(adapterFactory);
  try {
    const result = await engine.applyMigrations({
      migrationsList: readMigrationsList(),
      filters: NO_FILTERS,
    });
    return result.appliedMigrationNames;
  } finally {
    engine.free();
  }
}

/** SQL that takes the committed migrations to the current schema.prisma ('' when in sync). */
export async function diffSchemaAgainstMigrations(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
): Promise<string> {
  const engine = await loadSchemaEngine(adapterFactory);
  const captured: string[] = [];
  const originalWrite = process.stdout.write.bind(process.stdout);
  try {
    // The engine prints the script to stdout; capture it instead of letting it through.
    process.stdout.write = ((chunk: string | Uint8Array) => {
      captured.push(String(chunk));
      return true;
    }) as typeof process.stdout.write;
    const result = await engine.diff({
      from: { tag: 'migrations', ...readMigrationsList() },
      to: {
        tag: 'schemaDatamodel',
        files: [{ path: SCHEMA_PATH, content: fs.readFileSync(SCHEMA_PATH, 'utf8') }],
      },
      script: true,
      exitCode: null,
      filters: NO_FILTERS,
    });
    if (result.stdout) captured.push(result.stdout);
  } finally {
    process.stdout.write = originalWrite;
    engine.free();
  }
  const sql = captured.join('').trim();
  return /^-- This is an empty migration\.?$/.test(sql) ? '' : sql;
}
