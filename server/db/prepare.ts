// What a start does to the database before serving: migrations, the care library's
// content, and the demo clinic (development). Each step is idempotent, so a restart runs them
// all and finds nothing to do.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { AppConfig } from '../config/env';
import { openDatabase, type Database } from './client';
import { applyMigrations, migrationsUpToDate } from './migrate';
import { dataFolderExists } from './pglite-remote';
import { seedContent } from './seed-content';
import { seedDemoData } from './seed-demo';
import { seedDemoHistory } from './seed-demo-history';
import { seedDemoSchedule } from './seed-demo-schedule';
import { seedDemoWorkspace } from './seed-demo-workspace';

export type Prepared = { migrated: string[]; seeded: boolean };

export async function prepareDatabase(db: Database, config: AppConfig): Promise<Prepared> {
  const migrated = (await migrationsUpToDate(db.prisma))
    ? []
    : await applyMigrations(db.adapterFactory);
  await seedContent(db.prisma);
  const seeded = config.seedDemo && (await seedDemoData(db.prisma));
  if (seeded) console.info('Seeded demo data (see README for logins).');
  if (config.seedDemo) await seedDemoWorkspace(db.prisma);
  if (config.seedDemo) await seedDemoSchedule(db.prisma, config.clinicTimeZone);
  if (config.seedDemoHistory && (await seedDemoHistory(db.prisma)))
    console.info('Seeded eight weeks of demo history.');
  return { migrated, seeded };
}

/** The argument that makes the server's entry point prepare a new data folder and exit. */
export const PREPARE_DATA_FOLDER = '--prepare-data-folder';

/** A new embedded data folder: the start that creates it does far more than a restart. */
export function isNewDataFolder(config: AppConfig): boolean {
  return (
    !config.databaseUrl &&
    !config.dataDir.startsWith('memory://') &&
    !dataFolderExists(config.dataDir)
  );
}

/**
 * Creates, migrates and seeds a new data folder in a process of its own, which then ends.
 * Prisma's schema engine (WebAssembly that stays loaded once used), the migrations' and the
 * demo data's garbage and the database thread's grown memory all go with that process: the
 * server then starts on the folder as a restart does (npm run bench:lean: ~40 MB less).
 */
export async function prepareInChildProcess(entryPoint: string): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, entryPoint, PREPARE_DATA_FOLDER], {
    stdio: 'inherit',
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`Preparing the new data folder failed (exit code ${code}).`);
}

/** The child's side: prepare the folder, close it, and end. */
export async function prepareHere(config: AppConfig): Promise<void> {
  const db = await openDatabase(config);
  try {
    await prepareDatabase(db, config);
  } finally {
    await db.close();
  }
  console.info(`Prepared the new data folder in a process of its own (${process.pid}).`);
}
